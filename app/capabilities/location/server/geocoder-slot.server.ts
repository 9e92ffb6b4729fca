/**
 * At most one request a second to the geocoder — OpenStreetMap Nominatim's
 * usage policy — across every process of the site, not only this one: each
 * request reserves the next free second in the database (app_meta, compare
 * and set), which SQLite and PostgreSQL serialise for every process alike, and
 * waits for it. A queue longer than a few seconds is refused instead: the
 * editor sees "busy, try again" rather than a spinner that outlives the page.
 */
import { claimMeta, getMeta, swapMeta } from "~/core/db/meta.server.ts";

const KEY = "location.geocoder.last_request";
export const GEOCODER_INTERVAL_MS = 1_000;
export const GEOCODER_MAX_WAIT_MS = 4_000;

/**
 * Reserves the next free second for one request: how many milliseconds to
 * wait before sending it, or null when the queue is too long (nothing
 * reserved then). `nowMs` is the clock (tests pass their own).
 */
export async function reserveGeocoderSlot(nowMs: number = Date.now()): Promise<number | null> {
  // A few rounds: another process may take the slot between our read and our write.
  for (let round = 0; round < 20; round++) {
    const last = await getMeta(KEY);
    const lastMs = last === undefined ? Number.NEGATIVE_INFINITY : Number(last);
    // A clock that went back (or a damaged value) must not block the search for long.
    const prev = Number.isFinite(lastMs) && lastMs <= nowMs + GEOCODER_MAX_WAIT_MS ? lastMs : Number.NEGATIVE_INFINITY;
    const slot = Math.max(nowMs, prev + GEOCODER_INTERVAL_MS);
    if (slot - nowMs > GEOCODER_MAX_WAIT_MS) return null;
    const won = last === undefined ? await claimMeta(KEY, String(slot)) : await swapMeta(KEY, last, String(slot));
    if (won) return slot - nowMs;
  }
  return null;
}
