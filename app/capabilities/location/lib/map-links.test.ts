/** Map links as people copy them from Google Maps, Apple Maps and OpenStreetMap: the coordinates in each usual form. */
import { expect, test } from "vitest";
import { decodeOsmShortCode, readMapLink } from "./map-links.ts";

const at = (lat: number, lng: number, service: string, zoom?: number) => ({
  kind: "place",
  service,
  lat,
  lng,
  ...(zoom !== undefined ? { zoom } : {}),
});

test("Google Maps: the place's own !3d!4d before the view's @centre, then ?q, ?ll and the other parameters", () => {
  const cases: [string, unknown][] = [
    [
      "https://www.google.com/maps/place/Brandenburger+Tor/@52.5162746,13.3755154,17z/data=!3m1!4b1!4m6!3m5!1s0x47a851c655f20989:0x26bbfb4e84674c63!8m2!3d52.5162746!4d13.3777041!16zL20vMDE1NTg?entry=ttu",
      at(52.516275, 13.377704, "google", 17),
    ],
    ["https://www.google.de/maps/@51.3112,12.3857,15z", at(51.3112, 12.3857, "google", 15)],
    ["https://www.google.co.uk/maps/@51.5007292,-0.1246254,16.5z?hl=en", at(51.500729, -0.124625, "google", 17)],
    ["https://maps.google.com/?q=52.52,13.405", at(52.52, 13.405, "google")],
    ["https://maps.google.com/maps?q=loc:52.52+13.405&z=14", at(52.52, 13.405, "google", 14)],
    ["https://www.google.com/maps?ll=-33.8568,151.2153", at(-33.8568, 151.2153, "google")],
    ["https://www.google.com/maps/search/?api=1&query=47.5951518%2C-122.3316393", at(47.595152, -122.331639, "google")],
    ["https://www.google.com/maps/dir/?api=1&destination=48.8584,2.2945", at(48.8584, 2.2945, "google")],
    ["https://www.google.com/maps/search/52.52,+13.405", at(52.52, 13.405, "google")],
    // Without the scheme, as it is often copied.
    ["google.com/maps/@40.6892,-74.0445,17z", at(40.6892, -74.0445, "google", 17)],
  ];
  for (const [link, want] of cases) expect([link, readMapLink(link)]).toEqual([link, want]);
});

test("Apple Maps: ?ll, ?coordinate (the newer links), ?q and ?daddr", () => {
  expect(readMapLink("https://maps.apple.com/?ll=52.5163,13.3777&q=Brandenburger%20Tor&z=16")).toEqual(
    at(52.5163, 13.3777, "apple", 16),
  );
  expect(
    readMapLink("https://maps.apple.com/place?coordinate=51.311200,12.385700&name=Conne%20Island&map=explore"),
  ).toEqual(at(51.3112, 12.3857, "apple"));
  expect(readMapLink("https://maps.apple.com/?q=48.8584,2.2945")).toEqual(at(48.8584, 2.2945, "apple"));
  expect(readMapLink("http://maps.apple.com/?daddr=-33.8568,151.2153")).toEqual(at(-33.8568, 151.2153, "apple"));
  expect(readMapLink("https://maps.apple.com/?address=Oranienstra%C3%9Fe%2025,%20Berlin")).toEqual({
    kind: "no-coordinates",
    service: "apple",
  });
});

test("OpenStreetMap: the marker (mlat/mlon) before #map=zoom/lat/lng, the old ?lat&lon, and short codes", () => {
  expect(readMapLink("https://www.openstreetmap.org/#map=17/52.51628/13.37771")).toEqual(
    at(52.51628, 13.37771, "osm", 17),
  );
  expect(
    readMapLink("https://www.openstreetmap.org/?mlat=51.3112&mlon=12.3857#map=15/51.3100/12.3800&layers=N"),
  ).toEqual(at(51.3112, 12.3857, "osm", 15));
  expect(readMapLink("https://www.openstreetmap.org/?lat=59.3293&lon=18.0686&zoom=12")).toEqual(
    at(59.3293, 18.0686, "osm", 12),
  );
  expect(readMapLink("https://osm.org/go/0GAjIv8h")).toMatchObject({ kind: "place", service: "osm", zoom: 16 });
  expect(readMapLink("https://www.openstreetmap.org/node/240109189")).toEqual({
    kind: "no-coordinates",
    service: "osm",
  });
});

test("OSM short codes decode to their place (the published examples) and zoom", () => {
  const a = decodeOsmShortCode("0GAjIv8h")!;
  expect(a.zoom).toBe(16);
  expect(a.lat).toBeCloseTo(50.67153, 3);
  expect(a.lng).toBeCloseTo(6.09715, 3);
  const b = decodeOsmShortCode("0D_QEtY0--")!;
  expect(b.zoom).toBe(15);
  expect(b.lat).toBeCloseTo(50.11111, 3);
  expect(b.lng).toBeCloseTo(10.55554, 3);
  expect(decodeOsmShortCode("wAAA")).toEqual({ lat: 0, lng: 0, zoom: 4 });
  expect(decodeOsmShortCode("wAAA--")).toEqual({ lat: 0, lng: 0, zoom: 3 });
  // "@" was the short code's "~" once; links with it still work.
  expect(decodeOsmShortCode("0OP4tR@rx")).toEqual(decodeOsmShortCode("0OP4tR~rx"));
  for (const bad of ["", "0GAj/Iv8h", "0GAjIv8h---", "a".repeat(12), "0GA j"])
    expect(decodeOsmShortCode(bad)).toBeNull();
});

test("short links are named for the server to expand; links without coordinates say so; anything else is no map link", () => {
  expect(readMapLink("https://maps.app.goo.gl/Xy7aBcDeFgH12?g_st=ic")).toEqual({
    kind: "short",
    service: "google",
    url: "https://maps.app.goo.gl/Xy7aBcDeFgH12?g_st=ic",
  });
  expect(readMapLink("goo.gl/maps/AbCdEf123")).toEqual({
    kind: "short",
    service: "google",
    url: "https://goo.gl/maps/AbCdEf123",
  });
  expect(readMapLink("https://maps.apple/p/AbCd1234")).toEqual({
    kind: "short",
    service: "apple",
    url: "https://maps.apple/p/AbCd1234",
  });
  expect(readMapLink("https://www.google.com/maps/place/Brandenburger+Tor")).toEqual({
    kind: "no-coordinates",
    service: "google",
  });
  for (const other of [
    "52.52, 13.405",
    "https://www.google.com/search?q=52.52,13.405",
    "https://goo.gl/abc",
    "https://maps.app.goo.gl/",
    "https://evil.example/maps/@52.52,13.405,15z",
    "https://google.com.evil.example/maps/@52.52,13.405,15z",
    "javascript:alert(1)//maps.google.com/?q=1,2",
    "https://www.google.com/maps/@99.1,13.4,15z",
    "https://www.google.com/maps/place/%E0%A4%A",
    "not a link",
  ])
    expect([other, readMapLink(other).kind]).toEqual([
      other,
      other.includes("google.com/maps/") ? "no-coordinates" : "none",
    ]);
});
