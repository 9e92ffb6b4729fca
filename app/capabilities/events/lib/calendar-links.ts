/**
 * "Add to calendar" and "subscribe" links for Google Calendar, Outlook
 * (personal and Microsoft 365) and Apple/anything that speaks webcal://.
 * Times go out in UTC so no service has to guess a zone; Google also gets
 * `ctz` so it shows the event in the event's zone.
 */
import { addDays, datePart } from "~/core/dates/civil.ts";
import { utcToLocal } from "~/core/dates/zoned.ts";
import { dateValue, utcDateTime } from "~/capabilities/events/lib/ics/text.ts";

export interface LinkEvent {
  title: string;
  /** Plain text (not Markdown). Long texts are cut, since the whole link must stay usable. */
  details?: string;
  location?: string;
  startMs: number;
  endMs: number | null;
  tz: string;
  allDay: boolean;
  /** The event page, appended to the details. */
  url?: string;
}

/** Browsers and services cope with links up to ~2,000 characters; keep details well inside. */
const MAX_DETAILS = 800;

function details(e: LinkEvent): string {
  const text = (e.details ?? "").trim();
  const cut = text.length > MAX_DETAILS ? `${text.slice(0, MAX_DETAILS - 1).trimEnd()}…` : text;
  return [cut, e.url].filter(Boolean).join("\n\n");
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((p): p is [string, string] => p[1] !== undefined && p[1] !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");

/** First day and the day after the last, for all-day events. */
function allDayRange(e: LinkEvent): [string, string] {
  const first = datePart(utcToLocal(e.startMs, e.tz));
  const last = e.endMs === null ? first : datePart(utcToLocal(e.endMs, e.tz));
  return [first, addDays(last < first ? first : last, 1)];
}

/** An event with no end is shown as starting and ending at the same moment: we never invent an end. */
const endOf = (e: LinkEvent) => (e.endMs !== null && e.endMs > e.startMs ? e.endMs : e.startMs);

export function googleCalendarUrl(e: LinkEvent): string {
  const dates = e.allDay
    ? allDayRange(e).map(dateValue).join("/")
    : `${utcDateTime(e.startMs)}/${utcDateTime(endOf(e))}`;
  return `https://calendar.google.com/calendar/render?${query({
    action: "TEMPLATE",
    text: e.title,
    dates,
    ctz: e.allDay ? undefined : e.tz,
    details: details(e),
    location: e.location,
  })}`;
}

function outlook(host: string, e: LinkEvent): string {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
  const [start, end] = e.allDay ? allDayRange(e) : [iso(e.startMs), iso(endOf(e))];
  return `https://${host}/calendar/0/deeplink/compose?${query({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: e.title,
    startdt: start,
    enddt: end,
    allday: e.allDay ? "true" : "false",
    body: details(e),
    location: e.location,
  })}`;
}

/** Outlook.com (personal accounts). */
export const outlookLiveUrl = (e: LinkEvent) => outlook("outlook.live.com", e);
/** Outlook on the web for Microsoft 365 (work and school accounts). */
export const office365Url = (e: LinkEvent) => outlook("outlook.office.com", e);

/** The feed's address with the webcal scheme, which Apple Calendar and others open as a subscription. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, "webcal://");
}

/** Google Calendar's "add by URL" for a subscription. */
export function googleSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?${query({ cid: webcalUrl(feedUrl) })}`;
}

/** Outlook's "subscribe from web" for personal and 365 accounts. */
export function outlookSubscribeUrl(feedUrl: string, name: string, office = false): string {
  return `https://${office ? "outlook.office.com" : "outlook.live.com"}/calendar/0/addfromweb?${query({ url: feedUrl, name })}`;
}
