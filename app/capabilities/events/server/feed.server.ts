/**
 * The iCalendar documents: /calendar.ics (all published events) and
 * /events/:slug/calendar.ics (one event, or one occurrence with ?date=).
 *
 * DTSTAMP is the newest LAST-MODIFIED in the document, not the clock, so an
 * unchanged feed is byte-identical between requests: its ETag holds and
 * calendar apps polling every few hours get 304s.
 */
import { createHash } from "node:crypto";
import { type IcsEvent, type IcsResult, writeCalendar } from "~/capabilities/events/lib/ics/calendar.ts";
import { toIcsEvent } from "~/capabilities/events/lib/ics-events.ts";
import { markdownToText } from "~/core/markdown.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { type EventRecord } from "~/capabilities/events/server/data/events.server.ts";
import {
  type EventOccurrence,
  eventFeedOccurrences,
  feedOccurrences,
  pickOccurrence,
  publishedVersion,
  translatedEventBySlug,
} from "~/capabilities/events/server/data/queries.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { now } from "~/core/clock.server.ts";
import type { Occurrence } from "~/capabilities/events/lib/recurrence.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { activeLanguage } from "~/core/i18n/site-language.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";
import { dateLineups, lineupIcsLines } from "./lineup-page.server.ts";

export interface IcsDocument extends IcsResult {
  etag: string;
}

async function toIcs(
  list: readonly EventOccurrence[],
  origin: string,
  nowMs: number,
  tr: Translator,
  actName: string,
): Promise<IcsEvent[]> {
  const texts = new Map<string, string>();
  const t = tr.t;
  // Each date's line-up and running order (issue 32 §1), read for the whole document at once.
  const lineups = await dateLineups(list.map(({ event, occ }) => ({ eventId: event.id, date: occ.key })));
  return list.map(({ event, occ }) => {
    let text = texts.get(event.id);
    if (text === undefined) {
      text = markdownToText(event.description, 4000);
      texts.set(event.id, text);
    }
    // The ticket lines leave out links whose sale has ended by now (the site feed is rebuilt each hour).
    const lineup = lineups.get(`${event.id}|${occ.key}`);
    const extraLines = lineup ? lineupIcsLines(lineup, event.tz, tr, actName) : [];
    return toIcsEvent(event, occ, { origin, descriptionText: text, nowMs, t, extraLines });
  });
}

function finish(events: IcsEvent[], name: string, tz: string, nowMs: number, description?: string): IcsDocument {
  const stampMs = events.reduce((m, e) => Math.max(m, e.lastModifiedMs), 0) || Date.parse("2020-01-01T00:00:00Z");
  const result = writeCalendar({ name, description, tz, events, stampMs, nowMs });
  const etag = `"${createHash("sha256").update(result.text).digest("base64url").slice(0, 27)}"`;
  return { ...result, etag };
}

// The feed is rebuilt only when the published events, the settings or the
// hour change (the 90-day window moves slowly), so polling calendar apps and
// bursts of subscribers cost one small query each.
const memo = new Map<string, IcsDocument>();
const HOUR = 3_600_000;

export async function siteFeed(origin: string, nowMs = now()): Promise<IcsDocument> {
  const [s, version] = await Promise.all([getSettings(), publishedVersion()]);
  const key = `${origin}|${version}|${s.updated_at}|${activeLanguage(s)}|${Math.floor(nowMs / HOUR)}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const list = await feedOccurrences(nowMs);
  const tr = translatorFor(activeLanguage(s));
  const { t } = tr;
  // The feed of another language of the site (`/es/calendar.ics`) links each date's page in that language.
  const doc = finish(
    await toIcs(list, origin + languageBase(), nowMs, tr, s.name),
    t("events.ics.feedName", { site: s.name }),
    s.time_zone,
    nowMs,
    s.tagline || undefined,
  );
  if (memo.size >= 8) memo.clear();
  memo.set(key, doc);
  return doc;
}

/** One event's document: every occurrence in the feed window, or just `only`. */
export async function eventFeed(
  event: EventRecord,
  origin: string,
  only: Occurrence | null,
  nowMs = now(),
): Promise<IcsDocument> {
  const s = await getSettings();
  const list = only ? [{ event, occ: only }] : eventFeedOccurrences(event, nowMs);
  return finish(
    await toIcs(list, origin + languageBase(), nowMs, translatorFor(activeLanguage(s)), s.name),
    `${event.title} – ${s.name}`,
    event.tz,
    nowMs,
  );
}

/**
 * /events/:slug/calendar.ics: a published event's document and its file name;
 * `date` picks one date of a series (a single event is always its one date).
 * Not found (404) for a draft, an unknown slug or a date the event lacks.
 */
export async function eventCalendar(
  slug: string,
  date: string | null,
  origin: string,
): Promise<{ doc: IcsDocument; filename: string }> {
  const event = await translatedEventBySlug(slug);
  if (!event || event.visibility !== "published") throw notFound();
  const only = date ? pickOccurrence(event, date) : event.rule ? null : pickOccurrence(event, null);
  if (date && !only) throw notFound();
  return { doc: await eventFeed(event, origin, only), filename: `${event.slug}${date ? `-${date}` : ""}.ics` };
}

/** The HTTP answer for an iCalendar document, honouring If-None-Match. */
export function icsResponse(
  request: Request,
  doc: IcsDocument,
  filename: string,
  disposition: "inline" | "attachment",
): Response {
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `${disposition}; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": "public, max-age=300, must-revalidate",
    ETag: doc.etag,
    // X-Content-Type-Options comes from server.ts on every response; setting it here too sent "nosniff, nosniff".
  };
  const match = request.headers.get("if-none-match");
  if (match && match.split(/\s*,\s*/).some((t) => t === doc.etag || t === `W/${doc.etag}`)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : doc.text, {
    headers: { ...headers, "Content-Length": String(doc.bytes) },
  });
}
