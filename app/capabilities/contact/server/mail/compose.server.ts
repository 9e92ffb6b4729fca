/**
 * What the contact form's e-mails say: the notification to the site's inbox
 * and the auto-reply to the visitor — subject, plain text and simple HTML, and
 * the template parameters EmailJS renders instead (docs/email.md). Everything
 * the visitor typed is escaped for HTML and stripped of line breaks before it
 * reaches a header. Pure: kinds.server.ts reads the message and sends these.
 */
import { formatBytes, formatReceived } from "~/capabilities/contact/lib/format.ts";
import { TOPIC_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import type { Topic } from "~/capabilities/contact/schemas.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { isStudioLocale } from "~/core/i18n/studio-locales.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { escapeHtml } from "~/core/mail/layout.server.ts";
import {
  oneLine,
  PLAIN_HTML_CLOSE,
  PLAIN_HTML_OPEN,
  safeFilename,
  type ComposedMail,
} from "~/core/mail/index.server.ts";

/** The stored message, as the e-mail shows it. */
export interface MailMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  topic: Topic;
  dateWanted: string | null;
  body: string;
  /** The visitor ticked "I agree to the privacy notice". */
  consent: boolean;
  /** ISO-8601 UTC. */
  receivedAt: string;
  attachment?: { filename: string; contentType: string; content: Buffer } | null;
}

export interface MailSite {
  name: string;
  /** IANA zone, to show the received time and date wanted as the owner reads them. */
  timeZone: string;
  /** Where the owner reads the message. */
  messageUrl: string;
  /** The site language (core/i18n): what the visitor reads (the auto-reply) is in it. Absent: English. */
  language?: string;
  /** The studio language of whoever the notification goes to (docs/languages.md). Absent: English. */
  ownerLanguage?: string;
  /** Reply-To of the auto-reply: the site's own inbox address. */
  replyTo?: string | null;
}

/** What the owner reads (the notification): their studio language (docs/languages.md). */
const ownerI18n = (site: MailSite) =>
  studioTranslatorFor(isStudioLocale(site.ownerLanguage) ? site.ownerLanguage : "en");

function rows(site: MailSite, m: MailMessage, { t, intl }: Translator): [string, string][] {
  const day = (iso: string) =>
    new Intl.DateTimeFormat(intl, {
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${iso}T12:00:00Z`));
  const received = new Intl.DateTimeFormat(intl, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: site.timeZone,
  }).format(new Date(m.receivedAt));
  const out: [string, string][] = [
    [t("contact.studio.notify.topic"), t(TOPIC_KEYS[m.topic])],
    [t("contact.studio.notify.name"), m.name],
    [t("contact.studio.notify.email"), m.email],
  ];
  if (m.phone) out.push([t("contact.studio.notify.phone"), m.phone]);
  if (m.dateWanted) out.push([t("contact.studio.notify.dateWanted"), day(m.dateWanted)]);
  // Only asked while the site has a privacy notice, so "not given" would mostly be noise.
  if (m.consent) out.push([t("contact.studio.notify.consent"), t("contact.studio.notify.consentGiven")]);
  out.push([t("contact.studio.notify.received"), `${received} (${site.timeZone})`]);
  if (m.attachment) {
    out.push([
      t("contact.studio.notify.attachment"),
      `${safeFilename(m.attachment.filename)} (${formatBytes(m.attachment.content.length)})`,
    ]);
  }
  return out;
}

/** The notification to the site's inbox: every field, Reply-To the visitor, the booking's file attached. */
export function notificationMail(to: string, site: MailSite, m: MailMessage): ComposedMail {
  const tr = ownerI18n(site);
  const { t } = tr;
  const siteName = oneLine(site.name, 100);
  const name = oneLine(m.name, 100);
  const topicLabel = t(TOPIC_KEYS[m.topic]);
  const subject = t("contact.studio.notify.subject", { site: siteName, topic: topicLabel, name });
  const table = rows(site, m, tr);
  const width = Math.max(...table.map(([k]) => k.length)) + 2;
  const text = [
    t("contact.studio.notify.intro", { site: siteName }),
    "",
    ...table.map(([k, v]) => `${`${k}:`.padEnd(width)}${oneLine(v, 300)}`),
    "",
    t("contact.studio.notify.message"),
    "",
    m.body,
    "",
    "--",
    t("contact.studio.notify.reply", { name }),
    t("contact.studio.notify.open", { url: site.messageUrl }),
    "",
  ].join("\n");
  const html = [
    PLAIN_HTML_OPEN,
    `<p>${escapeHtml(t("contact.studio.notify.intro", { site: siteName }))}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...table.map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding-right:1em">${escapeHtml(k)}</th><td>${escapeHtml(oneLine(v, 300))}</td></tr>`,
    ),
    `</table>`,
    `<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:1em;margin:1em 0">${escapeHtml(m.body)}</div>`,
    `<p>${escapeHtml(t("contact.studio.notify.reply", { name }))}<br>`,
    `<a href="${escapeHtml(site.messageUrl)}">${escapeHtml(t("contact.studio.notify.openLink"))}</a></p>`,
    PLAIN_HTML_CLOSE,
  ].join("\n");
  const file = m.attachment
    ? { filename: m.attachment.filename, contentType: m.attachment.contentType, content: m.attachment.content }
    : undefined;
  return {
    to,
    subject,
    text,
    html,
    replyTo: { name, address: m.email },
    attachments: file ? [file] : [],
    emailjs: {
      file,
      // Every form field, the site's name and a link to the message in the studio (docs/email.md).
      params: {
        kind: "notification",
        message_url: site.messageUrl,
        name: m.name,
        email: m.email,
        reply_to: m.email,
        phone: m.phone ?? "",
        topic: m.topic,
        topic_label: topicLabel,
        date_wanted: m.dateWanted ?? "",
        message: m.body,
        consent: m.consent ? "yes" : "no",
        received_at: formatReceived(m.receivedAt, site.timeZone),
        attachment_name: m.attachment ? safeFilename(m.attachment.filename) : "",
      },
    },
  };
}

/**
 * The auto-reply says only fixed words and the site's name: echoing the visitor's
 * text would let anyone send chosen content to any address through this site.
 */
export function autoreplyMail(to: string, site: MailSite, m: Pick<MailMessage, "name" | "email">): ComposedMail {
  const siteName = oneLine(site.name, 100);
  // In the site's language: the visitor wrote to the site in it.
  const { t } = translatorFor(site.language ?? "en");
  const subject = oneLine(t("contact.autoreply.subject", { site: siteName }), 200);
  const lines = [
    t("contact.autoreply.hello"),
    "",
    t("contact.autoreply.body", { site: siteName }),
    "",
    t("contact.autoreply.automatic"),
  ];
  const text = lines.join("\n") + "\n";
  const html = `${PLAIN_HTML_OPEN}${lines
    .filter((l) => l !== "")
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("\n")}${PLAIN_HTML_CLOSE}`;
  return {
    to,
    subject,
    text,
    html,
    replyTo: site.replyTo || undefined,
    headers: { "Auto-Submitted": "auto-replied" },
    emailjs: {
      template: "autoreply",
      // Only what the visitor needs to address the reply; never their message text.
      params: {
        kind: "autoreply",
        message_url: site.messageUrl,
        name: oneLine(m.name, 100),
        email: m.email,
        reply_to: site.replyTo ?? "",
        message: text,
      },
    },
  };
}
