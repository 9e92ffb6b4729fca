/**
 * The contact capability's part of the privacy notice (issue 25 §6): what the
 * contact form keeps, and — while e-mail really leaves — who carries it (the
 * SMTP server's host, or EmailJS). With the log transport nothing is sent, so
 * no mail provider is named.
 */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { env } from "~/core/env.server.ts";
import { mailConfig } from "~/core/mail/config.server.ts";
import { readEmailSettings } from "~/core/mail/data/email-settings.server.ts";

/** The SMTP server's host name, from SMTP_URL or the studio's settings ("" when neither names one). */
function smtpHost(cfg: ReturnType<typeof mailConfig>): string {
  if (cfg.smtpUrl) {
    try {
      return new URL(cfg.smtpUrl).hostname;
    } catch {
      return "";
    }
  }
  return cfg.smtp.host;
}

export async function contactPrivacy({ tr, siteName }: PrivacyContext): Promise<PrivacySection[]> {
  const sections: PrivacySection[] = [
    {
      id: "contact",
      order: 10,
      heading: tr.t("contact.privacy.heading"),
      paragraphs: [tr.t("contact.privacy.kept", { site: siteName })],
    },
  ];
  const cfg = mailConfig(env(), await readEmailSettings());
  const host = cfg.transport === "smtp" ? smtpHost(cfg) : "";
  const mail =
    cfg.transport === "emailjs"
      ? tr.t("contact.privacy.mailEmailjs")
      : host
        ? tr.t("contact.privacy.mailSmtp", { host, site: siteName })
        : null;
  if (mail) sections.push({ id: "mail", order: 80, heading: tr.t("contact.privacy.mailHeading"), paragraphs: [mail] });
  return sections;
}
