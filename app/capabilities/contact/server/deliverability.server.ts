/**
 * After a test e-mail the server accepted, the deliverability check of the
 * sender's domain (issue 25 §2, ADR 2531): the domain of "From" (or of the
 * user name when From is empty), the provider from the chosen preset or the
 * server's host name, and DNS asked by dns-check.server.ts. Only SMTP has a
 * provider to check for; EmailJS sends from its own servers.
 */
import { env } from "~/core/env.server.ts";
import type { EmailSettingsValues } from "~/core/mail/data/email-settings.server.ts";
import { mailConfig } from "~/core/mail/config.server.ts";
import { checkDeliverability } from "./dns-check.server.ts";
import { type Deliverability, senderDomain } from "../lib/deliverability.ts";
import { presetById, presetForHost } from "../lib/mail-presets.ts";

export type DeliverabilityView = Deliverability | { state: "no-domain" };

export async function deliverabilityAfterTest(
  values: EmailSettingsValues,
  presetId: string,
): Promise<DeliverabilityView | undefined> {
  const config = mailConfig(env(), values);
  if (config.transport !== "smtp") return undefined;
  const domain = senderDomain(config.from ?? "") ?? senderDomain(config.smtpUrl ? "" : config.smtp.user);
  if (!domain) return { state: "no-domain" };
  const preset = presetId === "other" ? undefined : (presetById(presetId) ?? presetForHost(config.smtp.host));
  return checkDeliverability(domain, preset);
}
