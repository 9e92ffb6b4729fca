/**
 * Insights in Chromium (issue 16): a visitor's page views (from the page cache
 * too), a ticket-link click through /go/ that lands on the ticket shop, and a
 * play after consent reach the owner's Insights page; the owner's own visits
 * do not. The page has no axe violations, works at 390 px, and the public
 * pages carry no Insights script and ask no other host.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { startProviderServer, type ProviderServer } from "../fixtures/provider-server.ts";

let browser: Browser;
let app: App;
let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer();
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({ DEMO_CONTENT: "true", OEMBED_BASE_URL: provider.baseUrl }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), provider?.close()]);
});

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** A total by its label (a RegExp where the label is a plural that follows the count: "1 visitor", "2 visitors"). */
const stat = async (page: Page, label: string | RegExp) =>
  Number(
    (await page
      .locator(".insights-totals .stat")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("strong")
      .textContent())!.replace(/\D/g, ""),
  );

test("a visitor's views, ticket click and play show in Insights; the owner's own visits do not", async () => {
  // A person's browser: headless Chromium names itself HeadlessChrome, which isbot rightly counts as a robot.
  const visitor = await openPage(browser, { userAgent: PERSON });
  const { page } = visitor;
  // The ticket shop is another site: answered here, so the visitor can be seen to land on it.
  await page.route("https://tickets.example.com/**", (r) =>
    r.fulfill({ status: 200, contentType: "text/html", body: "<title>Ticket shop</title><h1>Tickets</h1>" }),
  );

  await page.goto(`${app.url}/`);
  await page.goto(`${app.url}/events`); // rendered, then kept by the page cache
  await page.goto(`${app.url}/events`); // a cache hit is a view too
  await hydrated(page);
  const ticket = page.locator("a.button", { hasText: "Tickets" }).first();
  const href = (await ticket.getAttribute("href"))!;
  expect(href).toMatch(/^\/go\/ticket\/[\w-]+$/);
  // Without JavaScript it is the same plain link: a 302 to the ticket URL, no cookie.
  const bare = await fetch(`${app.url}${href}`, {
    redirect: "manual",
    headers: { "user-agent": "Mozilla/5.0 Firefox/128.0" },
  });
  expect(bare.status).toBe(302);
  expect(bare.headers.get("location")).toMatch(/^https:\/\/tickets\.example\.com\//);
  expect(bare.headers.get("set-cookie")).toBeNull();
  await ticket.click();
  await page.waitForURL(/^https:\/\/tickets\.example\.com\//);
  expect(await page.locator("h1").textContent()).toBe("Tickets");

  // Consent, then play: one beacon to our own origin.
  await page.goto(`${app.url}/media`);
  await hydrated(page);
  const yt = page
    .locator("article.media-item")
    .filter({ has: page.getByRole("heading", { name: "Demo video: Big Buck Bunny (Blender Foundation)" }) });
  const beacon = page.waitForRequest((r) => r.url().startsWith(`${app.url}/go/beacon/play/`) && r.method() === "POST");
  await yt.getByRole("button", { name: /^Play/ }).click();
  await beacon;
  expect(visitor.errors).toEqual([]);

  // The owner: signed in, their own visit to the site is not counted.
  const owner = await openPage(browser, { viewport: { width: 390, height: 844 }, userAgent: PERSON });
  await signedIn(owner.page, app);
  await owner.page.goto(`${app.url}/`);
  await owner.page.goto(`${app.url}/admin/insights`);
  await hydrated(owner.page);
  const p = owner.page;
  // The beacon may land a moment after the click: the page counts what arrived when it loads.
  await expect.poll(async () => (await p.reload(), await stat(p, "Plays (after the visitor's consent)"))).toBe(1);
  expect(await stat(p, "page views")).toBe(4); // /, /events twice, /media
  expect(await stat(p, /^visitors?$/)).toBe(1);
  expect(await stat(p, "Ticket-link clicks")).toBe(2); // the plain fetch above counted as a click too
  const perEvent = p.getByRole("table", { name: "Views of each event's pages, and what visitors did" });
  expect(await perEvent.locator("tbody tr").count()).toBe(1);
  expect(await perEvent.locator("tbody tr td").last().textContent()).toBe("2");
  const pages = p.getByRole("table", { name: "Pages by views" });
  expect(await pages.locator("tbody tr").first().locator("th").textContent()).toBe("/events");

  // Phone width, no sideways scrolling, no axe violations; the table alternative of the chart.
  expect(await p.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await p.locator(".insights-chart canvas").first().waitFor();
  await p.getByText("Show the numbers as a table").click();
  expect(await p.getByRole("table", { name: "Visitors and page views per day" }).locator("tbody tr").count()).toBe(30);
  expect(describeViolations("/admin/insights", await runAxe(p))).toEqual([]);

  // A range and the CSV of it.
  await p.getByRole("link", { name: "Last 7 days" }).click();
  await p.waitForURL(/days=7/);
  const csvHref = (await p.getByRole("link", { name: "Download as CSV" }).getAttribute("href"))!;
  const csv = await p.request.get(`${app.url}${csvHref}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = await csv.text();
  expect(text).toContain("page,,/events,2,1,");
  expect(text).toMatch(/outcome,\d{4}-\d\d-\d\d,Ticket-link clicks,,,2/);
  expect(owner.errors).toEqual([]);
});

test("the dashboard shows the visitors card", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin`);
  const card = page.getByRole("region", { name: "Visitors" });
  await card.waitFor();
  expect(await card.getByRole("list", { name: "Visitors per day, last 14 days" }).locator("li").count()).toBe(14);
  expect(errors).toEqual([]);
});

test("the privacy page states what Insights counts and keeps, linked from every page's footer", async () => {
  const { page, errors, requests } = await openPage(browser, { viewport: { width: 320, height: 740 } });
  await page.goto(`${app.url}/`);
  await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
  await page.waitForURL(`${app.url}/privacy`);
  const part = page.getByRole("region", { name: "Visitor statistics" });
  const text = await part.textContent();
  expect(text).toContain("no cookie is set");
  expect(text).toContain("clicks on ticket links");
  // The notice is Markdown (docs/legal.md), set with typographic quotes.
  expect(text).toContain("plays of videos and music (after the visitor’s consent)");
  expect(text).toContain("kept for 5 years");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(describeViolations("/privacy", await runAxe(page))).toEqual([]);
  expect(requests.filter((u) => !u.startsWith(app.url))).toEqual([]);
  expect(errors).toEqual([]);
});
