import { expect, test } from "vitest";
import { attributionHtml } from "./attribution.ts";
import { mapClientConfig, mapCspAdditions, mapHostLabel, tileSource, DEFAULT_TILE_URL } from "./config.ts";
import { CONSENT_KEY_PREFIX, hasMapConsent, setMapConsent, type ConsentStorage } from "./consent.ts";

const osmEnv = {
  MAP_PROVIDER: "osm" as const,
  MAP_TILE_URL: DEFAULT_TILE_URL,
  MAP_ATTRIBUTION: "© OpenStreetMap contributors",
  GOOGLE_MAPS_API_KEY: "secret-ish",
};

test("the Google key reaches the browser only when Google is the provider", () => {
  expect(mapClientConfig(osmEnv)).toEqual({
    provider: "osm",
    tileUrl: DEFAULT_TILE_URL,
    attribution: "© OpenStreetMap contributors",
    host: "tile.openstreetmap.org",
  });
  expect(mapClientConfig({ ...osmEnv, MAP_PROVIDER: "none" }).googleKey).toBeUndefined();
  expect(mapClientConfig({ ...osmEnv, MAP_PROVIDER: "google" })).toMatchObject({
    provider: "google",
    googleKey: "secret-ish",
  });
  expect(
    mapClientConfig({ ...osmEnv, MAP_PROVIDER: "google", GOOGLE_MAPS_SCRIPT_URL: "http://127.0.0.1:9/js" })
      .googleScriptUrl,
  ).toBe("http://127.0.0.1:9/js");
});

test("tileSource gives the CSP origin of a tile template", () => {
  expect(tileSource(DEFAULT_TILE_URL)).toBe("https://tile.openstreetmap.org");
  expect(tileSource("https://{s}.tile.example.com/{z}/{x}/{y}.png")).toBe("https://*.tile.example.com");
  expect(tileSource("http://127.0.0.1:8123/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8123");
  expect(tileSource("https://a.{s}.example/{z}/{x}/{y}.png")).toBeNull();
  expect(tileSource("ftp://x/{z}")).toBeNull();
});

test("CSP additions: tile origin for OSM, Google's hosts for Google, nothing for none", () => {
  const osm = mapCspAdditions(mapClientConfig(osmEnv));
  expect(osm["img-src"]).toEqual(["https://tile.openstreetmap.org"]);
  expect(osm["script-src"]).toEqual([]);
  const google = mapCspAdditions(mapClientConfig({ ...osmEnv, MAP_PROVIDER: "google" }));
  expect(google["script-src"]).toContain("https://maps.googleapis.com");
  expect(google["img-src"]).toContain("https://*.gstatic.com");
  expect(google["connect-src"]).toContain("https://*.googleapis.com");
  const none = mapCspAdditions(mapClientConfig({ ...osmEnv, MAP_PROVIDER: "none" }));
  expect(Object.values(none).flat()).toEqual([]);
});

test("the placeholder names the host the click will contact", () => {
  expect(mapHostLabel(mapClientConfig(osmEnv))).toBe("tile.openstreetmap.org");
  expect(mapHostLabel(mapClientConfig({ ...osmEnv, MAP_TILE_URL: "https://{s}.tiles.example/{z}/{x}/{y}.png" }))).toBe(
    "tiles.example",
  );
  expect(mapHostLabel(mapClientConfig({ ...osmEnv, MAP_PROVIDER: "google" }))).toBe("maps.googleapis.com");
  // The config the browser gets carries it, worked out on the server.
  expect(
    mapClientConfig({ ...osmEnv, MAP_PROVIDER: "google", GOOGLE_MAPS_SCRIPT_URL: "http://127.0.0.1:9/js" }).host,
  ).toBe("127.0.0.1:9");
});

test("attribution is escaped and links OpenStreetMap to its copyright page", () => {
  expect(attributionHtml("© OpenStreetMap contributors")).toBe(
    '© <a href="https://www.openstreetmap.org/copyright" rel="noopener">OpenStreetMap</a> contributors',
  );
  expect(attributionHtml('<img src=x onerror="alert(1)">')).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
});

function memoryStorage(): ConsentStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

test("consent is remembered per provider and can be revoked", () => {
  const s = memoryStorage();
  expect(hasMapConsent(s, "osm")).toBe(false);
  expect(setMapConsent(s, "osm", true)).toBe(true);
  expect(s.data.get(`${CONSENT_KEY_PREFIX}osm`)).toBe("yes");
  expect(hasMapConsent(s, "osm")).toBe(true);
  expect(hasMapConsent(s, "google")).toBe(false);
  expect(setMapConsent(s, "osm", false)).toBe(true);
  expect(hasMapConsent(s, "osm")).toBe(false);
});

test("blocked or missing storage means no consent, without throwing", () => {
  const throwing: ConsentStorage = {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => {
      throw new Error("SecurityError");
    },
  };
  expect(hasMapConsent(throwing, "osm")).toBe(false);
  expect(setMapConsent(throwing, "osm", true)).toBe(false);
  expect(hasMapConsent(null, "osm")).toBe(false);
  expect(setMapConsent(null, "osm", true)).toBe(false);
  expect(setMapConsent(memoryStorage(), "none", true)).toBe(false);
});
