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
import { saveTicketTranslations, ticketTranslationValues } from "./ticket-translations.server.ts";

const getDb = useTestDatabase();
const ORIGIN = "https://band.example";

test("an event page, the list and the feed in another language of the site: its translation, Spanish words, Spanish URLs", async () => {
  getDb();
  await updateSettings({ language: "en", languages: "es" });
  expect((await siteLanguages()).all.map((l) => `${l.code}:${l.base}`)).toEqual(["en:", "es:/es"]);
  const e = await createEvent(
    null,
    eventValue({ title: "Summer show", description: "A long night", startLocal: "2051-06-01T20:00" }),
    { visibility: "published" },
  );
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

test("ticket rows' labels and notes in another language: saved by row from the editor's fields, shown on the Spanish page, dropped with their row", async () => {
  getDb();
  await updateSettings({ language: "en", languages: "es" });
  const link = (id: string, label: string, note: string) => ({
    id,
    date: null,
    kind: "tickets" as const,
    label,
    url: "https://tickets.example/x",
    onSale: null,
    offSale: null,
    priceMin: "15",
    priceMax: null,
    currency: "EUR",
    note,
  });
  const e = await createEvent(
    null,
    eventValue({
      title: "Summer show",
      startLocal: "2051-06-01T20:00",
      tickets: [link("aaaa1111", "Early bird", "concessions at the door"), link("bbbb2222", "Standard", "")],
    }),
    {
      visibility: "published",
    },
  );
  const form = new FormData();
  form.set("tr.es.ticket_aaaa1111_label", "Anticipada");
  form.set("tr.es.ticket_aaaa1111_note", "descuentos en taquilla");
  form.set("tr.es.ticket_bbbb2222_note", "");
  await saveTicketTranslations(e.id, e.tickets, e.tickets, form, ["es"]);
  expect(await ticketTranslationValues(e.id, e.tickets)).toEqual({
    es: { ticket_aaaa1111_label: "Anticipada", ticket_aaaa1111_note: "descuentos en taquilla" },
  });

  const es = await inLanguage("es", () => eventPageData(e.slug, null, ORIGIN));
  const lines = JSON.stringify(es?.event.tickets.lines);
  expect(lines).toContain("Anticipada");
  expect(lines).toContain("descuentos en taquilla");
  expect(lines).toContain("Standard");
  expect(JSON.stringify((await eventPageData(e.slug, null, ORIGIN))?.event.tickets.lines)).toContain("Early bird");
  expect(JSON.stringify(await inLanguage("es", () => eventsListData(ORIGIN)))).toContain("Anticipada");

  // The row is removed in the editor: its translations go with it.
  await saveTicketTranslations(e.id, e.tickets.slice(1), e.tickets, new FormData(), ["es"]);
  expect(await translationsOf("event_ticket", `${e.id}:aaaa1111`)).toEqual({});
  await updateSettings({ languages: "" });
});
