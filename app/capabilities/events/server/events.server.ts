/**
 * The studio's changes to events, and the reads its pages need. Each change
 * writes one audit entry (here, nowhere else) and raises the iCalendar
 * SEQUENCE (the data module does that). A missing event is the catalogue's
 * not_found, a slug in use or a date outside 1900–2200 its "invalid" with
 * the field; routes show those with formFailureFrom() or the error page.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError, type Outcome } from "~/core/errors.ts";
import { nowIso } from "~/core/db/client.server.ts";
import { slugify } from "~/core/text/slug.ts";
import {
  type EventStatus,
  type Visibility,
  canTransition,
  keepCancelledDates,
} from "~/capabilities/events/lib/model.ts";
import { assertEventTiming } from "~/capabilities/events/lib/date-range.ts";
import type { EventFormValue } from "~/capabilities/events/schemas.ts";
import { type EventRecord, getEvent, isSlugTaken } from "./data/events.server.ts";
import { contentColumns, copyEvent, insertEvent, removeEvent, touchEvent, writeEvent } from "./data/changes.server.ts";
import { forgetNewVenue, resolveVenue } from "./venues.server.ts";
import { deleteTranslations } from "~/core/i18n/content.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { deleteTicketTranslations } from "./ticket-translations.server.ts";

export { getEvent, getEventBySlug, isSlugTaken, type EventRecord } from "./data/events.server.ts";

/** A studio translator's `t`: the messages the studio shows, in the acting user's language (English without one: demo, benches). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;
const english: StudioT = (key, values) => studioTranslatorFor("en").t(key, values);
const slugTaken = (t: StudioT = english) => t("events.studio.errors.slugTaken");
const GONE = "This event no longer exists.";

async function existing(id: string): Promise<EventRecord> {
  const e = await getEvent(id);
  if (!e) throw new AppError("not_found", { message: GONE });
  return e;
}

/**
 * A new event (a draft unless said otherwise); its slug from the form or the
 * title, made unique. A venue typed into the form is saved first, and taken
 * back if the event cannot be.
 */
export async function createEvent(
  actor: Actor | null,
  v: EventFormValue,
  opts: { visibility?: Visibility; imageUploadId?: string | null; t?: StudioT } = {},
): Promise<EventRecord> {
  assertEventTiming(v, opts.t);
  const visibility = opts.visibility ?? "draft";
  const venue = await resolveVenue(actor, v.venue, opts.t);
  let record: EventRecord;
  try {
    record = await insertEvent(v, v.slug || slugify(v.title), {
      visibility,
      imageUploadId: opts.imageUploadId ?? null,
      venueId: venue.id,
    });
  } catch (e) {
    if (venue.created) await forgetNewVenue(venue.created);
    throw e;
  }
  await audit(actor, "event.create", "event", record.id, { title: record.title, slug: record.slug, visibility });
  return record;
}

/**
 * Saves the form. Moving the start of a published event records the start
 * it had before (kept from the first move, cleared when moved back), which
 * the page shows as "rescheduled" and JSON-LD as previousStartDate.
 * `imageUploadId` (from the form's image picker) is saved with it: an upload
 * id, null for no image, undefined to keep the current one.
 */
export async function updateEvent(
  actor: Actor | null,
  id: string,
  form: EventFormValue,
  opts: { imageUploadId?: string | null; t?: StudioT } = {},
): Promise<EventRecord> {
  assertEventTiming(form, opts.t);
  const before = await existing(id);
  // Dates called off (cancel-date.server.ts) stay called off: the form does not carry them.
  const v = keepCancelledDates(form, before.rule);
  const slug = v.slug || before.slug;
  // Checked before a new venue is saved; the unique index still decides below.
  if (slug !== before.slug && (await isSlugTaken(slug, id)))
    throw new AppError("invalid", { field: "slug", message: slugTaken(opts.t) });
  const venue = await resolveVenue(actor, v.venue, opts.t);
  const cols = contentColumns(v, venue.id);
  let previous = before.previousStartsAt;
  if (before.visibility === "published" && cols.starts_at !== before.startsAt) {
    previous ??= before.startsAt;
    if (previous === cols.starts_at) previous = null;
  }
  const written = await writeEvent(id, cols, { slug, previousStartsAt: previous, imageUploadId: opts.imageUploadId });
  if (written === "slug-taken") {
    if (venue.created) await forgetNewVenue(venue.created);
    throw new AppError("invalid", { field: "slug", message: slugTaken(opts.t) });
  }
  const after = await existing(id);
  await audit(actor, "event.update", "event", id, {
    title: after.title,
    ...(slug !== before.slug ? { slug: [before.slug, slug] } : {}),
    ...(after.startsAt !== before.startsAt ? { starts_at: [before.startsAt, after.startsAt] } : {}),
    ...(after.imageUploadId !== before.imageUploadId ? { image: [before.imageUploadId, after.imageUploadId] } : {}),
    ...(after.venueId !== before.venueId ? { venue: [before.venueName || null, after.venueName || null] } : {}),
  });
  return after;
}

/** Publish or unpublish (a no-op, not audited, when it already is). */
export async function setVisibility(actor: Actor | null, id: string, visibility: Visibility): Promise<EventRecord> {
  const before = await existing(id);
  if (before.visibility === visibility) return before;
  await touchEvent(id, {
    visibility,
    published_at: visibility === "published" ? (before.publishedAt ?? nowIso()) : before.publishedAt,
  });
  await audit(actor, visibility === "published" ? "event.publish" : "event.unpublish", "event", id, {
    title: before.title,
  });
  return existing(id);
}

/** A status change allowed by SPEC §4; a refused one is an Outcome the studio shows as a toast. */
/** `t`: the acting user's studio translator's, for the toast. */
export async function setStatus(
  actor: Actor | null,
  id: string,
  to: EventStatus,
  t: StudioT = english,
): Promise<Outcome<{ event: EventRecord }>> {
  const before = await existing(id);
  if (!canTransition(before.status, to))
    return { ok: false, message: t("events.studio.status.refused", { from: before.status, to }) };
  await touchEvent(id, { status: to });
  await audit(actor, "event.status", "event", id, { title: before.title, from: before.status, to });
  return { ok: true, message: t("events.studio.status.marked", { status: to }), event: await existing(id) };
}

/** Deletes the event; returns what it was (for the toast). */
export async function deleteEvent(actor: Actor | null, id: string): Promise<EventRecord> {
  const before = await existing(id);
  await removeEvent(id);
  await deleteTranslations("event", id);
  await deleteTicketTranslations(id, before.tickets);
  await audit(actor, "event.delete", "event", id, { title: before.title, slug: before.slug });
  return before;
}

/** A draft copy: same details, new id and slug, scheduled, no history. */
export async function duplicateEvent(actor: Actor | null, id: string): Promise<EventRecord> {
  const copy = await copyEvent(id);
  if (!copy) throw new AppError("not_found", { message: GONE });
  await audit(actor, "event.duplicate", "event", copy.id, { from: id, title: copy.title });
  return copy;
}

/** Sets the event's image (an upload id from the media capability), or clears it. */
export async function setEventImage(actor: Actor | null, id: string, uploadId: string | null): Promise<void> {
  await existing(id);
  await touchEvent(id, { image_upload_id: uploadId });
  await audit(actor, "event.image", "event", id, { upload: uploadId });
}
