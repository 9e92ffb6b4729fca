/**
 * Counts a person reads go through the catalogue's plural rules in every language that has the message
 * (issue 25: the dashboard said "1 visitors"; the door page "0 in of 2 (capacity 50)"). For each message
 * below, every locale's text must use a `plural` for the counted argument — the check reads the compiled
 * message, so a translation that writes the number plainly fails — and English reads right for 1 and 2.
 */
import { expect, test } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { sourceMessages, translatorFor } from "~/core/i18n/catalogues.server.ts";
import { LOCALE_CODES } from "~/core/i18n/locales.ts";
import { studioSourceMessages, studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { STUDIO_LOCALES } from "~/core/i18n/studio-locales.ts";

registerCapabilities(CAPABILITIES);

/** Message key → the arguments that are counts. */
const STUDIO_COUNTS: Record<string, string[]> = {
  "insights.studio.widget.sum": ["count", "views"],
  "insights.studio.widget.sumChange": ["count", "views"],
  "insights.studio.widget.day": ["count"],
  "insights.studio.page.visitorsStat": ["count"],
  "insights.studio.page.viewsStat": ["count"],
  "rsvp.studio.door.count": ["of"],
  "rsvp.studio.door.countCapacity": ["of", "capacity"],
  "rsvp.studio.settings.reminderHours": ["h"],
  "studio.studio.backup.imported": ["rows", "files"],
};
const PUBLIC_COUNTS: Record<string, string[]> = {
  "fans.signup.townPeople": ["people"],
};

/** The arguments a compiled message formats with a plural rule (in any branch). */
function plurals(node: unknown, out = new Set<string>()): Set<string> {
  if (!Array.isArray(node)) return out;
  for (const part of node) {
    if (!Array.isArray(part)) continue;
    const [name, type, branches] = part as [string, string?, Record<string, unknown>?];
    if (type === "plural") out.add(name);
    if (branches && typeof branches === "object") for (const b of Object.values(branches)) plurals(b, out);
  }
  return out;
}

test("every studio language counts through its plural rules", () => {
  const wrong: string[] = [];
  for (const locale of STUDIO_LOCALES) {
    const messages = studioSourceMessages(locale);
    for (const [key, counts] of Object.entries(STUDIO_COUNTS)) {
      const found = plurals(compileMessage(messages[key]!));
      for (const c of counts) if (!found.has(c)) wrong.push(`${locale} ${key}: {${c}} is not a plural`);
    }
  }
  expect(wrong).toEqual([]);
});

test("every public language counts through its plural rules", () => {
  const wrong: string[] = [];
  for (const locale of LOCALE_CODES) {
    const messages = sourceMessages(locale);
    for (const [key, counts] of Object.entries(PUBLIC_COUNTS)) {
      const found = plurals(compileMessage(messages[key]!));
      for (const c of counts) if (!found.has(c)) wrong.push(`${locale} ${key}: {${c}} is not a plural`);
    }
  }
  expect(wrong).toEqual([]);
});

test("English reads right for one and for more", () => {
  const { t } = studioTranslatorFor("en");
  const sum = (count: number, views: number) => t("insights.studio.widget.sum", { count, visitors: count, views });
  expect(sum(1, 1)).toBe("1 visitor and 1 page view in the last 7 days.");
  expect(sum(2, 1_234)).toBe("2 visitors and 1,234 page views in the last 7 days.");
  expect(t("rsvp.studio.door.countCapacity", { inside: 0, of: 2, capacity: 50 })).toBe(
    "0 of 2 guests checked in · 50 places",
  );
  expect(t("rsvp.studio.door.count", { inside: 1, of: 1 })).toBe("1 of 1 guest checked in");
  expect(t("studio.studio.backup.imported", { rows: 1, files: 0 })).toMatch(/^Imported 1 record and 0 files\./);
  expect(translatorFor("en").t("fans.signup.townPeople", { town: "Ely", people: 20_256 })).toBe("Ely (20,256 people)");
  expect(translatorFor("pl").t("fans.signup.townPeople", { town: "Gdynia", people: 243_922 })).toBe(
    "Gdynia (243\u00a0922 mieszkańcy)",
  );
});

test("German too", () => {
  const { t } = studioTranslatorFor("de");
  expect(t("insights.studio.page.viewsStat", { count: 1 })).toBe("Seitenaufruf");
  expect(t("rsvp.studio.door.count", { inside: 3, of: 5 })).toBe("3 von 5 Gästen eingecheckt");
});
