/**
 * One subscriber's copy of a mailing (issue 12): a newsletter's Markdown as
 * HTML and plain text, or a digest's dates (only those near them for "near
 * me"), with List-Unsubscribe (an HTTPS URL) and List-Unsubscribe-Post
 * (RFC 8058) and a visible unsubscribe link.
 */
import type { ComposedMail } from "~/core/mail/index.server.ts";
import { renderMarkdown } from "~/core/markdown.server.ts";
import { digestFor, parseDigest } from "../lib/digest.ts";
import { mailWords } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import type { Mailing } from "./data/mailings.server.ts";
import type { Subscriber } from "./data/subscribers.server.ts";
import { escapeHtml, htmlMail, mailColours, siteFooter, textFooter } from "~/core/mail/layout.server.ts";
import { activePageTheme } from "~/capabilities/themes/index.server.ts";
import { oneClickUrl, unsubscribeUrl } from "./tokens.server.ts";

export async function composeMailing(
  m: Mailing,
  s: Pick<Subscriber, "id" | "email" | "wants" | "latitude" | "longitude" | "radius_km" | "town">,
): Promise<ComposedMail | { skip: string }> {
  const [site, colours, tr] = await Promise.all([
    siteFooter(),
    activePageTheme().then(mailColours, () => mailColours(null)),
    siteI18n(),
  ]);
  const MAIL = mailWords(tr.t);
  const unsub = { url: unsubscribeUrl(s.id, m.id), why: MAIL.footerWhy(site.name), label: MAIL.unsubscribe };
  const headers = {
    "List-Unsubscribe": `<${oneClickUrl(s.id, m.id)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    Precedence: "bulk",
  };
  let bodyHtml: string;
  let text: string;
  let subject = m.subject;
  if (m.kind === "digest") {
    const items = digestFor(parseDigest(m.body), s);
    if (items.length === 0) return { skip: "no date in this digest is near the subscriber." };
    subject = m.subject || MAIL.digestSubject(site.name, items.length);
    const label = { new: MAIL.digestNew, moved: MAIL.digestMoved, cancelled: MAIL.digestCancelled } as const;
    const near = s.wants === "near" ? MAIL.digestNear(s.radius_km, s.town) : "";
    text = [
      MAIL.digestIntro,
      "",
      ...items.map(
        (i) =>
          `${label[i.change]}: ${i.when} — ${i.title}${i.place ? `, ${i.place}` : ""}${i.movedFrom ? ` (${MAIL.digestMovedFrom(i.movedFrom)})` : ""}\n${i.url}`,
      ),
      ...(near ? ["", near] : []),
    ].join("\n");
    bodyHtml = `<p>${escapeHtml(MAIL.digestIntro)}</p><ul style="padding-left:20px">${items
      .map(
        (i) =>
          `<li style="margin-bottom:12px"><strong>${escapeHtml(label[i.change])}</strong>: ${escapeHtml(i.when)} — <a class="m-a" href="${escapeHtml(i.url)}" style="color:${colours.accent}">${escapeHtml(i.title)}</a>${i.place ? `, ${escapeHtml(i.place)}` : ""}${i.movedFrom ? ` <span class="m-muted" style="color:${colours.muted}">(${escapeHtml(MAIL.digestMovedFrom(i.movedFrom))})</span>` : ""}</li>`,
      )
      .join("")}</ul>${near ? `<p class="m-muted" style="color:${colours.muted}">${escapeHtml(near)}</p>` : ""}`;
  } else {
    bodyHtml = `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(m.subject)}</h1>${renderMarkdown(m.body)}`;
    // The Markdown source is the plain-text part: it reads as written.
    text = `${m.subject}\n\n${m.body.trim()}\n`;
  }
  return {
    to: s.email,
    subject,
    text: text + textFooter(site, unsub),
    html: htmlMail({ title: subject, bodyHtml, colours, site, unsubscribe: unsub }),
    headers,
    bulk: true,
  };
}
