/**
 * Links that hand the visitor over to a map app or the phone/mail app.
 * Pure and safe for any input: values are URL-encoded, never spliced raw.
 */
import { formatLatLng, latLngOf, type LatLng } from "./coordinates.ts";

export interface PlaceRef {
  /** Free-text address as the owner typed it (may span lines). */
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export type DirectionsProvider = "apple" | "google" | "osm";

export interface DirectionsLink {
  provider: DirectionsProvider;
  label: string;
  href: string;
}

/** The address on one line, as map search boxes expect. */
export function oneLineAddress(address: string | null | undefined): string {
  return (address ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/,+$/, ""))
    .filter(Boolean)
    .join(", ")
    .replace(/\s+/g, " ")
    .slice(0, 500);
}

/** Coordinates when present (exact), else the address text (geocoded by the map service); null when neither. */
function destination(place: PlaceRef): { coords: LatLng | null; text: string } | null {
  const coords = latLngOf(place);
  const text = oneLineAddress(place.address);
  if (!coords && !text) return null;
  return { coords, text };
}

/** Apple Maps (opens the Maps app on Apple devices, the web map elsewhere). */
export function appleMapsUrl(place: PlaceRef): string | null {
  const d = destination(place);
  if (!d) return null;
  const q = new URLSearchParams({ daddr: d.coords ? formatLatLng(d.coords) : d.text });
  return `https://maps.apple.com/?${q}`;
}

/** Google Maps URLs (documented, key-free "api=1" form). */
export function googleMapsUrl(place: PlaceRef): string | null {
  const d = destination(place);
  if (!d) return null;
  const q = new URLSearchParams({ api: "1", destination: d.coords ? formatLatLng(d.coords) : d.text });
  return `https://www.google.com/maps/dir/?${q}`;
}

/** OpenStreetMap's directions page; "to" takes "lat,lon" or text it geocodes itself. */
export function osmDirectionsUrl(place: PlaceRef): string | null {
  const d = destination(place);
  if (!d) return null;
  const q = new URLSearchParams({ to: d.coords ? formatLatLng(d.coords) : d.text });
  return `https://www.openstreetmap.org/directions?${q}`;
}

/** The provider's own map page centred on a point (the no-JavaScript stand-in for an embedded map). */
export function mapPageUrl(provider: "osm" | "google", { lat, lng }: LatLng): string {
  const ll = formatLatLng({ lat, lng });
  if (provider === "google")
    return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: ll })}`;
  const [a, b] = ll.split(",");
  return `https://www.openstreetmap.org/?mlat=${a}&mlon=${b}#map=17/${a}/${b}`;
}

/** All three Directions links, in a stable order; empty when there is nothing to navigate to. */
export function directionsLinks(place: PlaceRef): DirectionsLink[] {
  const links: [DirectionsProvider, string, string | null][] = [
    ["apple", "Apple Maps", appleMapsUrl(place)],
    ["google", "Google Maps", googleMapsUrl(place)],
    ["osm", "OpenStreetMap", osmDirectionsUrl(place)],
  ];
  return links
    .filter((l): l is [DirectionsProvider, string, string] => l[2] !== null)
    .map(([provider, label, href]) => ({ provider, label, href }));
}

/**
 * A `tel:` link (RFC 3966 global number or local digits) from what the owner
 * typed: keeps digits and one leading "+", drops spaces, dots, dashes and
 * brackets, and drops a "(0)" trunk prefix after a country code
 * ("+49 (0)30 1234" dials +49301234). Null when no digits are left.
 */
export function telHref(phone: string | null | undefined): string | null {
  let text = (phone ?? "").trim();
  if (text.startsWith("+")) text = text.replace(/\(\s*0\s*\)/, "");
  // Stop at an extension or a second number: "030 1234 ext. 5", "030 1234; 5678".
  // ("/" stays: "030 / 1234" is one number in German notation.)
  text = text.split(/\s*(?:ext\.?|x|#|;|,)\s*/i)[0] ?? "";
  const digits = text.replace(/\D/g, "");
  if (digits.length < 3 || digits.length > 20) return null;
  return `tel:${text.startsWith("+") ? "+" : ""}${digits}`;
}

/** Well-formed enough to hand to a mail app: one "@", no spaces or control or markup characters. */
export function isMailAddress(email: string | null | undefined): boolean {
  const e = (email ?? "").trim();
  if (e.length > 254 || [...e].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  return /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\].]+$/.test(e);
}

/**
 * A `mailto:` link (RFC 6068): the address's parts are percent-encoded, so
 * "?", "&" or "%" in the input cannot add headers; subject is optional.
 * Null when the address is not usable.
 */
export function mailtoHref(email: string | null | undefined, subject?: string): string | null {
  const e = (email ?? "").trim();
  if (!isMailAddress(e)) return null;
  const at = e.lastIndexOf("@");
  const addr = `${encodeURIComponent(e.slice(0, at))}@${encodeURIComponent(e.slice(at + 1))}`;
  const s = subject?.replace(/[\r\n]+/g, " ").trim();
  return `mailto:${addr}${s ? `?subject=${encodeURIComponent(s)}` : ""}`;
}
