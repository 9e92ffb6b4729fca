/**
 * One VTIMEZONE per TZID, generated from Intl rather than shipped tz data.
 * It lists, as explicit STANDARD/DAYLIGHT sub-components, the transition in
 * force at the window's start and every transition inside the window, so any
 * client that ignores the TZID name and trusts the block still gets each
 * event's offset right. Zones with no transitions (Asia/Kolkata) get one
 * STANDARD component.
 */
import { offsetMs, utcToLocal } from "~/core/dates/zoned.ts";
import { lastTransitionBefore, transitionsBetween } from "~/core/dates/transitions.ts";
import { contentLine, localDateTime, utcOffset } from "./text.ts";

const names = new Map<string, Intl.DateTimeFormat[]>();

/** An abbreviation such as CET, EDT or IST when the runtime knows one; GMT+10:30-style names are left out. */
function zoneAbbreviation(tz: string, at: number): string | undefined {
  let fs = names.get(tz);
  if (!fs) {
    fs = ["en-US", "en-GB", "en-IN", "en-AU"].map(
      (l) => new Intl.DateTimeFormat(l, { timeZone: tz, timeZoneName: "short" }),
    );
    names.set(tz, fs);
  }
  for (const f of fs) {
    const name = f.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
    if (name && /^[A-Z]{2,5}$/.test(name) && !name.startsWith("GMT")) return name;
  }
  return undefined;
}

function subComponent(kind: "STANDARD" | "DAYLIGHT", start: string, from: number, to: number, name?: string): string[] {
  return [
    `BEGIN:${kind}`,
    contentLine("DTSTART", start),
    contentLine("TZOFFSETFROM", utcOffset(from)),
    contentLine("TZOFFSETTO", utcOffset(to)),
    ...(name ? [contentLine("TZNAME", name)] : []),
    `END:${kind}`,
  ];
}

/** Whether a zone is plain UTC (then times are written with Z and no VTIMEZONE is needed). */
export function isUtcZone(tz: string): boolean {
  return /^(Etc\/)?(UTC|UCT|GMT|Zulu|Universal|Greenwich)(\+0|-0|0)?$/i.test(tz);
}

/** VTIMEZONE lines for `tz`, correct for every instant in [fromMs, toMs]. */
export function vtimezone(tz: string, fromMs: number, toMs: number): string[] {
  const inside = transitionsBetween(tz, fromMs, toMs + 1);
  const prior = lastTransitionBefore(tz, fromMs);
  const lines = ["BEGIN:VTIMEZONE", contentLine("TZID", tz)];
  if (!prior) {
    // Nothing changed since 1970 before the window: one STANDARD from then on.
    const off = offsetMs(fromMs, tz);
    lines.push(...subComponent("STANDARD", "19700101T000000", off, off, zoneAbbreviation(tz, fromMs)));
  }
  for (const t of prior ? [prior, ...inside] : inside) {
    // DTSTART is the local time of onset, read on the clock in force before it.
    const start = localDateTime(utcToLocal(t.at + t.from, "UTC"));
    lines.push(
      ...subComponent(t.to > t.from ? "DAYLIGHT" : "STANDARD", start, t.from, t.to, zoneAbbreviation(tz, t.at)),
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
