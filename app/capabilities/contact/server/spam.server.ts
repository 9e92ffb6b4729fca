/**
 * Spam defences with no third party (SPEC §5, §10): a honeypot, a signed
 * timing token (3 s to 24 h old) and a link-stuffing check. They are silent:
 * the caller stores a caught message as `spam` and shows the normal success.
 * Pure functions of their input and a secret, so they are tested directly.
 */
import { checkFormToken, type TokenProblem } from "~/core/http/form-token.server.ts";

/** More links than this in one message looks like link stuffing. */
export const MAX_LINKS = 3;

export type SpamReason = TokenProblem | "honeypot" | "too_many_links" | "link_in_name" | "link_markup";

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
