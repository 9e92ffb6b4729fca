/**
 * The site's own inbox: where notifications and the test e-mail go, and the
 * language of whoever reads them there. The address is the configured one
 * (MAIL_TO, or "messages go to" in Settings → E-mail), else the site's contact
 * e-mail — never an address a visitor chose, and never the demo's: nothing is
 * ever e-mailed to the demo's domain (core/demo/address.ts), whatever set it —
 * the demo content, a contact e-mail the owner never changed, or a delivery
 * queued while it was still there. Such an address counts as no address, so
 * the dashboard and the settings page say so (recipientProblem) and the mail
 * waits, unsent, until a real one is set.
 */
import { findUserByEmail } from "~/core/auth/data/users.server.ts";
import { isDemoAddress } from "~/core/demo/address.ts";
import { env, publicOrigin } from "~/core/env.server.ts";
import { studioLocaleOf } from "~/core/i18n/studio-locales.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { SiteSettings } from "~/core/settings/settings.server.ts";
import { mailConfig } from "./config.server.ts";
import { readEmailSettings } from "./data/email-settings.server.ts";

/** The inbox's address for these settings ("" when there is none); `configuredTo` is MAIL_TO or the studio's "messages go to". */
export function inboxAddress(settings: Pick<SiteSettings, "contact_email">, configuredTo: string | undefined): string {
  const to = configuredTo ?? settings.contact_email.trim();
  return isDemoAddress(to) ? "" : to;
}

export const NO_RECIPIENT =
  "No recipient: set the address messages go to (Settings → E-mail, or MAIL_TO), or the contact e-mail in Settings.";

export const demoRecipient = (address: string) =>
  `No recipient: ${address} is the demo act's address, and nothing is e-mailed to it. Set your own contact e-mail in Settings, or where messages go in Settings → E-mail.`;

/**
 * Why the inbox has no address, naming the setting; null when it has. In `tr`'s
 * language for the studio; English (the outbox's stored reason) without one.
 */
export function recipientProblem(
  settings: Pick<SiteSettings, "contact_email">,
  configuredTo: string | undefined,
  tr?: Pick<Translator, "t">,
): string | null {
  if (inboxAddress(settings, configuredTo)) return null;
  const configured = configuredTo ?? settings.contact_email.trim();
  if (configured && isDemoAddress(configured))
    return tr ? tr.t("core.studio.mail.status.demoRecipient", { address: configured }) : demoRecipient(configured);
  return tr ? tr.t("core.studio.mail.status.noRecipient") : NO_RECIPIENT;
}

/** The inbox as it is set now: its address, or ("" and) why there is none, in English (the outbox's stored reason). */
export async function siteInbox(
  settings: Pick<SiteSettings, "contact_email">,
): Promise<{ address: string; problem: string }> {
  const configuredTo = mailConfig(env(), await readEmailSettings()).to;
  const address = inboxAddress(settings, configuredTo);
  return { address, problem: address ? "" : (recipientProblem(settings, configuredTo) ?? NO_RECIPIENT) };
}

/**
 * The language of what the owner reads (a notification, a test e-mail): the studio language of
 * the studio account with that address, else the studio's default rule — the site's default
 * language when the studio has it, else English (docs/languages.md).
 */
export async function ownerLanguageOf(to: string, s: Pick<SiteSettings, "language">): Promise<string> {
  const user = await findUserByEmail(to);
  return studioLocaleOf(user?.studio_language ?? null, s.language);
}

/** A page of the studio as an absolute link for an e-mail (`path` after /admin). */
export const studioUrl = (path = "") => `${publicOrigin()}/admin${path}`;
