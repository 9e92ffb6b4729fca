/**
 * The change/cancel link of a reply (issue 13), signed with SESSION_SECRET so
 * nobody can make one up, and carrying the reply's nonce: a new reply to the
 * same address (after a cancel) gets a new nonce, and older links stop working.
 */
import { publicOrigin } from "~/core/env.server.ts";
import { sign, unsign } from "~/core/http/sign.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";

const PURPOSE = "rsvp-manage";

export function manageToken(replyId: string, nonce: string): string {
  return sign(PURPOSE, `${replyId}:${nonce}`);
}

/** The link in the language of the request or e-mail it is made for (`/es/rsvp/reply…`). */
export function manageUrl(replyId: string, nonce: string): string {
  return keepAddress(manageToken(replyId, nonce));
}

/** The same link for a token already made: the address a visitor keeps when no e-mail carries it. */
export function keepAddress(token: string): string {
  return `${publicOrigin()}${languageBase()}/rsvp/reply?t=${encodeURIComponent(token)}`;
}

export function readManageToken(t: string | null): { id: string; nonce: string } | null {
  const v = t ? unsign(PURPOSE, t) : null;
  const [id, nonce, extra] = v?.split(":") ?? [];
  return id && nonce && extra === undefined ? { id, nonce } : null;
}
