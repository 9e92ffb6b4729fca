/**
 * The studio's pin map on /admin/settings/contact, against a local tile server:
 * nothing from the tile host before the click, click and keyboard placement
 * write the Latitude/Longitude fields, a pasted pair fills both, and SPEC §5
 * validation still decides on save.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startTileServer, type TileServer } from "../fixtures/tile-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

let browser: Browser;
let tiles: TileServer;
let app: App;

beforeAll(async () => {
  tiles = await startTileServer();
  app = await startApp({ MAP_TILE_URL: tiles.tileUrl, MAP_ATTRIBUTION: "© OpenStreetMap contributors (test tiles)" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await tiles?.close();
});

const lat = (page: Page) => page.getByLabel("Latitude").inputValue();
const lng = (page: Page) => page.getByLabel("Longitude").inputValue();

test("the pin map loads on request, a click places the pin, and saving keeps it", async () => {
  const { page, errors, requests } = await openPage(browser);
  await signedIn(page, app);
  tiles.reset();
  await page.goto(`${app.url}/admin/settings/contact`);
  await hydrated(page);
  expect(tiles.hits).toBe(0);
  expect(requests.filter((u) => !u.startsWith(app.url))).toEqual([]);
  expect(await lat(page)).toBe("");

  await page.getByRole("button", { name: "Show map to place the pin" }).click();
  const map = page.getByRole("region", { name: "Map for placing the pin" });
  await map.waitFor();
  await expect.poll(() => tiles.count).toBeGreaterThan(0);
  await expect.poll(() => map.evaluate((el) => el === document.activeElement)).toBe(true);
  // No position yet: no marker until the owner picks one.
  expect(await page.locator(".leaflet-marker-icon").count()).toBe(0);

  await map.click({ position: { x: 200, y: 120 } });
  await expect.poll(() => page.locator(".leaflet-marker-icon").count()).toBe(1);
  const a = Number(await lat(page));
  const b = Number(await lng(page));
  expect(a).toBeGreaterThanOrEqual(-90);
  expect(a).toBeLessThanOrEqual(90);
  expect(b).toBeGreaterThanOrEqual(-180);
  expect(b).toBeLessThanOrEqual(180);
  expect(await page.getByRole("status").filter({ hasText: "Pin placed at" }).count()).toBe(1);

  await page.getByRole("button", { name: "Save settings" }).click();
  await expect.poll(() => page.getByText("Settings saved.").count()).toBeGreaterThan(0);
  await page.goto(`${app.url}/admin/settings/contact`);
  expect(Number(await lat(page))).toBeCloseTo(a, 6);
  expect(Number(await lng(page))).toBeCloseTo(b, 6);
  expect(errors).toEqual([]);
});

test("dragging the pin writes its new position into the fields", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/contact`);
  await hydrated(page);
  await page.getByLabel("Latitude").fill("52.52");
  await page.getByLabel("Longitude").fill("13.405");
  await page.getByRole("button", { name: "Show map to place the pin" }).click();
  await page.getByRole("region", { name: "Map for placing the pin" }).waitFor();
  const pin = page.getByRole("button", { name: /drag to move it/ });
  const box = (await pin.boundingBox())!;
  // Down on the pin, then move right and down in steps (Leaflet starts a drag after a few pixels).
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width / 2 + i * 12, box.y + box.height / 2 + i * 8);
  await page.mouse.up();
  // The pin, not the map, moved: the fields now say east and south of where it was.
  await expect.poll(async () => Number(await lng(page))).toBeGreaterThan(13.405);
  expect(Number(await lat(page))).toBeLessThan(52.52);
  expect(await page.getByRole("status").filter({ hasText: "Pin placed at" }).count()).toBe(1);
  expect(errors).toEqual([]);
});

test("by keyboard: the map pans with the arrow keys and the pin goes to its centre", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/contact`);
  await hydrated(page);
  await page.getByLabel("Latitude").fill("52.52");
  await page.getByLabel("Longitude").fill("13.405");
  const show = page.getByRole("button", { name: "Show map to place the pin" });
  await show.focus();
  await page.keyboard.press("Enter");
  const map = page.getByRole("region", { name: "Map for placing the pin" });
  await map.waitFor();
  // The typed position is where the pin starts.
  await expect.poll(() => page.locator(".leaflet-marker-icon").count()).toBe(1);
  await expect.poll(() => map.evaluate((el) => el === document.activeElement)).toBe(true);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  // The pan is animated: on a busy machine the first press may still find the old centre, so press
  // until the pin follows (pressing again is harmless: the pin goes to wherever the centre is).
  const centre = page.getByRole("button", { name: "Put the pin at the centre of the map" });
  await expect
    .poll(async () => {
      await centre.press("Enter");
      return Number(await lng(page));
    })
    .toBeGreaterThan(13.405);
  expect(Number(await lat(page))).toBeCloseTo(52.52, 3);
  expect(errors).toEqual([]);
});

test("a pasted pair fills both fields; half a pair or an out-of-range value is refused on save", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/contact`);
  await hydrated(page);
  await page.getByLabel("Latitude").fill("");
  await page.getByLabel("Latitude").evaluate((el) => {
    const dt = new DataTransfer();
    dt.setData("text/plain", "48.8584° N, 2.2945° E");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  expect(await lat(page)).toBe("48.8584");
  expect(await lng(page)).toBe("2.2945");

  await page.getByLabel("Longitude").fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect.poll(() => page.getByText("Give both latitude and longitude, or neither.").count()).toBe(1);
  expect(await lat(page)).toBe("48.8584");

  await page.getByLabel("Latitude").fill("95");
  await page.getByLabel("Longitude").fill("2.2945");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect.poll(() => page.getByText("Latitude must be a number from -90 to 90.").count()).toBe(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("latitude");
  expect(errors).toEqual([]);
});
