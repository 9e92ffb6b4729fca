/**
 * One save model (issue 27 §5): a studio form says "Unsaved changes" once edited, Discard brings back what was
 * loaded, leaving a changed form through the studio's navigation asks first (Stay keeps the edits, Leave goes),
 * and after a save the bar says so and leaving does not ask.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { toast } from "./studio-helpers.ts";

let app: App;
let browser: Browser;
const LAPTOP = { viewport: { width: 1280, height: 800 } };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const bar = (page: Page) => page.getByRole("group", { name: "Save" });
// The bar's words: its state line (a status, empty and hidden when there is nothing to say) and its buttons.
const barSays = (page: Page) => bar(page).textContent();
const leaveDialog = (page: Page) => page.getByRole("dialog", { name: "Leave without saving?" });
const eventsLink = (page: Page) => page.getByRole("link", { name: "Events", exact: true }).first();

test("an edited news post asks before leaving; Stay keeps the edits, Discard restores them, Save lets go", async () => {
  const { page, errors, context } = await openPage(browser, LAPTOP);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/news/new`);
  await hydrated(page);
  const title = page.getByLabel("Title", { exact: true });
  await title.fill("Tour diary");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL((u) => /^\/admin\/news\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith("/new"));
  await toast(page, "Tour diary");
  await hydrated(page);
  await expect.poll(() => barSays(page)).toContain("All changes saved");
  const editPath = new URL(page.url()).pathname;

  // An edit: the bar says so, and the studio's navigation asks first.
  await title.fill("Tour diary, day one");
  await expect.poll(() => barSays(page)).toContain("Unsaved changes");
  await eventsLink(page).click();
  await leaveDialog(page).waitFor();
  await leaveDialog(page).getByRole("button", { name: "Stay and keep editing" }).click();
  await leaveDialog(page).waitFor({ state: "hidden" });
  expect(new URL(page.url()).pathname).toBe(editPath);
  expect(await title.inputValue()).toBe("Tour diary, day one");

  // Discard: back to what was loaded, nothing left to ask about.
  await bar(page).getByRole("button", { name: "Discard" }).click();
  await expect.poll(() => title.inputValue()).toBe("Tour diary");
  await expect.poll(() => barSays(page)).not.toContain("Unsaved changes");
  await eventsLink(page).click();
  await page.waitForURL(/\/admin\/events$/);
  expect(await leaveDialog(page).count()).toBe(0);

  // Edited again and left on purpose: Leave goes, and the edit is not saved.
  await page.goto(`${app.url}${editPath}`);
  await hydrated(page);
  await title.fill("Never saved");
  await expect.poll(() => barSays(page)).toContain("Unsaved changes");
  await eventsLink(page).click();
  await leaveDialog(page).getByRole("button", { name: "Leave without saving" }).click();
  await page.waitForURL(/\/admin\/events$/);
  await page.goto(`${app.url}${editPath}`);
  await hydrated(page);
  expect(await title.inputValue()).toBe("Tour diary");

  // Saved: the bar says so, and leaving does not ask.
  await title.fill("Tour diary, day two");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => barSays(page)).toContain("All changes saved");
  await eventsLink(page).click();
  await page.waitForURL(/\/admin\/events$/);
  expect(await leaveDialog(page).count()).toBe(0);
  await page.goto(`${app.url}${editPath}`);
  expect(await title.inputValue()).toBe("Tour diary, day two");
  await context.close();
  expect(errors).toEqual([]);
});
