/**
 * TZIDs to IANA zones. Marquee stores wall time plus an IANA zone (so a
 * series keeps its local time across DST), so every TZID must become one:
 *
 * 1. an IANA name as such (Google, Apple), also inside a path
 *    ("/mozilla.org/20050126_1/Europe/Berlin", Thunderbird);
 * 2. a Windows name (Outlook, Exchange: "W. Europe Standard Time") from the
 *    table below;
 * 3. otherwise the file's VTIMEZONE block is read and the IANA zone with the
 *    same offsets at the dates concerned is taken (the site's zone first).
 */
import { RRule } from "./rrule.ts";
import { offsetMs } from "~/core/dates/zoned.ts";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import { type ReadComponent, all, first } from "./ics-read.ts";

const WINDOWS: Record<string, string> = {
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Central European Standard Time": "Europe/Warsaw",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "E. Europe Standard Time": "Europe/Chisinau",
  "FLE Standard Time": "Europe/Kyiv",
  "GTB Standard Time": "Europe/Bucharest",
  "Turkey Standard Time": "Europe/Istanbul",
  "Russian Standard Time": "Europe/Moscow",
  "Israel Standard Time": "Asia/Jerusalem",
  "South Africa Standard Time": "Africa/Johannesburg",
  "Arabian Standard Time": "Asia/Dubai",
  "India Standard Time": "Asia/Kolkata",
  "China Standard Time": "Asia/Shanghai",
  "Singapore Standard Time": "Asia/Singapore",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "E. Australia Standard Time": "Australia/Brisbane",
  "Cen. Australia Standard Time": "Australia/Adelaide",
  "W. Australia Standard Time": "Australia/Perth",
  "New Zealand Standard Time": "Pacific/Auckland",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Alaskan Standard Time": "America/Anchorage",
  "Pacific Standard Time": "America/Los_Angeles",
  "US Mountain Standard Time": "America/Phoenix",
  "Mountain Standard Time": "America/Denver",
  "Central Standard Time": "America/Chicago",
  "Canada Central Standard Time": "America/Regina",
  "Eastern Standard Time": "America/New_York",
  "Atlantic Standard Time": "America/Halifax",
  "Newfoundland Standard Time": "America/St_Johns",
  "SA Pacific Standard Time": "America/Bogota",
  "E. South America Standard Time": "America/Sao_Paulo",
  "Argentina Standard Time": "America/Argentina/Buenos_Aires",
  "Central Standard Time (Mexico)": "America/Mexico_City",
  UTC: "UTC",
  "Coordinated Universal Time": "UTC",
};

/** Civil wall time of "YYYYMMDDTHHMMSS" as if it were UTC (ms). */
export function wallOf(v: string): number {
  return Date.UTC(
    +v.slice(0, 4),
    +v.slice(4, 6) - 1,
    +v.slice(6, 8),
    +v.slice(9, 11) || 0,
    +v.slice(11, 13) || 0,
    +v.slice(13, 15) || 0,
  );
}

const offsetOf = (v: string) =>
  (v.trim()[0] === "-" ? -1 : 1) * (+v.trim().slice(1, 3) * 3_600_000 + +v.trim().slice(3, 5) * 60_000);

interface Onset {
  at: number;
  from: number;
  to: number;
}

/** Every onset a VTIMEZONE lists (its DTSTART, RDATEs and yearly RRULE), through `untilMs`. */
function onsets(vtz: ReadComponent, untilMs: number): Onset[] {
  const out: Onset[] = [];
  for (const part of vtz.components.filter((c) => c.name === "STANDARD" || c.name === "DAYLIGHT")) {
    const start = first(part, "DTSTART")?.value;
    const fromV = first(part, "TZOFFSETFROM")?.value;
    const toV = first(part, "TZOFFSETTO")?.value;
    if (!start || !fromV || !toV || !/^\d{8}T\d{6}$/.test(start)) continue;
    const from = offsetOf(fromV);
    const to = offsetOf(toV);
    const walls = [wallOf(start)];
    for (const r of all(part, "RDATE"))
      for (const v of r.value.split(",")) if (/^\d{8}T\d{6}$/.test(v)) walls.push(wallOf(v));
    const rrule = first(part, "RRULE")?.value;
    if (rrule) {
      try {
        const rule = new RRule({
          ...RRule.parseString(rrule.replace(/UNTIL=(\d{8}T\d{6})Z?/, "UNTIL=$1Z")),
          dtstart: new Date(walls[0]!),
        });
        // Outlook starts its rules in 1601: only the onsets of the years around the instant matter.
        const from = Math.max(walls[0]!, untilMs - 2 * 366 * 86_400_000);
        walls.push(
          ...rule
            .between(new Date(from), new Date(untilMs + 366 * 86_400_000), true, (_d, i) => i < 50)
            .map((d) => d.getTime()),
        );
      } catch {
        // An unreadable rule leaves the onsets it has.
      }
    }
    for (const w of walls) out.push({ at: w - from, from, to });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The UTC offset a VTIMEZONE gives at an instant. */
export function vtimezoneOffset(vtz: ReadComponent, instantMs: number): number | null {
  const list = onsets(vtz, instantMs);
  if (!list.length) return null;
  const before = list.filter((o) => o.at <= instantMs).at(-1);
  return before ? before.to : list[0]!.from;
}

function ianaIn(tzid: string): string | null {
  const clean = tzid.trim().replace(/^"|"$/g, "");
  if (isValidTimeZone(clean)) return clean;
  const w = WINDOWS[clean];
  if (w) return w;
  // "/mozilla.org/20050126_1/Europe/Berlin" and similar: the longest valid tail.
  const parts = clean.split("/").filter(Boolean);
  for (let i = 0; i < parts.length - 1; i++) {
    const tail = parts.slice(i).join("/");
    if (isValidTimeZone(tail) && tail.includes("/")) return tail;
  }
  return null;
}

let allZones: string[] | undefined;

/**
 * Resolves TZIDs of one calendar. `sampleMs` are instants the zone must be
 * right at (the event's dates); unknown names are matched by offsets there.
 */
export function zoneResolver(vtimezones: readonly ReadComponent[], siteTz: string) {
  const blocks = new Map(vtimezones.map((v) => [(first(v, "TZID")?.value ?? "").trim(), v]));
  // Every DTSTART/DTEND names its zone: look each name up once (Intl zone checks are not free).
  const named = new Map<string, string | null>();
  return (tzid: string, sampleMs: number): string | null => {
    if (!named.has(tzid)) named.set(tzid, ianaIn(tzid));
    const direct = named.get(tzid);
    if (direct) return direct;
    const vtz = blocks.get(tzid.trim());
    if (!vtz) return null;
    const year = new Date(sampleMs).getUTCFullYear();
    const samples = [sampleMs, Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12)];
    const wanted = samples.map((s) => vtimezoneOffset(vtz, s));
    if (wanted.some((w) => w === null)) return null;
    const fits = (tz: string) => samples.every((s, i) => offsetMs(s, tz) === wanted[i]);
    if (fits(siteTz)) return siteTz;
    // The zones people mean most often first (America/New_York before America/Detroit).
    allZones ??= [...new Set([...Object.values(WINDOWS), ...Intl.supportedValuesOf("timeZone")])];
    return allZones.find(fits) ?? null;
  };
}
