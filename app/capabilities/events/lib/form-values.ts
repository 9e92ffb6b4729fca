/** An event's stored fields as the studio form's input values (the inverse of app/schemas/event.ts). */
import { datePart } from "~/core/dates/civil.ts";
import type { EventDetails } from "./model.ts";

export type FormInput = Record<string, string | string[]>;

export interface FormSource extends EventDetails {
  imageUploadId?: string | null;
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
    venue_name: e.venueName,
    venue_address: e.venueAddress,
    latitude: e.latitude === null ? "" : String(e.latitude),
    longitude: e.longitude === null ? "" : String(e.longitude),
    ticket_url: e.ticketUrl,
    price_text: e.priceText,
    night_before: e.nightBefore ? "on" : "",
    repeat: r ? r.freq : "none",
    interval: r ? String(r.interval) : "1",
    weekdays: r?.weekdays?.map(String) ?? [],
    monthly_by: r?.monthly?.kind === "weekday" ? (r.monthly.ordinal === -1 ? "last-weekday" : "weekday") : "day",
    ends: r?.until ? "until" : r?.count ? "count" : "never",
    until: r?.until ?? "",
    count: r?.count ? String(r.count) : "",
    skip: (r?.skip ?? []).join("\n"),
    moves: (r?.moves ?? []).map((m) => `${m.date} → ${m.to.replace("T", " ")}`).join("\n"),
    image_upload_id: e.imageUploadId ?? "",
  };
}
