/**
 * The studio's event form (SPEC §5), one schema for browser hints and the
 * action's parse. Server-only rules (slug uniqueness) are added in the action.
 */
import { z } from "zod";
import { addDays, addMinutesLocal, diffDays, isCivilDate, isoWeekday, parseDate } from "~/core/dates/civil.ts";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import {
  type MovedDate,
  type RecurrenceRule,
  type Weekday,
  generatedDates,
  isLastWeekdayOfMonth,
  monthlyFromStart,
} from "~/capabilities/events/lib/recurrence.ts";
import { SLUG_RE } from "~/core/text/slug.ts";
import { isReservedEventSlug } from "~/capabilities/events/lib/list-urls.ts";
import { dateRangeMessage, inEventRange } from "~/capabilities/events/lib/date-range.ts";
import { type VenueInput, VENUE_FIELDS, venueFormSchema } from "~/capabilities/events/lib/venue-schema.ts";
import { exceptionRows } from "~/capabilities/events/lib/exception-rows.ts";
import { TICKET_FIELDS, ticketRows } from "~/capabilities/events/lib/ticket-rows.ts";
import { entryExamples, parseDateEntry, parseDateTimeEntry, parseTimeEntry } from "~/core/dates/entry.ts";
import { DEFAULT_LOCALE } from "~/core/dates/format.ts";

export const LIMITS = { title: 120, description: 20_000, maxDays: 31, maxCount: 500, maxYears: 5 } as const;

/**
 * Where an event is: none, a saved venue (by id; the service checks it
 * exists), or a new venue typed into the form ("New venue…"), saved with it.
 */
export type VenueChoice = null | { id: string } | { create: VenueInput };

/** The value of the venue picker that means "the venue typed below". */
export const NEW_VENUE = "new";

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const asArray = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const str = (max: number, message: string) => z.string().trim().max(max, { message }).default("");
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean());

/** "2025-04-18" lines (commas also separate). */
export function parseDateList(text: string): { dates: string[]; bad: string[] } {
  const items = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return { dates: [...new Set(items.filter(isCivilDate))].sort(), bad: items.filter((s) => !isCivilDate(s)) };
}

/** "2025-04-11 → 2025-04-12 21:00" lines ("->", "=" or "to" also work). */
export function parseMoves(text: string): { moves: MovedDate[]; bad: string[] } {
  const moves: MovedDate[] = [];
  const bad: string[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const m = /^(\d{4}-\d{2}-\d{2})\s*(?:→|->|=>|=|to)\s*(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/i.exec(line);
    if (m && isCivilDate(m[1]!) && isCivilDate(m[2]!) && TIME_RE.test(m[3]!))
      moves.push({ date: m[1]!, to: `${m[2]}T${m[3]}` });
    else bad.push(line);
  }
  return { moves, bad };
}

/** A studio translator's `t` (the form's messages are the studio's, in the user's language). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

/**
 * Dates and times come as the studio's language writes them ("05.12.2026", "20:00"; core/dates/entry.ts,
 * ADR 2710) or as ISO; each is turned into ISO before the checks below, and something unreadable is
 * left as typed, for the check to refuse under its field.
 */
function entryFields(intl: string) {
  const one = (parse: (s: string) => string | null) => (v: unknown) =>
    typeof v === "string" ? (parse(v) ?? v.trim()) : v;
  const many = (parse: (s: string) => string | null) => (v: unknown) =>
    asArray(v).map((x) => (typeof x === "string" && x.trim() !== "" ? (parse(x) ?? x.trim()) : x));
  const date = (s: string) => parseDateEntry(s, intl);
  const dateTime = (s: string) => parseDateTimeEntry(s, intl);
  return {
    date: one(date),
    time: one(parseTimeEntry),
    dates: many(date),
    times: many(parseTimeEntry),
    dateTimes: many(dateTime),
  };
}

/**
 * The event form's schema, its own messages in the studio language of `t`
 * (`studioI18nFor(user).t`), its dates read the way `intl` writes them
 * (the studio language's tag, `tr.intl`). Deeper checks (ticket rows, repeat rules, the
 * year range) still write English.
 */
export const eventFormSchema = (studioT: StudioT, intl: string = DEFAULT_LOCALE) => {
  const entry = entryFields(intl);
  // Every message may show a sample date or time the way this language writes it ("e.g. {exampleDate}").
  const examples = entryExamples(intl);
  const t: StudioT = (key, values) => studioT(key, { ...values, ...examples });
  return (
    z
      .object({
        title: z
          .string({ message: t("events.studio.errors.titleRequired") })
          .trim()
          .min(1, { message: t("events.studio.errors.titleRequired") })
          .max(LIMITS.title, { message: t("events.studio.errors.titleLong", { max: LIMITS.title }) }),
        slug: z
          .string()
          .trim()
          .toLowerCase()
          .default("")
          .refine((v) => v === "" || SLUG_RE.test(v), { message: t("events.studio.errors.slug") })
          // /events/past, /events/month and /events/page/2 are the list's own pages.
          .refine((v) => !isReservedEventSlug(v), { message: t("events.studio.errors.slugReserved") }),
        description: str(LIMITS.description, t("events.studio.errors.descriptionLong", { max: LIMITS.description })),
        all_day: checkbox,
        start_date: z.preprocess(
          entry.date,
          z
            .string({ message: t("events.studio.errors.startDateRequired") })
            .trim()
            .refine(isCivilDate, { message: t("events.studio.errors.startDate"), abort: true })
            // Checked before any date arithmetic runs (lib/date-range.ts).
            .refine(inEventRange, { message: dateRangeMessage(t) }),
        ),
        start_time: z.preprocess(entry.time, z.string().trim().default("")),
        end_date: z.preprocess(entry.date, z.string().trim().default("")),
        end_time: z.preprocess(entry.time, z.string().trim().default("")),
        time_zone: z
          .string({ message: t("events.studio.errors.timeZone") })
          .trim()
          .refine(isValidTimeZone, { message: t("events.studio.errors.timeZoneList") }),
        venue_id: z.string().trim().default(""),
        // Read only when venue_id is "new" (then checked by the venue schema): a saved venue ignores them.
        venue_name: z.string().default(""),
        venue_address: z.string().default(""),
        venue_website: z.string().default(""),
        venue_latitude: z.string().default(""),
        venue_longitude: z.string().default(""),
        // Ticket links as rows (lib/ticket-rows.ts reads and checks them, each message under its own input).
        ...Object.fromEntries(TICKET_FIELDS.map((f) => [`ticket_${f}`, z.preprocess(asArray, z.array(z.string()))])),
        ticket_on_sale: z.preprocess(entry.dateTimes, z.array(z.string())),
        ticket_off_sale: z.preprocess(entry.dateTimes, z.array(z.string())),
        ticket_date: z.preprocess(entry.dates, z.array(z.string())),
        night_before: checkbox,
        repeat: z.enum(["none", "weekly", "monthly"]).default("none"),
        interval: z.string().trim().default("1"),
        weekdays: z.preprocess(asArray, z.array(z.string())),
        monthly_by: z.enum(["day", "weekday", "last-weekday"]).default("day"),
        ends: z.enum(["never", "until", "count"]).default("never"),
        until: z.preprocess(entry.date, z.string().trim().default("")),
        count: z.string().trim().default(""),
        // Skipped and moved dates as rows of date (and time) inputs; the older one-per-line text fields still read.
        skip_date: z.preprocess(entry.dates, z.array(z.string())),
        move_from: z.preprocess(entry.dates, z.array(z.string())),
        move_date: z.preprocess(entry.dates, z.array(z.string())),
        move_time: z.preprocess(entry.times, z.array(z.string())),
        skip: z.string().default(""),
        moves: z.string().default(""),
      })
      // When another field is already wrong the transform below does not run; the ticket rows are still
      // checked here, so every bad field gets its message in one round (SPEC §5). Their dates need the
      // series, which the transform works out: those are checked there.
      .superRefine(
        (v, ctx) => {
          for (const e of ticketRows(v, null, t).errors)
            if (e.field !== "ticket_date") ctx.addIssue({ code: "custom", path: [e.field, e.row], message: e.message });
        },
        { when: (payload) => payload.issues.length > 0 },
      )
      .transform((v, ctx) => {
        const fail = (path: string, message: string) => {
          ctx.addIssue({ code: "custom", path: [path], message });
        };
        if (!v.all_day && !TIME_RE.test(v.start_time)) fail("start_time", t("events.studio.errors.startTime"));
        const startLocal = `${v.start_date}T${v.all_day ? "00:00" : v.start_time}`;

        let endLocal: string | null = null;
        if (v.all_day) {
          if (v.end_date) {
            if (!isCivilDate(v.end_date)) fail("end_date", t("events.studio.errors.endDate"));
            else if (!inEventRange(v.end_date)) fail("end_date", dateRangeMessage(t));
            else if (v.end_date < v.start_date) fail("end_date", t("events.studio.errors.endBeforeStart"));
            else if (diffDays(v.start_date, v.end_date) > LIMITS.maxDays)
              fail("end_date", t("events.studio.errors.tooLong", { max: LIMITS.maxDays }));
            else endLocal = `${v.end_date}T00:00`;
          }
        } else if (v.end_time || v.end_date) {
          if (!TIME_RE.test(v.end_time)) fail("end_time", t("events.studio.errors.endTime"));
          else if (v.end_date && !isCivilDate(v.end_date)) fail("end_date", t("events.studio.errors.endDate"));
          else if (v.end_date && !inEventRange(v.end_date)) fail("end_date", dateRangeMessage(t));
          else if (TIME_RE.test(v.start_time)) {
            // With no end date, an end time before the start means "after midnight".
            let date = v.end_date || v.start_date;
            if (!v.end_date && v.end_time < v.start_time) date = addDays(v.start_date, 1);
            const end = `${date}T${v.end_time}`;
            if (end < startLocal) fail(v.end_date ? "end_date" : "end_time", t("events.studio.errors.endBeforeStart"));
            // A show on 31 December 2200 that runs past midnight would end in 2201.
            else if (!inEventRange(date)) fail(v.end_date ? "end_date" : "end_time", dateRangeMessage(t));
            else if (end > addMinutesLocal(startLocal, LIMITS.maxDays * 1440))
              fail("end_date", t("events.studio.errors.tooLong", { max: LIMITS.maxDays }));
            else endLocal = end;
          }
        }

        const venue = venueChoice(v, ctx, t);

        const rule =
          v.repeat === "none" || !isCivilDate(v.start_date)
            ? null
            : buildRule(v, startLocal, fail, (path, message) => ctx.addIssue({ code: "custom", path, message }), t);
        const tickets = ticketRows(v, rule ? seriesDates(startLocal, rule) : null, t);
        for (const e of tickets.errors) ctx.addIssue({ code: "custom", path: [e.field, e.row], message: e.message });

        return {
          title: v.title,
          slug: v.slug,
          description: v.description,
          allDay: v.all_day,
          startLocal,
          endLocal,
          tz: v.time_zone,
          venue,
          tickets: tickets.links,
          nightBefore: v.night_before && !v.all_day,
          rule,
        };
      })
  );
};

/** The dates a series makes (skips left out), for ticket links made for one date. */
function seriesDates(startLocal: string, rule: RecurrenceRule): Set<string> {
  const p = parseDate(startLocal.slice(0, 10))!;
  const last = `${String(p.year + LIMITS.maxYears).padStart(4, "0")}${startLocal.slice(4, 10)}`;
  const skipped = new Set(rule.skip ?? []);
  return new Set(generatedDates(startLocal, rule, rule.until ?? last).filter((d) => !skipped.has(d)));
}

type RawForm = {
  start_date: string;
  repeat: "none" | "weekly" | "monthly";
  interval: string;
  weekdays: string[];
  monthly_by: "day" | "weekday" | "last-weekday";
  ends: "never" | "until" | "count";
  until: string;
  count: string;
  skip: string;
  moves: string;
  skip_date: string[];
  move_from: string[];
  move_date: string[];
  move_time: string[];
};

/** The venue picker's answer; a new venue's fields are checked by the venue schema, its messages under its fields. */
function venueChoice(
  v: { venue_id: string } & Record<(typeof VENUE_FIELDS)[number], string>,
  ctx: z.RefinementCtx,
  t: StudioT,
): VenueChoice {
  const id = v.venue_id;
  if (id === "") return null;
  if (id !== NEW_VENUE) return { id };
  // "New venue…" with nothing typed is no venue (the picker starts there while no venue is saved yet).
  if (VENUE_FIELDS.every((f) => v[f].trim() === "")) return null;
  const r = venueFormSchema(t).safeParse(Object.fromEntries(VENUE_FIELDS.map((f) => [f, v[f]])));
  if (r.success) return { create: r.data };
  for (const issue of r.error.issues)
    ctx.addIssue({ code: "custom", path: issue.path.map(String), message: issue.message });
  return null;
}

type Fail = (path: string, message: string) => void;
type FailAt = (path: (string | number)[], message: string) => void;

function buildRule(v: RawForm, startLocal: string, fail: Fail, failAt: FailAt, t: StudioT): RecurrenceRule | null {
  const freq = v.repeat === "weekly" ? "weekly" : "monthly";
  const interval = Number(v.interval || "1");
  if (!Number.isInteger(interval) || interval < 1 || interval > 12)
    fail("interval", t("events.studio.errors.repeat.interval"));
  const rule: RecurrenceRule = { freq, interval: Number.isInteger(interval) ? Math.min(Math.max(interval, 1), 12) : 1 };

  const startWeekday = isoWeekday(v.start_date) as Weekday;
  if (freq === "weekly") {
    const days = [
      ...new Set(v.weekdays.map(Number).filter((d) => Number.isInteger(d) && d >= 1 && d <= 7)),
    ].sort() as Weekday[];
    if (days.length && !days.includes(startWeekday)) fail("weekdays", t("events.studio.errors.repeat.weekdays"));
    rule.weekdays = days.length ? days : [startWeekday];
  } else {
    if (v.monthly_by === "last-weekday" && !isLastWeekdayOfMonth(v.start_date))
      fail("monthly_by", t("events.studio.errors.repeat.lastWeekday"));
    rule.monthly = monthlyFromStart(v.start_date, v.monthly_by);
  }

  const lastAllowed = (() => {
    const p = parseDate(v.start_date)!;
    return `${String(p.year + LIMITS.maxYears).padStart(4, "0")}${v.start_date.slice(4)}`;
  })();
  if (v.ends === "until") {
    if (!isCivilDate(v.until)) fail("until", t("events.studio.errors.repeat.until"));
    else if (!inEventRange(v.until)) fail("until", dateRangeMessage(t));
    else if (v.until < v.start_date) fail("until", t("events.studio.errors.repeat.untilBefore"));
    else if (v.until > lastAllowed) fail("until", t("events.studio.errors.repeat.maxYears", { max: LIMITS.maxYears }));
    else rule.until = v.until;
  } else if (v.ends === "count") {
    const n = Number(v.count);
    if (!Number.isInteger(n) || n < 1 || n > LIMITS.maxCount)
      fail("count", t("events.studio.errors.repeat.count", { max: LIMITS.maxCount }));
    else rule.count = n;
  }

  // Skips and moves must name dates the rule produces (within the next years).
  const produced = new Set(generatedDates(startLocal, rule, rule.until ?? lastAllowed));
  const rows = exceptionRows(v, startLocal.slice(11, 16), t);
  for (const e of rows.errors) failAt([e.field, e.row], e.message);
  const skip = parseDateList(v.skip);
  const skipped = [...new Set([...skip.dates, ...rows.skips.map((r) => r.date)])].sort();
  if (skip.bad.length)
    fail("skip", t("events.studio.errors.repeat.notDates", { dates: skip.bad.slice(0, 3).join(", ") }));
  else if (!skip.dates.every(inEventRange)) fail("skip", dateRangeMessage(t));
  else if (skip.dates.some((d) => !produced.has(d)))
    fail(
      "skip",
      t("events.studio.errors.repeat.notInSeriesList", {
        dates: skip.dates
          .filter((d) => !produced.has(d))
          .slice(0, 3)
          .join(", "),
      }),
    );
  for (const r of rows.skips)
    if (!produced.has(r.date)) failAt(["skip_date", r.row], t("events.studio.errors.repeat.notInSeries"));
  if (skipped.length) rule.skip = skipped;

  const moves = parseMoves(v.moves);
  if (moves.bad.length) fail("moves", t("events.studio.errors.repeat.moveFormat", { line: moves.bad[0] ?? "" }));
  else if (!moves.moves.every((m) => inEventRange(m.date) && inEventRange(m.to.slice(0, 10))))
    fail("moves", dateRangeMessage(t));
  else if (moves.moves.some((m) => !produced.has(m.date)))
    fail(
      "moves",
      t("events.studio.errors.repeat.notInSeriesList", {
        dates: moves.moves
          .filter((m) => !produced.has(m.date))
          .map((m) => m.date)
          .slice(0, 3)
          .join(", "),
      }),
    );
  else if (moves.moves.some((m) => skipped.includes(m.date)))
    fail("moves", t("events.studio.errors.repeat.skipAndMove"));
  const seen = new Set(moves.moves.map((m) => m.date));
  for (const r of rows.moves) {
    if (!produced.has(r.date)) failAt(["move_from", r.row], t("events.studio.errors.repeat.notInSeries"));
    else if (skipped.includes(r.date)) failAt(["move_from", r.row], t("events.studio.errors.repeat.skipAndMove"));
    else if (seen.has(r.date)) failAt(["move_from", r.row], t("events.studio.errors.repeat.movedTwice"));
    seen.add(r.date);
  }
  const allMoves = [...moves.moves, ...rows.moves.map(({ date, to }) => ({ date, to }))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  if (allMoves.length) rule.moves = allMoves;
  return rule;
}

export type EventFormValue = z.output<ReturnType<typeof eventFormSchema>>;

/** The stored recurrence JSON, checked on the way out of the database. */
export const recurrenceRuleSchema = z.object({
  freq: z.enum(["weekly", "monthly"]),
  interval: z.number().int().min(1).max(52),
  weekdays: z.array(z.number().int().min(1).max(7)).optional(),
  monthly: z
    .union([
      z.object({
        kind: z.literal("weekday"),
        ordinal: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
        weekday: z.number().int().min(1).max(7),
      }),
      z.object({ kind: z.literal("day"), day: z.number().int().min(1).max(31) }),
    ])
    .optional(),
  until: z.string().nullable().optional(),
  count: z.number().int().min(1).nullable().optional(),
  skip: z.array(z.string()).optional(),
  moves: z.array(z.object({ date: z.string(), to: z.string() })).optional(),
  // Added by ADR 2910; rules stored before it have no such field and stay valid.
  cancelled: z.array(z.string()).optional(),
});

export function parseStoredRule(json: string | null): RecurrenceRule | null {
  if (!json) return null;
  try {
    const r = recurrenceRuleSchema.safeParse(JSON.parse(json));
    return r.success ? (r.data as RecurrenceRule) : null;
  } catch {
    return null;
  }
}
