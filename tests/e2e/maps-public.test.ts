/**
 * The visitor's map on /contact with OpenStreetMap tiles from a local tile
 * server (MAP_TILE_URL): nothing from any other host before the click; after
 * it, tiles from the configured URL and a marker with its popup; keyboard
 * reachability; "always show maps" and its revoke; the fallback line when
 * tiles fail; the links without JavaScript; MAP_PROVIDER=none.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startTileServer, type TileServer } from "../fixtures/tile-server.ts";
import { hydrated, launchBrowser, openPage, startApp, type App } from "./harness.ts";

// The demo act (DEMO_CONTENT=true) has an address and coordinates.
const NAME = "The Velvet Lanterns";
const COORDS = "52.50116%2C13.41932";

let browser: Browser;
let tiles: TileServer;
let app: App;

beforeAll(async () => {
  tiles = await startTileServer();
  app = await startApp({
    DEMO_CONTENT: "true",
    MAP_TILE_URL: tiles.tileUrl,
    MAP_ATTRIBUTION: "© OpenStreetMap contributors",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await tiles?.close();
});

function foreign(requests: string[]): string[] {
  return requests.filter((u) => !u.startsWith(app.url) && !u.startsWith("data:") && !u.startsWith("blob:"));
}

/** Leaflet's chunk, its self-hosted CSS and images, or the Google loader chunk: fetched only on the click. */
function mapCode(url: string): boolean {
  const path = new URL(url).pathname;
  return path.startsWith("/leaflet/") || /^\/assets\/(leaflet|leaflet-src|google)-[\w-]+\.js$/.test(path);
}

async function tabTo(page: Page, name: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (label === name) return;
  }
  throw new Error(`"${name}" was not reached with Tab`);
}

test("before the click nothing leaves the site; after it tiles come from MAP_TILE_URL and the marker shows", async () => {
  const { page, errors, requests } = await openPage(browser);
  tiles.reset();
  await page.goto(`${app.url}/contact`);
  await hydrated(page);

  // Contact details with their links (the footer repeats some; look in the page's main part).
  const main = page.locator("#main");
  expect(await main.getByRole("link", { name: "+49 30 1234 5678" }).getAttribute("href")).toBe("tel:+493012345678");
  expect(await main.getByRole("link", { name: "hello@velvet-lanterns.example" }).getAttribute("href")).toBe(
    "mailto:hello@velvet-lanterns.example",
  );
  expect(await main.getByText("Box office: Wed–Sat 18:00–23:00").count()).toBe(1);
  for (const icon of ["lucide-map-pin", "lucide-phone", "lucide-mail", "lucide-calendar-clock"])
    expect(await main.locator(`svg.${icon}`).count()).toBeGreaterThan(0);
  const directions = main.getByRole("navigation", { name: `Directions to ${NAME}` });
  expect(await directions.getByRole("link", { name: "Apple Maps" }).getAttribute("href")).toBe(
    `https://maps.apple.com/?daddr=${COORDS}`,
  );
  expect(await directions.getByRole("link", { name: "Google Maps" }).getAttribute("href")).toBe(
    `https://www.google.com/maps/dir/?api=1&destination=${COORDS}`,
  );
  expect(await directions.getByRole("link", { name: "OpenStreetMap" }).getAttribute("href")).toBe(
    `https://www.openstreetmap.org/directions?to=${COORDS}`,
  );

  // Nothing from the tile host or anywhere else yet, and not even our own copy of Leaflet.
  await page.waitForLoadState("networkidle");
  expect(tiles.hits).toBe(0);
  expect(foreign(requests)).toEqual([]);
  expect(requests.filter(mapCode)).toEqual([]);
  expect(await page.locator(".leaflet-container").count()).toBe(0);

  // The button is reachable by keyboard and starts the map.
  await tabTo(page, "Show map");
  await page.keyboard.press("Enter");
  const map = page.getByRole("region", { name: `Map showing ${NAME}` });
  await map.waitFor();
  await expect.poll(() => tiles.count).toBeGreaterThan(0);
  expect(tiles.requests.every((r) => r.path.startsWith("/tiles/") && r.z === 16)).toBe(true);
  expect(foreign(requests).every((u) => u.startsWith(`${tiles.origin}/tiles/`))).toBe(true);
  expect(requests.some((u) => u === `${app.url}/leaflet/leaflet.css`)).toBe(true);
  expect(requests.some((u) => /\/assets\/leaflet(-src)?-[\w-]+\.js$/.test(u))).toBe(true);

  // The map has focus; the arrow keys pan it (new tiles), Tab reaches the marker, Enter opens its popup.
  await expect.poll(() => map.evaluate((el) => el === document.activeElement)).toBe(true);
  const before = tiles.count;
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => tiles.count).toBeGreaterThan(before);
  const marker = page.getByRole("button", { name: `${NAME} on the map` });
  expect(await marker.getAttribute("src")).toBe("/leaflet/images/marker-icon.png");
  await page.keyboard.press("Tab");
  await expect.poll(() => marker.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  const popup = page.locator(".leaflet-popup-content");
  await popup.waitFor();
  expect(await popup.textContent()).toContain(NAME);
  expect(await popup.textContent()).toContain("Oranienstraße 25");
  expect(await page.locator(".leaflet-control-attribution").textContent()).toContain("© OpenStreetMap contributors");
  expect(
    await page.locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]').count(),
  ).toBe(1);
  expect(errors).toEqual([]);
});

test("'always show maps' loads the map on the next visit without a click, and revoking it stops that", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  await page.getByLabel("Always show maps on this site").check();
  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();

  tiles.reset();
  await page.reload();
  await hydrated(page);
  await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();
  await expect.poll(() => tiles.count).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Stop showing maps automatically" }).click();
  await expect.poll(() => page.getByText("Maps will no longer load automatically.").count()).toBe(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("marquee.maps")))).toEqual([]);

  tiles.reset();
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Show map" }).waitFor();
  await page.waitForLoadState("networkidle");
  expect(tiles.hits).toBe(0);
  expect(errors).toEqual([]);
});

test("when the tiles fail, one line says so and the address and Directions links stay", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  tiles.mode = "error";
  try {
    await page.getByRole("button", { name: "Show map" }).click();
    await page.getByText("The map could not be loaded; the address and directions links still work.").waitFor();
    expect(await page.locator("address").first().textContent()).toContain("Oranienstraße 25");
    expect(await page.getByRole("link", { name: "OpenStreetMap" }).first().isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: `Map showing ${NAME}` }).count()).toBe(0);
    // Try again once the tiles are back.
    tiles.mode = "ok";
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();
  } finally {
    tiles.mode = "ok";
  }
  expect(errors).toEqual([]);
});

// What a visitor who went offline after the page loaded may miss: the live map's component (it loads with the click, not
// with the page), our map chunk, Leaflet's own chunk, or its stylesheet.
test.each([
  ["the live map's component", /^\/assets\/MapLive-[\w-]+\.js$/],
  ["the map code", /^\/assets\/leaflet-(?!src-)[\w-]+\.js$/],
  ["Leaflet itself", /^\/assets\/leaflet-src-[\w-]+\.js$/],
  ["Leaflet's stylesheet", /^\/leaflet\/leaflet\.css$/],
])(
  "when %s cannot load, one line says so, the address and links stay, and Try again recovers once back online",
  async (_, blocked) => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${app.url}/contact`);
    await hydrated(page);
    let refused = 0;
    await page.route(
      (url) => blocked.test(url.pathname),
      (route) => (refused++, route.abort("internetdisconnected")),
    );
    tiles.reset();
    await page.getByRole("button", { name: "Show map" }).click();
    await page.getByText("The map could not be loaded; the address and directions links still work.").waitFor();
    expect(refused).toBe(1);
    expect(tiles.hits).toBe(0);
    expect(await page.locator("address").first().textContent()).toContain("Oranienstraße 25");
    for (const name of ["Apple Maps", "Google Maps", "OpenStreetMap"]) {
      expect(await page.getByRole("link", { name }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole("region", { name: `Map showing ${NAME}` }).count()).toBe(0);

    // Back online: "Try again" asks the network again and the map loads, without reloading the page.
    await page.unrouteAll();
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();
    await expect.poll(() => tiles.count).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: `${NAME} on the map` }).count()).toBe(1);
    // Leaflet's stylesheet applies (without it the panes are not positioned and the map is a jumble of tiles).
    expect(await page.locator(".leaflet-map-pane").evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
    expect(errors).toEqual([]);
  },
);

test("without JavaScript: address and links, no map request", async () => {
  const { page, errors, requests } = await openPage(browser, { javaScriptEnabled: false });
  tiles.reset();
  await page.goto(`${app.url}/contact`);
  expect(await page.locator("address").first().textContent()).toContain("10999 Berlin");
  expect(await page.getByRole("link", { name: "Google Maps" }).first().getAttribute("href")).toContain("destination=");
  // The map cannot load without JavaScript; "Show map" is then a plain link to OpenStreetMap's own page.
  expect(await page.getByRole("link", { name: "Show map" }).getAttribute("href")).toBe(
    "https://www.openstreetmap.org/?mlat=52.50116&mlon=13.41932#map=17/52.50116/13.41932",
  );
  expect(await page.getByRole("button", { name: "Show map" }).count()).toBe(0);
  expect(await page.getByLabel("Always show maps on this site").count()).toBe(0);
  expect(tiles.hits).toBe(0);
  expect(foreign(requests)).toEqual([]);
  expect(errors).toEqual([]);
});

test("MAP_PROVIDER=none: no map and no map host in the CSP, the links stay", async () => {
  const plain = await startApp({ DEMO_CONTENT: "true", MAP_PROVIDER: "none" });
  try {
    const { page, errors } = await openPage(browser);
    const res = await page.goto(`${plain.url}/contact`);
    await hydrated(page);
    expect(res?.headers()["content-security-policy"]).not.toMatch(/openstreetmap|googleapis/);
    expect(await page.getByRole("button", { name: "Show map" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Apple Maps" }).first().getAttribute("href")).toBe(
      `https://maps.apple.com/?daddr=${COORDS}`,
    );
    expect(errors).toEqual([]);
  } finally {
    await plain.stop();
  }
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test("/contact and the home page carry JSON-LD for the act and its place, as one entity", async () => {
  const act = jsonLdOf(await (await fetch(`${app.url}/contact`)).text()).find((s) => s["@type"] === "MusicGroup");
  expect(act).toBeDefined();
  const onHome = jsonLdOf(await (await fetch(`${app.url}/`)).text()).find((s) => s["@type"] === "MusicGroup");
  expect(onHome).toEqual(act);
  expect(act).toMatchObject({
    "@id": `${app.url}/#organization`,
    name: NAME,
    url: `${app.url}/`,
    telephone: "+49 30 1234 5678",
    email: "hello@velvet-lanterns.example",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Lantern Hall, Oranienstraße 25",
      postalCode: "10999",
      addressLocality: "Berlin",
      addressCountry: "Germany",
    },
    location: {
      "@type": "Place",
      geo: { "@type": "GeoCoordinates", latitude: 52.50116, longitude: 13.41932 },
      openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", opens: "18:00", closes: "23:00" }],
    },
  });
  expect(act!.sameAs).toContain("https://www.instagram.com/velvetlanterns");
});

test("axe finds no accessibility violations in the contact details and the map, before and after loading", async () => {
  // bypassCSP only so the test can inject axe-core; the page itself is unchanged.
  const { page, errors } = await openPage(browser, { bypassCSP: true });
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  await page.addScriptTag({ path: "node_modules/axe-core/axe.min.js" });
  const audit = () =>
    page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
          };
        }
      ).axe;
      const r = await axe.run(
        { include: [".contact-details", ".map-panel"] },
        { runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"] },
      );
      return r.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
  expect(await audit()).toEqual([]);
  await page.getByRole("button", { name: "Show map" }).click();
  await page.getByRole("region", { name: `Map showing ${NAME}` }).waitFor();
  await expect.poll(() => tiles.count).toBeGreaterThan(0);
  expect(await audit()).toEqual([]);
  // The audit does look at these elements: an unnamed button inside the panel is caught.
  await page.locator(".map-panel").evaluate((el) => el.append(document.createElement("button")));
  expect((await audit()).some((v) => v.startsWith("button-name"))).toBe(true);
  expect(errors).toEqual([]);
});
