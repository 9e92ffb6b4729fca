/**
 * Events, as a visitor and an owner meet them: create → publish → visible on
 * /events and home → cancel → banner and STATUS:CANCELLED in the feed; the
 * .ics download parses; the visitor's own time is shown when it differs.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { children, parseCalendar, prop, props } from "~/capabilities/events/lib/ics/parse.ts";
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

async function fillEvent(
  page: Page,
  v: { title: string; date: string; time: string; end?: string; zone?: string; venue?: string; address?: string },
) {
  await page.getByLabel("Title").fill(v.title);
  await page.getByLabel("Start date").fill(v.date);
  await page.getByLabel("Start time").fill(v.time);
  if (v.end || v.zone) await openMoreOptions(page);
  if (v.end) await page.getByLabel("End time (optional)").fill(v.end);
  if (v.zone) await page.getByLabel("Time zone").selectOption(v.zone);
  // A place typed in for the first time: "New venue…" shows its fields (saved venues, issue 11).
  if (v.venue || v.address) await page.getByLabel("Venue", { exact: true }).selectOption({ label: "New venue…" });
  if (v.venue) await page.getByLabel("Venue name").fill(v.venue);
  if (v.address) await page.getByLabel("Address", { exact: true }).fill(v.address);
}

test("create, publish, see it on /events and home, cancel it: banner on the page and STATUS:CANCELLED in the feed", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);

  // A bad submission keeps the input and names the field.
  await page.getByLabel("Title").fill("Spring Gala");
  const ticket = page.getByRole("group", { name: "New ticket link", exact: true });
  await ticket.getByLabel("Link", { exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect.poll(() => page.getByText("Enter the start date, e.g. 05/12/2026.").count()).toBe(1);
  expect(await page.getByLabel("Title").inputValue()).toBe("Spring Gala");
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("start_date");

  await ticket.getByLabel("Link", { exact: true }).fill("https://tickets.example.com/gala");
  await fillEvent(page, {
    title: "Spring Gala",
    date: "2031-05-16",
    time: "20:00",
    end: "23:00",
    zone: "Europe/Berlin",
    venue: "Lantern Hall",
    address: "Oranienstraße 25\n10999 Berlin",
  });
  await ticket.getByLabel("Price", { exact: true }).fill("15");
  await ticket.getByLabel("Currency", { exact: true }).selectOption("EUR");
  await page.getByLabel("Description").fill("An evening of **brass**, strings and stories.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  await expect.poll(() => page.getByText("is saved as a draft").count()).toBeGreaterThan(0);

  // A draft is not public.
  expect((await page.request.get(`${app.url}/events/spring-gala`)).status()).toBe(404);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect.poll(() => page.getByText("is published").count()).toBeGreaterThan(0);

  // On /events (time in the event's zone) and on home.
  await page.goto(`${app.url}/events`);
  const item = page.getByRole("listitem").filter({ hasText: "Spring Gala" });
  await expect.poll(() => item.count()).toBe(1);
  expect(await item.textContent()).toContain("20:00 CEST");
  expect(await item.textContent()).toContain("Lantern Hall, Berlin");
  // Subscribing to every date: webcal:// for Apple and others, Google's cid= form, both on this site's feed.
  const subscribe = page.getByRole("region", { name: "Subscribe to all dates" });
  const feedUrl = `${app.url}/calendar.ics`;
  expect(await subscribe.getByRole("link", { name: /webcal/ }).getAttribute("href")).toBe(
    feedUrl.replace(/^http:/, "webcal:"),
  );
  const cid = new URL((await subscribe.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
  expect([cid.origin, cid.searchParams.get("cid")]).toEqual([
    "https://calendar.google.com",
    feedUrl.replace(/^http:/, "webcal:"),
  ]);
  await page.goto(`${app.url}/`);
  await expect
    .poll(() =>
      page.getByRole("region", { name: "Next dates" }).getByRole("link", { name: "Spring Gala", exact: true }).count(),
    )
    .toBe(1);

  // The event page: structured data, tickets, description rendered as HTML.
  await page.goto(`${app.url}/events/spring-gala`);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Spring Gala");
  expect(await page.locator(".event-description strong").textContent()).toBe("brass");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({
    "@type": "MusicEvent",
    startDate: "2031-05-16T20:00:00+02:00",
    eventStatus: "https://schema.org/EventScheduled",
  });

  // Cancel it in the studio.
  await page.goto(`${app.url}/admin/events?tab=upcoming&q=gala`);
  await page.getByRole("link", { name: "Spring Gala", exact: true }).click();
  await hydrated(page);
  await page.getByRole("button", { name: "Cancel the event" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Status: Cancelled" }).count()).toBe(1);

  await page.goto(`${app.url}/events/spring-gala`);
  await expect.poll(() => page.getByText("This event is cancelled.").count()).toBe(1);
  const ld2 = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld2.eventStatus).toBe("https://schema.org/EventCancelled");

  const feed = await page.request.get(`${app.url}/calendar.ics`);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ev = children(parseCalendar(await feed.text()), "VEVENT").find((e) =>
    prop(e, "SUMMARY")?.includes("Spring Gala"),
  )!;
  expect(prop(ev, "STATUS")).toBe("CANCELLED");
  expect(Number(prop(ev, "SEQUENCE"))).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test("the .ics download parses as a calendar and an unchanged feed answers 304", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await fillEvent(page, {
    title: "Lord Howe Sunrise Set",
    date: "2031-10-05",
    time: "06:00",
    end: "08:00",
    zone: "Australia/Lord_Howe",
    venue: "Ned's Beach",
  });
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  await page.goto(`${app.url}/events/lord-howe-sunrise-set`);
  await hydrated(page);
  // Add to calendar, one menu (issue 34): Google with the event's UTC times and zone, Outlook.com and Microsoft 365
  // with the same instants. Closed, its links are not shown; it opens with or without JavaScript (a <details>).
  const add = page.getByRole("group").filter({ has: page.getByText("Add to calendar", { exact: true }) });
  expect(await add.getByRole("link", { name: "Google Calendar" }).count()).toBe(0);
  await add.getByText("Add to calendar", { exact: true }).click();
  const google = new URL((await add.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
  expect([google.searchParams.get("text"), google.searchParams.get("dates"), google.searchParams.get("ctz")]).toEqual([
    "Lord Howe Sunrise Set",
    "20311004T190000Z/20311004T210000Z",
    "Australia/Lord_Howe",
  ]);
  for (const [name, host] of [
    ["Outlook.com", "outlook.live.com"],
    ["Outlook (Microsoft 365)", "outlook.office.com"],
  ]) {
    const u = new URL((await add.getByRole("link", { name, exact: true }).getAttribute("href"))!);
    expect([u.host, u.searchParams.get("subject"), u.searchParams.get("startdt"), u.searchParams.get("enddt")]).toEqual(
      [host, "Lord Howe Sunrise Set", "2031-10-04T19:00:00Z", "2031-10-04T21:00:00Z"],
    );
  }
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Calendar file \(\.ics\)/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("lord-howe-sunrise-set.ics");
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const cal = parseCalendar(text);
  const [ev] = children(cal, "VEVENT");
  expect(props(ev!, "DTSTART")[0]).toEqual({
    name: "DTSTART",
    params: { TZID: "Australia/Lord_Howe" },
    value: "20311005T060000",
  });
  const vtz = children(cal, "VTIMEZONE");
  expect(vtz.map((v) => prop(v, "TZID"))).toEqual(["Australia/Lord_Howe"]);
  // 5 October 2031 is the first Sunday: the 30-minute change to +11:00 happens that very night.
  expect(vtz[0]!.components.map((c) => prop(c, "TZOFFSETTO"))).toContain("+1100");

  const first = await page.request.get(`${app.url}/calendar.ics`);
  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await page.request.get(`${app.url}/calendar.ics`, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(errors).toEqual([]);
});

test("a visitor in another zone sees their own time too, and nothing loads from other hosts", async () => {
  const { page: owner } = await openPage(browser);
  await signedIn(owner, app);
  await owner.goto(`${app.url}/admin/events/new`);
  await hydrated(owner);
  await fillEvent(owner, {
    title: "Berlin Night",
    date: "2031-07-14",
    time: "20:00",
    zone: "Europe/Berlin",
    venue: "Lantern Hall",
  });
  await openMoreOptions(owner);
  await owner.getByLabel("Latitude").fill("52.50116");
  await owner.getByLabel("Longitude").fill("13.42235");
  await owner.getByRole("button", { name: "Publish" }).click();
  await owner.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  const { page, errors, requests } = await openPage(browser, { timezoneId: "America/New_York", locale: "en-US" });
  await page.goto(`${app.url}/events/berlin-night`);
  await hydrated(page);
  await expect
    .poll(() => page.getByTestId("visitor-time").textContent())
    .toBe("Your time: Monday, July 14, 2031, 2:00 PM EDT");
  expect(await page.locator(".event-when").textContent()).toContain("20:00");
  // The map and the Add-to-calendar services are only links until clicked.
  expect(requests.filter((u) => !u.startsWith(app.url))).toEqual([]);

  const { page: local } = await openPage(browser, { timezoneId: "Europe/Berlin" });
  await local.goto(`${app.url}/events/berlin-night`);
  await hydrated(local);
  expect(await local.getByTestId("visitor-time").count()).toBe(0);
  expect(errors).toEqual([]);
});
