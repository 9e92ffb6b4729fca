/**
 * The tickets as one PDF (pdfkit): a page per ticket with the event, the
 * ticket's type, its QR code (drawn as vector squares, sharp at any print
 * size), the door code, the order number, the seller and the VAT line.
 * pdfkit's built-in Helvetica covers Western European letters; others are
 * written without their accents rather than as blanks.
 */
import PDFDocument from "pdfkit";
import type { Translator } from "~/core/i18n/translator.ts";
import { formatMoney, rateLabel } from "../lib/money.ts";
import type { Order } from "./data/orders.server.ts";
import { qrModules, ticketUrl } from "./qr.server.ts";
import type { TicketView } from "./tickets.server.ts";
import { showCode, ticketCode } from "./tokens.server.ts";

/** Helvetica's WinAnsi letters; anything else loses its accents (ł → l) or becomes "?". */
export function winAnsi(s: string): string {
  return s
    .replace(/[łŁ]/g, (c) => (c === "ł" ? "l" : "L"))
    .replace(
      /[^\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…]/g,
      (c) => c.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") || "?",
    )
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€–—‘’“”•…]/g, "?");
}

export function ticketsPdf(
  o: Order,
  tickets: TicketView[],
  event: { title: string; when: string; venue: string },
  seller: { seller_name: string; seller_address: string },
  t: Translator["t"],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A5",
    margin: 36,
    info: { Title: winAnsi(`${event.title} – ${o.number}`), Producer: "Marquee" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const w = (s: string) => winAnsi(s);
  tickets.forEach((k, i) => {
    if (i > 0) doc.addPage();
    if (o.test_mode)
      doc
        .fontSize(10)
        .fillColor("#b00020")
        .text(w(t("payments.mail.testMode")), { align: "left" })
        .moveDown(0.5);
    doc.fillColor("#000").font("Helvetica-Bold").fontSize(18).text(w(event.title));
    doc.font("Helvetica").fontSize(11).text(w(event.when));
    if (event.venue) doc.text(w(event.venue));
    doc
      .moveDown(0.5)
      .font("Helvetica-Bold")
      .text(w(t("payments.mail.ticketOf", { n: k.position, count: tickets.length, type: k.typeName })));
    doc.font("Helvetica").text(w(o.name));
    // The QR code: one square per dark module, on a white field with a quiet zone.
    const q = qrModules(ticketUrl(k.id));
    const side = 200;
    const cell = side / q.size;
    const x0 = (doc.page.width - side) / 2;
    const y0 = doc.y + 12;
    doc.rect(x0 - 8, y0 - 8, side + 16, side + 16).fill("#fff");
    for (let y = 0; y < q.size; y++)
      for (let x = 0; x < q.size; x++) if (q.dark(x, y)) doc.rect(x0 + x * cell, y0 + y * cell, cell, cell);
    doc.fill("#000");
    doc.y = y0 + side + 16;
    doc.x = 36;
    doc
      .fontSize(14)
      .font("Helvetica-Bold")
      .text(showCode(ticketCode(k.id)), { align: "center" });
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(w(t("payments.mail.code")), { align: "center" })
      .moveDown();
    doc
      .fontSize(9)
      .text(
        w(
          `${t("payments.receipt.order")}: ${o.number} · ${t("payments.receipt.total")}: ${formatMoney(o.total, o.currency)}`,
        ),
      );
    if (o.vat_rate > 0)
      doc.text(
        w(`${t("payments.receipt.vat", { rate: rateLabel(o.vat_rate) })}: ${formatMoney(o.vat_amount, o.currency)}`),
      );
    const s = [seller.seller_name, ...seller.seller_address.split("\n")].map((x) => x.trim()).filter(Boolean);
    if (s.length) doc.text(w(`${t("payments.receipt.seller")}: ${s.join(", ")}`));
  });
  doc.end();
  return done;
}
