import { expect, test } from "vitest";
import {
  appleMapsUrl,
  directionsLinks,
  mapPageUrl,
  googleMapsUrl,
  isMailAddress,
  mailtoHref,
  oneLineAddress,
  osmDirectionsUrl,
  telHref,
} from "./directions.ts";

const withCoords = { address: "Musterstraße 1\n10115 Berlin", latitude: 52.52, longitude: 13.405 };
const addressOnly = { address: "Musterstraße 1\n10115 Berlin", latitude: null, longitude: null };

function params(href: string) {
  return Object.fromEntries(new URL(href).searchParams);
}

test("with coordinates, every provider navigates to the exact point", () => {
  expect(new URL(appleMapsUrl(withCoords)!).origin).toBe("https://maps.apple.com");
  expect(params(appleMapsUrl(withCoords)!)).toEqual({ daddr: "52.52,13.405" });
  expect(googleMapsUrl(withCoords)).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?/);
  expect(params(googleMapsUrl(withCoords)!)).toEqual({ api: "1", destination: "52.52,13.405" });
  expect(osmDirectionsUrl(withCoords)).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?/);
  expect(params(osmDirectionsUrl(withCoords)!)).toEqual({ to: "52.52,13.405" });
});

test("without coordinates, the address text goes on one line, encoded", () => {
  expect(params(appleMapsUrl(addressOnly)!)).toEqual({ daddr: "Musterstraße 1, 10115 Berlin" });
  expect(params(googleMapsUrl(addressOnly)!).destination).toBe("Musterstraße 1, 10115 Berlin");
  expect(params(osmDirectionsUrl(addressOnly)!).to).toBe("Musterstraße 1, 10115 Berlin");
  expect(googleMapsUrl(addressOnly)).not.toContain(" ");
  expect(googleMapsUrl(addressOnly)).not.toContain("\n");
});

test("hostile address text cannot add parameters or break out of the URL", () => {
  const evil = { address: 'x&api=2#frag"><script>alert(1)</script>\r\nq=1' };
  for (const href of [appleMapsUrl(evil), googleMapsUrl(evil), osmDirectionsUrl(evil)]) {
    expect(href).not.toMatch(/[<>"\s#]/);
    const u = new URL(href!);
    expect(u.hash).toBe("");
  }
  expect(params(googleMapsUrl(evil)!).api).toBe("1");
  expect(params(googleMapsUrl(evil)!).destination).toBe('x&api=2#frag"><script>alert(1)</script>, q=1');
});

test("half or out-of-range coordinates fall back to the address", () => {
  expect(params(googleMapsUrl({ address: "Somewhere 1", latitude: 52, longitude: null })!).destination).toBe(
    "Somewhere 1",
  );
  expect(params(googleMapsUrl({ address: "Somewhere 1", latitude: 95, longitude: 10 })!).destination).toBe(
    "Somewhere 1",
  );
  expect(params(googleMapsUrl({ latitude: 0, longitude: 0 })!).destination).toBe("0,0");
});

test("no address and no coordinates: no links", () => {
  expect(directionsLinks({ address: "  \n " })).toEqual([]);
  expect(appleMapsUrl({})).toBeNull();
});

test("directionsLinks lists Apple, Google, OpenStreetMap in that order", () => {
  expect(directionsLinks(withCoords).map((l) => [l.provider, l.label])).toEqual([
    ["apple", "Apple Maps"],
    ["google", "Google Maps"],
    ["osm", "OpenStreetMap"],
  ]);
});

test("oneLineAddress joins lines, trims trailing commas and squeezes space", () => {
  expect(oneLineAddress("Main St 1,\r\n  Springfield,\n\nUSA ")).toBe("Main St 1, Springfield, USA");
  expect(oneLineAddress(null)).toBe("");
  expect(oneLineAddress("a".repeat(900))).toHaveLength(500);
});

test.each([
  ["+49 (0)30 123-456", "tel:+4930123456"],
  ["+1 (555) 010-9999", "tel:+15550109999"],
  ["030 / 123 45 67", "tel:0301234567"],
  ["0044.20.7946.0018", "tel:00442079460018"],
  ["+44 20 7946 0018 ext. 12", "tel:+442079460018"],
  ["030 1234567; 030 7654321", "tel:0301234567"],
  ["call +1 555 0100 now", "tel:15550100"],
])("telHref(%j) = %j", (input, expected) => {
  expect(telHref(input)).toBe(expected);
});

test("telHref gives null when nothing diallable is left", () => {
  for (const bad of ["", "   ", "call us", "12", null, undefined, "1".repeat(25), "javascript:alert(1)"]) {
    expect(telHref(bad)).toBeNull();
  }
});

test("telHref output only ever holds tel:, an optional + and digits", () => {
  for (const input of ["+1<script>2345", "++49 30 1234", "+49\n30\r1234", "\u0000+1 234 567"]) {
    const href = telHref(input);
    if (href !== null) expect(href).toMatch(/^tel:\+?\d+$/);
  }
});

test("mailtoHref encodes the address so it cannot add headers or recipients", () => {
  expect(mailtoHref("booking@example.com")).toBe("mailto:booking@example.com");
  expect(mailtoHref("  Booking+gigs@Example.com ")).toBe("mailto:Booking%2Bgigs@Example.com");
  // "?" is legal in a local part; encoded, it stays part of the address instead of starting headers.
  expect(mailtoHref("a?cc=victim@example.com")).toBe("mailto:a%3Fcc%3Dvictim@example.com");
  expect(mailtoHref("x%y@example.com")).toBe("mailto:x%25y@example.com");
  expect(mailtoHref("a&b=c@example.com")).toBe("mailto:a%26b%3Dc@example.com");
  expect(mailtoHref("hello@example.com", "Booking\r\nBcc: x@y.z")).toBe(
    "mailto:hello@example.com?subject=Booking%20Bcc%3A%20x%40y.z",
  );
});

test("mailtoHref refuses what is not an address", () => {
  for (const bad of [
    "",
    "no-at-sign",
    "a@b",
    "a b@example.com",
    "a@example.com\nbcc: x@y.z",
    "<a@example.com>",
    "a@b@example.com",
    "a@example.com,b@example.com",
    null,
  ]) {
    expect(mailtoHref(bad), String(bad)).toBeNull();
  }
  expect(isMailAddress(`${"a".repeat(250)}@example.com`)).toBe(false);
});

test("mapPageUrl points at the provider's own map of the place", () => {
  expect(mapPageUrl("osm", { lat: 52.52, lng: 13.405 })).toBe(
    "https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=17/52.52/13.405",
  );
  expect(mapPageUrl("google", { lat: -33.8568, lng: 151.2153 })).toBe(
    "https://www.google.com/maps/search/?api=1&query=-33.8568%2C151.2153",
  );
});
