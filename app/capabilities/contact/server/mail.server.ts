/** Turns an outbox row into the e-mail a transport sends. */
import { env, publicOrigin } from "~/core/env.server.ts";
import { getAttachment, getMessage } from "~/capabilities/contact/server/data/messages.server.ts";
import { getSettings, type SiteSettings } from "~/core/settings/settings.server.ts";
import type { Delivery } from "~/capabilities/contact/server/data/deliveries.server.ts";
import type { OutgoingMail, SendResult } from "~/capabilities/contact/server/email/types.server.ts";

/** Where notifications go: MAIL_TO, else the site's contact e-mail (never an address a visitor chose). */
export function notificationRecipient(settings: Pick<SiteSettings, "contact_email">): string {
  return env().MAIL_TO ?? settings.contact_email.trim();
}

export const NO_RECIPIENT = "No recipient: set MAIL_TO, or the contact e-mail in Settings.";

export function studioUrl(messageId: string | null): string {
  return `${publicOrigin()}/admin${messageId ? `/inbox/${messageId}` : ""}`;
}

/** The mail for a claimed delivery, or the result to record when it cannot be built. */
export async function buildMail(d: Delivery, settings?: SiteSettings): Promise<{ mail: OutgoingMail } | { skip: SendResult }> {
  const s = settings ?? (await getSettings());
  let to = d.recipient;
  // A notification queued before anyone set an inbox address picks up the one set since.
  if (!to && d.kind !== "autoreply") to = notificationRecipient(s);
  if (!to) return { skip: { status: "unconfigured", error: NO_RECIPIENT } };
  const site = {
    name: s.name,
    timeZone: s.time_zone,
    studioUrl: studioUrl(d.message_id),
    replyTo: notificationRecipient(s) || null,
  };
  if (d.kind === "test" || !d.message_id) {
    return { mail: { deliveryId: d.id, kind: "test", to, site } };
  }
  const m = await getMessage(d.message_id);
  if (!m) return { skip: { status: "failed", error: "The message was deleted before it was sent." } };
  if (m.status === "spam") return { skip: { status: "failed", error: "The message was marked as spam before it was sent." } };
  const attachment = d.kind === "notification" && m.has_attachment ? await getAttachment(m.id) : undefined;
  return {
    mail: {
      deliveryId: d.id,
      kind: d.kind,
      to,
      site,
      message: {
        id: m.id,
        name: m.name,
        email: m.email,
        phone: m.phone,
        topic: m.topic,
        dateWanted: m.date_wanted,
        body: m.body,
        consent: m.consent === 1,
        receivedAt: m.received_at,
        attachment: attachment ? { filename: attachment.filename, contentType: attachment.content_type, content: attachment.data } : null,
      },
    },
  };
}
