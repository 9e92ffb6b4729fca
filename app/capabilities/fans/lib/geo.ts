/** Distances on the globe, for "only shows near me" (issue 12). Pure. */

const EARTH_KM = 6371.0088;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distances a subscriber may choose. */
export const RADII_KM = [25, 50, 100, 200, 500] as const;
export const DEFAULT_RADIUS_KM = 100;

export function parseRadius(raw: unknown): number {
  const n = Number(raw);
  return (RADII_KM as readonly number[]).includes(n) ? n : DEFAULT_RADIUS_KM;
}
