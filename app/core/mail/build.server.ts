/** Turns an outbox row into the e-mail a transport sends: the core's test e-mail, or a declared kind's. */
import { isDemoAddress } from "~/core/demo/address.ts";
import { getSettings, type SiteSettings } from "~/core/settings/settings.server.ts";
import type { Delivery } from "./data/deliveries.server.ts";
import { inboxAddress, NO_RECIPIENT, ownerLanguageOf, recipientProblem, studioUrl } from "./inbox.server.ts";
import { mailKind, TEST_MAIL } from "./kinds.server.ts";
import { testMail } from "./own-mail.server.ts";
import type { OutgoingMail, SendResult } from "./types.server.ts";

/** The prefix of a delivery's error when its kind chose not to send it (unsubscribed since): counted apart from failures. */
export const NOT_SENT = "Not sent: ";

export type Built = { mail: OutgoingMail } | { skip: SendResult };

/**
 * The mail for a claimed delivery, or the result to record when it cannot be built. `configuredTo` is
 * the settings' inbox address (MAIL_TO, or the studio's "messages go to"), when there is one; `transport`
 * the name of the transport that will send it (the test e-mail says which).
 */
export async function buildMail(
  d: Delivery,
  o: { settings?: SiteSettings; configuredTo: string | undefined; transport: string },
): Promise<Built> {
  const s = o.settings ?? (await getSettings());
  const base = { deliveryId: d.id, kind: d.kind, siteName: s.name, studioUrl: studioUrl() };
  if (d.kind === TEST_MAIL) {
    // A test queued before anyone set an inbox address (or while it was the demo's) goes to the one set since.
    const to = d.recipient && !isDemoAddress(d.recipient) ? d.recipient : inboxAddress(s, o.configuredTo);
    if (!to) return { skip: { status: "unconfigured", error: recipientProblem(s, o.configuredTo) ?? NO_RECIPIENT } };
    const ownerLanguage = await ownerLanguageOf(to, s);
    const composed = testMail({
      to,
      siteName: s.name,
      transport: o.transport,
      studioUrl: base.studioUrl,
      ownerLanguage,
    });
    return { mail: { ...composed, ...base, logRecipient: true } };
  }
  const declared = mailKind(d.kind);
  if (!declared || !d.source_ref)
    return { skip: { status: "failed", error: `Nothing composes the e-mails of "${d.kind}" any more.` } };
  const c = await declared.kind.compose(d.source_ref, { recipient: d.recipient });
  if ("skip" in c) return { skip: { status: "failed", error: `${NOT_SENT}${c.skip}` } };
  if ("wait" in c) return { skip: { status: "unconfigured", error: c.wait } };
  if (isDemoAddress(c.to))
    return { skip: { status: "failed", error: `${NOT_SENT}${c.to} is an address of the demo content.` } };
  return { mail: { ...c, ...base, logRecipient: declared.kind.logRecipient === true } };
}
