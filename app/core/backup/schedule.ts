/**
 * When scheduled backups are due and which ones are kept (ADR 2800). Pure:
 * the clock and the site's time zone come in as arguments.
 *
 * A schedule's slots are wall-clock times in the site's zone: every day at
 * `hour` (daily), on `weekday` at `hour` (weekly), or every 6 or 12 hours
 * from `hour`. The current slot is the latest one not in the future; a
 * backup is due when its slot has not been claimed yet.
 */
import { addDays, isoWeekday, type CivilDate } from "../dates/civil.ts";
import { localToUtcMs, todayIn } from "../dates/zoned.ts";

export type Frequency = "off" | "6h" | "12h" | "daily" | "weekly";

export interface Schedule {
  frequency: Frequency;
  /** 0–23, in the site's time zone. */
  hour: number;
  /** 0 Sunday … 6 Saturday (weekly only). */
  weekday: number;
}

const at = (date: CivilDate, hour: number, tz: string) =>
  localToUtcMs(`${date}T${String(hour).padStart(2, "0")}:00`, tz);

/** The latest slot at or before `now` (an ISO instant), or null when backups are off. */
export function currentSlot(s: Schedule, tz: string, now: number): string | null {
  if (s.frequency === "off") return null;
  const today = todayIn(tz, now);
  const candidates: number[] = [];
  // Eight days back covers a weekly slot; a day back any other.
  for (let d = 0; d <= (s.frequency === "weekly" ? 7 : 1); d++) {
    const date = addDays(today, -d);
    if (s.frequency === "weekly") {
      if (isoWeekday(date) % 7 === s.weekday) candidates.push(at(date, s.hour, tz));
    } else if (s.frequency === "daily") {
      candidates.push(at(date, s.hour, tz));
    } else {
      const step = s.frequency === "6h" ? 6 : 12;
      for (let h = s.hour % step; h < 24; h += step) candidates.push(at(date, h, tz));
    }
  }
  const past = candidates.filter((t) => t <= now);
  return past.length ? new Date(Math.max(...past)).toISOString() : null;
}

/** How long a schedule's slots are apart, in hours (the doctor calls a backup late after twice this). */
export function periodHours(f: Frequency): number | null {
  return f === "6h" ? 6 : f === "12h" ? 12 : f === "daily" ? 24 : f === "weekly" ? 168 : null;
}

export interface Keep {
  daily: number;
  weekly: number;
  monthly: number;
}

/**
 * Grandfather-father-son rotation: of the verified backups (newest first),
 * the newest of each of the last `daily` days, `weekly` ISO weeks and
 * `monthly` months that have one — and always the newest. Returns the ids to
 * keep; the caller deletes the other verified ones.
 */
export function backupsToKeep(backups: readonly { id: string; at: string }[], keep: Keep, tz: string): Set<string> {
  const sorted = [...backups].sort((a, b) => (a.at < b.at ? 1 : -1));
  const kept = new Set<string>(sorted.slice(0, 1).map((b) => b.id));
  const bucket = (limit: number, key: (date: CivilDate) => string) => {
    const seen = new Set<string>();
    for (const b of sorted) {
      const k = key(todayIn(tz, Date.parse(b.at)));
      if (seen.has(k)) continue;
      if (seen.size >= limit) break;
      seen.add(k);
      kept.add(b.id);
    }
  };
  bucket(keep.daily, (d) => d);
  bucket(keep.weekly, isoWeek);
  bucket(keep.monthly, (d) => d.slice(0, 7));
  return kept;
}

/** "2026-W48": the ISO week (and its year) a date falls in. */
function isoWeek(date: CivilDate): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor((Date.parse(thursday) - Date.parse(`${year}-01-01`)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}
