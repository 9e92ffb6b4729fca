/**
 * "Preview" on the event form (issue 11): the event's public page as it would
 * look with the form's values — unsaved, unpublished, a new venue not yet
 * created — rendered by the real page in the active theme, for the person
 * who asked only (core/preview). The draft is the record the page would read;
 * pages.server.ts takes it instead of the stored one for that slug.
 */
import type { RouterContextProvider } from "react-router";
import { startPreview } from "~/core/preview/preview.server.ts";
import { slugify } from "~/core/text/slug.ts";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import type { EventFormValue } from "~/capabilities/events/schemas.ts";
import { keepCancelledDates } from "~/capabilities/events/lib/model.ts";
import type { EventRecord } from "./data/events.server.ts";
import { findVenue } from "./data/venues.server.ts";

const iso = (local: string, tz: string) => new Date(localToUtcMs(local, tz)).toISOString();

/** The record the public page would read after saving (and publishing) this form. */
export async function previewRecord(
  v: EventFormValue,
  existing: EventRecord | null,
  imageUploadId: string | null | undefined,
): Promise<EventRecord> {
  const venue =
    v.venue === null ? null : "id" in v.venue ? await findVenue(v.venue.id) : { id: null, ...v.venue.create };
  const now = new Date().toISOString();
  return {
    id: existing?.id ?? "preview",
    slug: v.slug || existing?.slug || slugify(v.title) || "preview",
    title: v.title,
    description: v.description,
    startLocal: v.startLocal,
    endLocal: v.endLocal,
    startsAt: iso(v.startLocal, v.tz),
    endsAt: v.endLocal ? iso(v.endLocal, v.tz) : null,
    allDay: v.allDay,
    tz: v.tz,
    // The dates called off stay so in the preview, as they will once saved (updateEvent).
    rule: existing ? keepCancelledDates(v, existing.rule).rule : v.rule,
    nightBefore: v.nightBefore,
    venueId: venue?.id ?? null,
    venueName: venue?.name ?? "",
    venueAddress: venue?.address ?? "",
    venueWebsite: venue?.website ?? "",
    latitude: venue?.latitude ?? null,
    longitude: venue?.longitude ?? null,
    tickets: v.tickets,
    status: existing?.status ?? "scheduled",
    // As the page would show it once published.
    visibility: "published",
    imageUploadId: imageUploadId === undefined ? (existing?.imageUploadId ?? null) : imageUploadId,
    previousStartsAt: existing?.previousStartsAt ?? null,
    sequence: existing?.sequence ?? 0,
    publishedAt: existing?.publishedAt ?? now,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}

/** Answers "Preview" with the event page showing the draft (a new tab; nothing is saved). */
export async function previewEvent(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: { id: string },
  v: EventFormValue,
  existing: EventRecord | null,
  imageUploadId: string | null | undefined,
): Promise<Response> {
  const record = await previewRecord(v, existing, imageUploadId);
  return startPreview(request, context, user, {
    kind: "event",
    data: record,
    path: `/events/${record.slug}`,
    back: existing ? `/admin/events/${existing.id}` : "/admin/events/new",
    label: { key: "events.studio.preview.label", values: { title: record.title } },
  });
}
