/**
 * Public wording of ticket links (issue 13), gathered here so the languages
 * work (issue 15) can move it into catalogues without hunting. Plain English,
 * plain functions.
 */
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

export const ticketMessages = {
  /** Before the on-sale time: "On sale Fri 10:00 CET". */
  onSaleAt: (when: string) => `On sale ${when}`,
  /** Screen-reader tail of a list row's button: "Tickets for Club night on Fri 12 Dec". */
  forDate: (title: string, date: string) => ` for ${title} on ${date}`,
  /** The iCalendar description line: "Tickets: https://…". */
  icsLine: (label: string, url: string) => `${label}: ${url}`,
  icsPrice: (price: string) => `Price: ${price}`,
};
