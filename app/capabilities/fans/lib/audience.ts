/**
 * Who a newsletter goes to (issue 12 point 5), from the filters the issue
 * names for the list: confirmed subscribers only, optionally those near a
 * town (within N km) and those who signed up in one place (home, footer,
 * event, subscribe, import). Without a town it goes to everyone who asked for
 * "all news": people who asked only for shows near them never get a
 * newsletter that is not about a place near them.
 */
import { distanceKm } from "./geo.ts";

export interface Audience {
  near?: { townId: string; town: string; latitude: number; longitude: number; radiusKm: number };
  source?: string;
}

export function parseAudience(json: string): Audience {
  try {
    const v = JSON.parse(json) as Audience | null;
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
}

export interface Candidate {
  wants: string;
  source: string;
  latitude: number | null;
  longitude: number | null;
  radius_km: number;
}

/**
 * Whether a confirmed subscriber is in the audience. With a town: anyone whose
 * own place is within the distance — and, for "near me", also within the
 * distance they chose.
 */
export function inAudience(a: Audience, s: Candidate): boolean {
  if (a.source && s.source !== a.source) return false;
  if (!a.near) return s.wants === "all";
  if (s.latitude == null || s.longitude == null) return false;
  const d = distanceKm(
    { latitude: a.near.latitude, longitude: a.near.longitude },
    { latitude: s.latitude, longitude: s.longitude },
  );
  return d <= a.near.radiusKm && (s.wants !== "near" || d <= s.radius_km);
}

/** Who it goes to, as the studio words it in the reader's language ("subscribers within 50 km of Lyon, signed up on: The footer"). */
export interface AudienceSummary {
  near: { km: number; town: string } | null;
  source: string | null;
}

export const audienceSummary = (a: Audience): AudienceSummary => ({
  near: a.near ? { km: a.near.radiusKm, town: a.near.town } : null,
  source: a.source || null,
});
