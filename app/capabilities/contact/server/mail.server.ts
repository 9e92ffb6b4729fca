/** Turns an outbox row into the e-mail a transport sends. */
import { publicOrigin } from "~/core/env.server.ts";
import { getAttachment, getMessage } from "~/capabilities/contact/server/data/messages.server.ts";
import { getSettings, type SiteSettings } from "~/core/settings/settings.server.ts";
import type { Delivery } from "~/capabilities/contact/server/data/deliveries.server.ts";
import type { OutgoingMail, SendResult } from "~/capabilities/contact/server/email/types.server.ts";
import { isDemoAddress } from "~/core/demo/address.ts";
import { capabilities } from "~/core/capability.server.ts";
import { activeLanguage } from "~/core/i18n/site-language.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { findUserByEmail } from "~/core/auth/data/users.server.ts";
import { studioLocaleOf } from "~/core/i18n/studio-locales.ts";

/**
 * The language of what the owner reads (a notification, a test e-mail): the studio language of
 * the studio account with that address, else the studio's default rule — the site's default
 * language when the studio has it, else English (docs/languages.md).
 */
async function ownerLanguageOf(to: string, s: Pick<SiteSettings, "language">): Promise<string> {
  const user = await findUserByEmail(to);
  return studioLocaleOf(user?.studio_language ?? null, s.language);
}

/** The prefix of a `prepared` delivery's error when its capability chose not to send it (unsubscribed since): counted apart from failures. */
export const NOT_SENT = "Not sent: ";

/** Another capability's mail (issue 12): composed by that capability's manifest at send time. */
async function buildPrepared(
  d: Delivery,
  site: OutgoingMail["site"],
): Promise<{ mail: OutgoingMail } | { skip: SendResult }> {
  const source = capabilities().find((c) => c.name === d.source)?.outbox;
  if (!source || !d.source_ref)
    return { skip: { status: "failed", error: `Nothing composes the e-mails of "${d.source ?? ""}" any more.` } };
  const c = await source.compose(d.source_ref);
  if ("skip" in c) return { skip: { status: "failed", error: `${NOT_SENT}${c.skip}` } };
  if (isDemoAddress(c.to))
    return { skip: { status: "failed", error: `${NOT_SENT}${c.to} is an address of the demo content.` } };
  return {
    mail: {
      deliveryId: d.id,
      kind: "prepared",
      to: c.to,
      site,
      prepared: {
        subject: c.subject,
        text: c.text,
        html: c.html,
        headers: c.headers ?? {},
        bulk: c.bulk === true,
        attachments: c.attachments ?? [],
      },
    },
  };
}

/**
 * Where notifications go: the configured inbox address (MAIL_TO, or "messages
 * go to" in Settings → E-mail), else the site's contact e-mail (never an
 * address a visitor chose). Never the demo act's: the rule is that nothing is
 * ever e-mailed to an address at the demo's domain (velvet-lanterns.example,
 * see core/demo/address.ts), whatever set it — the demo
 * content, a contact e-mail the owner never changed, or a delivery queued
 * while it was still there. Such an address counts as no address, so the
 * dashboard and the settings page say so (recipientProblem) and the
 * notification waits, unsent, until a real one is set.
 */
export function notificationRecipient(
  settings: Pick<SiteSettings, "contact_email">,
  configuredTo: string | undefined,
): string {
  const to = configuredTo ?? settings.contact_email.trim();
  return isDemoAddress(to) ? "" : to;
}

export const NO_RECIPIENT =
  "No recipient: set the address messages go to (Settings → E-mail, or MAIL_TO), or the contact e-mail in Settings.";

export const demoRecipient = (address: string) =>
  `No recipient: ${address} is the demo act's address, and nothing is e-mailed to it. Set your own contact e-mail in Settings, or where messages go in Settings → E-mail.`;

/**
 * Why notifications have nowhere to go, naming the setting; null when they do. In `tr`'s
 * language for the studio; English (the outbox's stored reason) without one.
 */
export function recipientProblem(
  settings: Pick<SiteSettings, "contact_email">,
  configuredTo: string | undefined,
  tr?: Pick<Translator, "t">,
): string | null {
  if (notificationRecipient(settings, configuredTo)) return null;
  const configured = configuredTo ?? settings.contact_email.trim();
  if (configured && isDemoAddress(configured))
    return tr ? tr.t("contact.studio.status.demoRecipient", { address: configured }) : demoRecipient(configured);
  return tr ? tr.t("contact.studio.status.noRecipient") : NO_RECIPIENT;
}

export function studioUrl(messageId: string | null): string {
  return `${publicOrigin()}/admin${messageId ? `/inbox/${messageId}` : ""}`;
}

/**
 * The mail for a claimed delivery, or the result to record when it cannot be
 * built. `configuredTo` is the settings' inbox address (MAIL_TO, or the
 * studio's "messages go to"), when there is one.
 */
export async function buildMail(
  d: Delivery,
  settings: SiteSettings | undefined,
  configuredTo: string | undefined,
): Promise<{ mail: OutgoingMail } | { skip: SendResult }> {
  const s = settings ?? (await getSettings());
  if (d.kind === "prepared")
    return buildPrepared(d, { name: s.name, timeZone: s.time_zone, studioUrl: studioUrl(null), replyTo: null });
  let to = d.recipient;
  // A notification queued before anyone set an inbox address (or while it was the demo's) picks up the one set since.
  if ((!to || isDemoAddress(to)) && d.kind !== "autoreply") to = notificationRecipient(s, configuredTo);
  if (!to) return { skip: { status: "unconfigured", error: recipientProblem(s, configuredTo) ?? NO_RECIPIENT } };
  // An auto-reply to a visitor who typed the demo's address: nobody is there.
  if (isDemoAddress(to))
    return { skip: { status: "failed", error: `${to} is an address of the demo content: nothing is e-mailed to it.` } };
  const site = {
    name: s.name,
    timeZone: s.time_zone,
    studioUrl: studioUrl(d.message_id),
    language: activeLanguage(s),
    ownerLanguage: d.kind === "autoreply" ? undefined : await ownerLanguageOf(to, s),
    replyTo: notificationRecipient(s, configuredTo) || null,
  };
  if (d.kind === "test" || !d.message_id) {
    return { mail: { deliveryId: d.id, kind: "test", to, site } };
  }
  const m = await getMessage(d.message_id);
  if (!m) return { skip: { status: "failed", error: "The message was deleted before it was sent." } };
  if (m.status === "spam")
    return { skip: { status: "failed", error: "The message was marked as spam before it was sent." } };
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
        attachment: attachment
          ? { filename: attachment.filename, contentType: attachment.content_type, content: attachment.data }
          : null,
      },
    },
  };
}
