/**
 * A recurrence rule in plain words, for the event page, the events list's
 * series rows and the studio's import preview. The words are ICU messages
 * (`events.repeat.*`, in every public locale): the caller passes the
 * translator of the page — the public one on public pages, the studio's on
 * studio pages (which knows the public messages of its locale as well).
 * Weekday names, dates and lists come from `Intl` in the translator's locale.
 */
import { formatCivilDate, weekdayNames } from "~/core/dates/format.ts";
import { formatList } from "~/core/i18n/format.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { RecurrenceRule } from "./recurrence.ts";

/** What describing needs of a translator (public or studio). */
export type RuleTranslator = Pick<Translator, "t" | "intl">;

/** The ordinal of a monthly rule as a select key ("the second Friday"). */
const ORDINALS: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", [-1]: "last" };

/**
 * The repeat alone: "Every Friday", "Every 2 weeks on Tuesday and Thursday",
 * "Monthly on the second Friday", "Every 3 months on day 31 (the last day in
 * shorter months)". A series row shows this.
 */
export function describeRepeat(rule: RecurrenceRule, startWeekday: number, tr: RuleTranslator): string {
  const names = weekdayNames("long", tr.intl);
  const dayName = (wd: number) => names[wd - 1] ?? "";
  const interval = rule.interval;
  if (rule.freq === "weekly") {
    const days = [...new Set(rule.weekdays?.length ? rule.weekdays : [startWeekday])].sort().map(dayName);
    return tr.t("events.repeat.weekly", { interval, days: formatList(tr.intl, days) });
  }
  const by = rule.monthly;
  if (by?.kind === "weekday") {
    return tr.t("events.repeat.monthlyWeekday", {
      interval,
      ordinal: ORDINALS[by.ordinal] ?? "last",
      weekday: dayName(by.weekday),
    });
  }
  if (!by) return tr.t("events.repeat.monthlyStart", { interval });
  return by.day > 28
    ? tr.t("events.repeat.monthlyDayLate", { interval, day: by.day })
    : tr.t("events.repeat.monthlyDay", { interval, day: by.day });
}

/** The repeat and its end: "…, until Tuesday, 30 June 2026" or "…, 10 times". */
export function describeRule(rule: RecurrenceRule, startWeekday: number, tr: RuleTranslator): string {
  const text = describeRepeat(rule, startWeekday, tr);
  if (rule.until)
    return tr.t("events.repeat.until", { rule: text, date: formatCivilDate(rule.until, "long", tr.intl) });
  if (rule.count) return tr.t("events.repeat.count", { rule: text, count: rule.count });
  return text;
}
