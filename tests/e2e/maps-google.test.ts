/**
 * MAP_PROVIDER=google: the Maps JavaScript API request is intercepted in the
 * browser and answered by a small stand-in that records the key it was asked
 * for and draws a marker; nothing is requested before the click; when the
 * script fails, the page shows the fallback line, the address and the links.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import { hydrated, launchBrowser, openPage, startApp, type App } from "./harness.ts";

const NAME = "The Velvet Lanterns";
const KEY = "test-browser-key-123";

// Plays the part of https://maps.googleapis.com/maps/api/js: reads its own URL
// like Google does, answers importLibrary("maps"|"marker"), calls the callback.
const STAND_IN = `(() => {
  const u = new URL(document.currentScript.src);
  const seen = (window.__mapsStandIn = { key: u.searchParams.get("key"), libraries: u.searchParams.get("libraries"), callback: u.searchParams.get("callback"), markers: [] });
  class LatLng { constructor(a, b) { this.a = a; this.b = b; } lat() { return this.a; } lng() { return this.b; } }
  class Map {
    constructor(el, opts) {
      this.el = el; this.c = opts.center;
      const d = document.createElement("div");
      d.className = "standin-map";
      d.textContent = "Stand-in map at " + opts.center.lat + "," + opts.center.lng;
      el.append(d);
    }
    addListener() { return { remove() {} }; }
    getCenter() { return new LatLng(this.c.lat, this.c.lng); }
    panTo(p) { this.c = p; }
  }
  class Marker {
    constructor(o) {
      this.map = o.map;
      seen.markers.push({ lat: o.position.lat, lng: o.position.lng, title: o.title });
      const m = document.createElement("div");
      m.className = "standin-marker";
      m.setAttribute("role", "img");
      m.setAttribute("aria-label", "Marker: " + o.title);
      if (o.map) o.map.el.append(m);
    }
    addListener() { return { remove() {} }; }
    setMap(m) { this.map = m; }
    getMap() { return this.map; }
    setPosition() {}
    getPosition() { return null; }
  }
  class InfoWindow { open() {} }
  const libs = { maps: { Map, InfoWindow }, marker: { Marker } };
  google.maps.importLibrary = async (name) => libs[name];
  google.maps.__ib__();
})();`;

let browser: Browser;
let app: App;

beforeAll(async () => {
  app = await startApp({ DEMO_CONTENT: "true", MAP_PROVIDER: "google", GOOGLE_MAPS_API_KEY: KEY });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function interceptMaps(page: Page, answer: (route: Route) => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/maps\.googleapis\.com\//, async (route) => {
    asked.push(route.request().url());
    await answer(route);
  });
  return asked;
}

test("the Maps script is requested only on the click, with the key, and the marker is placed at the location", async () => {
  const { page, errors, requests } = await openPage(browser);
  const asked = await interceptMaps(page, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN }),
  );
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  expect(requests.filter((u) => !u.startsWith(app.url))).toEqual([]);
  expect(await page.getByText("maps.googleapis.com").count()).toBeGreaterThan(0); // the placeholder names the host

  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();
  expect(asked).toHaveLength(1);
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __mapsStandIn: { key: string; libraries: string; markers: { lat: number; lng: number; title: string }[] };
        }
      ).__mapsStandIn,
  );
  expect(seen.key).toBe(KEY);
  expect(seen.libraries.split(",").sort()).toEqual(["maps", "marker"]);
  expect(seen.markers).toEqual([{ lat: 52.50116, lng: 13.41932, title: NAME }]);
  expect(await page.getByRole("img", { name: `Marker: ${NAME}` }).count()).toBe(1);
  expect(errors).toEqual([]);
});

test("when the Maps script cannot load, the fallback line shows with the address and the links", async () => {
  const { page, errors } = await openPage(browser);
  const asked = await interceptMaps(page, (route) => route.abort("failed"));
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByText("The map could not be loaded; the address and directions links still work.").waitFor();
  expect(asked).toHaveLength(1);
  expect(await page.locator("address").first().textContent()).toContain("Oranienstraße 25");
  for (const name of ["Apple Maps", "Google Maps", "OpenStreetMap"]) {
    expect(await page.getByRole("link", { name }).first().isVisible()).toBe(true);
  }
  expect(await page.getByRole("region", { name: `Map showing ${NAME}` }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test("after the Maps script failed, Try again asks Google again and the map loads", async () => {
  const { page, errors } = await openPage(browser);
  let fail = true;
  const asked = await interceptMaps(page, (route) =>
    fail
      ? route.abort("internetdisconnected")
      : route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN }),
  );
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByText("The map could not be loaded; the address and directions links still work.").waitFor();
  expect(asked).toHaveLength(1);

  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();
  expect(asked).toHaveLength(2);
  const seen = await page.evaluate(
    () => (window as unknown as { __mapsStandIn: { key: string; markers: unknown[] } }).__mapsStandIn,
  );
  expect(seen.key).toBe(KEY);
  expect(seen.markers).toEqual([{ lat: 52.50116, lng: 13.41932, title: NAME }]);
  expect(errors).toEqual([]);
});

test("a key Google refuses after drawing (gm_authFailure) also ends in the fallback line", async () => {
  const { page, errors } = await openPage(browser);
  // Google calls window.gm_authFailure when it rejects the key, after the map is drawn.
  const refusing = `${STAND_IN}\nsetTimeout(() => window.gm_authFailure && window.gm_authFailure(), 50);`;
  await interceptMaps(page, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: refusing }));
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByText("The map could not be loaded; the address and directions links still work.").waitFor();
  expect(await page.locator(".standin-map").count()).toBe(0);
  expect(await page.locator("address").first().textContent()).toContain("Oranienstraße 25");
  expect(errors).toEqual([]);
});
