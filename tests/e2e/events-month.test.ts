/** The month grid: a real table at /events/month/YYYY-MM, navigable with the keyboard, working without JavaScript; old query URLs answer 301. */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { openMoreOptions } from "./event-form.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
  // A show at 23:30 on the last day of May, in New York (already June in UTC).
  const { page } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Last Night of May");
  await page.getByLabel("Start date").fill("2031-05-31");
  await page.getByLabel("Start time").fill("23:30");
  await openMoreOptions(page);
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  await page.context().close();
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, match: (text: string) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const text = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (match(text)) return;
  }
  throw new Error("focus never reached the element");
}

test("keyboard: next month, then into a day's event, from the real table", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/events/month/2031-04`);
  await hydrated(page);
  const table = page.getByRole("table");
  expect(await table.getByRole("columnheader").allInnerTexts()).toHaveLength(7);
  expect(await table.getByRole("columnheader").first().getAttribute("abbr")).toBe("Monday");
  expect(await page.getByRole("heading", { level: 2, name: "April 2031" }).count()).toBe(1);

  await tabTo(page, (t) => t.includes("May 2031"));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/events\/month\/2031-05$/);
  await expect.poll(() => page.locator("#month-heading").textContent()).toBe("May 2031");

  // The show sits in the 31 May cell (its local date), not in June.
  const cell = page.locator('td:has(time[datetime="2031-05-31"])');
  expect(await cell.getByRole("link").allInnerTexts()).toEqual(["23:30 Last Night of May"]);
  expect(await page.locator('td:has(time[datetime="2031-06-01"])').getByRole("link").count()).toBe(0);
  await tabTo(page, (t) => t.includes("Last Night of May"));
  expect(
    await page.evaluate(() => document.activeElement?.closest("td")?.querySelector("time")?.getAttribute("datetime")),
  ).toBe("2031-05-31");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/events\/last-night-of-may$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Last Night of May");
  expect(errors).toEqual([]);
});

test("without JavaScript the month links still work", async () => {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto(`${app.url}/events/month/2031-05`);
  await page.getByRole("link", { name: /Next month/ }).click();
  await page.waitForURL(/\/events\/month\/2031-06$/);
  expect(await page.locator("#month-heading").textContent()).toBe("June 2031");
  await page.getByRole("link", { name: /Previous month/ }).click();
  await page.waitForURL(/\/events\/month\/2031-05$/);
  expect(await page.locator('td:has(time[datetime="2031-05-31"])').innerText()).toContain("Last Night of May");
  const bad = await page.request.get(`${app.url}/events/month/2031-13`);
  expect(bad.status()).toBe(404);
});

test("old query URLs answer 301 with the path that replaced them (bookmarks keep working)", async () => {
  const moved: [string, string][] = [
    ["/events?view=month&month=2031-05", "/events/month/2031-05"],
    ["/events?view=month", "/events/month"],
    ["/events?page=1&utm_source=nl", "/events?utm_source=nl"],
    ["/events/past?page=1", "/events/past"],
    ["/events/past/page/1", "/events/past"],
  ];
  for (const [from, to] of moved) {
    const res = await fetch(app.url + from, { redirect: "manual" });
    expect([from, res.status, res.headers.get("Location")]).toEqual([from, 301, to]);
  }
  // Followed, an old bookmark lands on the grid it meant.
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto(`${app.url}/events?view=month&month=2031-05`);
  expect(page.url()).toBe(`${app.url}/events/month/2031-05`);
  expect(await page.locator('td:has(time[datetime="2031-05-31"])').textContent()).toContain("Last Night of May");
  // /events/month is this month's grid, its canonical URL naming the month.
  const html = await (await fetch(`${app.url}/events/month`)).text();
  expect(/<link\b[^>]*rel="canonical"[^>]*>/.exec(html)?.[0]).toMatch(/href="[^"]*\/events\/month\/\d{4}-\d{2}"/);
});
