/**
 * Reads the owner's free-text opening hours ("Mon–Fri 10am–6pm; Sat 11–16")
 * into day/time rules for schema.org. Segments it cannot read are left out of
 * structured data (wrong data is worse than none); the page always shows the
 * owner's own text. English and German day names are understood.
 */

export const DAY_CODES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type DayCode = (typeof DAY_CODES)[number];

export interface OpeningRule {
  days: DayCode[];
  /** "HH:MM", 24-hour. */
  opens: string;
  /** "HH:MM"; earlier than opens means after midnight. */
  closes: string;
}

const DAY_WORDS: Record<string, DayCode> = {};
const names: [DayCode, string[]][] = [
  ["Mo", ["mo", "mon", "monday", "montag"]],
  ["Tu", ["tu", "tue", "tues", "tuesday", "di", "dienstag"]],
  ["We", ["we", "wed", "weds", "wednesday", "mi", "mittwoch"]],
  ["Th", ["th", "thu", "thur", "thurs", "thursday", "do", "donnerstag"]],
  ["Fr", ["fr", "fri", "friday", "freitag"]],
  ["Sa", ["sa", "sat", "saturday", "samstag", "sonnabend"]],
  ["Su", ["su", "sun", "sunday", "so", "sonntag"]],
];
for (const [code, words] of names) for (const w of words) DAY_WORDS[w] = code;
const ALL_DAYS = ["daily", "everyday", "every day", "täglich", "taeglich", "mo-su", "all week"];

// Longest names first so "thursday" is not read as "th"; a plural "s" is allowed ("Fridays").
const DAY = String.raw`(?:${Object.keys(DAY_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})s?\.?`;
const DASH = String.raw`\s*(?:-|–|—|to|through|thru|bis)\s*`;
const DAY_RANGE = String.raw`${DAY}(?:${DASH}${DAY})?`;
const DAY_LIST = String.raw`(?:${DAY_RANGE}(?:\s*(?:,|&|\+|/|and|und)\s*${DAY_RANGE})*|${ALL_DAYS.join("|")})`;
const TIME = String.raw`(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:[ap]\.?m\.?)?|noon|midnight)`;
const TIME_RANGE = String.raw`${TIME}${DASH}${TIME}`;
const RULE = new RegExp(
  String.raw`\b(${DAY_LIST})\s*:?\s*(${TIME_RANGE}(?:\s*(?:,|&|and|und)\s*${TIME_RANGE})*)`,
  "gi",
);

function dayIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, "");
  const code = DAY_WORDS[w] ?? DAY_WORDS[w.replace(/s$/, "")];
  return code ? DAY_CODES.indexOf(code) : -1;
}

function parseDays(text: string): DayCode[] {
  if (ALL_DAYS.includes(text.toLowerCase().replace(/\s+/g, " "))) return [...DAY_CODES];
  const set = new Set<number>();
  for (const item of text.split(/\s*(?:,|&|\+|\/|\band\b|\bund\b)\s*/i)) {
    const [from, to] = item.split(new RegExp(DASH, "i")).map((s) => s.trim());
    const a = dayIndex(from!);
    if (a < 0) continue;
    const b = to ? dayIndex(to) : a;
    if (b < 0) continue;
    // A range may wrap over the week's end: "Fr-Mo".
    for (let i = a; ; i = (i + 1) % 7) {
      set.add(i);
      if (i === b) break;
    }
  }
  return [...set].sort((x, y) => x - y).map((i) => DAY_CODES[i]!);
}

function parseTime(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (t === "noon") return "12:00";
  if (t === "midnight") return "00:00";
  const m = /^(\d{1,2})(?:[:.h](\d{2}))?\s*([ap])?\.?(?:m\.?)?$/.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? "0");
  if (min > 59) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[3] === "p" ? 12 : 0);
  }
  if (h === 24 && min === 0) return "23:59"; // "until 24:00": schema.org readers expect a time of day
  if (h > 23) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

export function parseOpeningHours(text: string | null | undefined): OpeningRule[] {
  const rules: OpeningRule[] = [];
  const source = (text ?? "").slice(0, 2000);
  if (/\b24\s*\/\s*7\b/.test(source)) return [{ days: [...DAY_CODES], opens: "00:00", closes: "23:59" }];
  for (const m of source.matchAll(RULE)) {
    const days = parseDays(m[1]!.trim());
    if (days.length === 0) continue;
    for (const range of m[2]!.split(/\s*(?:,|&|\band\b|\bund\b)\s*/i)) {
      const [a, b] = range.split(new RegExp(DASH, "i"));
      const opens = parseTime(a ?? "");
      const closes = parseTime(b ?? "");
      if (opens && closes && opens !== closes) rules.push({ days, opens, closes });
    }
  }
  return rules;
}

/** "Mo-Fr", "Mo,We,Fr", "Mo-We,Sa" — consecutive days collapse into ranges. */
export function formatDays(days: readonly DayCode[]): string {
  const idx = days.map((d) => DAY_CODES.indexOf(d)).sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1] === idx[j]! + 1) j++;
    const a = DAY_CODES[idx[i]!]!;
    const b = DAY_CODES[idx[j]!]!;
    out.push(j - i >= 2 ? `${a}-${b}` : j > i ? `${a},${b}` : a);
    i = j + 1;
  }
  return out.join(",");
}

/** schema.org `openingHours` strings, e.g. ["Mo-Fr 10:00-18:00", "Sa 11:00-16:00"]. */
export function schemaOpeningHours(rules: readonly OpeningRule[]): string[] {
  return rules.map((r) => `${formatDays(r.days)} ${r.opens}-${r.closes}`);
}

const DAY_URLS: Record<DayCode, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/** schema.org OpeningHoursSpecification objects (valid on any Place). */
export function openingHoursSpecification(rules: readonly OpeningRule[]): Record<string, unknown>[] {
  return rules.map((r) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: r.days.map((d) => `https://schema.org/${DAY_URLS[d]}`),
    opens: r.opens,
    closes: r.closes,
  }));
}
