/**
 * What the e-mails say: subject, plain text and simple HTML for SMTP, and the
 * template parameters for EmailJS. Everything the visitor typed is escaped for
 * HTML and stripped of line breaks before it reaches a header.
 */
import { formatBytes, formatReceived } from "~/capabilities/contact/lib/format.ts";
import { TOPIC_KEYS } from "~/capabilities/contact/lib/studio-labels.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { isStudioLocale } from "~/core/i18n/studio-locales.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { MailMessage, OutgoingMail } from "./types.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";

export interface Composed {
  subject: string;
  text: string;
  html: string;
}

/** One header-safe line: no CR/LF or other controls, collapsed spaces, bounded length. */
export function oneLine(s: string, max = 200): string {
  const flat = s
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...flat].length > max ? [...flat].slice(0, max - 1).join("") + "…" : flat;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A file name safe for a MIME header and any mail client: no path, no controls. */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = oneLine(base, 120).replace(/["<>|:*?]/g, "_");
  return clean === "" || clean === "." || clean === ".." ? "attachment" : clean;
}

/** Stable per delivery: a re-send after a crash carries the same Message-ID, so clients show one e-mail. */
export function messageIdFor(deliveryId: string, domain: string): string {
  const left = deliveryId.replace(/[^A-Za-z0-9_-]/g, "");
  const right = domain.replace(/[^A-Za-z0-9.-]/g, "") || "marquee.invalid";
  return `<${left}.marquee@${right}>`;
}

/** What the owner reads (the notification, the test e-mail): their studio language (docs/languages.md). */
const ownerI18n = (mail: OutgoingMail) =>
  studioTranslatorFor(isStudioLocale(mail.site.ownerLanguage) ? mail.site.ownerLanguage : "en");

function rows(mail: OutgoingMail, m: MailMessage, { t, intl }: Translator): [string, string][] {
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
    timeZone: mail.site.timeZone,
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
  out.push([t("contact.studio.notify.received"), `${received} (${mail.site.timeZone})`]);
  if (m.attachment) {
    out.push([
      t("contact.studio.notify.attachment"),
      `${safeFilename(m.attachment.filename)} (${formatBytes(m.attachment.content.length)})`,
    ]);
  }
  return out;
}

function notification(mail: OutgoingMail, m: MailMessage): Composed {
  const tr = ownerI18n(mail);
  const { t } = tr;
  const site = oneLine(mail.site.name, 100);
  const name = oneLine(m.name, 100);
  const subject = t("contact.studio.notify.subject", { site, topic: t(TOPIC_KEYS[m.topic]), name });
  const table = rows(mail, m, tr);
  const width = Math.max(...table.map(([k]) => k.length)) + 2;
  const text = [
    t("contact.studio.notify.intro", { site }),
    "",
    ...table.map(([k, v]) => `${`${k}:`.padEnd(width)}${oneLine(v, 300)}`),
    "",
    t("contact.studio.notify.message"),
    "",
    m.body,
    "",
    "--",
    t("contact.studio.notify.reply", { name }),
    t("contact.studio.notify.open", { url: mail.site.studioUrl }),
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(t("contact.studio.notify.intro", { site }))}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...table.map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="padding-right:1em">${escapeHtml(k)}</th><td>${escapeHtml(oneLine(v, 300))}</td></tr>`,
    ),
    `</table>`,
    `<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:1em;margin:1em 0">${escapeHtml(m.body)}</div>`,
    `<p>${escapeHtml(t("contact.studio.notify.reply", { name }))}<br>`,
    `<a href="${escapeHtml(mail.site.studioUrl)}">${escapeHtml(t("contact.studio.notify.openLink"))}</a></p>`,
    `</body></html>`,
  ].join("\n");
  return { subject, text, html };
}

/**
 * The auto-reply says only fixed words and the site's name: echoing the visitor's
 * text would let anyone send chosen content to any address through this site.
 */
function autoreply(mail: OutgoingMail): Composed {
  const site = oneLine(mail.site.name, 100);
  // In the site's language: the visitor wrote to the site in it.
  const { t } = translatorFor(mail.site.language ?? "en");
  const subject = oneLine(t("contact.autoreply.subject", { site }), 200);
  const lines = [
    t("contact.autoreply.hello"),
    "",
    t("contact.autoreply.body", { site }),
    "",
    t("contact.autoreply.automatic"),
  ];
  const text = lines.join("\n") + "\n";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${lines
    .filter((l) => l !== "")
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("\n")}</body></html>`;
  return { subject, text, html };
}

function test(mail: OutgoingMail, transport: string): Composed {
  const { t } = ownerI18n(mail);
  const site = oneLine(mail.site.name, 100);
  const subject = t("contact.studio.testMail.subject", { site });
  const intro = t("contact.studio.testMail.intro", { site, transport });
  const reach = t("contact.studio.testMail.reach");
  const text = [intro, reach, "", t("contact.studio.testMail.studio", { url: mail.site.studioUrl }), ""].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(intro)}</p><p>${escapeHtml(reach)}</p><p><a href="${escapeHtml(
    mail.site.studioUrl,
  )}">${escapeHtml(t("contact.studio.testMail.open"))}</a></p></body></html>`;
  return { subject, text, html };
}

/** An account mail: its own words, with links made clickable in the HTML part. */
function account(a: { subject: string; text: string }): Composed {
  const paragraphs = a.text.split(/\n{2,}/).map((p) =>
    escapeHtml(p)
      .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
      .replace(/\n/g, "<br>"),
  );
  return {
    subject: oneLine(a.subject, 200),
    text: a.text.endsWith("\n") ? a.text : `${a.text}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}</body></html>`,
  };
}

export function compose(mail: OutgoingMail, transport: string): Composed {
  if (mail.kind === "prepared" && mail.prepared)
    return { subject: oneLine(mail.prepared.subject, 200), text: mail.prepared.text, html: mail.prepared.html };
  if (mail.kind === "account" && mail.account) return account(mail.account);
  if (mail.kind === "test" || !mail.message) return test(mail, transport);
  if (mail.kind === "autoreply") return autoreply(mail);
  return notification(mail, mail.message);
}

/**
 * EmailJS template parameters: every form field, the site's name and a link to
 * the message in the studio. Values are plain strings; the EmailJS template
 * escapes them when it renders HTML ({{var}}, not {{{var}}}).
 */
export function templateParams(mail: OutgoingMail, transport = "emailjs"): Record<string, string> {
  const { subject, text } = compose(mail, transport);
  const base: Record<string, string> = {
    kind: mail.kind,
    site_name: mail.site.name,
    to_email: mail.to,
    subject,
    message_url: mail.site.studioUrl,
  };
  const m = mail.message;
  if (mail.kind === "notification" && m) {
    return {
      ...base,
      name: m.name,
      email: m.email,
      reply_to: m.email,
      phone: m.phone ?? "",
      topic: m.topic,
      topic_label: ownerI18n(mail).t(TOPIC_KEYS[m.topic]),
      date_wanted: m.dateWanted ?? "",
      message: m.body,
      consent: m.consent ? "yes" : "no",
      received_at: formatReceived(m.receivedAt, mail.site.timeZone),
      attachment_name: m.attachment ? safeFilename(m.attachment.filename) : "",
    };
  }
  if (mail.kind === "autoreply" && m) {
    // Only what the visitor needs to address the reply; never their message text (see autoreply()).
    return { ...base, name: oneLine(m.name, 100), email: m.email, reply_to: mail.site.replyTo ?? "", message: text };
  }
  return { ...base, message: text };
}
