/**
 * The contact form's mail kinds (the manifest's `mail`): a message's
 * notification to the site's inbox and its auto-reply to the visitor, each
 * composed from the stored message when the outbox sends it (compose.server.ts
 * says what they say).
 */
import { isDemoAddress } from "~/core/demo/address.ts";
import { activeLanguage } from "~/core/i18n/site-language.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { ownerLanguageOf, siteInbox, studioUrl, type Composition, type MailKind } from "~/core/mail/index.server.ts";
import { getAttachment, getMessage, type Message } from "../data/messages.server.ts";
import { autoreplyMail, notificationMail, type MailMessage } from "./compose.server.ts";

/** The message, unless it is gone or was marked as spam since its mail was queued. */
async function sendable(id: string): Promise<Message | { skip: string }> {
  const m = await getMessage(id);
  if (!m) return { skip: "the message was deleted before it was sent." };
  if (m.status === "spam") return { skip: "the message was marked as spam before it was sent." };
  return m;
}

const asMail = (m: Message, attachment: MailMessage["attachment"]): MailMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  topic: m.topic,
  dateWanted: m.date_wanted,
  body: m.body,
  consent: m.consent === 1,
  receivedAt: m.received_at,
  attachment,
});

export const notification: MailKind = {
  // The site's own inbox: its address may be logged.
  logRecipient: true,
  async compose(ref, queued): Promise<Composition> {
    const s = await getSettings();
    let to = queued.recipient;
    // Queued before anyone set an inbox address (or while it was the demo's): the one set since.
    if (!to || isDemoAddress(to)) {
      const inbox = await siteInbox(s);
      if (!inbox.address) return { wait: inbox.problem };
      to = inbox.address;
    }
    const m = await sendable(ref);
    if ("skip" in m) return m;
    const file = m.has_attachment ? await getAttachment(m.id) : undefined;
    const site = {
      name: s.name,
      timeZone: s.time_zone,
      messageUrl: studioUrl(`/inbox/${m.id}`),
      ownerLanguage: await ownerLanguageOf(to, s),
    };
    return notificationMail(
      to,
      site,
      asMail(m, file ? { filename: file.filename, contentType: file.content_type, content: file.data } : null),
    );
  },
};

// A visitor's own address: the log transport does not write it (the server log is no place for it).
export const autoreply: MailKind = {
  async compose(ref, queued): Promise<Composition> {
    const m = await sendable(ref);
    if ("skip" in m) return m;
    const s = await getSettings();
    const inbox = await siteInbox(s);
    const site = {
      name: s.name,
      timeZone: s.time_zone,
      messageUrl: studioUrl(`/inbox/${m.id}`),
      language: activeLanguage(s),
      replyTo: inbox.address || null,
    };
    // An auto-reply to a visitor who typed the demo's address is refused by the outbox (nobody is there).
    return autoreplyMail(queued.recipient, site, m);
  },
};
