/**
 * Ticket rows in the site's other languages (issue 15): each row's label and
 * note ("Early bird", "concessions at the door") are translatable, stored in
 * the core's translations table as entity `event_ticket`, id
 * `<event id>:<row id>` (row ids are stable across edits, so a translation
 * follows its row). The event editor's Translations section shows one field
 * per row and field (`tr.es.ticket_<row id>_note`); public reads overlay them
 * with the event's own translation (data/queries.server.ts).
 */
import {
  deleteTranslations,
  saveTranslations,
  translated,
  translationField,
  translationsOf,
  type EntityTranslations,
} from "~/core/i18n/content.server.ts";
import type { TicketLink } from "~/capabilities/events/lib/tickets.ts";
import { ticketFieldName } from "~/capabilities/events/lib/ticket-rows.ts";

export const TICKET_ENTITY = "event_ticket";
const FIELDS = ["label", "note"] as const;

export const ticketTranslationId = (eventId: string, rowId: string) => `${eventId}:${rowId}`;

/** The rows' stored translations as the editor's fields: language → `ticket_<row>_<field>` → text. */
export async function ticketTranslationValues(
  eventId: string,
  tickets: readonly TicketLink[],
): Promise<EntityTranslations> {
  const out: EntityTranslations = {};
  const each = await Promise.all(
    tickets.map(async (t) => [t.id, await translationsOf(TICKET_ENTITY, ticketTranslationId(eventId, t.id))] as const),
  );
  for (const [rowId, byLanguage] of each) {
    for (const [language, texts] of Object.entries(byLanguage)) {
      for (const field of FIELDS)
        if (texts[field]) (out[language] ??= {})[ticketFieldName(rowId, field)] = texts[field];
    }
  }
  return out;
}

/**
 * Saves what the editor sent for the rows as saved (`tickets`), and drops the
 * translations of rows that are gone (`before`: the rows before the save).
 */
export async function saveTicketTranslations(
  eventId: string,
  tickets: readonly TicketLink[],
  before: readonly TicketLink[],
  form: FormData,
  languages: readonly string[],
): Promise<void> {
  const kept = new Set(tickets.map((t) => t.id));
  for (const t of before)
    if (!kept.has(t.id)) await deleteTranslations(TICKET_ENTITY, ticketTranslationId(eventId, t.id));
  for (const t of tickets) {
    const byLanguage: EntityTranslations = {};
    for (const language of languages) {
      for (const field of FIELDS) {
        const v = form.get(translationField(language, ticketFieldName(t.id, field)));
        if (typeof v === "string") (byLanguage[language] ??= {})[field] = v.trim();
      }
    }
    if (Object.keys(byLanguage).length)
      await saveTranslations(TICKET_ENTITY, ticketTranslationId(eventId, t.id), byLanguage);
  }
}

/** Every row's translations of an event that is deleted. */
export async function deleteTicketTranslations(eventId: string, tickets: readonly TicketLink[]): Promise<void> {
  for (const t of tickets) await deleteTranslations(TICKET_ENTITY, ticketTranslationId(eventId, t.id));
}

/** The events' ticket rows as the request's language shows them (one query for all; none on a default-language request). */
export async function translatedTickets<E extends { id: string; tickets: TicketLink[] }>(events: E[]): Promise<E[]> {
  const rows = events.flatMap((e) => e.tickets.map((t) => ({ ...t, key: ticketTranslationId(e.id, t.id) })));
  if (rows.length === 0) return events;
  const done = await translated(TICKET_ENTITY, rows, (r) => r.key);
  if (done === rows) return events;
  const byKey = new Map(done.map((r) => [r.key, r]));
  return events.map((e) => ({
    ...e,
    tickets: e.tickets.map((t) => {
      const r = byKey.get(ticketTranslationId(e.id, t.id));
      return r ? { ...t, label: r.label, note: r.note } : t;
    }),
  }));
}
