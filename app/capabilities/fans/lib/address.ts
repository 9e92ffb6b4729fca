/**
 * Checking a sign-up's e-mail address (issue 12: validation, not a block
 * list). One plain address — no display name, no second recipient, no line
 * break — so it can never add a header or a recipient; reserved domains that
 * no mailbox lives at and common misspellings of big providers get a clear
 * message instead of a confirmation that can never arrive.
 */
import { addressWords, type T } from "./messages.ts";

/** RFC 5321's limits: 64 before the @, 254 in all. */
const MAX = 254;
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
/** Domains reserved for examples and tests (RFC 2606, RFC 6761): nobody reads mail there. */
const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$/i;
const TYPOS: Record<string, string> = {
  "gmial.com": "gmail.com",
  "gmai.com": "gmail.com",
  "gmail.co": "gmail.com",
  "gnail.com": "gmail.com",
  "gamil.com": "gmail.com",
  "hotmial.com": "hotmail.com",
  "hotmal.com": "hotmail.com",
  "outlok.com": "outlook.com",
  "yahooo.com": "yahoo.com",
  "yaho.com": "yahoo.com",
  "iclod.com": "icloud.com",
};

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

/** The address to store (trimmed, domain lower-cased), or why it cannot be used (in the language of `t`, the site's translator). */
export function checkAddress(raw: unknown, t: T): AddressCheck {
  const M = addressWords(t);
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: M.missing };
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- finding control characters (CR, LF) is the point
  if (/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(value)) return { ok: false, message: M.oneLine };
  if (/[,;<>\s]/.test(value) || value.split("@").length > 2) return { ok: false, message: M.single };
  if (value.length > MAX) return { ok: false, message: M.tooLong };
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return { ok: false, message: M.invalid };
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (local.length > 64 || !LOCAL.test(local)) return { ok: false, message: M.invalid };
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/^[a-z]{2,}$|^xn--[a-z0-9-]+$/.test(labels.at(-1)!))
    return { ok: false, message: M.noDomain };
  if (RESERVED.test(domain)) return { ok: false, message: M.reserved(domain) };
  const typo = TYPOS[domain];
  if (typo) return { ok: false, message: M.typo(`${local}@${typo}`) };
  return { ok: true, address: `${local}@${domain}` };
}

/** The key an address is stored under: the same mailbox signed up twice is one subscriber. */
export function addressKey(address: string): string {
  return address.toLowerCase();
}
