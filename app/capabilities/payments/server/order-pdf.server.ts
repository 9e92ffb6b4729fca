/** An order's tickets as a PDF, found by one of its tickets' tokens (the ticket page's download). */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { inOfferedLanguage } from "~/core/i18n/request-language.server.ts";
import { readPaymentSettings } from "./data/settings.server.ts";
import { ticketsPdf } from "./pdf.server.ts";
import { ticketByToken } from "./ticket-page.server.ts";
import { ticketsOf } from "./tickets.server.ts";

export async function orderPdf(token: string): Promise<{ bytes: Buffer; filename: string } | null> {
  const found = await ticketByToken(token);
  if (!found?.order.event_id || !found.order.date) return null;
  const o = found.order;
  return inOfferedLanguage(o.language, async () => {
    const [d, tr, tickets, settings] = await Promise.all([
      getEventDate(o.event_id!, o.date),
      siteI18n(),
      ticketsOf(o.id),
      readPaymentSettings(),
    ]);
    if (!d) return null;
    const when = formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl);
    const bytes = await ticketsPdf(o, tickets, { title: d.title, when, venue: d.venueName }, settings, tr);
    return { bytes, filename: `tickets-${o.number}.pdf` };
  });
}
