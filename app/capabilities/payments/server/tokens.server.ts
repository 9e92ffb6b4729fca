/**
 * A ticket's secrets, derived from its id with SESSION_SECRET (HMAC), so they
 * are never stored and a mail or PDF made later shows the same ones:
 *
 * - the token in the QR code and the ticket page's address
 *   (`/tickets/<id>.<signature>`): signed, so a code made by another site (or
 *   by hand) is refused before anything is looked up;
 * - the door code printed under it ("7KX4Q-H2MZ0", 50 bits) for typing; only
 *   its SHA-256 is stored (`token_hash`), to find the ticket when typed.
 */
import { createHash, createHmac } from "node:crypto";
import { env } from "~/core/env.server.ts";
import { hmac, safeEqual } from "~/core/http/sign.server.ts";
import { base32, normalizeCode } from "../lib/base32.ts";

const SIG = 16;

export function ticketToken(ticketId: string): string {
  return `${ticketId}.${hmac("ticket", ticketId).slice(0, SIG)}`;
}

/** The ticket id inside a token of this site, or null (forged, damaged, another site's). */
export function readTicketToken(token: string): string | null {
  const m = /^([\w-]{16})\.([\w-]{16})$/.exec(token);
  if (!m) return null;
  return safeEqual(m[2]!, hmac("ticket", m[1]!).slice(0, SIG)) ? m[1]! : null;
}

/** The door code, 10 letters, shown as "XXXXX-XXXXX". */
export function ticketCode(ticketId: string): string {
  const mac = createHmac("sha256", env().SESSION_SECRET).update(`ticket-code\n${ticketId}`).digest();
  return base32(mac, 10);
}

export const showCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export const codeHash = (code: string) => createHash("sha256").update(normalizeCode(code)).digest("hex");
