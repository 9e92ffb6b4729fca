/** An event's stored fields as the studio form's input values (the inverse of the form schema, schemas.ts). */
import { datePart } from "~/core/dates/civil.ts";
import type { EventDetails } from "./model.ts";
import { ticketFormValues } from "./ticket-rows.ts";

export type FormInput = Record<string, string | string[]>;

export interface FormSource extends EventDetails {
  imageUploadId?: string | null;
  venueId?: string | null;
}

export function formValuesOf(e: FormSource): FormInput {
  const r = e.rule;
  const time = (local: string | null) => (local && !e.allDay ? local.slice(11, 16) : "");
  return {
    title: e.title,
    slug: e.slug,
    description: e.description,
    all_day: e.allDay ? "on" : "",
    start_date: datePart(e.startLocal),
    start_time: time(e.startLocal),
    end_date: e.endLocal && (e.allDay || datePart(e.endLocal) !== datePart(e.startLocal)) ? datePart(e.endLocal) : "",
    end_time: time(e.endLocal),
    time_zone: e.tz,
    venue_id: e.venueId ?? "",
    ...ticketFormValues(e.tickets),
    night_before: e.nightBefore ? "on" : "",
    repeat: r ? r.freq : "none",
    interval: r ? String(r.interval) : "1",
    weekdays: r?.weekdays?.map(String) ?? [],
    monthly_by: r?.monthly?.kind === "weekday" ? (r.monthly.ordinal === -1 ? "last-weekday" : "weekday") : "day",
    ends: r?.until ? "until" : r?.count ? "count" : "never",
    until: r?.until ?? "",
    count: r?.count ? String(r.count) : "",
    // One row per skipped or moved date (the form adds an empty row to type into).
    skip_date: r?.skip ?? [],
    move_from: (r?.moves ?? []).map((m) => m.date),
    move_date: (r?.moves ?? []).map((m) => m.to.slice(0, 10)),
    move_time: (r?.moves ?? []).map((m) => m.to.slice(11, 16)),
    image_upload_id: e.imageUploadId ?? "",
  };
}

/** The form without the alt texts a picture picker would save (a preview must write nothing). */
export function withoutAltTexts(form: FormData): FormData {
  const copy = new FormData();
  for (const [k, v] of form) if (!k.endsWith("_alt")) copy.append(k, v);
  return copy;
}
