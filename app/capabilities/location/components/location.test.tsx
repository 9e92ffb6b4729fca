import type { ReactElement } from "react";
import { renderToString as render } from "react-dom/server";
import { registerCapabilities } from "~/core/capability.server.ts";
import { clientPayloadFor } from "~/core/i18n/catalogues.server.ts";
import { I18nProvider } from "~/core/i18n/react.tsx";
import location from "../capability.server.ts";
import { expect, test } from "vitest";
import type { MapClientConfig } from "~/capabilities/location/lib/config.ts";
import { ContactDetails } from "./ContactDetails.tsx";
import { DirectionsLinks } from "./DirectionsLinks.tsx";
import { MapPanel } from "./MapPanel.tsx";

const osm: MapClientConfig = {
  provider: "osm",
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  host: "tile.openstreetmap.org",
};
const google: MapClientConfig = {
  provider: "google",
  tileUrl: osm.tileUrl,
  attribution: osm.attribution,
  googleKey: "test-key",
  host: "maps.googleapis.com",
};
const place = { name: "The Lantern", address: "Musterstraße 1\n10115 Berlin", latitude: 52.52, longitude: 13.405 };

// In English, from the location capability's catalogue, as the root layout provides it.
registerCapabilities([location]);
const renderToString = (el: ReactElement) => render(<I18nProvider payload={clientPayloadFor("en")}>{el}</I18nProvider>);

function doc(html: string): string {
  return html.replace(/&amp;/g, "&");
}

test("contact details: address, phone, e-mail and hours with their links and icons", () => {
  const html = doc(
    renderToString(
      <ContactDetails
        {...place}
        phone="+49 (0)30 123-456"
        email="hello@lantern.example"
        openingHours={"Wed-Sun 18-01\nMon closed"}
      />,
    ),
  );
  expect(html).toContain("<address");
  expect(html).toContain("Musterstraße 1<br/>");
  expect(html).toContain('href="tel:+4930123456"');
  expect(html).toContain('style="white-space:nowrap">+49 (0)30 123-456</a>'); // kept on one line
  expect(html).toContain('href="mailto:hello@lantern.example"');
  expect(html).toContain("Opening hours");
  expect(html).toContain("Mon closed");
  expect(html).toContain('href="https://maps.apple.com/?daddr=52.52%2C13.405"');
  expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&destination=52.52%2C13.405"');
  expect(html).toContain('href="https://www.openstreetmap.org/directions?to=52.52%2C13.405"');
  expect(html).toContain('aria-label="Directions to The Lantern"');
  // One icon per item: map pin, phone, mail, calendar-clock (plus the directions arrow), all hidden from screen readers.
  for (const icon of ["lucide-map-pin", "lucide-phone", "lucide-mail", "lucide-calendar-clock"])
    expect(html).toContain(icon);
  expect(html.match(/<svg[^>]*>/g)!.every((svg) => svg.includes('aria-hidden="true"'))).toBe(true);
});

test("contact details leave out what is missing, and show an undiallable phone as text", () => {
  const html = renderToString(<ContactDetails phone="ask at the bar" email="not an address" />);
  expect(html).toContain("ask at the bar");
  expect(html).not.toContain("tel:");
  expect(html).not.toContain("mailto:");
  expect(html).not.toContain("<address");
  expect(renderToString(<ContactDetails />)).toBe("");
});

test("hostile text is shown as text, never as markup", () => {
  const html = renderToString(
    <ContactDetails address={'<img src=x onerror="alert(1)">'} openingHours="<script>alert(1)</script>" />,
  );
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<script");
  expect(html).toContain("&lt;img");
});

test("directions fall back to the address text without coordinates", () => {
  const html = doc(renderToString(<DirectionsLinks address="Hauptplatz 3, Graz" />));
  expect(html).toContain("destination=Hauptplatz+3%2C+Graz");
  expect(renderToString(<DirectionsLinks address="" />)).toBe("");
});

test("the server-rendered map is a local placeholder that requests nothing from any host", () => {
  const html = doc(renderToString(<MapPanel config={osm} place={place} />));
  expect(html).toContain("tile.openstreetmap.org"); // named, so the visitor knows who they would contact
  // Nothing that makes the browser fetch: no src, no srcset, no style url(), no <link>, no iframe.
  expect(html).not.toMatch(/\s(src|srcset)=/);
  expect(html).not.toMatch(/url\(/);
  expect(html).not.toMatch(/<(img|iframe|script|link)/);
  expect(html).toContain('data-state="idle"');
  // Without JavaScript the only way on is a plain link to the provider's own map (the visitor's click).
  expect(html.match(/href="[^"]*"/g)).toEqual([
    'href="https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=17/52.52/13.405"',
  ]);
  expect(html).toMatch(/<a [^>]*class="button"[^>]*>Show map<\/a>/);
  // The consent checkbox needs JavaScript, so it is not in the server's HTML.
  expect(html).not.toContain("Always show maps");
});

test("the Google placeholder names Google's host and does not print the key", () => {
  const html = doc(renderToString(<MapPanel config={google} place={place} />));
  expect(html).toContain("maps.googleapis.com");
  expect(html).toContain('href="https://www.google.com/maps/search/?api=1&query=52.52%2C13.405"');
  expect(html).not.toContain("test-key");
});

test("no map without coordinates or with provider none", () => {
  expect(renderToString(<MapPanel config={osm} place={{ ...place, latitude: null, longitude: null }} />)).toBe("");
  expect(renderToString(<MapPanel config={{ ...osm, provider: "none" }} place={place} />)).toBe("");
});
