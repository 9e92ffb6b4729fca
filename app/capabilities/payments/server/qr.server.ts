/** QR codes of tickets (the `qrcode` package): a PNG for e-mails, an SVG for pages, the module grid for PDFs. */
import QRCode from "qrcode";
import { publicOrigin } from "~/core/env.server.ts";
import { ticketToken } from "./tokens.server.ts";

/** What a ticket's QR code says: its page's address, so any phone camera opens the ticket, and the door reads the token. */
export const ticketUrl = (ticketId: string, origin = publicOrigin()) => `${origin}/tickets/${ticketToken(ticketId)}`;

// Medium error correction: survives a cracked screen or a crease; a margin of 2 modules keeps it scannable on any background.
const OPTS = { errorCorrectionLevel: "M" as const, margin: 2 };

export const qrPng = (text: string): Promise<Buffer> => QRCode.toBuffer(text, { ...OPTS, type: "png", scale: 8 });

export const qrSvg = (text: string): Promise<string> => QRCode.toString(text, { ...OPTS, type: "svg" });

/** The dark modules, row by row (a PDF draws them as squares). */
export function qrModules(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const q = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = q.modules;
  return { size, dark: (x, y) => data[y * size + x] === 1 };
}
