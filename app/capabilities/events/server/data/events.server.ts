/**
 * The events entity: reading rows into records, and every studio change
 * (each one audited and each one raising the iCalendar SEQUENCE).
 */
import { type Selectable, sql } from "kysely";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { type EventStatus, type EventTiming, type Visibility, canTransition, seriesSpan } from "~/capabilities/events/lib/model.ts";
import type { RecurrenceRule } from "~/capabilities/events/lib/recurrence.ts";
import { slugify, withSuffix } from "~/core/text/slug.ts";
import { type EventFormValue, parseStoredRule } from "~/capabilities/events/schemas.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import type { EventsTable } from "./tables.server.ts";

export type EventRow = Selectable<EventsTable>;

export interface EventRecord extends EventTiming {
  id: string;
  slug: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  venueName: string;
  venueAddress: string;
  latitude: number | null;
  longitude: number | null;
  ticketUrl: string;
  priceText: string;
  status: EventStatus;
  visibility: Visibility;
  imageUploadId: string | null;
  previousStartsAt: string | null;
  nightBefore: boolean;
  sequence: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toRecord(r: EventRow): EventRecord {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    startLocal: r.start_local,
    endLocal: r.end_local,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    allDay: r.all_day === 1,
    tz: r.time_zone,
    venueName: r.venue_name,
    venueAddress: r.venue_address,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    ticketUrl: r.ticket_url,
    priceText: r.price_text,
    status: r.status,
    visibility: r.visibility,
    imageUploadId: r.image_upload_id,
    previousStartsAt: r.previous_starts_at,
    rule: parseStoredRule(r.recurrence),
    nightBefore: r.night_before === 1,
    sequence: Number(r.sequence),
    publishedAt: r.published_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function getEvent(id: string): Promise<EventRecord | null> {
  const row = await db().selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function getEventBySlug(slug: string): Promise<EventRecord | null> {
  const row = await db().selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The first free slug among base, base-2, base-3 … (ignoring the event itself). */
export async function uniqueSlug(base: string, exceptId?: string): Promise<string> {
  const root = base || "event";
  const like = `${root.slice(0, 70)}%`;
  let q = db().selectFrom("events").select("slug").where("slug", "like", like);
  if (exceptId) q = q.where("id", "!=", exceptId);
  const taken = new Set((await q.execute()).map((r) => r.slug));
  for (let n = 1; ; n++) {
    const candidate = withSuffix(root, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export async function isSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  let q = db().selectFrom("events").select("id").where("slug", "=", slug);
  if (exceptId) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Columns that follow from the timing fields. */
function timingColumns(v: Pick<EventFormValue, "startLocal" | "endLocal" | "tz" | "allDay" | "rule">) {
  const startsAt = new Date(localToUtcMs(v.startLocal, v.tz)).toISOString();
  const endsAt = v.endLocal ? new Date(localToUtcMs(v.endLocal, v.tz)).toISOString() : null;
  const span = seriesSpan({ startLocal: v.startLocal, endLocal: v.endLocal, tz: v.tz, allDay: v.allDay, rule: v.rule });
  return {
    start_local: v.startLocal,
    end_local: v.endLocal,
    starts_at: startsAt,
    ends_at: endsAt,
    all_day: bit(v.allDay),
    time_zone: v.tz,
    recurrence: v.rule ? JSON.stringify(v.rule) : null,
    span_start_at: new Date(span.start).toISOString(),
    span_end_at: span.end === null ? null : new Date(span.end).toISOString(),
  };
}

function contentColumns(v: EventFormValue) {
  return {
    title: v.title,
    description: v.description,
    venue_name: v.venueName,
    venue_address: v.venueAddress,
    latitude: v.latitude,
    longitude: v.longitude,
    ticket_url: v.ticketUrl,
    price_text: v.priceText,
    night_before: bit(v.nightBefore),
    ...timingColumns(v),
  };
}

const isUniqueViolation = (e: unknown) => /unique|duplicate key/i.test(String((e as Error)?.message ?? e));

/** Insert with the slug made unique; retries if another request took it in between. */
async function insertWithSlug(values: Omit<EventRow, "slug">, wanted: string): Promise<EventRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = await uniqueSlug(wanted);
    try {
      await db().insertInto("events").values({ ...values, slug }).execute();
      return (await getEvent(values.id))!;
    } catch (e) {
      if (!isUniqueViolation(e) || attempt === 4) throw e;
    }
  }
  throw new Error("unreachable");
}

export async function createEvent(actor: Actor | null, v: EventFormValue, opts: { visibility?: Visibility; imageUploadId?: string | null } = {}): Promise<EventRecord> {
  const now = nowIso();
  const visibility = opts.visibility ?? "draft";
  const record = await insertWithSlug(
    {
      id: newId(),
      ...contentColumns(v),
      status: "scheduled",
      visibility,
      image_upload_id: opts.imageUploadId ?? null,
      previous_starts_at: null,
      sequence: 0,
      published_at: visibility === "published" ? now : null,
      created_at: now,
      updated_at: now,
    },
    v.slug || slugify(v.title),
  );
  await audit(actor, "event.create", "event", record.id, { title: record.title, slug: record.slug, visibility });
  return record;
}

export type UpdateResult = { ok: true; event: EventRecord } | { ok: false; field: "slug"; message: string } | { ok: false; field: "_form"; message: string };

/**
 * Saves the form. Moving the start of a published event records the start
 * it had before (kept from the first move, cleared when moved back), which
 * the page shows as "rescheduled" and JSON-LD as previousStartDate.
 * `imageUploadId` (from the form's image picker) is saved with it: an upload
 * id, null for no image, undefined to keep the current one.
 */
export async function updateEvent(actor: Actor | null, id: string, v: EventFormValue, opts: { imageUploadId?: string | null } = {}): Promise<UpdateResult> {
  const before = await getEvent(id);
  if (!before) return { ok: false, field: "_form", message: "This event no longer exists." };
  const slug = v.slug || before.slug;
  if (slug !== before.slug && (await isSlugTaken(slug, id))) return { ok: false, field: "slug", message: "Another event already uses this address." };
  const cols = contentColumns(v);
  let previous = before.previousStartsAt;
  if (before.visibility === "published" && cols.starts_at !== before.startsAt) {
    previous ??= before.startsAt;
    if (previous === cols.starts_at) previous = null;
  }
  try {
    await db()
      .updateTable("events")
      .set((eb) => ({
        ...cols,
        ...(opts.imageUploadId !== undefined ? { image_upload_id: opts.imageUploadId } : {}),
        slug,
        previous_starts_at: previous,
        sequence: eb("sequence", "+", 1),
        updated_at: nowIso(),
      }))
      .where("id", "=", id)
      .execute();
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, field: "slug", message: "Another event already uses this address." };
    throw e;
  }
  const after = (await getEvent(id))!;
  await audit(actor, "event.update", "event", id, {
    title: after.title,
    ...(slug !== before.slug ? { slug: [before.slug, slug] } : {}),
    ...(after.startsAt !== before.startsAt ? { starts_at: [before.startsAt, after.startsAt] } : {}),
    ...(after.imageUploadId !== before.imageUploadId ? { image: [before.imageUploadId, after.imageUploadId] } : {}),
  });
  return { ok: true, event: after };
}

async function touch(id: string, set: Partial<EventRow>): Promise<void> {
  await db()
    .updateTable("events")
    .set((eb) => ({ ...set, sequence: eb("sequence", "+", 1), updated_at: nowIso() }))
    .where("id", "=", id)
    .execute();
}

export async function setVisibility(actor: Actor | null, id: string, visibility: Visibility): Promise<EventRecord | null> {
  const before = await getEvent(id);
  if (!before) return null;
  if (before.visibility === visibility) return before;
  await touch(id, { visibility, published_at: visibility === "published" ? (before.publishedAt ?? nowIso()) : before.publishedAt });
  await audit(actor, visibility === "published" ? "event.publish" : "event.unpublish", "event", id, { title: before.title });
  return getEvent(id);
}

export type StatusResult = { ok: true; event: EventRecord } | { ok: false; message: string };

export async function setStatus(actor: Actor | null, id: string, to: EventStatus): Promise<StatusResult> {
  const before = await getEvent(id);
  if (!before) return { ok: false, message: "This event no longer exists." };
  if (!canTransition(before.status, to)) return { ok: false, message: `A ${before.status.replace("_", " ")} event can't be marked ${to.replace("_", " ")}.` };
  await touch(id, { status: to });
  await audit(actor, "event.status", "event", id, { title: before.title, from: before.status, to });
  return { ok: true, event: (await getEvent(id))! };
}

export async function deleteEvent(actor: Actor | null, id: string): Promise<EventRecord | null> {
  const before = await getEvent(id);
  if (!before) return null;
  await db().deleteFrom("events").where("id", "=", id).execute();
  await audit(actor, "event.delete", "event", id, { title: before.title, slug: before.slug });
  return before;
}

/** A draft copy: same details, new id and slug, scheduled, no history. */
export async function duplicateEvent(actor: Actor | null, id: string): Promise<EventRecord | null> {
  const src = await db().selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  if (!src) return null;
  const now = nowIso();
  const title = `${src.title} (copy)`.slice(0, 120);
  const { slug: _slug, ...rest } = src;
  const copy = await insertWithSlug(
    {
      ...rest,
      id: newId(),
      title,
      status: "scheduled",
      visibility: "draft",
      previous_starts_at: null,
      sequence: 0,
      published_at: null,
      created_at: now,
      updated_at: now,
    },
    src.slug,
  );
  await audit(actor, "event.duplicate", "event", copy.id, { from: id, title });
  return copy;
}

/** Sets the event's image (an upload id from the media capability), or clears it. */
export async function setEventImage(actor: Actor | null, id: string, uploadId: string | null): Promise<void> {
  await touch(id, { image_upload_id: uploadId });
  await audit(actor, "event.image", "event", id, { upload: uploadId });
}

export type AdminTab = "upcoming" | "past" | "drafts";

/** The studio list: series, not occurrences. Upcoming and past are published events, split by the clock. */
export async function listAdminEvents(tab: AdminTab, q: string, nowMs = Date.now(), limit = 200): Promise<EventRecord[]> {
  const now = new Date(nowMs).toISOString();
  let query = db().selectFrom("events").selectAll();
  if (tab === "drafts") query = query.where("visibility", "=", "draft").orderBy("updated_at", "desc");
  else {
    query = query.where("visibility", "=", "published");
    query =
      tab === "upcoming"
        ? query.where((eb) => eb.or([eb("span_end_at", "is", null), eb("span_end_at", ">=", now)])).orderBy("starts_at", "asc")
        : query.where("span_end_at", "<", now).orderBy("starts_at", "desc");
  }
  const term = q.trim().toLowerCase();
  if (term) {
    // lower() + like is case-insensitive on both databases; % and _ in the term are matched literally.
    const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`lower(title) like ${`%${escaped}%`} escape '\\'`);
  }
  return (await query.limit(limit).execute()).map(toRecord);
}

export async function countEvents(): Promise<number> {
  const r = await db().selectFrom("events").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(r?.n ?? 0);
}

export type { RecurrenceRule };
