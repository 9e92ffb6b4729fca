/**
 * What the e-mails say: subject, plain text and simple HTML for SMTP, and the
 * template parameters for EmailJS. Everything the visitor typed is escaped for
 * HTML and stripped of line breaks before it reaches a header.
 */
import { TOPIC_LABELS } from "~/capabilities/contact/schemas.ts";
import { formatBytes, formatDay, formatReceived } from "~/capabilities/contact/lib/format.ts";
import type { MailMessage, OutgoingMail } from "./types.server.ts";
import { translatorFor } from "~/core/i18n/catalogues.server.ts";

export interface Composed {
  subject: string;
  text: string;
  html: string;
}

/** One header-safe line: no CR/LF or other controls, collapsed spaces, bounded length. */
export function oneLine(s: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const flat = s.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
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

function rows(mail: OutgoingMail, m: MailMessage): [string, string][] {
  const out: [string, string][] = [
    ["Topic", TOPIC_LABELS[m.topic]],
    ["Name", m.name],
    ["E-mail", m.email],
  ];
  if (m.phone) out.push(["Phone", m.phone]);
  if (m.dateWanted) out.push(["Date wanted", formatDay(m.dateWanted)]);
  // Only asked while the site has a privacy notice, so "not given" would mostly be noise.
  if (m.consent) out.push(["Privacy consent", "Given"]);
  out.push(["Received", formatReceived(m.receivedAt, mail.site.timeZone)]);
  if (m.attachment) {
    out.push(["Attachment", `${safeFilename(m.attachment.filename)} (${formatBytes(m.attachment.content.length)})`]);
  }
  return out;
}

function notification(mail: OutgoingMail, m: MailMessage): Composed {
  const site = oneLine(mail.site.name, 100);
  const subject = `[${site}] ${TOPIC_LABELS[m.topic]} from ${oneLine(m.name, 100)}`;
  const table = rows(mail, m);
  const width = Math.max(...table.map(([k]) => k.length)) + 2;
  const text = [
    `New message from the contact form of ${site}.`,
    "",
    ...table.map(([k, v]) => `${`${k}:`.padEnd(width)}${oneLine(v, 300)}`),
    "",
    "Message:",
    "",
    m.body,
    "",
    "--",
    `Reply to this e-mail to answer ${oneLine(m.name, 100)} directly.`,
    `Open it in the studio: ${mail.site.studioUrl}`,
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    `<p>New message from the contact form of <strong>${escapeHtml(site)}</strong>.</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...table.map(
      ([k, v]) => `<tr><th align="left" valign="top" style="padding-right:1em">${escapeHtml(k)}</th><td>${escapeHtml(oneLine(v, 300))}</td></tr>`,
    ),
    `</table>`,
    `<div style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:1em;margin:1em 0">${escapeHtml(m.body)}</div>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(oneLine(m.name, 100))} directly.<br>`,
    `<a href="${escapeHtml(mail.site.studioUrl)}">Open it in the studio</a></p>`,
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
  const lines = [t("contact.autoreply.hello"), "", t("contact.autoreply.body", { site }), "", t("contact.autoreply.automatic")];
  const text = lines.join("\n") + "\n";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${lines
    .filter((l) => l !== "")
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("\n")}</body></html>`;
  return { subject, text, html };
}

function test(mail: OutgoingMail, transport: string): Composed {
  const site = oneLine(mail.site.name, 100);
  const subject = `Test e-mail from ${site}`;
  const text = [
    `This is a test e-mail from the studio of ${site}, sent with the ${transport} transport.`,
    "If you can read it, messages from the contact form will reach this address.",
    "",
    `Studio: ${mail.site.studioUrl}`,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(
    `This is a test e-mail from the studio of ${site}, sent with the ${transport} transport.`,
  )}</p><p>If you can read it, messages from the contact form will reach this address.</p><p><a href="${escapeHtml(
    mail.site.studioUrl,
  )}">Open the studio</a></p></body></html>`;
  return { subject, text, html };
}

/** An account mail: its own words, with links made clickable in the HTML part. */
function account(a: { subject: string; text: string }): Composed {
  const paragraphs = a.text.split(/\n{2,}/).map((p) => escapeHtml(p).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>').replace(/\n/g, "<br>"));
  return {
    subject: oneLine(a.subject, 200),
    text: a.text.endsWith("\n") ? a.text : `${a.text}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}</body></html>`,
  };
}

export function compose(mail: OutgoingMail, transport: string): Composed {
  if (mail.kind === "prepared" && mail.prepared) return { subject: oneLine(mail.prepared.subject, 200), text: mail.prepared.text, html: mail.prepared.html };
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
      topic_label: TOPIC_LABELS[m.topic],
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
