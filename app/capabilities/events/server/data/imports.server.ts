/**
 * Importing dates, SQL only: where imported events came from, the previews
 * waiting for a yes, and the writes of one import — all in ONE transaction,
 * so an import that fails half-way leaves nothing behind. The services
 * (server/import/*.server.ts) check and audit.
 */
import type { Kysely } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { Database } from "~/core/db/schema.server.ts";
import { withSuffix, slugify } from "~/core/text/slug.ts";
import { type EventFormValue, parseStoredRule } from "~/capabilities/events/schemas.ts";
import { keepCancelledDates } from "~/capabilities/events/lib/model.ts";
import { ticketsFromLegacy } from "~/capabilities/events/lib/legacy-tickets.ts";
import { newTicketId } from "~/capabilities/events/lib/ticket-rows.ts";
import { placeLine } from "~/capabilities/events/lib/views.ts";
import { VENUE_LIMITS } from "~/capabilities/events/lib/venue-schema.ts";
import { type ImportedEvent, fingerprint } from "~/capabilities/events/lib/import/types.ts";
import { contentColumns } from "./changes.server.ts";
import type { EventImportFeedsTable } from "./import-tables.server.ts";

type Exec = Kysely<Database>;

export interface Origin {
  eventId: string;
  uid: string;
  source: string;
  fingerprint: string;
  title: string;
  startLocal: string;
  status: string;
}

/** Every origin with its event's title and start (for matching and the removal list). */
export async function listOrigins(): Promise<Origin[]> {
  const rows = await db()
    .selectFrom("event_import_origins as o")
    .innerJoin("events as e", "e.id", "o.event_id")
    .select(["o.event_id", "o.uid", "o.source", "o.fingerprint", "e.title", "e.start_local", "e.status"])
    .execute();
  return rows.map((r) => ({
    eventId: r.event_id,
    uid: r.uid,
    source: r.source,
    fingerprint: r.fingerprint,
    title: r.title,
    startLocal: r.start_local,
    status: r.status,
  }));
}

// ---- previews ----

export async function insertPreview(p: {
  source: string;
  label: string;
  feedId: string | null;
  payload: string;
  createdBy: string | null;
}): Promise<string> {
  const id = newId();
  await db()
    .insertInto("event_import_previews")
    .values({
      id,
      source: p.source,
      label: p.label,
      feed_id: p.feedId,
      payload: p.payload,
      created_by: p.createdBy,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function findPreview(id: string) {
  return (await db().selectFrom("event_import_previews").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Previews nobody confirmed within a day are dropped (the hourly job). */
export async function purgePreviews(olderThanIso: string): Promise<void> {
  await db().deleteFrom("event_import_previews").where("created_at", "<", olderThanIso).execute();
}

// ---- subscriptions ----

export type FeedRow = EventImportFeedsTable;

export const listFeeds = () => db().selectFrom("event_import_feeds").selectAll().orderBy("created_at").execute();

export async function findFeed(id: string): Promise<FeedRow | null> {
  return (await db().selectFrom("event_import_feeds").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function findFeedByUrl(url: string): Promise<FeedRow | null> {
  return (await db().selectFrom("event_import_feeds").selectAll().where("url", "=", url).executeTakeFirst()) ?? null;
}

export async function insertFeed(f: { url: string; label: string; publish: boolean }): Promise<FeedRow> {
  const row: FeedRow = {
    id: newId(),
    url: f.url,
    label: f.label,
    publish: f.publish ? 1 : 0,
    etag: null,
    last_modified: null,
    checked_at: null,
    ok: 1,
    message: "",
    pending_removals: 0,
    created_at: nowIso(),
  };
  await db().insertInto("event_import_feeds").values(row).execute();
  return row;
}

export async function writeFeed(id: string, set: Partial<Omit<FeedRow, "id" | "url" | "created_at">>): Promise<void> {
  await db().updateTable("event_import_feeds").set(set).where("id", "=", id).execute();
}

/**
 * Takes a subscription's hourly check for this process: true when nobody
 * checked it since `staleBeforeIso` (several app processes all run the job;
 * one compare-and-set decides who fetches).
 */
export async function claimFeed(id: string, staleBeforeIso: string, nowIsoValue: string): Promise<boolean> {
  const r = await db()
    .updateTable("event_import_feeds")
    .set({ checked_at: nowIsoValue })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<", staleBeforeIso)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The subscription goes; its events stay (they are the site's now), no longer tied to it. */
export async function removeFeed(id: string): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("event_import_origins").where("source", "=", `feed:${id}`).execute();
      await trx.deleteFrom("event_import_feeds").where("id", "=", id).execute();
    });
}

// ---- the import itself ----

export interface ApplyInput {
  source: string;
  add: ImportedEvent[];
  /** Imported events to write over the events they match. */
  change: { eventId: string; event: ImportedEvent }[];
  /** Events to delete (offered because they are gone at the source). */
  remove: string[];
  publish: boolean;
  previewId?: string;
}

export interface ApplyResult {
  added: { id: string; title: string }[];
  changed: number;
  removed: number;
}

function formValue(e: ImportedEvent): EventFormValue {
  const tickets = e.tickets.flatMap((t) =>
    ticketsFromLegacy(t.url, t.price, newTicketId).map((l) => ({ ...l, label: t.label.slice(0, 60) })),
  );
  return {
    title: e.title,
    slug: "",
    description: e.description,
    allDay: e.allDay,
    startLocal: e.startLocal,
    endLocal: e.endLocal,
    tz: e.tz,
    venue: null,
    tickets,
    nightBefore: false,
    rule: e.rule,
  };
}

/** A saved venue for a LOCATION text: the one that reads the same, or a new one ("Name, street, town" → name and address lines). */
async function venueFor(
  trx: Exec,
  e: Pick<ImportedEvent, "location" | "geo">,
  cache: Map<string, string | null>,
): Promise<string | null> {
  const text = e.location.trim();
  if (!text) return null;
  const key = text.toLowerCase();
  if (cache.has(key)) return cache.get(key)!;
  const venues = await trx.selectFrom("venues").select(["id", "name", "address"]).execute();
  const same =
    venues.find((v) => placeLine(v.name, v.address).toLowerCase() === key) ??
    venues.find((v) => v.name.toLowerCase() === key);
  let id = same?.id ?? null;
  if (!id) {
    const [name = text, ...rest] = text.split(/\s*,\s*/);
    id = newId();
    const now = nowIso();
    await trx
      .insertInto("venues")
      .values({
        id,
        name: name.slice(0, VENUE_LIMITS.name),
        address: rest.join("\n").slice(0, VENUE_LIMITS.address),
        website: "",
        latitude: e.geo?.lat ?? null,
        longitude: e.geo?.lon ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  cache.set(key, id);
  return id;
}

/** The first free slug for a title; `taken` holds every slug in use (read once per import, inside its transaction). */
function freeSlug(title: string, taken: Set<string>): string {
  const root = slugify(title) || "event";
  for (let n = 1; ; n++) {
    const s = withSuffix(root, n);
    if (!taken.has(s)) {
      taken.add(s);
      return s;
    }
  }
}

/** Writes an import; "gone" when its preview was already used (a second click, another tab): nothing is written then. */
export async function applyImport(input: ApplyInput): Promise<ApplyResult | "gone"> {
  return db()
    .transaction()
    .execute(async (trx) => {
      // Taking the preview first makes a second confirm of it wait for this one and then find nothing.
      if (input.previewId) {
        const taken = await trx
          .deleteFrom("event_import_previews")
          .where("id", "=", input.previewId)
          .executeTakeFirst();
        if (Number(taken.numDeletedRows) !== 1) return "gone" as const;
      }
      const now = nowIso();
      const venues = new Map<string, string | null>();
      const slugs = new Set(
        input.add.length ? (await trx.selectFrom("events").select("slug").execute()).map((r) => r.slug) : [],
      );
      const added: ApplyResult["added"] = [];
      for (const e of input.add) {
        const id = newId();
        const venueId = await venueFor(trx, e, venues);
        await trx
          .insertInto("events")
          .values({
            id,
            ...contentColumns(formValue(e), venueId),
            slug: freeSlug(e.title, slugs),
            status: e.status,
            visibility: input.publish ? "published" : "draft",
            image_upload_id: null,
            previous_starts_at: null,
            sequence: 0,
            published_at: input.publish ? now : null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto("event_import_origins")
          .values({ event_id: id, source: input.source, uid: e.key, fingerprint: fingerprint(e), imported_at: now })
          .execute();
        added.push({ id, title: e.title });
      }
      for (const { eventId, event: e } of input.change) {
        const current = await trx
          .selectFrom("events")
          .select(["status", "recurrence"])
          .where("id", "=", eventId)
          .executeTakeFirst();
        if (!current) continue;
        const venueId = await venueFor(trx, e, venues);
        // Nor one date of a series cancelled here (ADR 2910), while the feed still makes it.
        const value = keepCancelledDates(formValue(e), parseStoredRule(current.recurrence));
        await trx
          .updateTable("events")
          .set((eb) => ({
            ...contentColumns(value, venueId),
            // Cancelled is final in Marquee (SPEC §4): a feed never un-cancels a date.
            status: current.status === "cancelled" ? "cancelled" : e.status,
            sequence: eb("sequence", "+", 1),
            updated_at: now,
          }))
          .where("id", "=", eventId)
          .execute();
        await trx
          .updateTable("event_import_origins")
          .set({ fingerprint: fingerprint(e), imported_at: now, source: input.source })
          .where("event_id", "=", eventId)
          .execute();
      }
      if (input.remove.length) {
        await trx.deleteFrom("event_import_origins").where("event_id", "in", input.remove).execute();
        await trx.deleteFrom("events").where("id", "in", input.remove).execute();
      }
      return { added, changed: input.change.length, removed: input.remove.length };
    });
}
