/**
 * Parsing typed or pasted coordinates (the studio's pin map and forms). Kept
 * apart from ./coordinates.ts so the public map panel, which only checks
 * stored numbers, does not ship these patterns and messages (issue 7 budget).
 */
import type { ParseResult } from "./coordinates.ts";
import { isLatitude, isLongitude, roundCoordinate } from "./coordinates.ts";

const NUMBER = String.raw`[+−-]?\d+(?:[.,]\d+)?`;
// Hemisphere letters go either all after the numbers ("52.5° N, 13.4° E") or all before ("N 52.5 E 13.4").
const H = "([NSEWnsew])";
const SEP = String.raw`\s*(?:[,;/]|\s)\s*`;
const AFTER = new RegExp(String.raw`^(${NUMBER})\s*°?\s*${H}?${SEP}(${NUMBER})\s*°?\s*${H}?$`);
const BEFORE = new RegExp(String.raw`^${H}?\s*(${NUMBER})\s*°?${SEP}${H}?\s*(${NUMBER})\s*°?$`);

function toNumber(text: string): number {
  return Number(text.replace("−", "-").replace(",", "."));
}

function signed(value: number, hemisphere?: string): { value: number; axis?: "lat" | "lng" } | null {
  const h = hemisphere?.toUpperCase();
  if (!h) return { value };
  if (value < 0) return null; // "-52 S" is ambiguous; refuse rather than guess
  if (h === "N") return { value, axis: "lat" };
  if (h === "S") return { value: -value, axis: "lat" };
  if (h === "E") return { value, axis: "lng" };
  return { value: -value, axis: "lng" };
}

/**
 * Parses what people paste: "52.52, 13.405", "52.52 13.405", "52,52; 13,405",
 * "geo:52.52,13.405", "52.52° N, 13.405° E", "13.4 E 52.5 N".
 * Latitude comes first unless hemisphere letters say otherwise.
 */
export function parseLatLng(input: string): ParseResult {
  let text = input.trim();
  if (text === "") return { ok: false, error: "Enter a latitude and a longitude, like 52.52, 13.405." };
  // A geo: URI (RFC 5870) may carry parameters after ";" such as ";u=35".
  if (/^geo:/i.test(text)) text = text.slice(4).split(/[;?]/)[0]!;
  // "52,52,13,40" could be read two ways: with decimal commas, separate the pair by ";" or a space.
  if ((text.match(/,/g) ?? []).length >= 2 && !/[;\s]/.test(text)) {
    return { ok: false, error: 'Separate latitude and longitude with a space or ";" when using decimal commas.' };
  }
  text = text.replace(/\s+/g, " ");
  let a: ReturnType<typeof signed>;
  let b: ReturnType<typeof signed>;
  const after = AFTER.exec(text);
  const before = after ? null : BEFORE.exec(text);
  if (after) {
    a = signed(toNumber(after[1]!), after[2]);
    b = signed(toNumber(after[3]!), after[4]);
  } else if (before) {
    a = signed(toNumber(before[2]!), before[1]);
    b = signed(toNumber(before[4]!), before[3]);
  } else {
    return { ok: false, error: "Use two numbers, latitude then longitude, like 52.52, 13.405." };
  }
  if (!a || !b) return { ok: false, error: "Use either N/S and E/W or a minus sign, not both." };
  let lat = a.value;
  let lng = b.value;
  if (a.axis === "lng" || b.axis === "lat") {
    if (a.axis === b.axis) return { ok: false, error: "Give one latitude (N/S) and one longitude (E/W)." };
    [lat, lng] = [b.value, a.value];
  }
  if (!isLatitude(lat)) return { ok: false, error: "Latitude must be a number from -90 to 90." };
  if (!isLongitude(lng)) return { ok: false, error: "Longitude must be a number from -180 to 180." };
  return { ok: true, value: { lat: roundCoordinate(lat), lng: roundCoordinate(lng) } };
}

/** One coordinate typed into its own field ("52,52" with a decimal comma is accepted). */
export function parseCoordinate(input: string, axis: "lat" | "lng"): number | null {
  const text = input.trim().replace("−", "-");
  if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(text)) return null;
  const n = toNumber(text);
  return (axis === "lat" ? isLatitude(n) : isLongitude(n)) ? n : null;
}
