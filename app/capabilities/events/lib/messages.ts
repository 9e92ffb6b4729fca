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

/** The studio's kind picker. */
export const TICKET_KIND_OPTIONS: Record<TicketKind, string> = {
  tickets: "Tickets",
  presale: "Presale",
  vip: "VIP",
  free: "Free entry",
  door: "Pay at the door",
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
