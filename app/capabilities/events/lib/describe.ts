/** A recurrence rule in plain words, for the event page and the studio. */
import { formatCivilDate, weekdayNames } from "~/core/dates/format.ts";
import type { RecurrenceRule } from "./recurrence.ts";

const ORDINALS: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", [-1]: "last" };

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/**
 * "Every Friday", "Every 2 weeks on Tuesday and Thursday", "Monthly on the
 * second Friday", "Every 3 months on day 31 (the last day in shorter months)",
 * followed by ", until Tuesday, 30 June 2026" or ", 10 times".
 */
export function describeRule(rule: RecurrenceRule, startWeekday: number, locale = "en-GB"): string {
  const names = weekdayNames("long", locale);
  const dayName = (wd: number) => names[wd - 1] ?? "";
  let text: string;
  if (rule.freq === "weekly") {
    const days = [...new Set(rule.weekdays?.length ? rule.weekdays : [startWeekday])].sort().map(dayName);
    text = rule.interval > 1 ? `Every ${rule.interval} weeks on ${list(days)}` : `Every ${list(days)}`;
  } else {
    const by = rule.monthly;
    const what =
      by?.kind === "weekday"
        ? `the ${ORDINALS[by.ordinal]} ${dayName(by.weekday)}`
        : by && by.day > 28
          ? `day ${by.day} (the last day in shorter months)`
          : `day ${by?.day ?? "of the start"}`;
    text = `${rule.interval > 1 ? `Every ${plural(rule.interval, "month", "months")}` : "Monthly"} on ${what}`;
  }
  if (rule.until) text += `, until ${formatCivilDate(rule.until, "long", locale)}`;
  else if (rule.count) text += `, ${plural(rule.count, "once", "times")}`;
  return text;
}
