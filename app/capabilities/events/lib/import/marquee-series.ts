/**
 * Marquee's own feeds write one VEVENT per date of a series (ADR 0104), with
 * the UID "<event id>-<YYYYMMDD of the date's key>@<host>". Read back from a
 * Marquee calendar, those dates are made one series again: the rule is found
 * among the ones Marquee writes (weekly on the dates' weekdays every 1–4
 * weeks, monthly on a day or an nth/last weekday) as the one that generates
 * every key with the fewest dates left out; the left-out dates become skipped
 * dates and dates whose start is not on their key at the series' time become
 * moved dates. When the dates differ in anything but their start, or no rule
 * fits, they stay single dates. The feed covers a window (past 90 days, a year
 * ahead for open-ended rules), so the series found ends with its last date.
 */
import { datePart, isCivilDate, isoWeekday } from "~/core/dates/civil.ts";
import {
  type RecurrenceRule,
  type Weekday,
  generatedDates,
  isLastWeekdayOfMonth,
  monthlyFromStart,
} from "~/capabilities/events/lib/recurrence.ts";
import type { ImportedEvent } from "./types.ts";

const KEYED = /^(.+)-(\d{4})(\d{2})(\d{2})@([^@\s]+)$/;

/** "<id>-20300305@host" → { series: "<id>@host", key: "2030-03-05" }. */
export function marqueeKey(uid: string): { series: string; key: string } | null {
  const m = KEYED.exec(uid);
  const key = m ? `${m[2]}-${m[3]}-${m[4]}` : "";
  return m && isCivilDate(key) ? { series: `${m[1]}@${m[5]}`, key } : null;
}

const minutes = (a: string, b: string | null) =>
  b ? (Date.parse(`${b}:00Z`) - Date.parse(`${a}:00Z`)) / 60_000 : null;
const sameButStart = (a: ImportedEvent, b: ImportedEvent) =>
  JSON.stringify([
    a.title,
    a.description,
    a.location,
    a.geo,
    a.tickets,
    a.status,
    a.tz,
    a.allDay,
    minutes(a.startLocal, a.endLocal),
  ]) ===
  JSON.stringify([
    b.title,
    b.description,
    b.location,
    b.geo,
    b.tickets,
    b.status,
    b.tz,
    b.allDay,
    minutes(b.startLocal, b.endLocal),
  ]);

function candidates(first: string): RecurrenceRule[] {
  const out: RecurrenceRule[] = [];
  for (let interval = 1; interval <= 4; interval++) out.push({ freq: "weekly", interval });
  out.push({ freq: "monthly", interval: 1, monthly: monthlyFromStart(first, "day") });
  out.push({ freq: "monthly", interval: 1, monthly: monthlyFromStart(first, "weekday") });
  if (isLastWeekdayOfMonth(first))
    out.push({ freq: "monthly", interval: 1, monthly: monthlyFromStart(first, "last-weekday") });
  return out;
}

/** The rule that generates every key from the first to the last, leaving out the fewest dates; null when none does. */
export function inferRule(keys: readonly string[]): RecurrenceRule | null {
  const sorted = [...new Set(keys)].sort();
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const weekdays = [...new Set(sorted.map((k) => isoWeekday(k) as Weekday))].sort();
  let best: { rule: RecurrenceRule; skipped: string[] } | null = null;
  for (const c of candidates(first)) {
    const rule: RecurrenceRule = { ...c, ...(c.freq === "weekly" ? { weekdays } : {}), until: last };
    const generated = generatedDates(`${first}T00:00`, rule, last);
    const have = new Set(generated);
    if (!sorted.every((k) => have.has(k))) continue;
    const skipped = generated.filter((d) => !sorted.includes(d));
    if (!best || skipped.length < best.skipped.length) best = { rule, skipped };
  }
  // A rule that leaves out more than half as many dates as it keeps is a coincidence, not the series.
  if (!best || best.skipped.length > Math.floor(sorted.length / 2)) return null;
  return { ...best.rule, ...(best.skipped.length ? { skip: best.skipped } : {}) };
}

/** Regroups the per-date events of a Marquee feed into series; everything else passes through. */
export function regroupMarqueeSeries(events: readonly ImportedEvent[]): ImportedEvent[] {
  const groups = new Map<string, { key: string; e: ImportedEvent }[]>();
  const rest: ImportedEvent[] = [];
  for (const e of events) {
    const k = e.rule === null ? marqueeKey(e.key) : null;
    if (!k) rest.push(e);
    else groups.set(k.series, [...(groups.get(k.series) ?? []), { key: k.key, e }]);
  }
  for (const [series, dates] of groups) {
    const proto = dates[0]!.e;
    const rule =
      dates.length > 1 && dates.every((d) => sameButStart(d.e, proto)) ? inferRule(dates.map((d) => d.key)) : null;
    if (!rule) {
      rest.push(...dates.map((d) => d.e));
      continue;
    }
    // The series' time: the one most dates that are on their own day have.
    const times = new Map<string, number>();
    for (const d of dates)
      if (datePart(d.e.startLocal) === d.key)
        times.set(d.e.startLocal.slice(11), (times.get(d.e.startLocal.slice(11)) ?? 0) + 1);
    const time = [...times].sort((a, b) => b[1] - a[1])[0]?.[0] ?? proto.startLocal.slice(11);
    const moves = dates
      .filter((d) => d.e.startLocal !== `${d.key}T${time}`)
      .map((d) => ({ date: d.key, to: d.e.startLocal }));
    const first = [...dates].sort((a, b) => (a.key < b.key ? -1 : 1))[0]!;
    const length = minutes(proto.startLocal, proto.endLocal);
    const startLocal = `${first.key}T${time}`;
    rest.push({
      ...proto,
      key: series,
      startLocal,
      endLocal:
        length === null ? null : new Date(Date.parse(`${startLocal}:00Z`) + length * 60_000).toISOString().slice(0, 16),
      rule: { ...rule, ...(moves.length ? { moves: moves.sort((a, b) => (a.date < b.date ? -1 : 1)) } : {}) },
      line: Math.min(...dates.map((d) => d.e.line)),
    });
  }
  return rest;
}
