/**
 * Events before issue 11 carried their venue in their own columns (venue_name,
 * venue_address, latitude, longitude). The migration (0016-venues) and the
 * import of an older export (the manifest's backupUpgrade) turn those into
 * saved venues the same way, here: one venue per distinct name, address and
 * pin, named after the address's first line when the event had no venue name
 * (a saved venue needs a name to be picked). Pure: ids come from the caller.
 */

export interface LegacyPlace {
  venue_name?: unknown;
  venue_address?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

export interface LegacyVenueRow {
  id: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  website: string;
  created_at: string;
  updated_at: string;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const num = (v: unknown) =>
  v === null || v === undefined || v === "" ? null : Number.isFinite(Number(v)) ? Number(v) : null;

/** The event's pin, or null: a lone latitude without a longitude (never accepted by the form) is no pin. */
function pinOf(p: LegacyPlace): { latitude: number; longitude: number } | null {
  const latitude = num(p.latitude);
  const longitude = num(p.longitude);
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

export function hasLegacyPlace(p: LegacyPlace): boolean {
  return text(p.venue_name) !== "" || text(p.venue_address) !== "" || pinOf(p) !== null;
}

/** The name a migrated venue gets: the event's venue name, else the address's first line, else its coordinates. */
export function legacyVenueName(p: LegacyPlace): string {
  const name = text(p.venue_name);
  if (name) return name.slice(0, 120);
  const line = text(p.venue_address)
    .split(/\r?\n|,/)
    .map((s) => s.trim())
    .find(Boolean);
  if (line) return line.slice(0, 120);
  const pin = pinOf(p);
  return pin ? `Venue at ${pin.latitude}, ${pin.longitude}` : "Venue";
}

/**
 * Venues for a list of legacy events: `venues` to insert, and each event's
 * venue id (`null` for an event with no place).
 */
export function venuesFromLegacy(
  events: readonly LegacyPlace[],
  newId: () => string,
  now: string,
): { venues: LegacyVenueRow[]; venueIds: (string | null)[] } {
  const byKey = new Map<string, string>();
  const venues: LegacyVenueRow[] = [];
  const venueIds = events.map((e) => {
    if (!hasLegacyPlace(e)) return null;
    const pin = pinOf(e);
    const key = JSON.stringify([
      text(e.venue_name),
      text(e.venue_address),
      pin?.latitude ?? null,
      pin?.longitude ?? null,
    ]);
    let id = byKey.get(key);
    if (!id) {
      id = newId();
      byKey.set(key, id);
      venues.push({
        id,
        name: legacyVenueName(e),
        address: text(e.venue_address),
        latitude: pin?.latitude ?? null,
        longitude: pin?.longitude ?? null,
        website: "",
        created_at: now,
        updated_at: now,
      });
    }
    return id;
  });
  return { venues, venueIds };
}
