/**
 * Line-ups and set times (issue 32 §1): the owner gives a festival day two
 * support acts and sets on two stages, with times typed the studio language's
 * way; a set over another on its stage is refused under its field with the
 * input kept. The event page shows the timetable by stage (server-rendered, no
 * script of its own: the budgets gate counts that) and valid JSON-LD with performer, doorTime and a subEvent
 * per set; the calendar entry names the line-up.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { toast } from "./studio-helpers.ts";
import { openMoreOptions } from "./event-form.ts";
import { jsonLdBlocks, jsonLdProblems } from "../quality/jsonld.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

async function addPerformer(page: Page, name: string, role: string, kind: string, us = false) {
  const add = page.locator("details.lineup-add");
  if (!(await add.evaluate((d) => (d as HTMLDetailsElement).open))) await add.locator("summary").click();
  await add.getByLabel("Name", { exact: true }).fill(name);
  await add.getByLabel("Billing").selectOption({ label: role });
  await add.getByLabel("Is a").selectOption({ label: kind });
  if (us) await add.getByLabel(/^This is us/).check();
  await add.getByRole("button", { name: "Add a performer" }).click();
  await toast(page, `${name} is in the line-up.`);
}

async function addSet(page: Page, who: string, stage: string, start: string, end: string) {
  const form = page.locator("form.lineup-set-form").last();
  await form.getByLabel("Performer", { exact: true }).selectOption({ label: who });
  await form.getByLabel("Stage", { exact: true }).fill(stage);
  await form.getByLabel("Starts", { exact: true }).fill(start);
  await form.getByLabel("Ends", { exact: true }).fill(end);
  await form.getByRole("button", { name: "Add a set" }).click();
}

/** Adds a set that must be taken: the running order's list grows by one. */
async function addTakenSet(page: Page, who: string, stage: string, start: string, end: string) {
  const rows = page.locator("ol.lineup-sets > li");
  const before = await rows.count();
  await addSet(page, who, stage, start, end);
  await expect.poll(() => rows.count()).toBe(before + 1);
  await toast(page, "The set is saved.");
}

test("a festival day with two support acts on two stages: the studio refuses an overlap, the page shows a timetable and valid JSON-LD", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Riverside Day");
  await page.getByLabel("Start date").fill("2031-06-14");
  await page.getByLabel("Start time").fill("14:00");
  await openMoreOptions(page);
  await page.getByLabel("End date (optional)").fill("2031-06-14");
  await page.getByLabel("End time (optional)").fill("23:00");
  await page.getByLabel("Venue name").fill("Osthafen Terrace");
  await page.getByLabel("Address", { exact: true }).fill("Stralauer Allee 1, 10245 Berlin");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  await page.getByRole("navigation", { name: "This event" }).getByRole("link", { name: "Line-up and times" }).click();
  await page.waitForURL(/\/lineup$/);
  await hydrated(page);
  await addPerformer(page, "The Velvet Lanterns", "Main act", "Band or group", true);
  await addPerformer(page, "Alma Reyes", "Support", "Person");
  await addPerformer(page, "Nightjar Trio", "Support", "Band or group");

  // Doors and curfew typed as people type times: "1 pm", and "2300" from a phone's number pad.
  await page.getByLabel("Doors", { exact: true }).fill("1 pm");
  await page.getByLabel("Curfew", { exact: true }).fill("2300");
  await page.getByRole("button", { name: "Save doors and curfew" }).click();
  await toast(page, "Doors and curfew are saved.");
  expect(await page.getByLabel("Doors", { exact: true }).inputValue()).toBe("13:00");

  await addTakenSet(page, "Alma Reyes", "Tent", "15:00", "16:00");
  await addTakenSet(page, "Nightjar Trio", "Park stage", "15:30", "16:30");
  await addTakenSet(page, "The Velvet Lanterns", "Park stage", "20:00", "21:30");

  // Over Nightjar Trio on the Park stage: refused under the start, nothing lost.
  await addSet(page, "Alma Reyes", "park stage ", "16:00", "17:00");
  const form = page.locator("form.lineup-set-form").last();
  await expect.poll(() => form.getByText("This overlaps Nightjar Trio on the same stage.").count()).toBe(1);
  expect(await form.getByLabel("Starts", { exact: true }).getAttribute("aria-invalid")).toBe("true");
  expect(await form.getByLabel("Starts", { exact: true }).inputValue()).toBe("16:00");
  expect(await form.getByLabel("Stage", { exact: true }).inputValue()).toBe("park stage ");
  // Past the curfew: refused too.
  await form.getByLabel("Stage", { exact: true }).fill("Tent");
  await form.getByLabel("Starts", { exact: true }).fill("22:30");
  await form.getByLabel("Ends", { exact: true }).fill("23:30");
  await form.getByRole("button", { name: "Add a set" }).click();
  await expect.poll(() => form.getByLabel("Ends", { exact: true }).getAttribute("aria-invalid")).toBe("true");
  expect(await page.locator("ol.lineup-sets > li").count()).toBe(3);
  expect(errors).toEqual([]);

  // The visitor's page: the acts, the timetable by stage, no script of the line-up's own.
  const visitor = (await openPage(browser)).page;
  const res = await visitor.goto(`${app.url}/events/riverside-day`);
  const html = await res!.text();
  const lineup = visitor.getByRole("region", { name: "Line-up" });
  expect(await lineup.getByRole("listitem").filter({ hasText: "Alma Reyes" }).first().textContent()).toContain(
    "Support",
  );
  expect(await lineup.getByRole("heading", { name: "Timetable" }).count()).toBe(1);
  const tent = lineup.getByRole("region", { name: "Tent" });
  const park = lineup.getByRole("region", { name: "Park stage" });
  expect(await tent.getByRole("listitem").allTextContents()).toEqual(["15:00–16:00 Alma Reyes"]);
  expect(await park.getByRole("listitem").allTextContents()).toEqual([
    "15:30–16:30 Nightjar Trio",
    "20:00–21:30 The Velvet Lanterns",
  ]);
  expect(await lineup.getByText("Doors").count()).toBe(1);

  // JSON-LD: valid by the quality gate's rules, with the line-up in it.
  expect(jsonLdProblems("/events/riverside-day", html).problems).toEqual([]);
  const ld = JSON.parse(jsonLdBlocks(html)[0]!) as Record<string, unknown>;
  expect(ld.doorTime).toBe("2031-06-14T13:00:00+00:00");
  expect((ld.performer as { name: string; "@type": string }[]).map((p) => `${p["@type"]} ${p.name}`)).toEqual([
    "MusicGroup The Velvet Lanterns",
    "Person Alma Reyes",
    "MusicGroup Nightjar Trio",
  ]);
  // This act links to the site; a support act without a website has no url (the gate asks a name only).
  expect((ld.performer as { url?: string }[]).map((p) => !!p.url)).toEqual([true, false, false]);
  const subs = ld.subEvent as Record<string, unknown>[];
  expect(subs.map((s) => [s.name, s.startDate, s.endDate])).toEqual([
    ["Alma Reyes (Tent)", "2031-06-14T15:00:00+00:00", "2031-06-14T16:00:00+00:00"],
    ["Nightjar Trio (Park stage)", "2031-06-14T15:30:00+00:00", "2031-06-14T16:30:00+00:00"],
    ["The Velvet Lanterns (Park stage)", "2031-06-14T20:00:00+00:00", "2031-06-14T21:30:00+00:00"],
  ]);
  // Each subEvent's url is an anchor on the page.
  for (const s of subs) expect(await visitor.locator(new URL(String(s.url)).hash).count()).toBe(1);

  // The calendar entry names the line-up and the running order.
  const ics = (await (await fetch(`${app.url}/events/riverside-day/calendar.ics`)).text()).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain("Line-up: The Velvet Lanterns\\, Alma Reyes\\, Nightjar Trio");
  expect(ics).toContain("Doors 13:00 · Alma Reyes (Tent) 15:00–16:00");
});
