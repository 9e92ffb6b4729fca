/**
 * An event in another language of the site (issue 15, L2) on a real database: its page, the list and the
 * calendar feed show its translation in that language (the default language's text where untranslated),
 * in that language's words and URLs; deleting the event deletes its translations.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { eventValue } from "~tests/factories/events.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { saveTranslations, translationsOf } from "~/core/i18n/content.server.ts";
import { inLanguage, siteLanguages } from "~/core/i18n/request-language.server.ts";
import { siteLocale } from "~/core/i18n/site-language.server.ts";
import { createEvent, deleteEvent } from "./events.server.ts";
import { eventPageData, eventsListData } from "./pages.server.ts";
import { siteFeed } from "./feed.server.ts";

const getDb = useTestDatabase();
const ORIGIN = "https://band.example";

test("an event page, the list and the feed in another language of the site: its translation, Spanish words, Spanish URLs", async () => {
  getDb();
  await updateSettings({ language: "en", languages: "es" });
  expect((await siteLanguages()).all.map((l) => `${l.code}:${l.base}`)).toEqual(["en:", "es:/es"]);
  const e = await createEvent(null, eventValue({ title: "Summer show", description: "A long night", startLocal: "2051-06-01T20:00" }), { visibility: "published" });
  await saveTranslations("event", e.id, { es: { title: "Concierto de verano" } });
  const en = await eventPageData(e.slug, null, ORIGIN);
  expect(en?.event.title).toBe("Summer show");
  const es = await inLanguage("es", () => eventPageData(e.slug, null, ORIGIN));
  expect(es?.event.title).toBe("Concierto de verano");
  // Untranslated: the default language's text.
  expect(es?.descriptionText ?? "").toContain("A long night");
  expect(JSON.stringify(es?.jsonLd)).toContain(`"inLanguage":"es"`);
  expect(JSON.stringify(es?.jsonLd)).toContain(`${ORIGIN}/es/events/${e.slug}`);
  expect(await inLanguage("es", () => siteLocale())).toBe("es");
  const list = await inLanguage("es", () => eventsListData(ORIGIN));
  expect(JSON.stringify(list)).toContain("Concierto de verano");
  expect(JSON.stringify(await eventsListData(ORIGIN))).not.toContain("Concierto de verano");
  const feed = await inLanguage("es", () => siteFeed(ORIGIN));
  expect(feed.text).toContain("SUMMARY:Concierto de verano");
  expect(feed.text).toContain(`${ORIGIN}/es/events/${e.slug}`);
  expect((await siteFeed(ORIGIN)).text).toContain("SUMMARY:Summer show");
  // Deleting the event deletes its translations.
  await deleteEvent(null, e.id);
  expect(await translationsOf("event", e.id)).toEqual({});
  await updateSettings({ languages: "" });
});
