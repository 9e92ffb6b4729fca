/**
 * Loader data for the public event pages, the home page section and the
 * dashboard: records and occurrences turned into views, JSON-LD and links.
 */
import { formatCivilDate, formatMonthHeading, formatWhen, weekdayNames } from "~/core/dates/format.ts";
import { firstDayOfWeek } from "~/core/i18n/format.ts";
import { addMonths, formatMonth, parseMonth } from "~/core/dates/civil.ts";
import { localToUtcMs, todayIn } from "~/core/dates/zoned.ts";
import {
  googleCalendarUrl,
  googleSubscribeUrl,
  office365Url,
  outlookLiveUrl,
  outlookSubscribeUrl,
  webcalUrl,
} from "~/capabilities/events/lib/calendar-links.ts";
import { describeRule } from "~/capabilities/events/lib/describe.ts";
import { atOccurrence } from "~/capabilities/events/lib/model.ts";
import { listingDays } from "~/capabilities/events/lib/listing.ts";
import { monthGrid } from "~/capabilities/events/lib/month-grid.ts";
import type { Occurrence } from "~/capabilities/events/lib/recurrence.ts";
import {
  type ListItem,
  occurrencePath,
  occurrenceView,
  placeLine,
  toListItem,
} from "~/capabilities/events/lib/views.ts";
import { collapseSeries } from "~/capabilities/events/lib/series.ts";
import { ticketWords } from "~/capabilities/events/lib/messages.ts";
import { type EventJsonLdInput, eventJsonLd, eventListJsonLd } from "~/capabilities/events/lib/event-jsonld.ts";
import { isoWeekday } from "~/core/dates/civil.ts";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { imageViews } from "~/capabilities/media/index.server.ts";
import { cardImage, leanImage } from "~/capabilities/media/index.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { now } from "~/core/clock.server.ts";
import { expirePageAt } from "~/core/http/page-cache.server.ts";
import { type TicketsView, linksForDate } from "~/capabilities/events/lib/tickets.ts";
import { ticketOffers } from "~/capabilities/events/lib/ticket-offers.ts";
import { previewDraft } from "~/core/preview/preview.server.ts";
import { type EventRecord } from "~/capabilities/events/server/data/events.server.ts";
import { translatedEventBySlug } from "~/capabilities/events/server/data/queries.server.ts";
import {
  type EventOccurrence,
  monthOccurrences,
  nextOccurrencesOf,
  publishedMonthSpan,
  pastOccurrences,
  pickOccurrence,
  publishedVersion,
  upcomingOccurrences,
} from "~/capabilities/events/server/data/queries.server.ts";
import type { SubscribeData } from "~/capabilities/events/components/site/CalendarLinks.tsx";
import type { MonthGridData } from "~/capabilities/events/components/site/MonthGrid.tsx";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { dateLineup, lineupIcsLines, lineupJsonLdInput } from "./lineup-page.server.ts";
import { localeInfo } from "~/core/i18n/locales.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { activeLanguage } from "~/core/i18n/site-language.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";

type Settings = Awaited<ReturnType<typeof getSettings>>;

/** The `Intl` tag of the site's language: every date and time these pages show is written in it (core/i18n). */
const intlOf = (s: Pick<Settings, "language">) => localeInfo(activeLanguage(s)).intl;

// Public list data is rebuilt only when published events or settings change,
// or each minute (upcoming/past follow the clock): a spike of visitors after a
// ticket release costs one small query per request, not a full expansion.
// Each built value remembers when its ticket states change next (lib/tickets.ts), and every page that
// uses it — memoised or not — tells the page cache so (expirePageAt): "On sale Fri 10:00" becomes the
// button at 10:00, not a minute later.
const memo = new Map<string, { value: unknown; until: number | null }>();
async function memoised<T>(
  name: string,
  nowMs: number,
  build: () => Promise<{ value: T; until: number | null }>,
): Promise<T> {
  const [version, s] = await Promise.all([publishedVersion(), getSettings()]);
  const key = `${name}|${version}|${s.updated_at}|${activeLanguage(s)}|${Math.floor(nowMs / 60_000)}`;
  let hit = memo.get(key);
  if (!hit) {
    hit = await build();
    if (memo.size >= 64) memo.clear();
    memo.set(key, hit);
  }
  if (hit.until !== null) expirePageAt(hit.until);
  return hit.value as T;
}

/** The earliest ticket-state change among views (null: none ahead). */
function nextChange(list: readonly { tickets: TicketsView }[]): number | null {
  return list.reduce<number | null>(
    (m, v) =>
      v.tickets.nextChangeMs !== null && (m === null || v.tickets.nextChangeMs < m) ? v.tickets.nextChangeMs : m,
    null,
  );
}

/** The site's translator for the request's language: dates by its `Intl`, ticket lines in its words. */
const trOf = (s: Pick<Settings, "language">) => translatorFor(activeLanguage(s));

const views = (list: readonly EventOccurrence[], nowMs: number, tr: Translator) => {
  const words = ticketWords(tr.t);
  return list.map(({ event, occ }) => occurrenceView(event, occ, nowMs, tr.intl, words));
};

/** List rows with each recurring series once, at its next date (lib/series.ts). */
function listRows(
  list: readonly EventOccurrence[],
  nowMs: number,
  tr: Translator,
): { rows: ListItem[]; shown: EventOccurrence[]; until: number | null } {
  const collapsed = collapseSeries(list, tr);
  const shown = collapsed.map((c) => c.entry);
  const vs = views(shown, nowMs, tr);
  const words = ticketWords(tr.t);
  return {
    rows: collapsed.map(({ series }, i) => ({ ...toListItem(vs[i]!, words), ...(series ? { series } : {}) })),
    shown,
    until: nextChange(vs),
  };
}

/**
 * The rows' events' pictures, as a list shows them: small (up to the 640 px variant), without the
 * blurred placeholder and alt text (the row's title says what it is; the picture is decoration there).
 */
async function withPictures(rows: ListItem[], shown: readonly EventOccurrence[]): Promise<ListItem[]> {
  const images = await imageViews(shown.map((x) => x.event.imageUploadId));
  if (images.size === 0) return rows;
  return rows.map((row, i) => {
    const v = images.get(shown[i]?.event.imageUploadId ?? "");
    if (!v) return row;
    const widths = v.widths.filter((w) => w <= 640);
    return { ...row, picture: leanImage({ ...cardImage(v), widths: widths.length ? widths : v.widths }) };
  });
}

function jsonLdInput(
  event: EventRecord,
  o: Occurrence,
  s: Settings,
  origin: string,
  nowMs: number,
  imageUrl?: string,
  lineup?: EventJsonLdInput["lineup"],
): EventJsonLdInput {
  const e = atOccurrence(event, o);
  const movedFrom = o.moved ? localToUtcMs(`${o.key}T${e.startLocal.slice(11)}`, e.tz) : null;
  // The page in the request's language (`/es/events/…`) is the one described.
  const page = origin + languageBase();
  return {
    name: e.title,
    inLanguage: activeLanguage(s),
    description: markdownToText(e.description, 500),
    url: `${page}${occurrencePath(e, o.key)}`,
    images: imageUrl ? [imageUrl] : [],
    startMs: o.startMs,
    endMs: o.endMs,
    tz: e.tz,
    allDay: e.allDay,
    status: e.status,
    previousStartMs: movedFrom ?? (e.previousStartsAt && !e.rule ? Date.parse(e.previousStartsAt) : null),
    venue: {
      name: e.venueName,
      address: e.venueAddress,
      latitude: e.latitude,
      longitude: e.longitude,
      website: e.venueWebsite,
    },
    offers: ticketOffers(
      linksForDate(e.tickets, o.key),
      { status: e.status, tz: e.tz, pageUrl: `${page}${occurrencePath(e, o.key)}` },
      nowMs,
    ),
    act: { type: s.act_type, name: s.name, url: `${origin}/` },
    lineup,
  };
}

export function subscribeLinks(origin: string, siteName: string): SubscribeData {
  const feedUrl = `${origin}${languageBase()}/calendar.ics`;
  return {
    feedUrl,
    webcal: webcalUrl(feedUrl),
    google: googleSubscribeUrl(feedUrl),
    outlook: outlookSubscribeUrl(feedUrl, siteName),
    office365: outlookSubscribeUrl(feedUrl, siteName, true),
  };
}

/** Upcoming dates per /events page: long lists stay fast and light; the month grid shows any month. */
export const UPCOMING_PAGE_SIZE = 50;

export function eventsListData(origin: string, page = 1, nowMs = now()) {
  return memoised(`list|${origin}|${page}`, nowMs, () => buildListData(origin, page, nowMs));
}

async function buildListData(origin: string, page: number, nowMs: number) {
  const [s, occurrences] = await Promise.all([getSettings(), upcomingOccurrences(nowMs)]);
  const { rows: allRows, shown: all, until } = listRows(occurrences, nowMs, translatorFor(activeLanguage(s)));
  const pages = Math.max(1, Math.ceil(all.length / UPCOMING_PAGE_SIZE));
  const list = all.slice((page - 1) * UPCOMING_PAGE_SIZE, page * UPCOMING_PAGE_SIZE);
  const value = {
    items: await withPictures(allRows.slice((page - 1) * UPCOMING_PAGE_SIZE, page * UPCOMING_PAGE_SIZE), list),
    page,
    pages,
    subscribe: subscribeLinks(origin, s.name),
    // Structured data for the dates on this page, not the whole future.
    jsonLd: list.length
      ? eventListJsonLd(list.map(({ event, occ }) => jsonLdInput(event, occ, s, origin, nowMs)))
      : null,
  };
  return { value, until };
}

/** The month grid for "YYYY-MM" (default: this month in the site's zone); null for a malformed month. */
export function eventsMonthData(monthParam: string | null, nowMs = now()): Promise<MonthGridData | null> {
  return memoised(`month|${monthParam ?? ""}`, nowMs, () => buildMonthData(monthParam, nowMs));
}

async function buildMonthData(
  monthParam: string | null,
  nowMs: number,
): Promise<{ value: MonthGridData | null; until: number | null }> {
  const s = await getSettings();
  const today = todayIn(s.time_zone, nowMs);
  const parsed = monthParam ? parseMonth(monthParam) : parseMonth(today.slice(0, 7));
  if (!parsed || parsed.year < 1970 || parsed.year > 2200) return { value: null, until: null };
  // Weeks start on the language's first day: Monday in German, Sunday in Brazil, Saturday in Arabic.
  const firstDay = firstDayOfWeek(intlOf(s));
  const [occurrences, span] = await Promise.all([
    monthOccurrences(parsed.year, parsed.month, nowMs, firstDay),
    publishedMonthSpan(),
  ]);
  // A multi-day event goes in each of its days' cells; the first shows the time, the others say it continues.
  const vs = views(occurrences, nowMs, trOf(s));
  const items = occurrences.flatMap(({ event, occ }, i) => {
    const v = vs[i]!;
    return listingDays(occ, event.allDay, event.nightBefore).map((date, i) => ({ ...v, date, continued: i > 0 }));
  });
  const grid = monthGrid(parsed.year, parsed.month, items, today, firstDay);
  const [py, pm] = grid.prev.split("-").map(Number) as [number, number];
  const [ny, nm] = grid.next.split("-").map(Number) as [number, number];
  // Previous/next links stay within the first published date's month (or this month) and the last one
  // (or next month; two years ahead for open-ended series): every month with dates is a click away, and a
  // crawler following "next" finds an end instead of empty months until 2200. A typed month outside
  // that range still renders, linking nowhere.
  const { year: ty, month: tm } = parseMonth(today.slice(0, 7))!;
  const thisMonth = formatMonth(ty, tm);
  const first = span.first && span.first < thisMonth ? span.first : thisMonth;
  const ahead = (n: number) => {
    const m = addMonths(ty, tm, n);
    return formatMonth(m.year, m.month);
  };
  const last = [span.last ?? "", ahead(span.openEnded ? 24 : 1)].sort().at(-1)!;
  const intl = intlOf(s);
  const long = weekdayNames("long", intl, firstDay);
  const dayLabels: Record<string, string> = {};
  for (const cell of grid.weeks.flat()) dayLabels[cell.date] = formatCivilDate(cell.date, "long", intl);
  const value = {
    grid,
    heading: formatMonthHeading(parsed.year, parsed.month, intl),
    prevLabel: grid.prev >= first && grid.prev <= last ? formatMonthHeading(py, pm, intl) : null,
    nextLabel: grid.next >= first && grid.next <= last ? formatMonthHeading(ny, nm, intl) : null,
    weekdays: weekdayNames("short", intl, firstDay).map((short, i) => ({ short, long: long[i]! })),
    dayLabels,
  };
  return { value, until: nextChange(vs) };
}

export const PAST_PAGE_SIZE = 20;

export async function pastEventsData(page: number, nowMs = now()) {
  const [{ items, total }, s] = await Promise.all([pastOccurrences(nowMs, page, PAST_PAGE_SIZE), getSettings()]);
  const tr = trOf(s);
  return {
    items: views(items, nowMs, tr).map((v) => toListItem(v, ticketWords(tr.t))),
    page,
    pages: Math.max(1, Math.ceil(total / PAST_PAGE_SIZE)),
    total,
  };
}

export type Banner = { kind: "cancelled" | "postponed" | "rescheduled" | "moved" | "sold_out"; text: string };

function banners(event: EventRecord, o: Occurrence, tr: Translator): Banner[] {
  // A date of a series called off on its own gets the cancelled banner (ADR 2910).
  const e = atOccurrence(event, o);
  const { t, intl } = tr;
  const out: Banner[] = [];
  if (e.status === "cancelled")
    out.push({
      kind: "cancelled",
      text: t(event.status !== "cancelled" ? "events.banner.dateCancelled" : "events.banner.cancelled"),
    });
  if (e.status === "postponed") out.push({ kind: "postponed", text: t("events.banner.postponed") });
  if (e.status !== "cancelled" && o.moved) {
    out.push({ kind: "moved", text: t("events.banner.moved", { date: formatCivilDate(o.key, "long", intl) }) });
  } else if (e.status !== "cancelled" && !e.rule && e.previousStartsAt) {
    const prev = formatWhen({ start: Date.parse(e.previousStartsAt), tz: e.tz, allDay: e.allDay }, intl);
    out.push({ kind: "rescheduled", text: t("events.banner.rescheduled", { when: prev }) });
  }
  if (e.status === "sold_out") out.push({ kind: "sold_out", text: t("events.banner.soldOut") });
  return out;
}

/** "Central European Time", "Eastern Time": the zone's generic long name in the page's language. */
function zoneName(ms: number, tz: string, locale: string): string {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: "longGeneric" })
        .formatToParts(ms)
        .find((p) => p.type === "timeZoneName")?.value ?? tz
    );
  } catch {
    return tz;
  }
}

/** Everything /events/:slug and /events/:slug/:date show; null when there is no such published page. */
export async function eventPageData(slug: string, date: string | null, origin: string, nowMs = now()) {
  // "Preview" on the event form (issue 11): this person's unsaved draft stands in for the stored event.
  const draft = previewDraft<EventRecord>("event");
  const e = draft && draft.slug === slug ? draft : await translatedEventBySlug(slug);
  if (!e || e.visibility !== "published") return null;
  if (date !== null && !e.rule) return null;
  const o = pickOccurrence(e, date, nowMs);
  if (!o) return null;
  // The event's picture: only a published, ready upload (a hidden gallery photo stays hidden).
  const lineup = await dateLineup(e.id, o.key);
  const [s, images] = await Promise.all([
    getSettings(),
    imageViews([e.imageUploadId, ...lineup.performers.map((p) => p.imageUploadId)]),
  ]);
  const image = (e.imageUploadId && images.get(e.imageUploadId)) || null;
  const tr = trOf(s);
  const words = ticketWords(tr.t);
  const view = occurrenceView(e, o, nowMs, tr.intl, words);
  if (view.tickets.nextChangeMs !== null) expirePageAt(view.tickets.nextChangeMs);
  const path = date ? occurrencePath(e, o.key) : `/events/${e.slug}`;
  // Shared and calendar links name the page in the request's language (`/es/events/…`).
  const url = `${origin}${languageBase()}${path}`;
  const descriptionText = markdownToText(e.description, 300);
  const linkEvent = {
    title: e.title,
    details: [markdownToText(e.description, 800), ...lineupIcsLines(lineup, e.tz, tr, s.name)]
      .filter(Boolean)
      .join("\n\n"),
    location: placeLine(e.venueName, e.venueAddress),
    startMs: o.startMs,
    endMs: o.endMs,
    tz: e.tz,
    allDay: e.allDay,
    url: `${origin}${languageBase()}${occurrencePath(e, o.key)}`,
  };
  const upcoming = e.rule
    ? nextOccurrencesOf(e, nowMs, 12).map((x) => ({
        ...occurrenceView(e, x, nowMs, tr.intl, words),
        current: x.key === o.key,
      }))
    : [];
  return {
    event: view,
    slug: e.slug,
    path,
    url,
    // The line under the date, until the visitor's own clock replaces it (VisitorTime): which zone the times are in.
    zoneNote: e.allDay ? "" : tr.t("events.page.zoneNote", { zone: zoneName(o.startMs, e.tz, tr.intl) }),
    descriptionHtml: renderMarkdown(e.description),
    descriptionText,
    image,
    banners: banners(e, o, tr),
    venue: {
      name: e.venueName,
      address: e.venueAddress,
      latitude: e.latitude,
      longitude: e.longitude,
      website: e.venueWebsite,
    },
    tz: e.tz,
    calendar: {
      ics: `/events/${e.slug}/calendar.ics${e.rule ? `?date=${o.key}` : ""}`,
      seriesIcs: e.rule ? `/events/${e.slug}/calendar.ics` : null,
      google: googleCalendarUrl(linkEvent),
      outlook: outlookLiveUrl(linkEvent),
      office365: office365Url(linkEvent),
    },
    recurrence: e.rule ? { text: describeRule(e.rule, isoWeekday(e.startLocal.slice(0, 10)), tr), upcoming } : null,
    jsonLd: eventJsonLd(
      jsonLdInput(
        e,
        o,
        s,
        origin,
        nowMs,
        image ? `${origin}${image.full}` : undefined,
        lineupJsonLdInput(lineup, e.tz, { type: s.act_type, name: s.name, url: `${origin}/` }, origin, images),
      ),
    ),
  };
}

export type EventPageData = NonNullable<Awaited<ReturnType<typeof eventPageData>>>;

/** SPEC §9: the home page shows the next 3 upcoming dates. */
export const HOME_EVENTS = 3;

export async function homeEventsData(nowMs = now()): Promise<ListItem[]> {
  // A weekly series counts once, so look further ahead than three dates.
  const [occurrences, s] = await Promise.all([upcomingOccurrences(nowMs, HOME_EVENTS * 8), getSettings()]);
  const { rows, shown, until } = listRows(occurrences, nowMs, translatorFor(activeLanguage(s)));
  if (until !== null) expirePageAt(until);
  return withPictures(rows.slice(0, HOME_EVENTS), shown.slice(0, HOME_EVENTS));
}
