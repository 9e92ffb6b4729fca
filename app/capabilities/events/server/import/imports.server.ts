/**
 * Importing dates (issue 13), the service: a file or a feed is read into a
 * preview (nothing written), the preview is compared with what earlier
 * imports brought in — new, changed, unchanged, gone at the source, and the
 * rows that could not be read — and only the owner's "Import" writes it, in
 * one transaction, audited once. Events gone at the source are only ever
 * removed when the owner ticks them.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { isoWeekday } from "~/core/dates/civil.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { describeRule, type RuleTranslator } from "~/capabilities/events/lib/describe.ts";
import { type ImportedEvent, type ParsedImport, fingerprint } from "~/capabilities/events/lib/import/types.ts";
import { IMPORT_TEXT, sayImport, storedImportText } from "~/capabilities/events/lib/import/messages.ts";
import { type ImportWords, englishWords } from "./words.server.ts";
import {
  type ApplyResult,
  applyImport,
  findFeedByUrl,
  findPreview,
  insertFeed,
  insertPreview,
  listOrigins,
  writeFeed,
} from "~/capabilities/events/server/data/imports.server.ts";

export interface PlanRow {
  key: string;
  title: string;
  startLocal: string;
  tz: string;
  allDay: boolean;
  /** "Friday, 14 March 2025, 20:00–23:00 CET". */
  when: string;
  /** "Every week on Tuesday, 6 times" when it is a series; "" for a single date. */
  repeats: string;
  /** The series' skipped and moved dates, said in words ("Not on …; … moved to …"). */
  exceptions: string;
  status: string;
  /** In the reader's words. */
  note?: string;
  /** The event it matches (changed, unchanged). */
  eventId?: string;
}

export interface RemovalRow {
  eventId: string;
  title: string;
  startLocal: string;
}

export interface ImportPlan {
  id: string;
  label: string;
  source: string;
  feedId: string | null;
  /** From a calendar address: importing it subscribes to it. */
  subscription: boolean;
  format: ParsedImport["format"];
  /** In the reader's words, as are the reasons of `unreadable`. */
  notes: string[];
  fresh: PlanRow[];
  changed: PlanRow[];
  unchanged: PlanRow[];
  removed: RemovalRow[];
  unreadable: { line: number; label: string; reason: string }[];
}

/** The preview is gone (expired, or imported in another tab); `t` words it. */
const gone = (t: ImportWords = englishWords) =>
  new AppError("not_found", { message: t("events.studio.import.reason.previewGone") });

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Tue 19 Mar 2030", "Di. 19. März 2030": no commas, so a list of them reads clearly. */
function day(d: string, intl: string): string {
  let f = dayFormats.get(intl);
  if (!f)
    dayFormats.set(
      intl,
      (f = new Intl.DateTimeFormat(intl, {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      })),
    );
  return f.format(Date.parse(`${d}T00:00:00Z`)).replace(/,/g, "");
}

function exceptionsText(e: ImportedEvent, tr: RuleTranslator): string {
  const skip = e.rule?.skip ?? [];
  const moves = e.rule?.moves ?? [];
  return [
    skip.length
      ? tr.t("events.studio.import.preview.notOn", { dates: skip.map((d) => day(d, tr.intl)).join(", ") })
      : "",
    ...moves.map((m) =>
      tr.t("events.studio.import.preview.moved", {
        from: day(m.date, tr.intl),
        to: day(m.to.slice(0, 10), tr.intl),
        time: m.to.slice(11),
      }),
    ),
  ]
    .filter(Boolean)
    .join("; ");
}

const row = (tr: RuleTranslator, e: ImportedEvent, eventId?: string): PlanRow => ({
  key: e.key,
  title: e.title,
  startLocal: e.startLocal,
  tz: e.tz,
  allDay: e.allDay,
  when: formatWhen(
    {
      start: localToUtcMs(e.startLocal, e.tz),
      end: e.endLocal ? localToUtcMs(e.endLocal, e.tz) : null,
      tz: e.tz,
      allDay: e.allDay,
    },
    tr.intl,
  ),
  repeats: e.rule ? describeRule(e.rule, isoWeekday(e.startLocal.slice(0, 10)), tr) : "",
  exceptions: exceptionsText(e, tr),
  status: e.status,
  ...(e.note ? { note: sayImport(tr.t, e.note) } : {}),
  ...(eventId ? { eventId } : {}),
});

/** Keeps a read file (or feed) as a preview; returns its id. */
export async function stageImport(
  actor: Actor | null,
  parsed: ParsedImport,
  opts: { source: string; label: string; feedId?: string | null },
): Promise<string> {
  return insertPreview({
    source: opts.source,
    label: opts.label,
    feedId: opts.feedId ?? null,
    payload: JSON.stringify(parsed),
    createdBy: actor?.id ?? null,
  });
}

interface Compared {
  fresh: ImportedEvent[];
  changed: { eventId: string; event: ImportedEvent }[];
  unchanged: { eventId: string; event: ImportedEvent }[];
  removed: RemovalRow[];
}

/** What an import would do, against the events earlier imports brought in. */
export async function compare(parsed: ParsedImport, source: string): Promise<Compared> {
  const origins = await listOrigins();
  const byUid = new Map(origins.map((o) => [o.uid, o]));
  const out: Compared = { fresh: [], changed: [], unchanged: [], removed: [] };
  const seen = new Set<string>();
  for (const e of parsed.events) {
    if (seen.has(e.key)) continue;
    seen.add(e.key);
    const o = byUid.get(e.key);
    if (!o) out.fresh.push(e);
    else if (o.fingerprint === fingerprint(e)) out.unchanged.push({ eventId: o.eventId, event: e });
    else out.changed.push({ eventId: o.eventId, event: e });
  }
  // Gone at the source: imported from this source before, not in it now.
  for (const o of origins)
    if (o.source === source && !seen.has(o.uid))
      out.removed.push({ eventId: o.eventId, title: o.title, startLocal: o.startLocal });
  out.removed.sort((a, b) => (a.startLocal < b.startLocal ? -1 : 1));
  return out;
}

async function staged(id: string, t?: ImportWords) {
  const p = await findPreview(id);
  if (!p) throw gone(t);
  return { ...p, parsed: JSON.parse(p.payload) as ParsedImport };
}

/** The plan in the reader's words (`tr`: the studio translator: dates and the repeat text). */
export async function importPlan(id: string, tr: RuleTranslator): Promise<ImportPlan> {
  const p = await staged(id, tr.t);
  const c = await compare(p.parsed, p.source);
  return {
    id,
    label: p.label,
    source: p.source,
    feedId: p.feed_id,
    subscription: p.source.startsWith("url:"),
    format: p.parsed.format,
    notes: p.parsed.notes.map((n) => sayImport(tr.t, n)),
    fresh: c.fresh.map((e) => row(tr, e)),
    changed: c.changed.map((x) => row(tr, x.event, x.eventId)),
    unchanged: c.unchanged.map((x) => row(tr, x.event, x.eventId)),
    removed: c.removed,
    unreadable: p.parsed.unreadable.map((u) => ({ ...u, reason: sayImport(tr.t, u.reason) })),
  };
}

/** Writes a preview: new and changed events, and the removals the owner ticked (only ones gone at this source). */
export async function confirmImport(
  actor: Actor | null,
  id: string,
  opts: { remove: readonly string[]; publish: boolean; t?: ImportWords },
): Promise<ApplyResult> {
  const p = await staged(id, opts.t);
  const c = await compare(p.parsed, p.source);
  const removable = new Set(c.removed.map((r) => r.eventId));
  const remove = [...new Set(opts.remove)].filter((r) => removable.has(r));
  const result = await applyImport({
    source: p.source,
    add: c.fresh,
    change: c.changed,
    remove,
    publish: opts.publish,
    previewId: id,
  });
  if (result === "gone") throw gone(opts.t);
  // An address becomes a subscription once imported: the hourly job asks it again from here on.
  if (p.source.startsWith("url:")) {
    const url = p.source.slice(4);
    const feed = (await findFeedByUrl(url)) ?? (await insertFeed({ url, label: p.label, publish: opts.publish }));
    const v = p.parsed.validators ?? {};
    await writeFeed(feed.id, {
      etag: v.etag ?? null,
      last_modified: v.lastModified ?? null,
      checked_at: p.created_at,
      ok: 1,
      publish: opts.publish ? 1 : 0,
      message: storedImportText(IMPORT_TEXT.feedChecked(result.added.length, result.changed, 0)),
      pending_removals: c.removed.length - result.removed,
    });
  }
  await audit(actor, "event.import", "event_import", p.source, {
    label: p.label,
    added: result.added.length,
    changed: result.changed,
    removed: result.removed,
  });
  return result;
}
