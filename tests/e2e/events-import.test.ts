/**
 * Importing dates (issue 13), on a 320 px phone: an .ics with a weekly
 * series, a moved date and a cancelled date → the preview → Import → the
 * same dates on /events, the series' page and /calendar.ics; importing the
 * same file again → 0 new, 0 changed. A file that is no calendar gets its
 * message under the field.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { toast } from "./studio-helpers.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { validateHtml } from "../quality/html-validate.ts";

let browser: Browser;
let app: App;

beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const FIXTURE = join(import.meta.dirname, "../../app/capabilities/events/lib/import/fixtures/google-weekly.ics");
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${app.url}/admin/events/import`);
  await hydrated(page);
  await page.getByLabel("Calendar (.ics) or spreadsheet (.csv) file").setInputFiles(file);
  await page.getByRole("button", { name: "Show what would change" }).first().click();
}

test("an .ics with a weekly series, a moved and a cancelled date: preview, import, the same dates on /events and in /calendar.ics; again: nothing new", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 320, height: 720 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events`);
  await page.getByRole("link", { name: "Import dates" }).click();
  await page.waitForURL(/\/admin\/events\/import$/);
  expect(await noSideScroll(page)).toBe(true);
  expect(describeViolations("/admin/events/import", await runAxe(page))).toEqual([]);
  // As the server sends them (the hydrated DOM carries what React adds).
  const served = async () => (await page.request.get(page.url())).text();
  const importHtml = await served();
  expect(importHtml).toContain("<h1>Import dates</h1>");
  expect(await validateHtml("/admin/events/import", importHtml)).toEqual([]);

  // Not a calendar: the message under the field, nothing staged.
  await upload(page, { name: "notes.ics", mimeType: "text/calendar", buffer: Buffer.from("just some notes") });
  await expect
    .poll(() => page.locator("#import-file-error").textContent())
    .toBe("No BEGIN:VCALENDAR found: this is not an iCalendar file.");
  expect(await page.getByLabel("Calendar (.ics) or spreadsheet (.csv) file").getAttribute("aria-invalid")).toBe("true");

  const ics = { name: "band.ics", mimeType: "text/calendar", buffer: readFileSync(FIXTURE) };
  await upload(page, ics);
  await page.waitForURL(/\/admin\/events\/import\/[\w-]+$/);
  const summary = page.locator(".event-import__summary");
  await expect
    .poll(() => summary.textContent())
    .toBe("3 new dates · 0 changed dates · 0 unchanged · 0 no longer in the source · 0 can't be read");
  const fresh = page.getByRole("region", { name: "New (3)" });
  await expect.poll(() => fresh.textContent()).toContain("Every Tuesday, 6 times");
  expect(await fresh.textContent()).toContain("Cancelled");
  expect(await noSideScroll(page)).toBe(true);
  const previewHtml = await served();
  expect(previewHtml).toContain("Band dates");
  expect(previewHtml).toContain("Every Tuesday, 6 times");
  expect(await validateHtml("preview", previewHtml)).toEqual([]);
  // The toast fades in (its contrast is checked where toasts are tested, not mid-animation).
  expect(describeViolations("preview", await runAxe(page, { exclude: ["[data-sonner-toaster]"] }))).toEqual([]);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.waitForURL(/\/admin\/events(\?|$)/);
  await toast(page, "Imported: 3 new, 0 changed, 0 removed.");

  // The public list has the series (its next date stands for it), the cancelled date and the release show.
  await page.goto(`${app.url}/events`);
  const list = (await page.locator("main").textContent()) ?? "";
  expect(list).toContain("Tuesday Jam");
  expect(list).toContain("Release show");
  expect(list).toContain("Cancelled");
  // The series' page lists its dates: the moved one on the 13th, none on the 19th (cancelled, its own event) or the 26th (excluded).
  await page.goto(`${app.url}/events/tuesday-jam`);
  const series = (await page.locator("main").textContent()) ?? "";
  for (const d of ["5 Mar 2030, 20:00", "13 Mar 2030, 21:00", "2 Apr 2030, 20:00", "9 Apr 2030, 20:00"])
    expect(series).toContain(d);
  for (const d of ["12 Mar 2030", "19 Mar 2030", "26 Mar 2030"]) expect(series).not.toContain(d);

  const feed = await (await fetch(`${app.url}/calendar.ics`)).text();
  const jams = feed
    .split("BEGIN:VEVENT")
    .slice(1)
    .filter((v) => v.includes("Tuesday Jam"))
    .map((v) => `${/DTSTART;TZID=Europe\/Berlin:(\d{8}T\d{4})/.exec(v)?.[1]} ${/STATUS:(\w+)/.exec(v)?.[1]}`)
    .sort();
  expect(jams).toEqual([
    "20300305T2000 CONFIRMED",
    "20300313T2100 CONFIRMED",
    "20300319T2000 CANCELLED",
    "20300402T2000 CONFIRMED",
    "20300409T2000 CONFIRMED",
  ]);

  // The same file again: nothing new, nothing changed.
  await upload(page, ics);
  await page.waitForURL(/\/admin\/events\/import\/[\w-]+$/);
  await expect
    .poll(() => page.locator(".event-import__summary").textContent())
    .toBe("0 new dates · 0 changed dates · 3 unchanged · 0 no longer in the source · 0 can't be read");
  expect(errors).toEqual([]);
});
