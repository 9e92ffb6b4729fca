/**
 * Maps without typing coordinates, on a phone (issue 25 §4): a venue found
 * by address search against the local Nominatim-contract server (asked only on
 * the click, its licence shown under the places), one placed by a pasted map
 * link, the site's own place by a map link in Settings; and a geocoder that is
 * down leaves the form usable with a clear message. At 390 px, no side scroll.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signIn, startApp } from "./harness.ts";
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

const phone = { viewport: { width: 390, height: 844 } };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const coordinates = (page: Page) =>
  Promise.all([page.getByLabel("Latitude").inputValue(), page.getByLabel("Longitude").inputValue()]);

test("a venue found by its address: the geocoder is asked on the click only, and its places are credited", async () => {
  const { page, errors } = await openPage(browser, phone);
  await signIn(page, app);
  await page.goto(`${app.url}/admin/venues/new`);
  await hydrated(page);
  const before = geo.requests.length;
  await page.getByLabel("Venue name").fill("Conne Island");
  await page.getByLabel("Address", { exact: true }).fill("Koburger Straße 3, Leipzig");
  expect(geo.requests.length).toBe(before);
  const finder = page.getByRole("group", { name: "Find it on the map" });
  expect(await finder.textContent()).toContain(`Looks up the address above at ${new URL(geo.url).host}`);
  await finder.getByRole("button", { name: "Find this address" }).click();
  const hits = finder.getByRole("list", { name: "Places found" });
  await hits.getByRole("button", { name: /^Conne Island, 3, Koburger Straße/ }).waitFor();
  expect(await finder.textContent()).toContain("Data © OpenStreetMap contributors, ODbL 1.0");
  expect(await finder.getByRole("link", { name: "Licence" }).getAttribute("href")).toBe(
    "https://www.openstreetmap.org/copyright",
  );
  expect(geo.requests.at(-1)).toMatchObject({
    params: { format: "jsonv2", q: "Koburger Straße 3, Leipzig", limit: "5" },
    userAgent: expect.stringMatching(/^Marquee \(/),
  });
  expect(await fits(page)).toBe(true);
  await hits.getByRole("button", { name: /^Conne Island/ }).click();
  await expect.poll(() => coordinates(page), { timeout: 15_000 }).toEqual(["51.3112", "12.3857"]);
  await expect
    .poll(() => finder.getByRole("status").textContent(), { timeout: 15_000 })
    .toContain("Coordinates set to 51.3112,12.3857");
  await page.getByRole("button", { name: "Save venue" }).click();
  await page.waitForURL(`${app.url}/admin/venues`);
  await page.getByRole("link", { name: "Conne Island" }).click();
  await page.waitForURL(/\/admin\/venues\/(?!new$)[\w-]+$/);
  await expect.poll(() => coordinates(page), { timeout: 15_000 }).toEqual(["51.3112", "12.3857"]);
  expect(errors).toEqual([]);
});

test("a venue placed by a pasted map link; a link without coordinates says how to get one", async () => {
  const { page, errors } = await openPage(browser, phone);
  await signIn(page, app);
  await page.goto(`${app.url}/admin/venues/new`);
  await hydrated(page);
  await page.getByLabel("Venue name").fill("Brandenburger Tor Open Air");
  const link = page.getByLabel("Or paste a map link");
  await link.fill("https://www.google.com/maps/place/Brandenburger+Tor");
  await page.getByRole("button", { name: "Use this link" }).click();
  await expect
    .poll(() => page.getByRole("group", { name: "Find it on the map" }).getByRole("status").textContent(), {
      timeout: 15_000,
    })
    .toContain("names the place but not where it is");
  // Enter in the link field uses the link; it does not save the form.
  await link.fill(
    "https://www.google.com/maps/place/Brandenburger+Tor/@52.5162746,13.3755154,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d52.5162746!4d13.3777041",
  );
  await link.press("Enter");
  await expect.poll(() => coordinates(page), { timeout: 15_000 }).toEqual(["52.516275", "13.377704"]);
  expect(new URL(page.url()).pathname).toBe("/admin/venues/new");
  // A link pasted into Latitude works too (OpenStreetMap's marker link here).
  await page.getByLabel("Latitude").fill("");
  await page.getByLabel("Latitude").focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text", "https://www.openstreetmap.org/?mlat=52.51628&mlon=13.37771#map=17/52.51628/13.37771");
    document.activeElement!.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect.poll(() => coordinates(page), { timeout: 15_000 }).toEqual(["52.51628", "13.37771"]);
  expect(await fits(page)).toBe(true);
  await page.getByRole("button", { name: "Save venue" }).click();
  await page.waitForURL(`${app.url}/admin/venues`);
  await page.getByRole("link", { name: "Brandenburger Tor Open Air" }).waitFor();
  expect(errors).toEqual([]);
});

test("a geocoder that is down leaves the form usable, with a message; the site's own place takes a map link", async () => {
  const { page, errors } = await openPage(browser, phone);
  await signIn(page, app);
  await page.goto(`${app.url}/admin/settings/contact`);
  await hydrated(page);
  geo.mode = "error";
  try {
    await page.getByLabel("Address", { exact: true }).fill("Oranienstraße 25, Berlin");
    const finder = page.getByRole("group", { name: "Find it on the map" });
    await finder.getByRole("button", { name: "Find this address" }).click();
    await expect
      .poll(() => finder.getByRole("status").textContent(), { timeout: 15_000 })
      .toBe("The address search did not answer. Try again in a moment, paste a map link, or place the pin on the map.");
  } finally {
    geo.mode = "ok";
  }
  await page.getByLabel("Or paste a map link").fill("https://www.openstreetmap.org/#map=18/52.50116/13.42235");
  await page.getByRole("button", { name: "Use this link" }).click();
  await expect.poll(() => coordinates(page), { timeout: 15_000 }).toEqual(["52.50116", "13.42235"]);
  expect(await fits(page)).toBe(true);
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved." }).first().waitFor();
  await expect.poll(() => coordinates(page), { timeout: 15_000 }).toEqual(["52.50116", "13.42235"]);
  expect(errors).toEqual([]);
});
