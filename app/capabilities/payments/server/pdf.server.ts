/**
 * The tickets as one PDF (pdfkit): a page per ticket with the event, the
 * ticket's type, its QR code (drawn as vector squares, sharp at any print
 * size), the door code, the order number, the seller and the VAT line.
 *
 * Written in DejaVu Sans, embedded (only the glyphs used): it covers Latin
 * with every accent (Łódź, Dvořák), Greek, Cyrillic and Arabic, so a ticket
 * says the buyer's name and the event as they were typed, in every public
 * language (pdfkit's built-in Helvetica knows Western European letters only).
 * Arabic is shaped by fontkit; a right-to-left language's lines are set from
 * the right, run by run (see rtlRuns), so an order number or an amount inside
 * an Arabic line reads left to right as it should.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Translator } from "~/core/i18n/translator.ts";
import { formatMoney, rateLabel } from "../lib/money.ts";
import type { Order } from "./data/orders.server.ts";
import { qrModules, ticketUrl } from "./qr.server.ts";
import type { TicketView } from "./tickets.server.ts";
import { showCode, ticketCode } from "./tokens.server.ts";

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } as const;

const ARABIC = /\p{Script=Arabic}/u;
/** A character that runs left to right inside a right-to-left line: a digit (Arabic-Indic ones too), a symbol, a non-Arabic letter. */
const LTR = String.raw`(?:[\p{N}\p{S}]|(?!\p{Script=Arabic})\p{L})`;
/** From one such character to the last before the next Arabic letter (neutrals between stay inside). */
const LTR_RUN = new RegExp(String.raw`(${LTR}(?:(?:\p{N}|[^\p{Script=Arabic}])*${LTR})?)`, "u");

/**
 * A right-to-left line in logical order cut into runs, as the Unicode bidi algorithm would see them
 * for the few kinds of text on a ticket: Arabic words with the spaces and punctuation around them
 * (right to left), and numbers, amounts, codes and Latin names (left to right). fontkit shapes an
 * Arabic run and reverses it; the runs are then placed from the right. Given a mixed line at once,
 * fontkit would reverse all of it ("M-1042" as "2401-M", the year ٢٠٣١ as ١٣٠٢).
 */
export function rtlRuns(line: string): { text: string; rtl: boolean }[] {
  return line
    .split(LTR_RUN)
    .map((text, i) => ({ text, rtl: i % 2 === 0 }))
    .filter((r) => r.text !== "");
}

/** What to hand fontkit for a run: it reverses any string with Arabic in it, so a left-to-right run of Arabic-Indic digits goes in reversed. */
const forFontkit = (r: { text: string; rtl: boolean }) =>
  !r.rtl && ARABIC.test(r.text) ? [...r.text].reverse().join("") : r.text;

export function ticketsPdf(
  o: Order,
  tickets: TicketView[],
  event: { title: string; when: string; venue: string },
  seller: { seller_name: string; seller_address: string },
  tr: Pick<Translator, "t" | "dir">,
): Promise<Buffer> {
  const t = tr.t;
  const doc = new PDFDocument({
    size: "A5",
    margin: 36,
    info: { Title: `${event.title} – ${o.number}`, Producer: "Marquee" },
  });
  doc.registerFont("Sans", fontFile(FONTS.regular));
  doc.registerFont("Sans-Bold", fontFile(FONTS.bold));
  doc.font("Sans");
  // Lines start where the language starts them; the QR code and the door code stay centred.
  const start: "left" | "right" = tr.dir === "rtl" ? "right" : "left";
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const line = (text: string, font: "Sans" | "Sans-Bold" = "Sans") => {
    doc.font(font);
    const runs = start === "right" && ARABIC.test(text) ? rtlRuns(text) : null;
    const right = doc.page.width - doc.page.margins.right;
    const widths = runs?.map((r) => doc.widthOfString(forFontkit(r))) ?? [];
    // A line too long for one row wraps as a whole (rare on a ticket: a very long title).
    if (!runs || widths.reduce((a, b) => a + b, 0) > right - doc.page.margins.left)
      return doc.text(text, { align: start });
    const y = doc.y;
    let x = right;
    runs.forEach((r, i) => {
      x -= widths[i]!;
      doc.text(forFontkit(r), x, y, { lineBreak: false });
    });
    doc.x = doc.page.margins.left;
    doc.y = y + doc.currentLineHeight(true);
    return doc;
  };
  tickets.forEach((k, i) => {
    if (i > 0) doc.addPage();
    if (o.test_mode) {
      doc.fontSize(10).fillColor("#b00020");
      line(t("payments.mail.testMode")).moveDown(0.5);
    }
    doc.fillColor("#000").fontSize(18);
    line(event.title, "Sans-Bold");
    doc.fontSize(11);
    line(event.when);
    if (event.venue) line(event.venue);
    doc.moveDown(0.5);
    line(t("payments.mail.ticketOf", { n: k.position, count: tickets.length, type: k.typeName }), "Sans-Bold");
    line(o.name);
    // The QR code: one square per dark module, on a white field with a quiet zone.
    const q = qrModules(ticketUrl(k.id));
    const size = 200;
    const cell = size / q.size;
    const x0 = (doc.page.width - size) / 2;
    const y0 = doc.y + 12;
    doc.rect(x0 - 8, y0 - 8, size + 16, size + 16).fill("#fff");
    for (let y = 0; y < q.size; y++)
      for (let x = 0; x < q.size; x++) if (q.dark(x, y)) doc.rect(x0 + x * cell, y0 + y * cell, cell, cell);
    doc.fill("#000");
    doc.y = y0 + size + 16;
    doc.x = 36;
    doc
      .fontSize(14)
      .font("Sans-Bold")
      .text(showCode(ticketCode(k.id)), { align: "center" });
    doc.font("Sans").fontSize(9).text(t("payments.mail.code"), { align: "center" }).moveDown();
    line(
      `${t("payments.receipt.order")}: ${o.number} · ${t("payments.receipt.total")}: ${formatMoney(o.total, o.currency)}`,
    );
    if (o.vat_rate > 0)
      line(`${t("payments.receipt.vat", { rate: rateLabel(o.vat_rate) })}: ${formatMoney(o.vat_amount, o.currency)}`);
    const s = [seller.seller_name, ...seller.seller_address.split("\n")].map((x) => x.trim()).filter(Boolean);
    if (s.length) line(`${t("payments.receipt.seller")}: ${s.join(", ")}`);
  });
  doc.end();
  return done;
}
