/**
 * The place finder's server side (issue 25 §4) on SQLite and PostgreSQL:
 * the address search within Nominatim's usage policy — an identifying
 * User-Agent, one request a second across processes (a slot reserved in the
 * database), answers cached — against the local Nominatim-contract server;
 * and map links, short ones looked up through the SSRF-safe fetcher (its
 * redirect only) against the local provider stand-in.
 */
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { type GeocoderServer, startGeocoder } from "~tests/fixtures/geocoder-server.ts";
import { type ProviderServer, startProviderServer } from "~tests/fixtures/provider-server.ts";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { deleteMeta } from "~/core/db/meta.server.ts";
import { GEOCODER_INTERVAL_MS, GEOCODER_MAX_WAIT_MS, reserveGeocoderSlot } from "./geocoder-slot.server.ts";
import { placeFromLink, placeFinderGeocoder, searchPlaces } from "./places.server.ts";

useTestDatabase();

let geo: GeocoderServer;
let provider: ProviderServer;
const en = studioTranslatorFor("en").t;
const de = studioTranslatorFor("de").t;
let user = 0;
/** A new editor for each test: the per-editor limit of 20 searches a minute starts afresh. */
const editor = () => ({ id: `editor-${++user}` });

beforeAll(async () => {
  [geo, provider] = await Promise.all([startGeocoder(), startProviderServer()]);
});
afterAll(() => Promise.all([geo.close(), provider.close()]));
beforeEach(async () => {
  setTestEnv({ GEOCODER_URL: geo.url, OEMBED_BASE_URL: provider.baseUrl, PUBLIC_URL: "https://owls.example" });
  // Each test starts with the geocoder's second free (the slot is the database's, shared by every process).
  await deleteMeta("location.geocoder.last_request");
});

test("a search asks the geocoder as the site, and the same address again is answered from the cache", async () => {
  await updateSettings({ name: "The Nïght Owls (live)" });
  const before = geo.requests.length;
  const r = await searchPlaces(editor(), "  Lantern   Hall Berlin ", en, "de-DE");
  expect(r).toMatchObject({ ok: true, hits: [{ latitude: 52.50116, longitude: 13.42235 }] });
  expect(r.ok && r.attribution).toContain("OpenStreetMap");
  expect(geo.requests.length).toBe(before + 1);
  // Nominatim's policy: an identifying User-Agent — the site's name (plain ASCII), Marquee, and where to reach it.
  expect(geo.requests.at(-1)!.userAgent).toBe(
    "Marquee (The Night Owls live; https://owls.example; studio address search)",
  );
  expect(await searchPlaces(editor(), "lantern hall berlin", en, "de-DE")).toEqual(r);
  expect(geo.requests.length).toBe(before + 1);
});

test("switched off, too short, down or answering junk: a message in the editor's language, never an exception", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const before = geo.requests.length;
    expect(await searchPlaces(editor(), " a ", de)).toEqual({
      ok: false,
      message: "Gib zuerst die Adresse ein, dann suche.",
    });
    setTestEnv({ GEOCODER_URL: "off" });
    expect(placeFinderGeocoder()).toBeNull();
    expect(await searchPlaces(editor(), "Oranienstraße", en)).toEqual({
      ok: false,
      message: "Address search is switched off on this site. Paste a map link, or place the pin on the map.",
    });
    expect(geo.requests.length).toBe(before);

    setTestEnv({ GEOCODER_URL: geo.url });
    expect(placeFinderGeocoder()).toEqual({ host: new URL(geo.url).host });
    geo.mode = "error";
    expect(await searchPlaces(editor(), "Conne Island", en)).toEqual({
      ok: false,
      message:
        "The address search did not answer. Try again in a moment, paste a map link, or place the pin on the map.",
    });
    await deleteMeta("location.geocoder.last_request");
    geo.mode = "garbage";
    expect(await searchPlaces(editor(), "Conne Island Leipzig", en)).toMatchObject({
      ok: false,
      message: expect.stringContaining("could not be read"),
    });
    // A failure is not cached: once the geocoder is back, the same search is asked again.
    geo.mode = "ok";
    await deleteMeta("location.geocoder.last_request");
    expect(await searchPlaces(editor(), "Conne Island", en)).toMatchObject({ ok: true, hits: [{ latitude: 51.3112 }] });
  } finally {
    geo.mode = "ok";
    warn.mockRestore();
  }
});

test("one request a second across processes: each reserves the next free second; a long queue is refused", async () => {
  const t0 = 1_900_000_000_000;
  expect(await reserveGeocoderSlot(t0)).toBe(0);
  expect(await reserveGeocoderSlot(t0)).toBe(GEOCODER_INTERVAL_MS);
  // Several at once (other processes): every one gets its own second, none twice.
  const waits = await Promise.all([1, 2, 3].map(() => reserveGeocoderSlot(t0)));
  expect(waits.filter((w) => w !== null).sort()).toEqual(
    [2, 3, 4].map((n) => n * GEOCODER_INTERVAL_MS).filter((w) => w <= GEOCODER_MAX_WAIT_MS),
  );
  // The queue is full now: refused, and nothing reserved for it.
  expect(await reserveGeocoderSlot(t0)).toBeNull();
  expect(await reserveGeocoderSlot(t0 + 10_000)).toBe(0);
  // A clock that went back does not lock the search out.
  expect(await reserveGeocoderSlot(t0 - 3_600_000)).toBe(0);
});

test("a busy geocoder queue is a message to try again, and the geocoder is not asked", async () => {
  const before = geo.requests.length;
  while ((await reserveGeocoderSlot()) !== null);
  expect(await searchPlaces(editor(), "Oranienstraße", en)).toEqual({
    ok: false,
    message: "The address search is busy. Try again in a few seconds.",
  });
  expect(geo.requests.length).toBe(before);
});

test("map links: read without asking anyone; a short one by its redirect only, each hop on a short-link host", async () => {
  const before = provider.requests.length;
  expect(await placeFromLink(editor(), "https://www.openstreetmap.org/#map=17/52.51628/13.37771", en)).toEqual({
    ok: true,
    latitude: 52.51628,
    longitude: 13.37771,
    service: "osm",
  });
  expect(provider.requests.length).toBe(before);

  const place = "https://www.google.com/maps/place/Lantern+Hall/@52.5,13.4,17z/data=!3d52.50116!4d13.42235";
  provider.route("/maps.app.goo.gl/Lantern1", (_q, res) => void res.writeHead(302, { location: place }).end());
  provider.route(
    "/goo.gl/maps/old1",
    (_q, res) => void res.writeHead(301, { location: "https://maps.app.goo.gl/Lantern1" }).end(),
  );
  provider.route(
    "/maps.app.goo.gl/nameOnly",
    (_q, res) => void res.writeHead(302, { location: "https://maps.google.com/?q=Lantern+Hall&ftid=0x1:0x2" }).end(),
  );
  provider.route(
    "/maps.app.goo.gl/private",
    (_q, res) => void res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
  );
  provider.route(
    "/maps.app.goo.gl/page",
    (_q, res) => void res.writeHead(200, { "content-type": "text/html" }).end("<p>hi</p>"),
  );
  const google = { ok: true, latitude: 52.50116, longitude: 13.42235, service: "google" };
  expect(await placeFromLink(editor(), "https://maps.app.goo.gl/Lantern1", en)).toEqual(google);
  expect(await placeFromLink(editor(), "goo.gl/maps/old1", en)).toEqual(google);
  expect(provider.requests.slice(before)).toEqual([
    "/maps.app.goo.gl/Lantern1",
    "/goo.gl/maps/old1",
    "/maps.app.goo.gl/Lantern1",
  ]);
  expect(await placeFromLink(editor(), "https://maps.app.goo.gl/nameOnly", en)).toEqual({
    ok: false,
    message: expect.stringContaining("names the place but not where it is"),
  });
  // Where a short link points is read, never visited: a private address is just no map link.
  expect(await placeFromLink(editor(), "https://maps.app.goo.gl/private", en)).toMatchObject({ ok: false });
  expect(provider.requests.some((r) => r.includes("169.254"))).toBe(false);
  expect(await placeFromLink(editor(), "https://maps.app.goo.gl/page", de)).toEqual({
    ok: false,
    message:
      "Der Kurzlink konnte nicht nachgeschlagen werden. Öffne ihn im Browser und kopiere dann die Adresszeile hierher.",
  });
  expect(await placeFromLink(editor(), "https://example.com/somewhere", en)).toEqual({
    ok: false,
    message: "This isn't a link from Google Maps, Apple Maps or OpenStreetMap.",
  });
});
