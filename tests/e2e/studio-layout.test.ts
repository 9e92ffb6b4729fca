/**
 * The studio on a phone and on a desktop (issue 11): every studio page (a
 * signed-in crawl from /admin, so new pages are checked as they land) fits
 * the screen without scrolling sideways at 360 and 1280 px, and axe finds no
 * violations at either width, in light and in dark.
 */
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, OWNER, settled, signedIn, startApp } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { signInHttp } from "../quality/http.ts";
import { readManifest } from "../quality/manifest.ts";
import { representatives } from "../quality/pages.ts";
import { studioPages } from "../quality/studio.ts";

const manifest = readManifest(inject("buildDir"));
let app: App;
let browser: Browser;
let paths: string[];

beforeAll(async () => {
  app = await startApp({ DEMO_CONTENT: "true" });
  browser = await launchBrowser();
  const session = await signInHttp(app.url, OWNER);
  const found = representatives(await studioPages(app.url, session.cookie, manifest)).map((p) => p.path);
  // Pages a crawl reaches only through a form's answer, or with a query.
  paths = [...new Set([...found, "/admin/events/new", "/admin/events?tab=drafts", "/admin/inbox?status=all"])];
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const WIDTHS = [360, 1280] as const;

test("the crawl reaches every studio page", () => {
  expect(paths).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/events",
      "/admin/inbox",
      "/admin/settings",
      "/admin/gallery",
      "/admin/media",
      "/admin/users",
      "/admin/audit",
      "/admin/account",
      "/admin/backup",
    ]),
  );
  console.log(`Studio pages checked at ${WIDTHS.join(" and ")} px, light and dark: ${paths.join(" ")}`);
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of WIDTHS) {
    test(`every studio page fits ${width} px (no horizontal scroll) and axe finds nothing (${colorScheme})`, async () => {
      const problems: string[] = [];
      const { page, errors, context } = await openPage(browser, { colorScheme, viewport: { width, height: 800 } });
      await signedIn(page, app);
      await hydrated(page);
      for (const path of paths) {
        await page.goto(app.url + path);
        await settled(page);
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        if (scroll > inner) problems.push(`${path}: scrollWidth ${scroll} > innerWidth ${inner}`);
        problems.push(...describeViolations(path, await runAxe(page)));
      }
      await context.close();
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

test("on a phone the studio navigation is behind the Menu button, which closes after a choice; 'View site' is always there", async () => {
  const { page, errors, context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
  await signedIn(page, app);
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Studio" });
  await expect.poll(() => nav.isVisible()).toBe(false);
  await expect.poll(() => page.getByRole("link", { name: /View site/ }).isVisible()).toBe(true);
  await page.getByText("Menu", { exact: true }).click();
  await expect.poll(() => nav.isVisible()).toBe(true);
  await nav.getByRole("link", { name: "Gallery" }).click();
  await page.waitForURL(/\/admin\/gallery$/);
  await expect.poll(() => nav.isVisible()).toBe(false);
  expect(await page.title()).toBe("Gallery · Studio");
  await context.close();
  expect(errors).toEqual([]);
});

test("every studio page is titled 'Page · Studio'", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  const wrong: string[] = [];
  for (const path of paths) {
    await page.goto(app.url + path);
    const title = await page.title();
    if (!/^.+ · Studio$/.test(title) || title.startsWith("Studio")) wrong.push(`${path}: ${title}`);
  }
  await context.close();
  expect(wrong).toEqual([]);
  expect(errors).toEqual([]);
});
