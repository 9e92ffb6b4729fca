/**
 * The address search against a local server that speaks Nominatim's search
 * contract (tests/fixtures/geocoder-server.ts): the request it makes, the
 * places it returns, and every way the geocoder can fail — each a message for
 * the editor, never an exception.
 */
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { type GeocoderServer, startGeocoder } from "~tests/fixtures/geocoder-server.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import events from "../capability.server.ts";
import { GEOCODE_LIMIT, geocode } from "./geocode.server.ts";

registerCapabilities([events]);

let geo: GeocoderServer;
beforeAll(async () => {
  geo = await startGeocoder();
});
afterAll(() => geo.close());

test("asks /search?format=jsonv2&q= and answers the places, rounded, best first", async () => {
  const r = await geocode("  Oranienstraße   Berlin ", geo.url);
  expect(r).toEqual({
    ok: true,
    hits: [
      { label: expect.stringMatching(/^Lantern Hall, 25, Oranienstraße/), latitude: 52.50116, longitude: 13.42235 },
      { label: expect.stringMatching(/^Oranienstraße, Kreuzberg/), latitude: 52.501728, longitude: 13.418529 },
    ],
  });
  const asked = geo.requests.at(-1)!;
  expect(asked.path).toBe("/search");
  expect(asked.params).toEqual({ format: "jsonv2", q: "Oranienstraße Berlin", limit: String(GEOCODE_LIMIT) });
  expect(asked.userAgent).toMatch(/^Marquee /);
});

test("no match is an empty list; too short a query or no geocoder asks nothing", async () => {
  expect(await geocode("Atlantis Harbour", geo.url)).toEqual({ ok: true, hits: [] });
  const before = geo.requests.length;
  expect(await geocode(" a ", geo.url)).toEqual({ ok: false, message: "Type the address first, then search." });
  expect(await geocode(" a ", geo.url, studioTranslatorFor("de").t)).toEqual({
    ok: false,
    message: "Gib zuerst die Adresse ein, dann suche.",
  });
  expect(await geocode("Oranienstraße", undefined)).toMatchObject({
    ok: false,
    message: expect.stringContaining("GEOCODER_URL"),
  });
  expect(geo.requests.length).toBe(before);
});

test("errors, redirects, junk and oversized answers are a message, logged once, never followed or thrown", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    for (const mode of ["error", "redirect", "garbage", "huge"] as const) {
      geo.mode = mode;
      const r = await geocode("Oranienstraße", geo.url);
      expect([mode, r]).toEqual([
        mode,
        { ok: false, message: "The address search did not answer. Type the coordinates, or place the pin on the map." },
      ]);
    }
    // The redirect pointed at a cloud metadata address: nothing asked it (only the fixture saw requests).
    expect(geo.requests.every((r) => r.path === "/search")).toBe(true);
  } finally {
    geo.mode = "ok";
    warn.mockRestore();
  }
});
