/**
 * Recurrence rules in words, in the page's language: the events catalogue's
 * `events.repeat.*` messages with `Intl` weekday names, lists and dates.
 */
import { expect, test } from "vitest";
import { registerCapabilities } from "~/core/capability.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import events from "../capability.server.ts";
import { describeRepeat, describeRule } from "./describe.ts";
import type { RecurrenceRule } from "./recurrence.ts";

registerCapabilities([events]);

const weekly: RecurrenceRule = { freq: "weekly", interval: 1 };
const fortnightly: RecurrenceRule = { freq: "weekly", interval: 2, weekdays: [4, 2], count: 6 };
const secondFriday: RecurrenceRule = {
  freq: "monthly",
  interval: 1,
  monthly: { kind: "weekday", ordinal: 2, weekday: 5 },
};
const lastSaturday: RecurrenceRule = {
  freq: "monthly",
  interval: 1,
  monthly: { kind: "weekday", ordinal: -1, weekday: 6 },
  until: "2025-06-28",
};
const day31: RecurrenceRule = { freq: "monthly", interval: 3, monthly: { kind: "day", day: 31 }, count: 1 };
const day15: RecurrenceRule = { freq: "monthly", interval: 1, monthly: { kind: "day", day: 15 }, count: 10 };

function say(locale: string, rule: RecurrenceRule, startWeekday: number): string {
  return describeRule(rule, startWeekday, translatorFor(locale));
}

test("English: weekly, an interval with two days, monthly by weekday and by day, until and count", () => {
  expect(say("en", weekly, 5)).toBe("Every Friday");
  expect(say("en", fortnightly, 2)).toBe("Every 2 weeks on Tuesday and Thursday, 6 times");
  expect(say("en", secondFriday, 5)).toBe("Monthly on the second Friday");
  expect(say("en", lastSaturday, 6)).toBe("Monthly on the last Saturday, until Saturday, 28 June 2025");
  expect(say("en", day31, 1)).toBe("Every 3 months on day 31 (the last day in shorter months), once");
  expect(say("en", day15, 1)).toBe("Monthly on day 15, 10 times");
  expect(say("en", { freq: "weekly", interval: 1, weekdays: [1, 3, 5] }, 1)).toBe("Every Monday, Wednesday and Friday");
});

test("German: the weekday names, list and date are German, ordinals and plurals from the message", () => {
  expect(say("de", weekly, 5)).toBe("Jeden Freitag");
  expect(say("de", fortnightly, 2)).toBe("Alle 2 Wochen am Dienstag und Donnerstag, 6 Mal");
  expect(say("de", secondFriday, 5)).toBe("Monatlich am zweiten Freitag");
  expect(say("de", lastSaturday, 6)).toBe("Monatlich am letzten Samstag, bis Samstag, 28. Juni 2025");
  expect(say("de", day31, 1)).toBe("Alle 3 Monate am 31. (in kürzeren Monaten am letzten Tag), einmal");
  expect(say("de", day15, 1)).toBe("Monatlich am 15., 10 Mal");
});

test("French", () => {
  expect(say("fr", weekly, 5)).toBe("Chaque vendredi");
  expect(say("fr", fortnightly, 2)).toBe("Toutes les 2 semaines, le mardi et jeudi, 6 fois");
  expect(say("fr", secondFriday, 5)).toBe("Tous les mois, le deuxième vendredi");
  expect(say("fr", lastSaturday, 6)).toBe("Tous les mois, le dernier samedi, jusqu’au samedi 28 juin 2025");
  expect(say("fr", day31, 1)).toBe("Tous les 3 mois, le 31 (le dernier jour des mois plus courts), une fois");
});

test("Arabic: the dual and the plural categories of the interval and count", () => {
  expect(say("ar", weekly, 5)).toBe("كل الجمعة");
  expect(say("ar", fortnightly, 2)).toBe("كل أسبوعين: الثلاثاء والخميس، 6 مرات");
  expect(say("ar", { freq: "weekly", interval: 3 }, 2)).toBe("كل 3 أسابيع: الثلاثاء");
  expect(say("ar", secondFriday, 5)).toBe("شهريًا: الجمعة في الأسبوع الثاني من الشهر");
  expect(say("ar", lastSaturday, 6)).toMatch(/^شهريًا: السبت في الأسبوع الأخير من الشهر، حتى .*2025/);
  expect(say("ar", day31, 1)).toBe("كل 3 أشهر في اليوم 31 (آخر يوم في الأشهر الأقصر)، مرة واحدة");
  expect(say("ar", { ...day15, count: 2 }, 1)).toBe("شهريًا في اليوم 15، مرتين");
});

test("Polish and Swedish plural forms of the interval", () => {
  expect(say("pl", { freq: "weekly", interval: 3 }, 3)).toBe("Co 3 tygodnie: środa");
  expect(say("pl", { freq: "weekly", interval: 5 }, 3)).toBe("Co 5 tygodni: środa");
  expect(say("sv", { freq: "weekly", interval: 2 }, 3)).toBe("Varannan vecka på onsdag");
  expect(say("sv", { freq: "weekly", interval: 3 }, 3)).toBe("Var 3:e vecka på onsdag");
});

test("a series row's words leave out the end", () => {
  expect(describeRepeat(fortnightly, 2, translatorFor("en"))).toBe("Every 2 weeks on Tuesday and Thursday");
  expect(describeRepeat(lastSaturday, 6, translatorFor("es"))).toBe("Cada mes, el último sábado");
});
