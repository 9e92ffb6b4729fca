/**
 * The studio's events: an editor creates a recurring event, edits, duplicates
 * and deletes (with confirmation), each change audited; a visitor cannot
 * reach the studio or post to it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { openMoreOptions } from "./event-form.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const EDITOR = { email: "eddie@example.com", password: "editor-passphrase-2031" };

test("an editor manages events: recurring dates, edit, duplicate, delete — all in the audit log", async () => {
  // The owner adds an editor.
  const { page: owner } = await openPage(browser);
  await signedIn(owner, app);
  await owner.goto(`${app.url}/admin/users`);
  await hydrated(owner);
  await owner.getByLabel("Name").fill("Eddie Editor");
  await owner.getByLabel("E-mail").fill(EDITOR.email);
  await owner.getByLabel("Role").selectOption("editor");
  await owner.getByLabel("Temporary password").fill(EDITOR.password);
  await owner.getByRole("button", { name: "Add user" }).click();
  await expect.poll(() => owner.getByText("can now sign in as editor").count()).toBeGreaterThan(0);

  const { page, errors } = await openPage(browser);
  await signedIn(page, app, EDITOR);
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Events" }).click();
  await page.waitForURL(/\/admin\/events$/);
  await page.getByRole("link", { name: "New event" }).click();
  await page.waitForURL(/\/admin\/events\/new$/);
  await hydrated(page);

  // A weekly Thursday jam in New York, ten dates, one skipped.
  await page.getByLabel("Title").fill("Thursday Jam");
  await page.getByLabel("Start date").fill("2031-03-06");
  await page.getByLabel("Start time").fill("21:00");
  // The time zone and the repeat rule are in "More options", closed on a new event (issue 27).
  await openMoreOptions(page);
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByLabel("Ends").selectOption("count");
  await page.getByLabel("Number of dates").fill("10");
  await page.getByLabel("Skipped date 1", { exact: true }).fill("2031-03-20");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  const editUrl = page.url();

  // Nine dates are public, each with its own page; 21:00 stays 21:00 across the 9 March DST change.
  const series = await page.request.get(`${app.url}/events/thursday-jam/calendar.ics`);
  const feed = await series.text();
  expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(9);
  expect(feed).toContain("DTSTART;TZID=America/New_York:20310306T210000");
  expect(feed).toContain("DTSTART;TZID=America/New_York:20310313T210000");
  expect(feed).not.toContain("20310320T210000");
  expect((await page.request.get(`${app.url}/events/thursday-jam/2031-03-27`)).status()).toBe(200);
  expect((await page.request.get(`${app.url}/events/thursday-jam/2031-03-20`)).status()).toBe(404);

  // Edit: a new title and an invalid end, which is refused with the input kept.
  await page.goto(editUrl);
  await hydrated(page);
  await page.getByLabel("Title").fill("Thursday Night Jam");
  // A series: "More options" is open by itself on its edit page (the repeat rule is in it).
  expect(await page.locator("details.event-form__more").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  await page.getByLabel("End date (optional)").fill("2031-02-01");
  await page.getByLabel("End time (optional)").fill("23:00");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => page.getByText("The end can't be before the start.").count()).toBe(1);
  expect(await page.getByLabel("Title").inputValue()).toBe("Thursday Night Jam");
  await page.getByLabel("End date (optional)").fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Thursday Night Jam");

  // Duplicate: a draft copy opens.
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Thursday Night Jam (copy)");
  expect(page.url()).not.toBe(editUrl);
  // The form is the copy's, not the original's still on screen: saving it must not write the original's title or address.
  expect(await page.getByLabel("Title").inputValue()).toBe("Thursday Night Jam (copy)");
  expect(await page.getByLabel("Link name").inputValue()).toBe("thursday-jam-2");

  // The drafts tab finds it by title; delete it with the confirmation step.
  await page.goto(`${app.url}/admin/events?tab=drafts&q=night`);
  await expect.poll(() => page.getByRole("link", { name: "Thursday Night Jam (copy)", exact: true }).count()).toBe(1);
  await page.getByRole("link", { name: "Delete Thursday Night Jam (copy)" }).click();
  await hydrated(page);
  await page.getByRole("button", { name: "Yes, delete “Thursday Night Jam (copy)”" }).click();
  await page.waitForURL(/\/admin\/events$/);
  await expect.poll(() => page.getByText("is deleted").count()).toBeGreaterThan(0);
  await page.goto(`${app.url}/admin/events?tab=drafts`);
  expect(await page.getByRole("link", { name: "Thursday Night Jam (copy)", exact: true }).count()).toBe(0);

  // Every change is in the audit log, under the editor's name.
  await owner.goto(`${app.url}/admin/audit`);
  const rows = owner.getByRole("row").filter({ hasText: EDITOR.email });
  const actions = await rows.locator("code").allTextContents();
  for (const a of ["event.create", "event.update", "event.duplicate", "event.delete"]) expect(actions).toContain(a);
  expect(errors).toEqual([]);
});

test("a visitor cannot reach the studio's events or change them", async () => {
  const { page } = await openPage(browser);
  for (const path of ["/admin/events", "/admin/events/new", "/admin/events/some-id"]) {
    const r = await page.request.get(`${app.url}${path}`, { maxRedirects: 0 });
    expect(r.status(), path).toBe(302);
    expect(r.headers()["location"]).toMatch(/^\/admin\/login\?next=/);
  }
  const post = await page.request.post(`${app.url}/admin/events/new`, {
    form: { title: "Sneaky", start_date: "2031-01-01", start_time: "20:00", time_zone: "UTC", intent: "publish" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect((await page.request.get(`${app.url}/events/sneaky`)).status()).toBe(404);

  // Signed in but without the form's CSRF token: refused.
  await signedIn(page, app);
  const forged = await page.request.post(`${app.url}/admin/events/new`, {
    form: { title: "Forged", start_date: "2031-01-01", start_time: "20:00", time_zone: "UTC", intent: "publish" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect((await page.request.get(`${app.url}/events/forged`)).status()).toBe(404);
});

test("a new event's time zone starts as the site's, and is saved as chosen", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/general`);
  await hydrated(page);
  await page.getByLabel("Time zone").selectOption("Asia/Kolkata");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect.poll(() => page.getByText("Settings saved.").count()).toBeGreaterThan(0);

  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  expect(await page.getByLabel("Time zone").inputValue()).toBe("Asia/Kolkata");
  await openMoreOptions(page);
  await page.getByLabel("Title").fill("Mumbai Matinee");
  await page.getByLabel("Start date").fill("2031-02-09");
  await page.getByLabel("Start time").fill("16:00");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  const ics = await (await page.request.get(`${app.url}/events/mumbai-matinee/calendar.ics`)).text();
  expect(ics).toContain("DTSTART;TZID=Asia/Kolkata:20310209T160000");
  expect(errors).toEqual([]);
});
