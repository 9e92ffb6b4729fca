/**
 * Wording of ticket links (issue 13). A page's ticket lines speak its
 * language through `ticketWords(t)` (the catalogue's `events.tickets.*`);
 * `ENGLISH_TICKET_WORDS` is what code without a translator gets (tests,
 * benches, the iCalendar feed's description lines).
 */
import type { Translator } from "~/core/i18n/translator.ts";
import type { TicketKind } from "./tickets.ts";

/** What a link is called when the owner gave it no label (the button's text). */
export const TICKET_KIND_LABELS: Record<TicketKind, string> = {
  tickets: "Tickets",
  presale: "Presale",
  vip: "VIP tickets",
  free: "Free entry",
  door: "Tickets at the door",
};

/** The studio's kind picker: each kind's studio message (`t(TICKET_KIND_KEYS[kind])`). */
export const TICKET_KIND_KEYS: Record<TicketKind, string> = {
  tickets: "events.studio.tickets.kinds.tickets",
  presale: "events.studio.tickets.kinds.presale",
  vip: "events.studio.tickets.kinds.vip",
  free: "events.studio.tickets.kinds.free",
  door: "events.studio.tickets.kinds.door",
};

/** The catalogue's word for each kind (public messages). */
const PUBLIC_KIND_KEYS: Record<TicketKind, string> = {
  tickets: "events.tickets.kind.tickets",
  presale: "events.tickets.kind.presale",
  vip: "events.tickets.kind.vip",
  free: "events.tickets.kind.free",
  door: "events.tickets.kind.door",
};

/** A visitor's words for ticket lines. */
export interface TicketWords {
  /** A link's name when the owner gave it no label. */
  kind(k: TicketKind): string;
  /** Before the on-sale time: "On sale Fri 10:00 CET". */
  onSaleAt(when: string): string;
  /** Screen-reader tail of a list row's button, with its leading space: " for Club night on Fri 12 Dec". */
  forDate(title: string, date: string): string;
  /** A price of nothing: "Free". */
  free: string;
}

/** The words in the translator's language (the page's, or the studio's, which knows the public messages too). */
export function ticketWords(t: Translator["t"]): TicketWords {
  return {
    kind: (k) => t(PUBLIC_KIND_KEYS[k]),
    onSaleAt: (when) => t("events.tickets.onSaleAt", { when }),
    forDate: (title, date) => ` ${t("events.tickets.forDate", { title, date })}`,
    free: t("events.tickets.priceFree"),
  };
}

export const ticketMessages = {
  /** Before the on-sale time: "On sale Fri 10:00 CET". */
  onSaleAt: (when: string) => `On sale ${when}`,
  /** Screen-reader tail of a list row's button: "Tickets for Club night on Fri 12 Dec". */
  forDate: (title: string, date: string) => ` for ${title} on ${date}`,
  /** The iCalendar description line: "Tickets: https://…". */
  icsLine: (label: string, url: string) => `${label}: ${url}`,
  icsPrice: (price: string) => `Price: ${price}`,
};

export const ENGLISH_TICKET_WORDS: TicketWords = {
  kind: (k) => TICKET_KIND_LABELS[k],
  onSaleAt: ticketMessages.onSaleAt,
  forDate: ticketMessages.forDate,
  free: "Free",
};
