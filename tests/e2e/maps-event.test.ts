/**
 * Event pages show the venue's map the same way as /contact when the venue
 * has coordinates (demo events, local tile server); without coordinates the
 * Directions links use the address and there is no map.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startTileServer, type TileServer } from "../fixtures/tile-server.ts";
import { hydrated, launchBrowser, openPage, startApp, type App } from "./harness.ts";

let browser: Browser;
let tiles: TileServer;
let app: App;

beforeAll(async () => {
  tiles = await startTileServer();
  app = await startApp({ DEMO_CONTENT: "true", MAP_TILE_URL: tiles.tileUrl });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await tiles?.close();
});

async function openEvent(page: Page, title: string): Promise<void> {
  await page.goto(`${app.url}/events`);
  const href = await page.getByRole("link", { name: title }).first().getAttribute("href");
  expect(href).toMatch(/^\/events\//);
  await page.goto(`${app.url}${href}`);
  await hydrated(page);
}

test("an event whose venue has coordinates: placeholder first, then tiles from MAP_TILE_URL and the venue's marker", async () => {
  const { page, errors, requests } = await openPage(browser);
  await openEvent(page, "Club night with DJ Halcyon");
  tiles.reset();
  await page.waitForLoadState("networkidle");
  expect(tiles.hits).toBe(0);
  expect(requests.filter((u) => !u.startsWith(app.url))).toEqual([]);

  const venue = page.getByRole("region", { name: "Lantern Hall" });
  const directions = venue.getByRole("navigation", { name: "Directions to Lantern Hall" });
  expect(await directions.getByRole("link", { name: "Google Maps" }).getAttribute("href")).toBe(
    "https://www.google.com/maps/dir/?api=1&destination=52.50116%2C13.42235",
  );

  await venue.getByRole("button", { name: "Show map" }).click();
  const map = page.getByRole("region", { name: "Map showing Lantern Hall" });
  await map.waitFor();
  await expect.poll(() => tiles.count).toBeGreaterThan(0);
  expect(tiles.requests.every((r) => r.path.startsWith("/tiles/16/"))).toBe(true);
  await page.getByRole("button", { name: "Lantern Hall on the map" }).click();
  const popup = page.locator(".leaflet-popup-content");
  await popup.waitFor();
  expect(await popup.textContent()).toContain("Oranienstraße 25");
  expect(errors).toEqual([]);
});

test("an event without coordinates: Directions links from the address, no map", async () => {
  const { page, errors } = await openPage(browser);
  await openEvent(page, "Record store session");
  const venue = page.getByRole("region", { name: "Vinyl Vault" });
  expect(await venue.locator("address").textContent()).toContain("Wiener Str. 20");
  const google = await venue.getByRole("link", { name: "Google Maps" }).getAttribute("href");
  expect(new URL(google!).searchParams.get("destination")).toBe("Wiener Str. 20, 10999 Berlin, Germany");
  expect(await page.getByRole("button", { name: "Show map" }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test("'always show maps' chosen on an event page applies to /contact too (same provider)", async () => {
  const { page, errors } = await openPage(browser);
  await openEvent(page, "Club night with DJ Halcyon");
  await page.getByLabel("Always show maps on this site").check();
  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByRole("region", { name: "Map showing Lantern Hall" }).waitFor();
  // Client-side navigation to /contact: its map loads without a click.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await page.getByRole("region", { name: "Map showing The Velvet Lanterns" }).waitFor();
  expect(errors).toEqual([]);
});
