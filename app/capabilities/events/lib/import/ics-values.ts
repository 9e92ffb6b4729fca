/**
 * iCalendar DATE, DATE-TIME and DURATION values as Marquee's wall times in an
 * IANA zone. A value is one of: a DATE (all day), a UTC time ("Z"), a time
 * with a TZID, or a floating time (read in the calendar's zone — X-WR-TIMEZONE
 * — or else the site's).
 */
import { localToUtcMs, utcToLocal } from "~/core/dates/zoned.ts";
import type { Property } from "~/capabilities/events/lib/ics/parse.ts";
import { IMPORT_TEXT, type ImportText } from "./messages.ts";

export interface TimeValue {
  /** "YYYY-MM-DDTHH:mm" in `tz` ("T00:00" for a DATE). */
  local: string;
  tz: string;
  ms: number;
  date: boolean;
}

export type ZoneOf = (tzid: string, sampleMs: number) => string | null;

const DATE_RE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?(Z)?$/;

/** A value (or a whole VEVENT) that can't be read, with what to tell the owner. */
export class ValueError extends Error {
  readonly said: ImportText;
  constructor(said: ImportText) {
    super(said.key);
    this.said = said;
  }
}

/** One value (of a property that may list several, e.g. EXDATE). */
export function readTime(
  raw: string,
  params: Record<string, string>,
  ctx: { zoneOf: ZoneOf; calTz: string },
): TimeValue {
  const v = raw.trim();
  const d = DATE_RE.exec(v);
  if (d || params.VALUE?.toUpperCase() === "DATE") {
    if (!d) throw new ValueError(IMPORT_TEXT.badDate(v));
    const local = `${d[1]}-${d[2]}-${d[3]}T00:00`;
    if (!validLocal(local)) throw new ValueError(IMPORT_TEXT.badDate(v));
    return { local, tz: ctx.calTz, ms: localToUtcMs(local, ctx.calTz), date: true };
  }
  const m = DATE_TIME_RE.exec(v);
  if (!m) throw new ValueError(IMPORT_TEXT.badDate(v));
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  if (!validLocal(local) || +(m[6] ?? 0) > 60) throw new ValueError(IMPORT_TEXT.badDate(v));
  if (m[7]) {
    const ms = Date.parse(`${local}:${m[6] ?? "00"}Z`);
    return { local: utcToLocal(ms, ctx.calTz), tz: ctx.calTz, ms, date: false };
  }
  const tzid = params.TZID;
  if (tzid) {
    const guess = Date.parse(`${local}:00Z`);
    const tz = ctx.zoneOf(tzid, guess);
    if (!tz) throw new ValueError(IMPORT_TEXT.unknownZone(tzid));
    return { local, tz, ms: localToUtcMs(local, tz), date: false };
  }
  return { local, tz: ctx.calTz, ms: localToUtcMs(local, ctx.calTz), date: false };
}

function validLocal(local: string): boolean {
  const ms = Date.parse(`${local}:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 16) === local;
}

/** Every value of a property such as EXDATE or RDATE (comma-separated, possibly several lines). */
export function readTimes(props: readonly Property[], ctx: { zoneOf: ZoneOf; calTz: string }): TimeValue[] {
  return props.flatMap((p) =>
    p.params.VALUE?.toUpperCase() === "PERIOD"
      ? []
      : p.value
          .split(",")
          .filter(Boolean)
          .map((v) => readTime(v, p.params, ctx)),
  );
}

/** A DURATION ("PT2H30M", "P1D", "P1W") in minutes; null when unreadable. */
export function durationMinutes(v: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(v.trim());
  if (!m || v.trim() === "P" || v.trim().endsWith("T")) return null;
  const [, sign, w, d, h, min, s] = m;
  const total = (+(w ?? 0) * 7 + +(d ?? 0)) * 1440 + +(h ?? 0) * 60 + +(min ?? 0) + Math.round(+(s ?? 0) / 60);
  return sign === "-" ? -total : total;
}

/** The same instant as wall time in another zone. */
export function inZone(t: TimeValue, tz: string): TimeValue {
  return t.date || t.tz === tz ? { ...t, tz } : { ...t, tz, local: utcToLocal(t.ms, tz) };
}
