/**
 * The RSVP side of the outbox (issue 13): a delivery carries `<kind>:<reply>`
 * — c confirmed, w waitlisted, u updated, p promoted from the waitlist,
 * m reminder — and the mail is composed here when it is sent, so no stored
 * row holds the change/cancel link; a reply cancelled in the meantime gets
 * nothing. Every mail has the date's .ics attached.
 */
import type { ComposedMail } from "~/core/mail/index.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { eventDateIcs, getEventDate, type EventDate } from "~/capabilities/events/index.server.ts";
import { button, escapeHtml, htmlMail, mailColours, siteFooter, textFooter } from "~/core/mail/layout.server.ts";
import { activePageTheme } from "~/capabilities/themes/index.server.ts";
import type { T } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { inOfferedLanguage, languageBase } from "~/core/i18n/request-language.server.ts";
import { translatedOne } from "~/core/i18n/content.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { parseQuestions } from "./config.server.ts";
import { configFor } from "./data/configs.server.ts";
import { getReply, type Reply } from "./data/replies.server.ts";
import { manageUrl } from "./tokens.server.ts";

function words(t: T, kind: string, r: Reply, d: EventDate, when: string): { subject: string; lead: string } | null {
  const status = r.status;
  const v = { title: d.title, when, count: r.party };
  if (kind === "c" || (kind === "u" && status === "confirmed"))
    return { subject: t("rsvp.mail.confirmedSubject", v), lead: t("rsvp.mail.confirmed", v) };
  if (kind === "w" || (kind === "u" && status === "waitlisted"))
    return { subject: t("rsvp.mail.waitlistedSubject", v), lead: t("rsvp.mail.waitlisted", v) };
  if (kind === "p") return { subject: t("rsvp.mail.promotedSubject", v), lead: t("rsvp.mail.promoted", v) };
  if (kind === "m" && status === "confirmed")
    return { subject: t("rsvp.mail.reminderSubject", v), lead: t("rsvp.mail.reminder", v) };
  return null;
}

export async function composeRsvpMail(ref: string): Promise<ComposedMail | { skip: string }> {
  const [kind, id] = ref.split(":");
  const r = id ? await getReply(id) : undefined;
  if (!kind || !r) return { skip: "the reply was deleted before it was sent." };
  if (r.status === "cancelled") return { skip: "the reply was cancelled before it was sent." };
  // In the language of the page the reply was made on: its words, the event's title and the links.
  return inOfferedLanguage(r.language, () => compose(kind, r));
}

async function compose(kind: string, r: Reply): Promise<ComposedMail | { skip: string }> {
  const found = await getEventDate(r.event_id, r.date);
  if (!found || found.date !== r.date) return { skip: "the event or its date was removed." };
  const d = await translatedOne("event", found, found.eventId);
  const tr = await siteI18n();
  const t = tr.t;
  const w = words(t, kind, r, d, formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl));
  if (!w) return { skip: `nothing to say for ${kind} (the reply is ${r.status}).` };
  const origin = publicOrigin();
  const [site, colours, ics, cfg] = await Promise.all([
    siteFooter(),
    activePageTheme().then(mailColours, () => mailColours(null)),
    eventDateIcs(d.eventId, d.date, origin),
    configFor(d.eventId, d.date),
  ]);
  const questions = cfg ? parseQuestions(cfg.questions) : [];
  const answers = (JSON.parse(r.answers) as string[])
    .map((a, i) => [questions[i] ?? "", a] as const)
    .filter(([q, a]) => q && a);
  const manage = manageUrl(r.id, r.nonce);
  const page = `${origin}${languageBase()}${d.path}`;
  const e = escapeHtml;
  const text =
    [
      t("rsvp.mail.greeting", { name: r.name }),
      "",
      w.lead,
      ...(d.venueName ? [t("rsvp.mail.where", { venue: d.venueName })] : []),
      ...(answers.length ? ["", `${t("rsvp.mail.answers")}:`, ...answers.map(([q, a]) => `${q} ${a}`)] : []),
      "",
      `${t("rsvp.mail.eventPage")}: ${page}`,
      ics ? t("rsvp.mail.ics") : "",
      "",
      `${t("rsvp.mail.manage")}: ${manage}`,
      t("rsvp.mail.manageHint"),
    ].join("\n") + textFooter(site);
  const html = htmlMail({
    title: w.subject,
    colours,
    site,
    bodyHtml: [
      `<p>${e(t("rsvp.mail.greeting", { name: r.name }))}</p>`,
      `<p><strong>${e(w.lead)}</strong></p>`,
      d.venueName ? `<p>${e(t("rsvp.mail.where", { venue: d.venueName }))}</p>` : "",
      answers.length
        ? `<p>${e(t("rsvp.mail.answers"))}:</p><ul>${answers.map(([q, a]) => `<li>${e(q)} ${e(a)}</li>`).join("")}</ul>`
        : "",
      `<p><a class="m-a" href="${e(page)}" style="color:${colours.accent}">${e(t("rsvp.mail.eventPage"))}</a>${ics ? ` · ${e(t("rsvp.mail.ics"))}` : ""}</p>`,
      button(manage, t("rsvp.mail.manage"), colours),
      `<p>${e(t("rsvp.mail.manageHint"))}</p>`,
    ].join(""),
  });
  return {
    to: r.email,
    subject: w.subject,
    text,
    html,
    ...(ics
      ? {
          attachments: [
            { filename: ics.filename, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics.text },
          ],
        }
      : {}),
  };
}
