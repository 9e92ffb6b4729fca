/**
 * Saved venues in the studio, on a phone (issue 11): a venue made inline in
 * the event form, found with the address search (a local Nominatim-compatible
 * geocoder), picked again for the next date, then edited in one place — the
 * public page follows. The repeat section and the rows of skipped dates
 * appear only when asked for. No horizontal scrolling at 390 px.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { openMoreOptions } from "./event-form.ts";
import { type GeocoderServer, startGeocoder } from "../fixtures/geocoder-server.ts";

let browser: Browser;
let app: App;
let geo: GeocoderServer;

beforeAll(async () => {
  geo = await startGeocoder();
  [browser, app] = await Promise.all([launchBrowser(), startApp({ GEOCODER_URL: geo.url, MAP_PROVIDER: "none" })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), geo?.close()]);
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a venue made in the event form with the address search, picked again, edited in one place", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);

  // Progressive disclosure: the rule's fields and the date rows only once "Repeats" says so (in "More options").
  await openMoreOptions(page);
  expect(await page.getByLabel("Every (weeks or months)").isVisible()).toBe(false);
  await page.getByLabel("Repeats").selectOption("weekly");
  await expect.poll(() => page.getByLabel("Every (weeks or months)").isVisible()).toBe(true);
  await page.getByLabel("Ends").selectOption("count");
  await page.getByLabel("Number of dates").fill("4");
  await page.getByRole("button", { name: "Add a skipped date" }).click();
  // The new row takes the focus; a row can go again.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("skip_date[]");
  await page.getByLabel("Skipped date 2", { exact: true }).fill("2031-06-10");
  await page.getByRole("button", { name: "Remove skipped date 1" }).click();
  // Typed the studio language's way: the field writes what it read as 10/06/2031 (en-GB) on leaving it.
  await expect.poll(() => page.getByLabel("Skipped date 1", { exact: true }).inputValue()).toBe("10/06/2031");
  expect(await noSideScroll(page)).toBe(true);

  await page.getByLabel("Title").fill("Tuesday Residency");
  await page.getByLabel("Start date").fill("2031-06-03");
  await page.getByLabel("Start time").fill("20:00");
  // No saved venue yet: the new venue's fields are ready to type into.
  expect(await page.getByLabel("Venue", { exact: true }).inputValue()).toBe("new");
  await page.getByLabel("Venue name").fill("Lantern Hall");
  await page.getByLabel("Address", { exact: true }).fill("Oranienstraße 25, Berlin");
  await page.getByRole("button", { name: "Find this address" }).click();
  const hits = page.getByRole("list", { name: "Places found" });
  await hits.getByRole("button", { name: /^Lantern Hall, 25, Oranienstraße/ }).click();
  await expect
    .poll(async () => [await page.getByLabel("Latitude").inputValue(), await page.getByLabel("Longitude").inputValue()])
    .toEqual(["52.50116", "13.42235"]);
  expect(geo.requests.at(-1)?.params).toMatchObject({ format: "jsonv2", q: "Oranienstraße 25, Berlin" });
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  // The second date picks the saved venue: no fields to type.
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Album Night");
  await page.getByLabel("Start date").fill("2031-07-01");
  await page.getByLabel("Start time").fill("21:00");
  await page.getByLabel("Venue", { exact: true }).selectOption({ label: "Lantern Hall (Berlin)" });
  await expect.poll(() => page.getByLabel("Venue name").isVisible()).toBe(false);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);

  // One place to edit it: /admin/venues.
  await page.goto(`${app.url}/admin/venues`);
  expect(await noSideScroll(page)).toBe(true);
  await expect
    .poll(() => page.getByRole("listitem").filter({ hasText: "Lantern Hall" }).textContent())
    .toContain("2 events");
  await page.getByRole("link", { name: "Lantern Hall" }).click();
  await hydrated(page);
  await page.getByLabel("Website (optional)").fill("not a link");
  await page.getByRole("button", { name: "Save venue" }).click();
  await expect.poll(() => page.getByText("Enter the venue's web address, like moritzbastei.de.").count()).toBe(1);
  expect(await page.getByLabel("Venue name").inputValue()).toBe("Lantern Hall");
  await page.getByLabel("Venue name").fill("Lantern Hall Kreuzberg");
  await page.getByLabel("Website (optional)").fill("https://lantern-hall.example/");
  await page.getByRole("button", { name: "Save venue" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Lantern Hall Kreuzberg");

  for (const slug of ["tuesday-residency", "album-night"]) {
    const html = await (await page.request.get(`${app.url}/events/${slug}`)).text();
    expect(html).toContain("Lantern Hall Kreuzberg");
    expect(html).toContain('href="https://lantern-hall.example/"');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      location: Record<string, unknown>;
    };
    expect(ld.location).toMatchObject({
      "@type": "Place",
      name: "Lantern Hall Kreuzberg",
      url: "https://lantern-hall.example/",
      geo: { latitude: 52.50116, longitude: 13.42235 },
    });
  }
  // Preview: the edited, unsaved event on its public page, in a new tab, for this person only.
  await page.goto(`${app.url}/admin/events`);
  await page.getByRole("link", { name: "Album Night" }).first().click();
  // A client navigation: the list (whose "Search by title" a loose label would find) stays until the editor's data is in.
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Album Night");
  await hydrated(page);
  await page.getByLabel("Title", { exact: true }).fill("Album Night — with strings");
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await tab!.waitForLoadState();
  expect(new URL(tab!.url()).pathname).toBe("/events/album-night");
  await expect
    .poll(() => tab!.getByRole("heading", { level: 1 }).textContent())
    .toContain("Album Night — with strings");
  const { page: visitor } = await openPage(browser);
  await visitor.goto(`${app.url}/events/album-night`);
  expect(await visitor.getByRole("heading", { level: 1 }).textContent()).not.toContain("with strings");
  expect(await page.getByLabel("Title").inputValue()).toBe("Album Night — with strings");
  expect(errors).toEqual([]);
});
