/**
 * A ticket's page, at its secret link (/tickets/<token>): what to show at the
 * door on a phone — the QR code, the door code, the event, the type, the
 * holder, and whether it was already used or is void.
 */
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { db } from "~/core/db/client.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { getOrder, type Order } from "./data/orders.server.ts";
import { qrSvg, ticketUrl } from "./qr.server.ts";
import { ticketsOf } from "./tickets.server.ts";
import { readTicketToken, showCode, ticketCode } from "./tokens.server.ts";

export async function ticketByToken(token: string): Promise<{ ticketId: string; order: Order } | null> {
  const id = readTicketToken(token);
  if (!id) return null;
  const k = await db().selectFrom("tickets").select(["order_id"]).where("id", "=", id).executeTakeFirst();
  const order = k ? await getOrder(k.order_id) : undefined;
  return order ? { ticketId: id, order } : null;
}

export async function ticketPage(token: string) {
  const found = await ticketByToken(token);
  if (!found) return null;
  const { ticketId, order: o } = found;
  const [tickets, d, tr] = await Promise.all([ticketsOf(o.id), getEventDate(o.event_id ?? "", o.date), siteI18n()]);
  const k = tickets.find((x) => x.id === ticketId);
  if (!k || !d) return null;
  const t = tr.t;
  const inAt = k.checkedInAt
    ? new Intl.DateTimeFormat(tr.intl, { timeStyle: "short", timeZone: d.tz }).format(new Date(k.checkedInAt))
    : null;
  return {
    title: d.title,
    when: formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl),
    venue: d.venueName,
    eventPath: d.path,
    label: t("payments.mail.ticketOf", { n: k.position, count: tickets.length, type: k.typeName }),
    holder: o.name,
    number: o.number,
    code: showCode(ticketCode(k.id)),
    codeLabel: t("payments.mail.code"),
    qr: await qrSvg(ticketUrl(k.id)),
    qrAlt: t("payments.mail.qrAlt", { n: k.position }),
    status:
      k.state === "void"
        ? t("payments.ticket.void")
        : inAt
          ? t("payments.ticket.used", { at: inAt })
          : t("payments.ticket.valid"),
    valid: k.state === "valid" && !inAt,
    testMode: o.test_mode ? t("payments.mail.testMode") : null,
    pdf: `/tickets/${token}/tickets.pdf`,
    pdfLabel: t("payments.ticket.pdf"),
    orderLabel: t("payments.receipt.order"),
  };
}
