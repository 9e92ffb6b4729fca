/**
 * Ticket links as the studio form posts them (issue 13): one row per link,
 * every field an array (`ticket_url[]` …) in the rows' order on the page. An
 * empty row is no row; a bad one gets its message under its own input
 * (`ticket_url.2`), so the form marks and focuses exactly that input (SPEC §5).
 * Also the stored JSON's reader: what the database holds is checked on the way
 * out, so one damaged row never breaks a page.
 */
import { z } from "zod";
import { isCivilDate } from "~/core/dates/civil.ts";
import { entryExamples } from "~/core/dates/entry.ts";
import { DEFAULT_LOCALE } from "~/core/dates/format.ts";
import { httpUrlSchema, webLink } from "~/core/validation/fields.ts";
import { MAX_TICKET_LINKS, TICKET_KINDS, type TicketKind, type TicketLink } from "./tickets.ts";

export const TICKET_FIELDS = [
  "id",
  "date",
  "kind",
  "label",
  "url",
  "on_sale",
  "off_sale",
  "price_min",
  "price_max",
  "currency",
  "note",
] as const;
type TicketField = (typeof TICKET_FIELDS)[number];

export const TICKET_LIMITS = { label: 60, note: 100, price: 9_999_999 } as const;

const LOCAL_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
const PRICE_RE = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const ID_RE = /^[a-z0-9]{8}$/;

/** A studio translator's `t`: the rows' messages are the studio's, in the user's language. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

export interface TicketRowError {
  field: `ticket_${TicketField}`;
  row: number;
  message: string;
}

/** A row's translatable field in the event editor's Translations section (`tr.es.ticket_<row id>_note`; server/ticket-translations.server.ts). */
export const ticketFieldName = (rowId: string, field: "label" | "note") => `ticket_${rowId}_${field}`;

/** A new link's id: 8 lower-case letters and digits (unique within its event). */
export function newTicketId(random: () => number = Math.random): string {
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length: 8 }, () => chars[Math.floor(random() * chars.length)]).join("");
}

const at = (v: unknown, i: number) =>
  (Array.isArray(v) ? String(v[i] ?? "") : i === 0 && typeof v === "string" ? v : "").trim();

/** "2025-11-20T10:00" from a datetime-local input (seconds dropped), or null when empty. */
function localTime(v: string): string | null | false {
  if (!v) return null;
  const t = v.length === 19 ? v.slice(0, 16) : v;
  return LOCAL_RE.test(t) && isCivilDate(t.slice(0, 10)) ? t : false;
}

function price(v: string): string | null | false {
  if (!v) return null;
  if (!PRICE_RE.test(v)) return false;
  const n = v.replace(",", ".");
  return n.includes(".") ? n.replace(/\.?0+$/, "") || "0" : String(Number(n));
}

/**
 * The posted rows as links. `dates` are the series' dates a row may be made
 * for (null: not a series, every row is for every date).
 */
export function ticketRows(
  form: Record<string, unknown>,
  dates: ReadonlySet<string> | null,
  t: StudioT,
): { links: TicketLink[]; errors: TicketRowError[] } {
  const col = (f: TicketField) => form[`ticket_${f}`];
  const count = Math.max(
    0,
    ...TICKET_FIELDS.map((f) => (Array.isArray(col(f)) ? (col(f) as unknown[]).length : col(f) === undefined ? 0 : 1)),
  );
  const links: TicketLink[] = [];
  const errors: TicketRowError[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const v = (f: TicketField) => at(col(f), i);
    const fail = (f: TicketField, message: string) => errors.push({ field: `ticket_${f}`, row: i, message });
    const typed = (["label", "url", "on_sale", "off_sale", "price_min", "price_max", "note"] as const).some(
      (f) => v(f) !== "",
    );
    const kind = (TICKET_KINDS as readonly string[]).includes(v("kind")) ? (v("kind") as TicketKind) : "tickets";
    // A row with nothing typed is no row, except "at the door" and "free entry", which say something by themselves.
    if (!typed && kind !== "door" && kind !== "free") continue;
    if (links.length >= MAX_TICKET_LINKS) {
      fail("label", t("events.studio.errors.tickets.tooMany", { max: MAX_TICKET_LINKS }));
      continue;
    }
    const label = v("label");
    if (label.length > TICKET_LIMITS.label)
      fail("label", t("events.studio.errors.tickets.tooLong", { max: TICKET_LIMITS.label }));
    // "tickets.example.com/x" is a link too: stored with its https:// (core/validation/fields.ts).
    const typedUrl = v("url");
    const url = typedUrl ? (webLink(typedUrl) ?? typedUrl) : "";
    if (typedUrl && !webLink(typedUrl)) fail("url", t("events.studio.errors.tickets.url"));
    else if (!url && kind !== "door" && kind !== "free") fail("url", t("events.studio.errors.tickets.urlMissing"));
    const onSale = localTime(v("on_sale"));
    const offSale = localTime(v("off_sale"));
    // A sample in the default locale; the form's schema puts in the studio language's (schemas.ts).
    if (onSale === false) fail("on_sale", t("events.studio.errors.tickets.onSale", entryExamples(DEFAULT_LOCALE)));
    if (offSale === false) fail("off_sale", t("events.studio.errors.tickets.offSale", entryExamples(DEFAULT_LOCALE)));
    else if (onSale && offSale && offSale <= onSale) fail("off_sale", t("events.studio.errors.tickets.offBeforeOn"));
    const min = price(v("price_min"));
    const max = price(v("price_max"));
    if (min === false) fail("price_min", t("events.studio.errors.tickets.price"));
    if (max === false) fail("price_max", t("events.studio.errors.tickets.price"));
    else if (max !== null && min === null) fail("price_min", t("events.studio.errors.tickets.priceMin"));
    else if (max !== null && min !== false && min !== null && Number(max) < Number(min))
      fail("price_max", t("events.studio.errors.tickets.priceOrder"));
    const currency = v("currency").toUpperCase();
    if ((min || max) && Number(min || 0) + Number(max || 0) > 0 && !/^[A-Z]{3}$/.test(currency))
      fail("currency", t("events.studio.errors.tickets.currency"));
    else if (currency && !/^[A-Z]{3}$/.test(currency)) fail("currency", t("events.studio.errors.tickets.currencyCode"));
    const note = v("note");
    if (note.length > TICKET_LIMITS.note)
      fail("note", t("events.studio.errors.tickets.tooLong", { max: TICKET_LIMITS.note }));
    const date = v("date");
    if (date && (dates === null || !isCivilDate(date) || !dates.has(date)))
      fail("date", t("events.studio.errors.tickets.date"));
    // Keep a row's id across saves (its clicks are counted under it); a new or copied row gets a fresh one.
    let id = v("id");
    if (!ID_RE.test(id) || used.has(id)) id = newTicketId();
    used.add(id);
    links.push({
      id,
      date: date && dates?.has(date) ? date : null,
      kind,
      label: label.slice(0, TICKET_LIMITS.label),
      url,
      onSale: onSale || null,
      offSale: offSale || null,
      priceMin: min || null,
      priceMax: max && max !== min ? max : null,
      currency: min || max ? currency : "",
      note: note.slice(0, TICKET_LIMITS.note),
    });
  }
  return { links, errors };
}

const storedLink = z.object({
  id: z.string().regex(ID_RE),
  date: z.string().nullable().catch(null),
  kind: z.enum(TICKET_KINDS).catch("tickets"),
  label: z.string().catch(""),
  url: z
    .string()
    .refine((u) => u === "" || httpUrlSchema.safeParse(u).success)
    .catch(""),
  onSale: z.string().regex(LOCAL_RE).nullable().catch(null),
  offSale: z.string().regex(LOCAL_RE).nullable().catch(null),
  priceMin: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable()
    .catch(null),
  priceMax: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable()
    .catch(null),
  currency: z
    .string()
    .regex(/^([A-Z]{3})?$/)
    .catch(""),
  note: z.string().catch(""),
});

/** The stored JSON column as links; anything unreadable is left out. */
export function parseStoredTickets(json: string | null | undefined): TicketLink[] {
  if (!json) return [];
  try {
    const raw: unknown = JSON.parse(json);
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((r) => {
      const p = storedLink.safeParse(r);
      return p.success ? [p.data] : [];
    });
  } catch {
    return [];
  }
}

/** The links as form input values (the inverse of ticketRows). */
export function ticketFormValues(links: readonly TicketLink[]): Record<`ticket_${TicketField}`, string[]> {
  return {
    ticket_id: links.map((l) => l.id),
    ticket_date: links.map((l) => l.date ?? ""),
    ticket_kind: links.map((l) => l.kind),
    ticket_label: links.map((l) => l.label),
    ticket_url: links.map((l) => l.url),
    ticket_on_sale: links.map((l) => l.onSale ?? ""),
    ticket_off_sale: links.map((l) => l.offSale ?? ""),
    ticket_price_min: links.map((l) => l.priceMin ?? ""),
    ticket_price_max: links.map((l) => l.priceMax ?? ""),
    ticket_currency: links.map((l) => l.currency),
    ticket_note: links.map((l) => l.note),
  };
}
