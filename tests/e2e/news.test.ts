/**
 * News (issue 14) as the owner and a visitor meet it: a post written in the
 * studio is public at /news and /news/:slug with BlogPosting data, every page
 * announces the Atom feed, the feed is served as Atom and parses with an
 * independent parser; a draft is the 404 page. Public pages: axe and
 * html-validate clean, no side-scrolling at 320 px.
 */
import { Readable } from "node:stream";
import FeedParser from "feedparser";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { validateHtml } from "../quality/html-validate.ts";

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function parseFeed(xml: string): Promise<FeedParser.Item[]> {
  return new Promise((resolve, reject) => {
    const items: FeedParser.Item[] = [];
    const parser = new FeedParser({});
    parser.on("error", reject);
    parser.on("readable", function (this: FeedParser) {
      let item: FeedParser.Item | null;
      while ((item = this.read())) items.push(item);
    });
    parser.on("end", () => resolve(items));
    Readable.from([xml]).pipe(parser);
  });
}

test("a post is published from the studio, listed, shown with BlogPosting data, and in the Atom feed every page links", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/news/new`);
  await page.getByLabel("Title", { exact: true }).fill("New record out now");
  await page.getByLabel("Text").fill("Our **second** record is out.\n\n<img src=x onerror=alert(1)>");
  await page.getByLabel("State").selectOption("published");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/admin\/news\/[\w-]+$/);

  await page.goto(`${app.url}/admin/news/new`);
  await page.getByLabel("Title", { exact: true }).fill("Not yet");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/admin\/news\/[\w-]+$/);

  const visitor = await openPage(browser, { viewport: { width: 320, height: 700 } });
  const v = visitor.page;
  expect((await v.goto(`${app.url}/news`))?.status()).toBe(200);
  expect(await v.locator(".news-card__title").allTextContents()).toEqual(["New record out now"]);
  expect(await v.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href")).toBe("/news.xml");
  expect(await v.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(describeViolations("/news", await runAxe(v))).toEqual([]);
  expect(await validateHtml("/news", await v.content())).toEqual([]);

  await v.getByRole("link", { name: "New record out now" }).click();
  await v.waitForURL(/\/news\/new-record-out-now$/);
  await expect.poll(() => v.locator("main h1").textContent()).toBe("New record out now"); // the URL changes before the new page renders
  expect(await v.locator("main img[onerror]").count()).toBe(0);
  await v.goto(`${app.url}/news/new-record-out-now`);
  const ld = JSON.parse((await v.locator('script[type="application/ld+json"]').last().textContent())!) as Record<
    string,
    unknown
  >;
  expect(ld["@type"]).toBe("BlogPosting");
  expect(ld.headline).toBe("New record out now");
  expect(String(ld.url)).toBe(`${app.url}/news/new-record-out-now`);
  expect(describeViolations("/news/new-record-out-now", await runAxe(v))).toEqual([]);
  expect(await validateHtml("/news/new-record-out-now", await v.content())).toEqual([]);
  // Every public page announces the feed (the home page here), and the menu has News.
  await v.goto(`${app.url}/`);
  expect(await v.locator('link[rel="alternate"][type="application/atom+xml"]').count()).toBe(1);
  expect(await v.locator(".home-news .news-card__title").allTextContents()).toEqual(["New record out now"]);

  const feed = await v.request.get(`${app.url}/news.xml`);
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const items = await parseFeed(await feed.text());
  expect(items.map((i) => i.title)).toEqual(["New record out now"]);
  expect(items[0]!.link).toBe(`${app.url}/news/new-record-out-now`);
  const again = await v.request.get(`${app.url}/news.xml`, { headers: { "If-None-Match": feed.headers().etag! } });
  expect(again.status()).toBe(304);

  // The draft is nobody's page.
  expect((await v.goto(`${app.url}/news/not-yet`))?.status()).toBe(404);
  // One post: no page 2 (the list's later pages are paths; an old ?page= bookmark moves there with a 301).
  expect((await v.goto(`${app.url}/news/page/2`))?.status()).toBe(404);
  const moved = await fetch(`${app.url}/news?page=2`, { redirect: "manual" });
  expect([moved.status, moved.headers.get("Location")]).toEqual([301, "/news/page/2"]);
  await visitor.context.close();
  await context.close();
  expect(errors).toEqual([]);
});
