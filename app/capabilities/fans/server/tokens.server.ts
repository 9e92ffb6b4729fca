/**
 * The links in fans' e-mails (issue 12), signed with SESSION_SECRET so nobody
 * can make one up: confirmation (the subscriber and the one-time nonce of the
 * latest confirmation e-mail) and unsubscribe (the subscriber and the mailing).
 */
import { publicOrigin } from "~/core/env.server.ts";
import { sign, unsign } from "~/core/http/sign.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";

const CONFIRM = "fans-confirm";
const UNSUB = "fans-unsubscribe";

/** In the language of the e-mail it is made for (`/es/subscribe/confirm…`). */
export function confirmUrl(subscriberId: string, nonce: string): string {
  return `${publicOrigin()}${languageBase()}/subscribe/confirm?t=${encodeURIComponent(sign(CONFIRM, `${subscriberId}:${nonce}`))}`;
}

export function readConfirmToken(t: string | null): { id: string; nonce: string } | null {
  const v = t ? unsign(CONFIRM, t) : null;
  const [id, nonce, extra] = v?.split(":") ?? [];
  return id && nonce && extra === undefined ? { id, nonce } : null;
}

export function unsubscribeToken(subscriberId: string, mailingId: string | null): string {
  return sign(UNSUB, `${subscriberId}:${mailingId ?? ""}`);
}

/** The page (a visible link in every mailing). */
export function unsubscribeUrl(subscriberId: string, mailingId: string | null): string {
  return `${publicOrigin()}/unsubscribe?t=${encodeURIComponent(unsubscribeToken(subscriberId, mailingId))}`;
}

/** RFC 8058's List-Unsubscribe target: a POST with List-Unsubscribe=One-Click unsubscribes; a GET shows the page. */
export function oneClickUrl(subscriberId: string, mailingId: string | null): string {
  return `${publicOrigin()}/unsubscribe/one-click?t=${encodeURIComponent(unsubscribeToken(subscriberId, mailingId))}`;
}

export function readUnsubscribeToken(t: string | null): { id: string; mailingId: string | null } | null {
  const v = t ? unsign(UNSUB, t) : null;
  if (!v) return null;
  const [id, mailing, extra] = v.split(":");
  return id && extra === undefined ? { id, mailingId: mailing || null } : null;
}
