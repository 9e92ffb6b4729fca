/**
 * The demo content's e-mail domain. A reserved name (RFC 6761 `.example`) that
 * no mail server answers for; every capability's demo uses it for its
 * addresses, and the outbox never e-mails an address there (core/mail): a
 * site still showing, or half showing, the demo must not send anybody's
 * messages into the void.
 */
export const DEMO_EMAIL_DOMAIN = "velvet-lanterns.example";

/** Whether an address is at the demo's domain (or below it), however it is written. */
export function isDemoAddress(address: string): boolean {
  const domain = /@([^@\s<>]+)>?$/.exec(address.trim())?.[1]?.toLowerCase();
  return !!domain && (domain === DEMO_EMAIL_DOMAIN || domain.endsWith(`.${DEMO_EMAIL_DOMAIN}`));
}
