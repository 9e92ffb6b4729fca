/** The receipt's lines in an order's e-mails (tickets, support, a release's download). */
import type { Translator } from "~/core/i18n/translator.ts";
import { escapeHtml as e } from "~/core/mail/layout.server.ts";
import { rateLabel } from "../lib/money.ts";
import type { Order } from "./data/orders.server.ts";

/** The receipt: lines, total, VAT inside it, refunds, the seller and the order number. */
export function receiptLines(
  t: Translator["t"],
  o: Order,
  lines: { name: string; quantity: number; unit_price: number }[],
  s: { seller_name: string; seller_address: string },
  money: (n: number) => string,
): { text: string[]; html: string } {
  const rows = lines.map((l) => ({ label: `${l.quantity} × ${l.name}`, amount: money(l.unit_price * l.quantity) }));
  const sums = [
    { label: t("payments.receipt.total"), amount: money(o.total) },
    ...(o.vat_rate > 0
      ? [{ label: t("payments.receipt.vat", { rate: rateLabel(o.vat_rate) }), amount: money(o.vat_amount) }]
      : []),
    ...(o.refunded > 0 ? [{ label: t("payments.receipt.refunded"), amount: `−${money(o.refunded)}` }] : []),
  ];
  const seller = [s.seller_name, ...s.seller_address.split("\n")].map((x) => x.trim()).filter(Boolean);
  const text = [
    `${t("payments.receipt.order")}: ${o.number}`,
    ...rows.map((r) => `${r.label}: ${r.amount}`),
    ...sums.map((r) => `${r.label}: ${r.amount}`),
    ...(seller.length ? ["", `${t("payments.receipt.seller")}: ${seller.join(", ")}`] : []),
  ];
  const tr = (r: { label: string; amount: string }, strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${strong ? `<strong>${e(r.label)}</strong>` : e(r.label)}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${e(r.amount)}</strong>` : e(r.amount)}</td></tr>`;
  const html =
    `<p>${e(t("payments.receipt.order"))}: <strong>${e(o.number)}</strong></p>` +
    `<table role="presentation" style="border-collapse:collapse">${rows.map((r) => tr(r)).join("")}${sums.map((r, i) => tr(r, i === 0)).join("")}</table>` +
    (seller.length
      ? `<p style="font-size:14px">${e(t("payments.receipt.seller"))}: ${seller.map(e).join("<br>")}</p>`
      : "");
  return { text, html };
}
