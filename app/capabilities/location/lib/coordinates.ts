/**
 * Latitude/longitude checks and parsing, shared by the settings form, the
 * event form, the map components and structured data. Pure: no DOM, no server.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export type ParseResult = { ok: true; value: LatLng } | { ok: false; error: string };

export function isLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Both present and in range. Null, undefined, NaN and Infinity are "no coordinates". */
export function isLatLng(lat: unknown, lng: unknown): boolean {
  return isLatitude(lat) && isLongitude(lng);
}

/** The coordinates of a record that may or may not have them, or null. */
export function latLngOf(place: { latitude?: number | null; longitude?: number | null }): LatLng | null {
  return isLatLng(place.latitude, place.longitude) ? { lat: place.latitude!, lng: place.longitude! } : null;
}

/**
 * Rounds to 6 decimals (about 11 cm): more is noise from a click on a map,
 * and it keeps stored values and URLs short. -0 becomes 0.
 */
export function roundCoordinate(value: number, decimals = 6): number {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** "52.52, 13.405" — the form people paste and map services understand. */
export function formatLatLng({ lat, lng }: LatLng, decimals = 6): string {
  return `${roundCoordinate(lat, decimals)},${roundCoordinate(lng, decimals)}`;
}
