/**
 * An iCalendar file as the events it would import. VEVENTs are grouped by
 * UID: the one without RECURRENCE-ID is the series, the others change one of
 * its dates. A series Marquee can say (ics-rule.ts) stays one event: EXDATEs
 * become skipped dates, a date that only moved becomes a moved date, and a
 * date that changed otherwise (another title, place, length — or cancelled)
 * is skipped in the series and imported as a single event of its own, keyed
 * "<UID>#<date>", so a cancelled date stays visible as cancelled. RDATEs are
 * single events the same way. A series Marquee can't say is imported as its
 * dates, each "<UID>#<date>".
 */
import { datePart } from "~/core/dates/civil.ts";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import { utcToLocal } from "~/core/dates/zoned.ts";
import { type MovedDate, generatedDates } from "~/capabilities/events/lib/recurrence.ts";
import type { ImportedEvent, ParsedImport, UnreadableRow } from "./types.ts";
import { type ReadComponent, descendants, first, readIcs } from "./ics-read.ts";
import { type VeventFields, readVevent } from "./ics-fields.ts";
import { ValueError } from "./ics-values.ts";
import { EXPAND_HORIZON_DAYS, expandRule, mapRule } from "./ics-rule.ts";
import { zoneResolver } from "./ics-zones.ts";
import { IMPORT_TEXT, type ImportText } from "./messages.ts";
import { regroupMarqueeSeries } from "./marquee-series.ts";

/** A file that is no calendar at all, with what to tell the owner. */
export class ImportFileError extends Error {
  readonly said: ImportText;
  constructor(said: ImportText) {
    super(said.key);
    this.said = said;
  }
}

export interface ReadOptions {
  siteTz: string;
  nowMs: number;
}

const DAY = 86_400_000;

const minutesBetween = (a: string, b: string) => (Date.parse(`${b}:00Z`) - Date.parse(`${a}:00Z`)) / 60_000;

/** The event at another start, its end moved with it. */
function at(f: VeventFields, key: string, startLocal: string): ImportedEvent {
  const length = f.endLocal ? minutesBetween(f.start.local, f.endLocal) : null;
  return {
    key,
    title: f.title,
    description: f.description,
    location: f.location,
    geo: f.geo,
    tickets: f.tickets,
    startLocal,
    endLocal:
      length === null ? null : new Date(Date.parse(`${startLocal}:00Z`) + length * 60_000).toISOString().slice(0, 16),
    tz: f.start.tz,
    allDay: f.allDay,
    rule: null,
    status: f.status,
    line: f.line,
  };
}

/** Whether a changed date differs from its series in more than its start. */
function differs(o: VeventFields, m: VeventFields): boolean {
  const length = (f: VeventFields) => (f.endLocal ? minutesBetween(f.start.local, f.endLocal) : null);
  return (
    o.title !== m.title ||
    o.description !== m.description ||
    o.location !== m.location ||
    JSON.stringify(o.geo) !== JSON.stringify(m.geo) ||
    o.status !== m.status ||
    JSON.stringify(o.tickets) !== JSON.stringify(m.tickets) ||
    o.allDay !== m.allDay ||
    length(o) !== length(m)
  );
}

function series(master: VeventFields, overrides: VeventFields[], opts: ReadOptions, out: ParsedImport): void {
  const uid = master.uid;
  const tz = master.start.tz;
  const byKey = new Map(overrides.map((o) => [datePart(o.recurrenceId!.local), o]));
  const exKeys = new Set(master.exdates.map((d) => datePart(d.local)));
  const plan = mapRule(master.rrule!, master.start.local, tz);
  if (plan.kind === "error") {
    out.unreadable.push({ line: master.line, label: master.title, reason: plan.reason });
    return;
  }
  if (plan.kind === "rule") {
    const rule = plan.rule;
    const lastKey = [...exKeys, ...byKey.keys()].sort().at(-1) ?? datePart(master.start.local);
    const generated = new Set(
      generatedDates(
        master.start.local,
        rule,
        rule.until ?? (lastKey > datePart(master.start.local) ? lastKey : datePart(master.start.local)),
      ),
    );
    const skip = new Set([...exKeys].filter((k) => generated.has(k)));
    const moves: MovedDate[] = [];
    for (const [key, o] of byKey) {
      if (!generated.has(key) || skip.has(key)) {
        if (!skip.has(key)) out.events.push(at(o, `${uid}#${key}`, o.start.local));
        continue;
      }
      if (differs(o, master)) {
        skip.add(key);
        out.events.push(at(o, `${uid}#${key}`, o.start.local));
      } else if (o.start.local !== `${key}T${master.start.local.slice(11)}`) {
        moves.push({ date: key, to: o.start.local });
      }
    }
    for (const r of master.rdates) {
      const key = datePart(r.local);
      if (!generated.has(key) || skip.has(key)) out.events.push(at(master, `${uid}#${key}`, r.local));
    }
    out.events.push({
      ...at(master, uid, master.start.local),
      rule: {
        ...rule,
        ...(skip.size ? { skip: [...skip].sort() } : {}),
        ...(moves.length ? { moves: moves.sort((a, b) => (a.date < b.date ? -1 : 1)) } : {}),
      },
    });
    return;
  }
  const window = {
    fromLocal: utcToLocal(opts.nowMs - 30 * DAY, tz),
    horizonLocal: utcToLocal(opts.nowMs + EXPAND_HORIZON_DAYS * DAY, tz),
  };
  const expanded = expandRule(master.rrule!, master.start.local, tz, window);
  if ("error" in expanded) {
    out.unreadable.push({ line: master.line, label: master.title, reason: expanded.error });
    return;
  }
  const starts = new Map(expanded.dates.map((d) => [datePart(d), d]));
  for (const r of master.rdates) starts.set(datePart(r.local), r.local);
  const note = IMPORT_TEXT.expanded(plan.why, expanded.openEnded);
  for (const [key, start] of [...starts].sort()) {
    if (exKeys.has(key)) continue;
    const o = byKey.get(key);
    out.events.push({ ...(o ? at(o, `${uid}#${key}`, o.start.local) : at(master, `${uid}#${key}`, start)), note });
  }
}

/** Reads a whole file; throws ImportFileError when it is not a calendar at all. */
export function readIcsImport(text: string, opts: ReadOptions): ParsedImport {
  const read = readIcs(text);
  if (!read.calendars.length) throw new ImportFileError(IMPORT_TEXT.noCalendar);
  const out: ParsedImport = { format: "ics", name: "", events: [], unreadable: [], notes: [...read.errors] };
  let marquee = false;
  for (const cal of read.calendars) {
    out.name ||= (first(cal, "X-WR-CALNAME")?.value ?? first(cal, "NAME")?.value ?? "").trim();
    out.notes.push(...cal.errors);
    const wrTz = (first(cal, "X-WR-TIMEZONE")?.value ?? "").trim();
    const ctx = {
      zoneOf: zoneResolver(descendants(cal, "VTIMEZONE"), opts.siteTz),
      calTz: isValidTimeZone(wrTz) ? wrTz : opts.siteTz,
      marquee: /Marquee/.test(first(cal, "PRODID")?.value ?? ""),
    };
    marquee ||= ctx.marquee;
    const groups = new Map<string, { master?: VeventFields; overrides: VeventFields[] }>();
    for (const c of cal.components.filter((x) => x.name === "VEVENT")) readOne(c, ctx, groups, out.unreadable);
    for (const [, g] of groups) {
      if (!g.master) {
        // Changed dates whose series is not in the file: each is a date of its own.
        for (const o of g.overrides)
          out.events.push(at(o, `${o.uid}#${datePart(o.recurrenceId!.local)}`, o.start.local));
      } else if (g.master.rrule) series(g.master, g.overrides, opts, out);
      else {
        const dates = [g.master.start.local, ...g.master.rdates.map((r) => r.local)];
        if (dates.length === 1) out.events.push(at(g.master, g.master.uid, g.master.start.local));
        else
          for (const d of [...new Set(dates)].sort())
            out.events.push(at(g.master, `${g.master.uid}#${datePart(d)}`, d));
      }
    }
  }
  if (marquee) out.events = regroupMarqueeSeries(out.events);
  if (!out.events.length && !out.unreadable.length) throw new ImportFileError(IMPORT_TEXT.noEvents);
  out.events.sort((a, b) =>
    a.startLocal < b.startLocal ? -1 : a.startLocal > b.startLocal ? 1 : a.key < b.key ? -1 : 1,
  );
  out.unreadable.sort((a, b) => a.line - b.line);
  return out;
}

function readOne(
  c: ReadComponent,
  ctx: Parameters<typeof readVevent>[1],
  groups: Map<string, { master?: VeventFields; overrides: VeventFields[] }>,
  unreadable: UnreadableRow[],
) {
  const label = (first(c, "SUMMARY")?.value ?? first(c, "UID")?.value ?? `line ${c.line}`).slice(0, 80);
  let f: VeventFields;
  try {
    f = readVevent(c, ctx);
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    unreadable.push({ line: c.line, label, reason: e.said });
    return;
  }
  if (!f.title) {
    unreadable.push({ line: c.line, label, reason: IMPORT_TEXT.noTitle });
    return;
  }
  // No UID (hand-made files): the title and start stand in for one.
  f.uid ||= `${f.title}@${f.start.local}`;
  const g = groups.get(f.uid) ?? { overrides: [] };
  groups.set(f.uid, g);
  if (f.recurrenceId) g.overrides.push(f);
  else if (g.master) unreadable.push({ line: c.line, label, reason: IMPORT_TEXT.duplicateKey(f.uid) });
  else g.master = f;
}
