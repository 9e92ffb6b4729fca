/**
 * A date's line-up for visitors (issue 32 §1): the view the event page's part
 * renders, the JSON-LD it adds to the date, and the lines its calendar entry
 * carries — all from one read of the performers and the running order.
 */
import { formatTime } from "~/core/dates/format.ts";
import { localToUtcMs, isoWithOffset } from "~/core/dates/zoned.ts";
import { datePart } from "~/core/dates/civil.ts";
import { formatCivilDate } from "~/core/dates/format.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { imageViews } from "~/capabilities/media/index.server.ts";
import type { ImageView } from "~/capabilities/media/index.ts";
import {
  type LineupSet,
  type Performer,
  type RunningOrder,
  byStart,
  posterOrder,
  stageKey,
  stagesOf,
} from "~/capabilities/events/lib/lineup.ts";
import type { LineupJsonLdInput } from "~/capabilities/events/lib/lineup-jsonld.ts";
import { performersOf, performersOfEvents, runningOrderOf, runningOrdersOf } from "./data/lineup.server.ts";

export interface LineupActView {
  id: string;
  name: string;
  role: Performer["role"];
  url: string;
  image: ImageView | null;
}

export interface LineupSetView {
  /** "set-3": the anchor of JSON-LD's subEvent url. */
  anchor: string;
  name: string;
  url: string;
  startIso: string;
  endIso: string | null;
  start: string;
  end: string | null;
  /** Grid rows in quarter hours from the day's first set (1-based, end exclusive), for the timetable. */
  from: number;
  to: number;
}

export interface LineupView {
  acts: LineupActView[];
  doors: { iso: string; time: string } | null;
  curfew: { iso: string; time: string } | null;
  /** Days of the running order, each with its stages (one unnamed stage: a plain running order). */
  days: {
    date: string;
    label: string;
    rows: number;
    stages: { name: string; sets: LineupSetView[] }[];
    /** The timetable's time scale: a mark at each full hour (row counted as the sets' `from`). */
    hours: { row: number; iso: string; time: string }[];
  }[];
  /** Whether each day of the running order is named: it runs over several days, or on a later day of the date. */
  dayNames: boolean;
  timetable: boolean;
}

export interface DateLineup {
  performers: Performer[];
  order: RunningOrder;
}

export async function dateLineup(eventId: string, date: string): Promise<DateLineup> {
  const [performers, order] = await Promise.all([performersOf(eventId), runningOrderOf(eventId, date)]);
  return { performers, order };
}

/** Line-ups of many dates at once (the calendar feed), keyed "<event id>|<date>". */
export async function dateLineups(pairs: readonly { eventId: string; date: string }[]) {
  const [performers, orders] = await Promise.all([
    performersOfEvents([...new Set(pairs.map((p) => p.eventId))]),
    runningOrdersOf(pairs),
  ]);
  const out = new Map<string, DateLineup>();
  for (const p of pairs) {
    const key = `${p.eventId}|${p.date}`;
    out.set(key, {
      performers: performers.get(p.eventId) ?? [],
      order: orders.get(key) ?? { doors: null, curfew: null, sets: [] },
    });
  }
  return out;
}

const isEmpty = (l: DateLineup) => !l.performers.length && !l.order.sets.length && !l.order.doors && !l.order.curfew;
const setName = (l: DateLineup, s: LineupSet) => l.performers.find((p) => p.id === s.performerId)?.name ?? s.label;
const sortedSets = (l: DateLineup) => [...l.order.sets].sort(byStart);

// This act's name stands in for a performer marked as "us". On the page "us" links nowhere unless the owner
// gave a link: a link to this site's home from its own event page leads away from the date for nothing.
const shownName = (p: Performer, act: { name: string }) => (p.self ? p.name || act.name : p.name);

/** Hour marks of a timetable's day, from `base` (the first set's hour) to its last set's end, in quarter-hour rows. */
function hourMarks(base: number, rows: number, tz: string, intl: string) {
  return Array.from({ length: Math.ceil((rows - 1) / 4) }, (_, i) => {
    const ms = base + i * 3_600_000;
    return { row: i * 4 + 1, iso: isoWithOffset(ms, tz), time: formatTime(ms, tz, intl) };
  });
}

export async function lineupView(
  l: DateLineup,
  tz: string,
  intl: string,
  act: { name: string },
  /** The date's first day: a running order on a later day of a festival names its day. */
  date: string,
): Promise<LineupView | null> {
  if (isEmpty(l)) return null;
  const images = await imageViews(l.performers.map((p) => p.imageUploadId));
  const at = (local: string) => {
    const ms = localToUtcMs(local, tz);
    return { iso: isoWithOffset(ms, tz), time: formatTime(ms, tz, intl), ms };
  };
  const sets = sortedSets(l);
  const byDay = new Map<string, LineupSet[]>();
  for (const s of sets) byDay.set(datePart(s.start), [...(byDay.get(datePart(s.start)) ?? []), s]);
  const anchor = new Map(sets.map((s, i) => [s.id, `set-${i + 1}`]));
  const stageCount = stagesOf(sets).length;
  const days = [...byDay].map(([date, list]) => {
    // Rows count quarter hours from the full hour of the day's first set, so hour marks fall on rows.
    const first = at(list[0]!.start).ms - Number(list[0]!.start.slice(14, 16)) * 60_000;
    const q = (ms: number) => Math.round((ms - first) / 900_000) + 1;
    const stages = stagesOf(list).map((name) => ({
      name,
      sets: list
        .filter((s) => stageKey(s.stage) === stageKey(name))
        .map((s): LineupSetView => {
          const a = at(s.start);
          const b = s.end ? at(s.end) : null;
          const p = l.performers.find((x) => x.id === s.performerId);
          return {
            anchor: anchor.get(s.id)!,
            name: p ? shownName(p, act) : s.label,
            url: p?.url ?? "",
            startIso: a.iso,
            endIso: b?.iso ?? null,
            start: a.time,
            end: b?.time ?? null,
            from: q(a.ms),
            to: Math.max(q(a.ms) + 2, q(b?.ms ?? a.ms + 1_800_000)),
          };
        }),
    }));
    const rows = Math.max(...stages.flatMap((st) => st.sets.map((s) => s.to)));
    return { date, label: formatCivilDate(date, "long", intl), rows, stages, hours: hourMarks(first, rows, tz, intl) };
  });
  return {
    acts: posterOrder(l.performers).map((p) => ({
      id: p.id,
      name: shownName(p, act),
      role: p.role,
      url: p.url,
      image: images.get(p.imageUploadId ?? "") ?? null,
    })),
    doors: l.order.doors ? at(l.order.doors) : null,
    curfew: l.order.curfew ? at(l.order.curfew) : null,
    days,
    dayNames: days.length > 1 || (days.length === 1 && days[0]!.date !== date),
    timetable: stageCount > 1,
  };
}

/** The line-up's part of the date's JSON-LD; undefined without a line-up (the act stays the performer). */
export function lineupJsonLdInput(
  l: DateLineup,
  tz: string,
  act: { type: string; name: string; url: string },
  origin: string,
  images: Map<string, ImageView>,
): LineupJsonLdInput | undefined {
  if (isEmpty(l)) return undefined;
  const list = posterOrder(l.performers);
  const performers = list.map((p) => {
    const img = p.imageUploadId ? images.get(p.imageUploadId) : undefined;
    return {
      name: p.self ? p.name || act.name : p.name,
      type: p.self ? act.type : p.kind,
      url: p.url || (p.self ? act.url : undefined),
      image: img ? `${origin}${img.full}` : undefined,
    };
  });
  return {
    performers,
    doorMs: l.order.doors ? localToUtcMs(l.order.doors, tz) : null,
    sets: sortedSets(l).map((s) => {
      const i = list.findIndex((p) => p.id === s.performerId);
      return {
        name: setName(l, s),
        performer: i >= 0 ? i : null,
        stage: s.stage.trim(),
        startMs: localToUtcMs(s.start, tz),
        endMs: s.end ? localToUtcMs(s.end, tz) : null,
      };
    }),
  };
}

/** "Line-up: A, B, C" and "Doors 19:00 · A 20:00–20:45 · Curfew 23:00" for a calendar entry's description. */
export function lineupIcsLines(
  l: DateLineup,
  tz: string,
  tr: Pick<Translator, "t" | "intl">,
  actName: string,
): string[] {
  if (isEmpty(l)) return [];
  const time = (local: string) => formatTime(localToUtcMs(local, tz), tz, tr.intl);
  const names = posterOrder(l.performers).map((p) => (p.self ? p.name || actName : p.name));
  const order = [
    ...(l.order.doors ? [`${tr.t("events.lineup.doors")} ${time(l.order.doors)}`] : []),
    ...sortedSets(l).map((s) => {
      const when = s.end ? `${time(s.start)}–${time(s.end)}` : time(s.start);
      return `${setName(l, s)}${s.stage.trim() ? ` (${s.stage.trim()})` : ""} ${when}`;
    }),
    ...(l.order.curfew ? [`${tr.t("events.lineup.curfew")} ${time(l.order.curfew)}`] : []),
  ];
  return [
    ...(names.length ? [tr.t("events.lineup.icsLineup", { names: names.join(", ") })] : []),
    ...(order.length ? [order.join(" · ")] : []),
  ];
}
