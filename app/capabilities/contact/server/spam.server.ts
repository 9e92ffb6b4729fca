/**
 * Spam defences with no third party (SPEC §5, §10): a honeypot, a signed
 * timing token (3 s to 24 h old) and a link-stuffing check. They are silent:
 * the caller stores a caught message as `spam` and shows the normal success.
 * Pure functions of their input and a secret, so they are tested directly.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const TOKEN_MIN_AGE_MS = 3_000;
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** More links than this in one message looks like link stuffing. */
export const MAX_LINKS = 3;
/** A browser clock is not involved (the server issues and checks), but allow a little skew between processes. */
const FUTURE_SKEW_MS = 5_000;

export type SpamReason =
  | "honeypot"
  | "token_missing"
  | "token_invalid"
  | "too_fast"
  | "token_expired"
  | "too_many_links"
  | "link_in_name"
  | "link_markup";

/** Why a message was taken for spam, as the studio says it: keys of the studio catalogue (values: `max` for too_many_links). */
export const SPAM_REASON_TEXT: Record<SpamReason, string> = {
  honeypot: "contact.studio.spam.honeypot",
  token_missing: "contact.studio.spam.tokenMissing",
  token_invalid: "contact.studio.spam.tokenInvalid",
  too_fast: "contact.studio.spam.tooFast",
  token_expired: "contact.studio.spam.tokenExpired",
  too_many_links: "contact.studio.spam.tooManyLinks",
  link_in_name: "contact.studio.spam.linkInName",
  link_markup: "contact.studio.spam.linkMarkup",
};
export const SPAM_MAX_LINKS = MAX_LINKS;

const PURPOSE = "contact-form-token";

function mac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${value}`).digest("base64url");
}

/** A token saying "this form was served at `now`", signed so it cannot be made up. */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issued = Math.floor(now).toString(36);
  return `${issued}.${mac(secret, issued)}`;
}

/** Why a token is unacceptable, or null when it is 3 s to 24 h old and genuine. */
export function checkFormToken(token: unknown, secret: string, now: number = Date.now()): SpamReason | null {
  if (typeof token !== "string" || token === "") return "token_missing";
  const dot = token.indexOf(".");
  if (dot <= 0 || token.length > 200) return "token_invalid";
  const issued = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, issued));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "token_invalid";
  const issuedAt = parseInt(issued, 36);
  if (!Number.isSafeInteger(issuedAt)) return "token_invalid";
  const age = now - issuedAt;
  if (age < -FUTURE_SKEW_MS) return "token_invalid";
  if (age < TOKEN_MIN_AGE_MS) return "too_fast";
  if (age > TOKEN_MAX_AGE_MS) return "token_expired";
  return null;
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const BARE_DOMAIN_LINK = /\b[a-z0-9-]+\.(?:com|net|org|ru|cn|xyz|top|info|biz|io|co)\b(?:\/\S*)?/i;
const MARKUP = /\[url[=\]]|\[link[=\]]|<a\s[^>]*href\s*=/i;

/** Counts links in free text. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** Link-stuffing reasons for the visitor's text fields. */
export function linkStuffing(fields: { name: string; phone?: string | null; message: string }): SpamReason[] {
  const reasons: SpamReason[] = [];
  const shortFields = `${fields.name} ${fields.phone ?? ""}`;
  if (countLinks(shortFields) > 0 || BARE_DOMAIN_LINK.test(fields.name)) reasons.push("link_in_name");
  if (countLinks(fields.message) > MAX_LINKS) reasons.push("too_many_links");
  if (MARKUP.test(fields.message) || MARKUP.test(fields.name)) reasons.push("link_markup");
  return reasons;
}

export interface SpamInput {
  /** The honeypot field's value (absent counts as empty). */
  honeypot: unknown;
  /** The timing token's value. */
  token: unknown;
  fields: { name: string; phone?: string | null; message: string };
  secret: string;
  now?: number;
}

/** Every reason this submission looks automated; empty means clean. */
export function spamReasons(input: SpamInput): SpamReason[] {
  const reasons: SpamReason[] = [];
  const honeypot = Array.isArray(input.honeypot) ? input.honeypot.join("") : input.honeypot;
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
    reasons.push("honeypot");
  }
  const tokenReason = checkFormToken(input.token, input.secret, input.now ?? Date.now());
  if (tokenReason) reasons.push(tokenReason);
  reasons.push(...linkStuffing(input.fields));
  return reasons;
}
