/**
 * One request to a local server that speaks Nominatim's search contract
 * (tests/fixtures/geocoder-server.ts): the request it makes, the places it
 * returns with their attribution, and every way the geocoder can fail — each
 * a reason, never an exception.
 */
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { type GeocoderServer, startGeocoder } from "~tests/fixtures/geocoder-server.ts";
import { GEOCODE_LIMIT, OSM_ATTRIBUTION, askGeocoder } from "./geocode.server.ts";

let geo: GeocoderServer;
beforeAll(async () => {
  geo = await startGeocoder();
});
afterAll(() => geo.close());

const ua = { userAgent: "Marquee (The Night Owls; https://owls.example; studio address search)", language: "de-DE" };

test("asks /search?format=jsonv2&q= as the site, and answers the places, rounded, best first, with their licence", async () => {
  const r = await askGeocoder(geo.url, "Oranienstraße Berlin", ua);
  expect(r).toEqual({
    ok: true,
    hits: [
      { label: expect.stringMatching(/^Lantern Hall, 25, Oranienstraße/), latitude: 52.50116, longitude: 13.42235 },
      { label: expect.stringMatching(/^Oranienstraße, Kreuzberg/), latitude: 52.501728, longitude: 13.418529 },
    ],
    attribution: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
  });
  const asked = geo.requests.at(-1)!;
  expect(asked.path).toBe("/search");
  expect(asked.params).toEqual({ format: "jsonv2", q: "Oranienstraße Berlin", limit: String(GEOCODE_LIMIT) });
  expect(asked.userAgent).toBe(ua.userAgent);
});

test("no match is an empty list, credited to OpenStreetMap", async () => {
  expect(await askGeocoder(geo.url, "Atlantis Harbour", ua)).toEqual({
    ok: true,
    hits: [],
    attribution: OSM_ATTRIBUTION,
  });
});

test("errors, redirects, junk, oversized and slow answers are a reason, logged, never followed or thrown", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    for (const [mode, reason] of [
      ["error", "unreachable"],
      ["redirect", "unreachable"],
      ["huge", "unreachable"],
      ["garbage", "junk"],
      ["hang", "unreachable"],
    ] as const) {
      geo.mode = mode;
      expect([mode, await askGeocoder(geo.url, "Oranienstraße", { ...ua, timeoutMs: 300 })]).toEqual([
        mode,
        { ok: false, reason },
      ]);
    }
    // The redirect pointed at a cloud metadata address: nothing asked it (only the fixture saw requests).
    expect(geo.requests.every((r) => r.path === "/search")).toBe(true);
    expect(warn).toHaveBeenCalled();
  } finally {
    geo.mode = "ok";
    warn.mockRestore();
  }
});

test("a geocoder that is not there at all is unreachable, not an error page", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const closed = await startGeocoder();
    await closed.close();
    expect(await askGeocoder(closed.url, "Oranienstraße", ua)).toEqual({ ok: false, reason: "unreachable" });
  } finally {
    warn.mockRestore();
  }
});
