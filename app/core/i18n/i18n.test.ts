import { expect, test } from "vitest";
import { z } from "zod";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createTranslator } from "./translator.ts";
import { firstDayOfWeek, formatCurrency, formatList, formatNumber, uses12HourClock } from "./format.ts";
import { zodErrorMap } from "./zod.ts";
import { isLocaleCode, localeInfo } from "./locales.ts";
import { clientKey } from "./catalogues.server.ts";

const de = createTranslator({
  locale: "de",
  intl: "de-DE",
  dir: "ltr",
  messages: {
    "x.dates": compileMessage("{count, plural, one {# Termin} other {# Termine}} in {city}"),
    "core.validation.required": compileMessage("Pflichtfeld."),
    "core.validation.tooLong": compileMessage("Höchstens {max} Zeichen."),
    "core.validation.email": compileMessage("E-Mail prüfen."),
  },
});

test("a compiled message survives JSON (loader data) and formats plurals and numbers for the locale", () => {
  const copy = createTranslator(
    JSON.parse(
      JSON.stringify({
        locale: "de",
        intl: "de-DE",
        dir: "ltr",
        messages: { m: compileMessage("{n, plural, one {# Termin} other {# Termine}}") },
      }),
    ),
  );
  expect(copy.t("m", { n: 1 })).toBe("1 Termin");
  expect(copy.t("m", { n: 1234 })).toBe("1.234 Termine");
  expect(de.t("x.dates", { count: 2, city: "Lyon" })).toBe("2 Termine in Lyon");
  expect(de.t("no.such.key")).toBe("no.such.key");
  expect(localeInfo("ar").dir).toBe("rtl");
});

test("ICU as Lingui reads it: exact matches, plural categories (Polish, Arabic), offsets, selects, numbers, quotes", () => {
  const tr = (intl: string, source: string, values: Record<string, string | number>) =>
    createTranslator({ locale: "en", intl, dir: "ltr", messages: { k: compileMessage(source) } }).t("k", values);
  const events = "{count, plural, =0 {no events} one {# event} other {# events}}";
  expect([0, 1, 2].map((count) => tr("en-GB", events, { count }))).toEqual(["no events", "1 event", "2 events"]);
  const pl = "{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}";
  expect([1, 3, 5, 22, 1.5].map((n) => tr("pl-PL", pl, { n }))).toEqual([
    "1 plik",
    "3 pliki",
    "5 plików",
    "22 pliki",
    "1,5 pliku",
  ]);
  // Arabic's digits are whatever this engine's ICU writes for "ar".
  const num = (n: number) => new Intl.NumberFormat("ar").format(n);
  const ar = "{n, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليل} many {# كثير} other {# آخر}}";
  expect([0, 1, 2, 3, 11, 100].map((n) => tr("ar", ar, { n }))).toEqual([
    "لا شيء",
    "واحد",
    "اثنان",
    `${num(3)} قليل`,
    `${num(11)} كثير`,
    `${num(100)} آخر`,
  ]);
  expect(
    tr("en-GB", "{n, plural, offset:1 =0 {nobody} =1 {{who}} other {{who} and # others}}", { n: 3, who: "Ana" }),
  ).toBe("Ana and 2 others");
  expect(tr("en-GB", "{field, select, name {your name} other {the phone number}}", { field: "name" })).toBe(
    "your name",
  );
  expect(tr("en-GB", "{field, select, name {your name} other {the phone number}}", { field: "constructor" })).toBe(
    "the phone number",
  );
  expect(tr("de-DE", "{n, number} Besucher", { n: 12345 })).toBe("12.345 Besucher");
  expect(tr("en-GB", "Use '{'braces'}' and {x}", { x: 1 })).toBe("Use {braces} and 1");
});

test("an unknown locale code is English; codes are checked", () => {
  expect(localeInfo("xx").code).toBe("en");
  expect(isLocaleCode("pt-BR")).toBe(true);
  expect(isLocaleCode("pt")).toBe(false);
});

test("numbers, money and lists follow the locale", () => {
  expect(formatNumber("de-DE", 1234.5)).toBe("1.234,5");
  expect(formatNumber("en-GB", 1234.5)).toBe("1,234.5");
  expect(formatCurrency("de-DE", 12.5, "EUR")).toBe("12,50\u00a0€");
  expect(formatCurrency("en-GB", 12.5, "GBP")).toBe("£12.50");
  expect(formatList("de-DE", ["Anna", "Ben", "Cleo"])).toBe("Anna, Ben und Cleo");
  expect(formatList("en-GB", ["Anna", "Ben"], "disjunction")).toBe("Anna or Ben");
});

test("the week starts on Monday in Germany and Britain, Sunday in the US and Brazil, Saturday for Arabic (Egypt)", () => {
  expect(firstDayOfWeek("de-DE")).toBe(1);
  expect(firstDayOfWeek("en-GB")).toBe(1);
  expect(firstDayOfWeek("en-US")).toBe(7);
  expect(firstDayOfWeek("pt-BR")).toBe(7);
  expect(firstDayOfWeek("ar")).toBe(6);
});

test("the clock: 24 hours in German and British English, 12 in American English", () => {
  expect(uses12HourClock("de-DE")).toBe(false);
  expect(uses12HourClock("en-GB")).toBe(false);
  expect(uses12HourClock("en-US")).toBe(true);
});

test("the zod error map writes zod's own messages in the locale; a schema's own message wins", () => {
  const schema = z.object({ name: z.string().max(3), email: z.email(), city: z.string({ message: "own" }) });
  const r = schema.safeParse({ name: "abcdef", email: "nope" }, { error: zodErrorMap(de) });
  const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
  expect(byField).toEqual({ name: "Höchstens 3 Zeichen.", email: "E-Mail prüfen.", city: "own" });
  expect(z.object({ a: z.string() }).safeParse({}, { error: zodErrorMap(de) }).error?.issues[0]?.message).toBe(
    "Pflichtfeld.",
  );
});

test("the browser gets the messages a page may render; validation, e-mail and calendar text and server-rendered owners stay on the server", () => {
  const server = new Set(["rsvp"]);
  expect(clientKey("contact.form.name", server)).toBe(true);
  expect(clientKey("events.page.tickets", server)).toBe(true);
  expect(clientKey("contact.errors.nameRequired", server)).toBe(false);
  expect(clientKey("core.validation.tooLong", server)).toBe(false);
  expect(clientKey("rsvp.mail.confirmedSubject", server)).toBe(false);
  expect(clientKey("contact.autoreply.subject", server)).toBe(false);
  expect(clientKey("events.ics.cancelled", server)).toBe(false);
  expect(clientKey("rsvp.form.submit", server)).toBe(false);
});
