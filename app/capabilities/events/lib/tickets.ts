/**
 * Ticket links (issue 13): several per event, and per date of a series where
 * that date differs. Each has a kind, a label, an http(s) URL (none for "at
 * the door" or free entry), on-sale and off-sale times in the event's zone
 * and a price or price range with its currency.
 *
 * The state a page shows is worked out here from the links, the event's
 * status and an injected clock (`nowMs`), never stored:
 *   before its on-sale time   → "On sale Fri 10:00 CET"
 *   between on-sale and off-sale → a button
 *   after its off-sale time   → gone (an ended presale disappears)
 *   the event sold out        → "Sold out", no buttons
 *   cancelled, or the date over → nothing
 * `nextChangeMs` is the next instant any of that changes, so a cached page
 * expires there (docs/decisions/0108-ticket-links.md).
 */
import { formatTime, zoneLabel, DEFAULT_LOCALE } from "~/core/dates/format.ts";
import { localToUtcMs } from "~/core/dates/zoned.ts";
import { ENGLISH_TICKET_WORDS, type TicketWords } from "./messages.ts";
import type { EventStatus } from "./model.ts";

export const TICKET_KINDS = ["tickets", "presale", "vip", "free", "door"] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** At most this many links per event (all dates together). */
export const MAX_TICKET_LINKS = 12;

export interface TicketLink {
  /** 8 characters [a-z0-9], stable across edits: the click counter's key (`/go/ticket/<event id>-<id>`). */
  id: string;
  /** The date of a series this link is for ("YYYY-MM-DD" occurrence key); null: every date. */
  date: string | null;
  kind: TicketKind;
  /** The provider or the owner's wording ("Eventim", "Early bird"); "" → the kind's label. */
  label: string;
  /** http(s), or "" (at the door, free entry: no link needed). */
  url: string;
  /** "YYYY-MM-DDTHH:mm" in the event's zone, or null: on sale from now on / until the date. */
  onSale: string | null;
  offSale: string | null;
  /** Decimal text ("15", "12.50"): exact on both databases, no float. */
  priceMin: string | null;
  priceMax: string | null;
  /** ISO 4217 ("EUR"); "" without a price. */
  currency: string;
  /** Free words shown with the price ("€12 concessions"); a migrated price text lives here. */
  note: string;
}

/**
 * The links that apply to one date: the links made for that date when it has
 * any (it differs), otherwise the links for every date.
 */
export function linksForDate(links: readonly TicketLink[], key: string): TicketLink[] {
  const own = links.filter((l) => l.date === key);
  return own.length ? own : links.filter((l) => l.date === null);
}

export type TicketPhase = "soon" | "open" | "ended";

/** A link's on-sale and off-sale instants (null: none set). */
export function saleWindow(
  l: Pick<TicketLink, "onSale" | "offSale">,
  tz: string,
): { onMs: number | null; offMs: number | null } {
  return { onMs: l.onSale ? localToUtcMs(l.onSale, tz) : null, offMs: l.offSale ? localToUtcMs(l.offSale, tz) : null };
}

const phaseAt = (w: { onMs: number | null; offMs: number | null }, nowMs: number): TicketPhase =>
  w.offMs !== null && nowMs >= w.offMs ? "ended" : w.onMs !== null && nowMs < w.onMs ? "soon" : "open";

export function phaseOf(l: Pick<TicketLink, "onSale" | "offSale">, tz: string, nowMs: number): TicketPhase {
  return phaseAt(saleWindow(l, tz), nowMs);
}

// Intl formatters are slow to make (~100 µs) and cheap to use: one per shape, kept (a list renders hundreds of prices).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    if (formatters.size > 500) formatters.clear();
    f = make();
    formatters.set(key, f);
  }
  return f;
}
const money = (locale: string, currency: string, whole: boolean) =>
  kept(
    `n|${locale}|${currency}|${whole}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        ...(whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
      }),
  );

/** "€15", "€12 – €20", "Free" for 0, "" without a price; the note after it. */
export function priceLabel(
  l: Pick<TicketLink, "priceMin" | "priceMax" | "currency" | "note">,
  locale = DEFAULT_LOCALE,
  free = ENGLISH_TICKET_WORDS.free,
): string {
  const text = (() => {
    if (l.priceMin === null) return "";
    const min = Number(l.priceMin);
    const max = l.priceMax === null ? min : Number(l.priceMax);
    if (max === 0) return free;
    if (!l.currency) return min === max ? l.priceMin : `${l.priceMin}–${l.priceMax}`;
    const f = money(locale, l.currency, Number.isInteger(min) && Number.isInteger(max));
    // Not formatRange: ICU builds a range formatter on every call (~290 µs; a list has hundreds of prices).
    return min === max ? f.format(min) : `${f.format(min)} – ${f.format(max)}`;
  })();
  return [text, l.note.trim()].filter(Boolean).join(" · ");
}

/** "Fri 10:00 CET" within the coming week, "Fri 12 Dec, 10:00 CET" further ahead. */
export function saleTimeLabel(ms: number, tz: string, nowMs: number, locale = DEFAULT_LOCALE): string {
  const near = ms - nowMs < 6 * 86_400_000;
  const day = kept(
    `d|${locale}|${tz}|${near}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        near ? { weekday: "short", timeZone: tz } : { weekday: "short", day: "numeric", month: "short", timeZone: tz },
      ),
  )
    .format(ms)
    .replace(",", "");
  return `${day}${near ? "" : ","} ${formatTime(ms, tz, locale)} ${zoneLabel(ms, tz, locale)}`;
}

export interface TicketLine {
  id: string;
  kind: TicketKind;
  /** The button's or line's name: the label, or the kind's. */
  label: string;
  /** "€15 · concessions", or "". */
  price: string;
  /** The tracked link (`/go/ticket/…`) while on sale; null before, or without a URL. */
  href: string | null;
  /** Set before the on-sale time: "On sale Fri 10:00 CET". */
  opens: string | null;
}

export interface TicketsView {
  soldOut: boolean;
  lines: TicketLine[];
  /** The next instant this view changes (an on-sale or off-sale time ahead), or null. */
  nextChangeMs: number | null;
}

export interface TicketContext {
  eventId: string;
  status: EventStatus;
  tz: string;
  /** When the date is over (model.ts effectiveEndMs): no tickets after it. */
  endMs: number;
}

/** The tracked URL of a link: counted by Insights, then a 302 (server/tickets.server.ts). */
export const ticketHref = (eventId: string, linkId: string) => `/go/ticket/${eventId}-${linkId}`;

/** What a page shows for one date's links at `nowMs` (the state machine above), in `words`' language. */
export function ticketsView(
  links: readonly TicketLink[],
  c: TicketContext,
  nowMs: number,
  locale = DEFAULT_LOCALE,
  words: TicketWords = ENGLISH_TICKET_WORDS,
): TicketsView {
  const none: TicketsView = { soldOut: false, lines: [], nextChangeMs: null };
  if (c.status === "cancelled" || nowMs >= c.endMs) return none;
  if (c.status === "sold_out") return { ...none, soldOut: true };
  const lines: TicketLine[] = [];
  let next: number | null = null;
  const ahead = (ms: number) => {
    if (ms > nowMs && ms < c.endMs && (next === null || ms < next)) next = ms;
  };
  for (const l of links) {
    const w = saleWindow(l, c.tz);
    if (w.onMs !== null) ahead(w.onMs);
    if (w.offMs !== null) ahead(w.offMs);
    const phase = phaseAt(w, nowMs);
    if (phase === "ended") continue;
    lines.push({
      id: l.id,
      kind: l.kind,
      label: l.label.trim() || words.kind(l.kind),
      price: priceLabel(l, locale, words.free),
      href: phase === "open" && l.url ? ticketHref(c.eventId, l.id) : null,
      opens: phase === "soon" ? words.onSaleAt(saleTimeLabel(w.onMs!, c.tz, nowMs, locale)) : null,
    });
  }
  return { soldOut: false, lines, nextChangeMs: next };
}

/** A list row's one call to action: the first button, else the first "On sale …", else the door or free line. */
export interface TicketSummary {
  href: string | null;
  label: string;
  /** The price, or "On sale Fri 10:00 CET". */
  text: string;
  /** Before its on-sale time (the row frames it). */
  soon: boolean;
  /** Whether the label says more than the text ("Presale", "Tickets at the door"; not a plain "Tickets" before its sale). */
  showLabel: boolean;
  /** The button's words for screen readers after its label: " for Club night on Fri, 27 Nov" (toListItem sets it). */
  forDate?: string;
}

export function ticketSummary(v: TicketsView, words: TicketWords = ENGLISH_TICKET_WORDS): TicketSummary | null {
  if (v.soldOut) return null; // the row's status badge says "Sold out"
  const button = v.lines.find((l) => l.href);
  if (button) return { href: button.href, label: button.label, text: button.price, soon: false, showLabel: true };
  const soon = v.lines.find((l) => l.opens);
  if (soon)
    return {
      href: null,
      label: soon.label,
      text: soon.opens!,
      soon: true,
      showLabel: soon.label !== words.kind("tickets"),
    };
  const info = v.lines.find((l) => l.kind === "door" || l.kind === "free") ?? v.lines[0];
  return info ? { href: null, label: info.label, text: info.price, soon: false, showLabel: true } : null;
}
