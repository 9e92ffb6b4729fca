/**
 * The events entity, write side: the columns a form value stores, and the
 * inserts, updates and deletes. Every update raises the iCalendar SEQUENCE.
 * No auditing here: the services (server/events.server.ts) do that, once.
 */
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { type Visibility, seriesSpan } from "~/capabilities/events/lib/model.ts";
import { type EventFormValue, parseStoredRule } from "~/capabilities/events/schemas.ts";
import { bit, db, nowIso } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { type EventRecord, type EventRow, getEvent, uniqueSlug } from "./events.server.ts";

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

/**
 * What a form value stores (everything but slug, status, visibility, image
 * and history), with its venue as the service resolved it (a saved venue's id,
 * or null).
 */
export function contentColumns(v: EventFormValue, venueId: string | null) {
  return {
    title: v.title,
    description: v.description,
    venue_id: venueId,
    tickets: JSON.stringify(v.tickets),
    night_before: bit(v.nightBefore),
    ...timingColumns(v),
  };
}

export type ContentColumns = ReturnType<typeof contentColumns>;

const isUniqueViolation = (e: unknown) => /unique|duplicate key/i.test(String((e as Error)?.message ?? e));

/** Insert with the slug made unique; retries if another request took it in between. */
async function insertWithSlug(values: Omit<EventRow, "slug">, wanted: string): Promise<EventRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = await uniqueSlug(wanted);
    try {
      await db()
        .insertInto("events")
        .values({ ...values, slug })
        .execute();
      return (await getEvent(values.id))!;
    } catch (e) {
      if (!isUniqueViolation(e) || attempt === 4) throw e;
    }
  }
  throw new Error("unreachable");
}

/** A new event, scheduled, under `wantedSlug` or the first free variant of it. */
export async function insertEvent(
  v: EventFormValue,
  wantedSlug: string,
  opts: { visibility: Visibility; imageUploadId: string | null; venueId: string | null },
): Promise<EventRecord> {
  const now = nowIso();
  return insertWithSlug(
    {
      id: newId(),
      ...contentColumns(v, opts.venueId),
      status: "scheduled",
      visibility: opts.visibility,
      image_upload_id: opts.imageUploadId,
      previous_starts_at: null,
      sequence: 0,
      published_at: opts.visibility === "published" ? now : null,
      created_at: now,
      updated_at: now,
    },
    wantedSlug,
  );
}

/**
 * Writes a saved form over the event. `imageUploadId` undefined keeps the
 * current image. "slug-taken" when another event holds the slug (the unique
 * index decides, so two saves at once cannot both take it).
 */
export async function writeEvent(
  id: string,
  cols: ContentColumns,
  extra: { slug: string; previousStartsAt: string | null; imageUploadId?: string | null },
): Promise<"ok" | "slug-taken"> {
  try {
    await db()
      .updateTable("events")
      .set((eb) => ({
        ...cols,
        ...(extra.imageUploadId !== undefined ? { image_upload_id: extra.imageUploadId } : {}),
        slug: extra.slug,
        previous_starts_at: extra.previousStartsAt,
        sequence: eb("sequence", "+", 1),
        updated_at: nowIso(),
      }))
      .where("id", "=", id)
      .execute();
    return "ok";
  } catch (e) {
    if (isUniqueViolation(e)) return "slug-taken";
    throw e;
  }
}

/** Changes some columns and raises SEQUENCE (publish, status, image). */
export async function touchEvent(id: string, set: Partial<EventRow>): Promise<void> {
  await db()
    .updateTable("events")
    .set((eb) => ({ ...set, sequence: eb("sequence", "+", 1), updated_at: nowIso() }))
    .where("id", "=", id)
    .execute();
}

/**
 * Writes a new recurrence JSON only if the stored one is still `from` (raising
 * SEQUENCE): two dates of one series called off at once must not lose one.
 * False when another change came first (read again and retry).
 */
export async function swapRecurrence(id: string, from: string | null, to: string): Promise<boolean> {
  let q = db()
    .updateTable("events")
    .set((eb) => ({ recurrence: to, sequence: eb("sequence", "+", 1), updated_at: nowIso() }))
    .where("id", "=", id);
  q = from === null ? q.where("recurrence", "is", null) : q.where("recurrence", "=", from);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function removeEvent(id: string): Promise<void> {
  await db().deleteFrom("events").where("id", "=", id).execute();
}

/** Removes several events at once (the demo's). */
export async function removeEvents(ids: readonly string[]): Promise<void> {
  if (ids.length)
    await db()
      .deleteFrom("events")
      .where("id", "in", [...ids])
      .execute();
}

/** The copy's rule: a duplicate starts scheduled, so none of its dates is called off (ADR 2910). */
function withoutCancelledDates(json: string | null): string | null {
  const rule = parseStoredRule(json);
  if (!rule?.cancelled) return json;
  const { cancelled: _cancelled, ...rest } = rule;
  return JSON.stringify(rest);
}

/** A draft copy: same details, new id and slug, scheduled, no history; null when there is no such event. */
export async function copyEvent(id: string): Promise<EventRecord | null> {
  const src = await db().selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  if (!src) return null;
  const now = nowIso();
  const { slug: _slug, ...rest } = src;
  return insertWithSlug(
    {
      ...rest,
      id: newId(),
      title: `${src.title} (copy)`.slice(0, 120),
      recurrence: withoutCancelledDates(src.recurrence),
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
}
