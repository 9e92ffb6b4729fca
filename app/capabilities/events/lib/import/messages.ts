/**
 * Every text the import says (the preview's reasons and notes, a file's or
 * an address's refusal, a subscription's status), as studio catalogue keys
 * with their values (messages/studio/*.json, `events.studio.import.reason.*`
 * and `events.studio.import.feed.*`). The reader is pure and has no
 * translator: it returns a key and values, which are stored as they are (a
 * staged preview's JSON, a subscription's status) and worded by `sayImport`
 * in the reader's studio language when shown. A value may itself be a text
 * ("Imported as single dates: {why}."). Previews and statuses stored before
 * the catalogues hold English strings; they show as they are.
 */

export type ImportTextValue = string | number | ImportText;

export interface ImportText {
  key: string;
  values?: Record<string, ImportTextValue>;
}

const said = (key: string, values?: Record<string, ImportTextValue>): ImportText =>
  values ? { key, values } : { key };

export const IMPORT_TEXT = {
  notText: said("events.studio.import.reason.notText"),
  readAsLatin1: said("events.studio.import.reason.readAsLatin1"),
  noCalendar: said("events.studio.import.reason.noCalendar"),
  noEvents: said("events.studio.import.reason.noEvents"),
  unbalanced: (what: string) => said("events.studio.import.reason.unbalanced", { what }),
  brokenLine: (line: number, text: string) => said("events.studio.import.reason.brokenLine", { line, text }),
  closesNothing: (line: number, name: string) => said("events.studio.import.reason.closesNothing", { line, name }),
  noStart: said("events.studio.import.reason.noStart"),
  badDate: (value: string) => said("events.studio.import.reason.badDate", { value }),
  outOfRange: said("events.studio.import.reason.outOfRange"),
  endBeforeStart: said("events.studio.import.reason.endBeforeStart"),
  tooLong: said("events.studio.import.reason.tooLong"),
  noTitle: said("events.studio.import.reason.noTitle"),
  titleTooLong: said("events.studio.import.reason.titleTooLong"),
  badStatus: (status: string) => said("events.studio.import.reason.badStatus", { status }),
  tooManyDates: (count: number) => said("events.studio.import.reason.tooManyDates", { count }),
  tooManyDatesOver: (max: number) => said("events.studio.import.reason.tooManyDatesOver", { max }),
  /** `freq`: SECONDLY, MINUTELY or HOURLY. */
  tooFrequent: (freq: string) => said("events.studio.import.reason.tooFrequent", { freq: freq.toLowerCase() }),
  noFreq: said("events.studio.import.reason.noFreq"),
  /** `detail`: the rule's part as written (FREQ=…, UNTIL=…) or the rule reader's own words. */
  badRule: (detail: string) => said("events.studio.import.reason.badRule", { detail }),
  unknownZone: (tz: string) => said("events.studio.import.reason.unknownZone", { tz }),
  duplicateKey: (key: string) => said("events.studio.import.reason.duplicateKey", { key }),
  expanded: (why: ImportText, openEnded: boolean) =>
    said(openEnded ? "events.studio.import.reason.expandedOpenEnded" : "events.studio.import.reason.expanded", { why }),
  /** Why a series is imported as its dates (the `{why}` of `expanded`). */
  why: {
    /** `freq`: DAILY or YEARLY. */
    frequency: (freq: string) => said("events.studio.import.why.frequency", { freq: freq.toLowerCase() }),
    /** `part`: the rule's part Marquee has no words for (BYHOUR, BYWEEKNO…). */
    uses: (part: string) => said("events.studio.import.why.uses", { part }),
    weeklyMonthDays: said("events.studio.import.why.weeklyMonthDays"),
    numberedWeekdays: said("events.studio.import.why.numberedWeekdays"),
    notOnWeekday: said("events.studio.import.why.notOnWeekday"),
    weekStart: said("events.studio.import.why.weekStart"),
    monthDays: said("events.studio.import.why.monthDays"),
    lateMonthDay: said("events.studio.import.why.lateMonthDay"),
    monthlyWeekdays: said("events.studio.import.why.monthlyWeekdays"),
    notOnRule: said("events.studio.import.why.notOnRule"),
  },
  /** Several problems of one row, in the order they were found. */
  several: (first: ImportText, then: ImportText) => said("events.studio.import.reason.several", { first, then }),
  csvNoHeader: said("events.studio.import.reason.csvNoHeader"),
  csvUnknownLayout: said("events.studio.import.reason.csvUnknownLayout"),
  csvUnclosedQuote: (line: number) => said("events.studio.import.reason.csvUnclosedQuote", { line }),
  badUrl: said("events.studio.import.reason.badUrl"),
  tooLarge: (mb: number) => said("events.studio.import.reason.tooLarge", { mb }),
  chooseFile: said("events.studio.import.reason.chooseFile"),
  enterUrl: said("events.studio.import.reason.enterUrl"),
  fetchRefused: {
    url: said("events.studio.import.reason.fetch.url"),
    host: said("events.studio.import.reason.fetch.host"),
    address: said("events.studio.import.reason.fetch.address"),
    redirect: said("events.studio.import.reason.fetch.redirect"),
    too_large: (mb: number) => said("events.studio.import.reason.fetch.tooLarge", { mb }),
    timeout: said("events.studio.import.reason.fetch.timeout"),
    status: (detail: string) => said("events.studio.import.reason.fetch.status", { detail }),
    network: said("events.studio.import.reason.fetch.network"),
  },
  /** A subscription's status after a check. */
  feedChecked: (added: number, changed: number, unreadable: number) =>
    said("events.studio.import.feed.checked", { added, changed, unreadable }),
  feedFailed: said("events.studio.import.feed.failed"),
} as const;

/** One text for a list of problems (a row with two broken lines). */
export function joinTexts(texts: readonly ImportText[]): ImportText {
  const [first, ...rest] = texts;
  if (!first) throw new Error("joinTexts needs a text");
  return rest.length ? IMPORT_TEXT.several(first, joinTexts(rest)) : first;
}

type Words = (key: string, values?: Record<string, string | number>) => string;

/** A text in the reader's words (`t`: the studio translator's); a stored English string shows as it is. */
export function sayImport(t: Words, text: ImportText | string): string {
  if (typeof text === "string") return text;
  if (!text.values) return t(text.key);
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(text.values)) values[name] = typeof v === "object" ? sayImport(t, v) : v;
  return t(text.key, values);
}

/** A subscription's status as its column keeps it (JSON of the text). */
export const storedImportText = (text: ImportText): string => JSON.stringify(text);

/** The column read back: a text, or an English status written before the catalogues. */
export function readStoredImportText(stored: string): ImportText | string {
  if (!stored.startsWith("{")) return stored;
  try {
    const v = JSON.parse(stored) as unknown;
    return v && typeof v === "object" && typeof (v as ImportText).key === "string" ? (v as ImportText) : stored;
  } catch {
    return stored;
  }
}
