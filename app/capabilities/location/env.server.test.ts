import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { parseEnv } from "~/core/env.server.ts";
import part from "./env.server.ts";

const dir = mkdtempSync(join(tmpdir(), "marquee-env-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) };
const parse = (raw: Record<string, string>) => parseEnv({ ...base, ...raw }, [part]);

test("defaults: OpenStreetMap's tiles and credit", () => {
  expect(parse({})).toMatchObject({
    MAP_PROVIDER: "osm",
    MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    MAP_ATTRIBUTION: "© OpenStreetMap contributors",
  });
});

test.each([
  [{ MAP_PROVIDER: "bing" }, /MAP_PROVIDER must be one of osm, google, none/],
  [{ MAP_PROVIDER: "google" }, /GOOGLE_MAPS_API_KEY must be set when MAP_PROVIDER=google/],
  [
    { MAP_TILE_URL: "https://tiles.example/{z}.png" },
    /MAP_TILE_URL must be an http\(s\) URL template with \{z\}, \{x\} and \{y\}/,
  ],
  [
    { MAP_TILE_URL: "https://a.{s}.tiles.example/{z}/{x}/{y}.png" },
    /MAP_TILE_URL's host must be a plain name, or \{s\}\. followed by one/,
  ],
  [
    { GEOCODER_URL: "nominatim.example" },
    /^Invalid configuration: GEOCODER_URL must be an http:\/\/ or https:\/\/ URL \(got "nominatim.example"\)$/,
  ],
  [
    { GEOCODER_URL: "https://geo.example/search?format=json" },
    /GEOCODER_URL must be the geocoder's base URL, without a user name, password, query or #fragment/,
  ],
  [{ GEOCODER_URL: "https://user:pw@geo.example" }, /GEOCODER_URL must be the geocoder's base URL/],
])("a bad value stops with one line naming it: %j", (bad, message) => {
  expect(() => parse(bad)).toThrow(message);
});

test('GEOCODER_URL is OpenStreetMap\'s Nominatim by default, off with "off"; a base URL loses its trailing slash', () => {
  expect(parse({}).GEOCODER_URL).toBe("https://nominatim.openstreetmap.org");
  expect(parse({ GEOCODER_URL: "" }).GEOCODER_URL).toBe("https://nominatim.openstreetmap.org");
  expect(parse({ GEOCODER_URL: "off" }).GEOCODER_URL).toBeUndefined();
  expect(parse({ GEOCODER_URL: " OFF " }).GEOCODER_URL).toBeUndefined();
  expect(parse({ GEOCODER_URL: "https://nominatim.openstreetmap.org/" }).GEOCODER_URL).toBe(
    "https://nominatim.openstreetmap.org",
  );
  expect(parse({ GEOCODER_URL: "http://127.0.0.1:8080/nominatim" }).GEOCODER_URL).toBe(
    "http://127.0.0.1:8080/nominatim",
  );
});
