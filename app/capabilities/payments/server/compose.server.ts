/**
 * The e-mails of orders (outbox source "payments"; the kinds are in
 * mail.server.ts), composed when sent, in the language of the page the order
 * was made on: the receipt with one QR code per ticket (inline images by
 * Content-ID) and the tickets as a PDF; thanks for support; refund notices.
 * Receipts name the seller, the order number and the VAT when the owner set a
 * rate, and say so when the payment was made with test keys.
 */
import type { ComposedMail } from "~/core/mail/index.server.ts";
import { getEventDate } from "~/capabilities/events/index.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { inOfferedLanguage } from "~/core/i18n/request-language.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { formatMoney } from "../lib/money.ts";
import { receiptLines } from "./receipt.server.ts";
import { db } from "~/core/db/client.server.ts";
import { addOrderEvent, getOrder, linesOf, patchOrder, type Order } from "./data/orders.server.ts";
import { readPaymentSettings } from "./data/settings.server.ts";
import { button, escapeHtml as e, htmlMail, siteFooter, textFooter } from "~/core/mail/layout.server.ts";
import { orderMailColours } from "./mail.server.ts";
import { ticketsPdf } from "./pdf.server.ts";
import { qrPng, ticketUrl } from "./qr.server.ts";
import { ticketsOf } from "./tickets.server.ts";
import { showCode, ticketCode } from "./tokens.server.ts";
import { composeDownloadMail } from "./store/mail.server.ts";
import { getGrant } from "./store/data.server.ts";

export async function composeOrderMail(ref: string): Promise<ComposedMail | { skip: string }> {
  const [kind, id] = ref.split(":");
  if (kind === "d" && id) return composeDownloadMail(id);
  const o = id ? await getOrder(id) : undefined;
  if (!kind || !o) return { skip: "the order is gone." };
  return inOfferedLanguage(o.language, () => compose(kind, o));
}

async function compose(kind: string, o: Order): Promise<ComposedMail | { skip: string }> {
  const tr = await siteI18n();
  const t = tr.t;
  const money = (n: number) => formatMoney(n, o.currency, tr.intl);
  const [site, colours, settings, lines] = await Promise.all([
    siteFooter(),
    orderMailColours(),
    readPaymentSettings(),
    linesOf(o.id),
  ]);
  const d = o.event_id && o.date ? await getEventDate(o.event_id, o.date) : null;
  const when = d ? formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl) : "";
  const what = d ? `${d.title}, ${when}` : site.name;
  const words = mailWords(t, kind, o, what, money);
  if (!words) return { skip: `nothing to say for ${kind}.` };
  if (kind === "r" && o.state !== "paid" && o.state !== "partially_refunded")
    return { skip: `the order is ${o.state}.` };

  const receipt = receiptLines(t, o, lines, settings, money);
  const textParts = [t("payments.mail.greeting", { name: o.name }), "", words.lead, "", ...receipt.text];
  const htmlParts = [
    o.test_mode
      ? `<p style="padding:8px 12px;border:2px dashed ${colours.accent}"><strong>${e(t("payments.mail.testMode"))}</strong></p>`
      : "",
    `<p>${e(t("payments.mail.greeting", { name: o.name }))}</p>`,
    `<p><strong>${e(words.lead)}</strong></p>`,
    receipt.html,
  ];
  const attachments: NonNullable<ComposedMail["attachments"]> = [];
  if (o.test_mode) textParts.unshift(t("payments.mail.testMode"), "");
  if (kind === "r" && d) {
    const tickets = await ticketsOf(o.id);
    const origin = publicOrigin();
    for (const k of tickets) {
      const url = ticketUrl(k.id, origin);
      const code = showCode(ticketCode(k.id));
      const cid = `ticket-${k.position}@marquee`;
      attachments.push({
        filename: `ticket-${k.position}.png`,
        contentType: "image/png",
        content: await qrPng(url),
        cid,
      });
      const label = t("payments.mail.ticketOf", { n: k.position, count: tickets.length, type: k.typeName });
      textParts.push("", label, `${t("payments.mail.code")}: ${code}`, url);
      htmlParts.push(
        `<div style="margin:16px 0;padding:12px;border:1px solid ${colours.border};border-radius:8px">` +
          `<p style="margin:0 0 8px"><strong>${e(label)}</strong></p>` +
          `<img src="cid:${cid}" width="200" height="200" alt="${e(t("payments.mail.qrAlt", { n: k.position }))}" style="display:block;background:#fff">` +
          `<p style="margin:8px 0 0">${e(t("payments.mail.code"))}: <strong>${e(code)}</strong> · <a class="m-a" href="${e(url)}" style="color:${colours.accent}">${e(t("payments.mail.openTicket"))}</a></p></div>`,
      );
    }
    attachments.push({
      filename: `tickets-${o.number}.pdf`,
      contentType: "application/pdf",
      content: await ticketsPdf(o, tickets, { title: d.title, when, venue: d.venueName }, settings, tr),
    });
    textParts.push("", t("payments.mail.pdf"));
    htmlParts.push(`<p>${e(t("payments.mail.pdf"))}</p>`);
    if (tickets[0]) htmlParts.push(button(ticketUrl(tickets[0].id, origin), t("payments.mail.openTicket"), colours));
  }
  return {
    to: o.email,
    subject: words.subject,
    text: textParts.join("\n") + textFooter(site),
    html: htmlMail({ title: words.subject, colours, site, bodyHtml: htmlParts.join("") }),
    ...(attachments.length ? { attachments } : {}),
  };
}

function mailWords(t: Translator["t"], kind: string, o: Order, what: string, money: (n: number) => string) {
  const v = { what, number: o.number, amount: money(o.refunded), total: money(o.total) };
  switch (kind) {
    case "r":
      return { subject: t("payments.mail.receiptSubject", v), lead: t("payments.mail.receipt", v) };
    case "s":
      return { subject: t("payments.mail.supportSubject", v), lead: t("payments.mail.support", v) };
    case "x":
      return { subject: t("payments.mail.soldOutSubject", v), lead: t("payments.mail.soldOut", v) };
    case "f":
      return { subject: t("payments.mail.refundSubject", v), lead: t("payments.mail.refund", v) };
    case "c":
      return { subject: t("payments.mail.cancelledSubject", v), lead: t("payments.mail.cancelled", v) };
    default:
      return null;
  }
}

/** The outbox's answer about an order's e-mail: "e-mailed" on the order's timeline once it is sent. */
export async function recordMailResult(ref: string, result: { status: string; transport: string }): Promise<void> {
  const [kind, ref_id] = ref.split(":");
  if (!ref_id || result.status !== "sent") return;
  // A download link's mail names its grant: the order (if it has one) records it.
  const id = kind === "d" ? (await getGrant(ref_id))?.order_id : ref_id;
  if (!id) return;
  const at = new Date().toISOString();
  await addOrderEvent(db(), id, "emailed", at, { mail: kind, transport: result.transport });
  if (kind === "r") await patchOrder(db(), id, { mailed_at: at });
}
