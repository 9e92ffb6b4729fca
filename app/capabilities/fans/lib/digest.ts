/**
 * A new-date digest (issue 12): the dates that are new, moved or cancelled
 * since subscribers were last told, frozen when the digest is made, and each
 * subscriber's share of it — "near me" subscribers get only the dates within
 * their distance (a date without a place goes to nobody who asked for "near").
 */
import { distanceKm } from "./geo.ts";

export type Change = "new" | "moved" | "cancelled";

export interface DigestItem {
  eventId: string;
  change: Change;
  title: string;
  /** As the site shows it, in the event's time zone. */
  when: string;
  movedFrom?: string;
  place: string;
  url: string;
  latitude: number | null;
  longitude: number | null;
  startsAt: string;
  cancelled: boolean;
}

export function parseDigest(body: string): DigestItem[] {
  try {
    const v = JSON.parse(body) as unknown;
    return Array.isArray(v) ? (v as DigestItem[]) : [];
  } catch {
    return [];
  }
}

export function digestFor(
  items: DigestItem[],
  s: { wants: string; latitude: number | null; longitude: number | null; radius_km: number },
): DigestItem[] {
  if (s.wants !== "near") return items;
  if (s.latitude == null || s.longitude == null) return [];
  const home = { latitude: s.latitude, longitude: s.longitude };
  return items.filter(
    (i) =>
      i.latitude != null &&
      i.longitude != null &&
      distanceKm(home, { latitude: i.latitude, longitude: i.longitude }) <= s.radius_km,
  );
}

/** What changed for one event since it was announced (or null: nothing to say). */
export function changeOf(
  event: { startsAt: string; cancelled: boolean },
  announced: { starts_at: string; cancelled: number } | undefined,
): Change | null {
  if (!announced) return event.cancelled ? null : "new";
  if (event.cancelled) return announced.cancelled ? null : "cancelled";
  if (announced.cancelled) return "new";
  return announced.starts_at !== event.startsAt ? "moved" : null;
}
