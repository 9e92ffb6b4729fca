/**
 * A recurring series shown once in a list (issue 10): its next date stands for
 * it, with "Every Tuesday" and how many more dates follow, and the further
 * dates are on the series' own page. A weekly jam session no longer fills
 * twelve rows of nineteen.
 */
import { isoWeekday } from "~/core/dates/civil.ts";
import { describeRepeat, type RuleTranslator } from "./describe.ts";
import type { RecurrenceRule } from "./recurrence.ts";

export interface SeriesNote {
  /** "Every Tuesday", in the page's language. */
  label: string;
  /** Further dates of the series in the same list (after this one). */
  more: number;
  /** The series' page, which lists its dates. */
  href: string;
}

interface Collapsible {
  event: { id: string; slug: string; rule: RecurrenceRule | null; startLocal: string };
}

/** Keeps each series' first entry, in order, with its note; single events pass through. */
export function collapseSeries<T extends Collapsible>(
  list: readonly T[],
  tr: RuleTranslator,
): { entry: T; series: SeriesNote | null }[] {
  const counts = new Map<string, number>();
  for (const x of list) if (x.event.rule) counts.set(x.event.id, (counts.get(x.event.id) ?? 0) + 1);
  const seen = new Set<string>();
  const out: { entry: T; series: SeriesNote | null }[] = [];
  for (const x of list) {
    const e = x.event;
    if (!e.rule) {
      out.push({ entry: x, series: null });
      continue;
    }
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    const label = describeRepeat(e.rule, isoWeekday(e.startLocal.slice(0, 10)), tr);
    out.push({ entry: x, series: { label, more: (counts.get(e.id) ?? 1) - 1, href: `/events/${e.slug}` } });
  }
  return out;
}
