/**
 * The RSVP side of the outbox (issue 13): a delivery carries `<kind>:<reply>`
 * — c confirmed, w waitlisted, u updated, p promoted from the waitlist,
 * m reminder — and the mail is composed here when it is sent, so no stored
 * row holds the change/cancel link; a reply cancelled in the meantime gets
 * nothing. Every mail has the date's .ics attached.
 */
import type { ComposedMail } from "~/core/capability.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { eventDateIcs, getEventDate, type EventDate } from "~/capabilities/events/index.server.ts";
import { button, escapeHtml, htmlMail, mailColours, siteFooter, textFooter } from "~/capabilities/fans/index.server.ts";
import { MAIL } from "../lib/messages.ts";
import { parseQuestions } from "./config.server.ts";
import { configFor } from "./data/configs.server.ts";
import { getReply, type Reply } from "./data/replies.server.ts";
import { manageUrl } from "./tokens.server.ts";

function words(kind: string, r: Reply, d: EventDate): { subject: string; lead: string } | null {
  const status = r.status;
  if (kind === "c" || (kind === "u" && status === "confirmed")) return { subject: MAIL.confirmedSubject(d.title, d.whenText), lead: MAIL.confirmed(r.party, d.title, d.whenText) };
  if (kind === "w" || (kind === "u" && status === "waitlisted")) return { subject: MAIL.waitlistedSubject(d.title, d.whenText), lead: MAIL.waitlisted(r.party, d.title, d.whenText) };
  if (kind === "p") return { subject: MAIL.promotedSubject(d.title, d.whenText), lead: MAIL.promoted(r.party, d.title, d.whenText) };
  if (kind === "m" && status === "confirmed") return { subject: MAIL.reminderSubject(d.title, d.whenText), lead: MAIL.reminder(r.party, d.title, d.whenText) };
  return null;
}

export async function composeRsvpMail(ref: string): Promise<ComposedMail | { skip: string }> {
  const [kind, id] = ref.split(":");
  const r = id ? await getReply(id) : undefined;
  if (!kind || !r) return { skip: "the reply was deleted before it was sent." };
  if (r.status === "cancelled") return { skip: "the reply was cancelled before it was sent." };
  const d = await getEventDate(r.event_id, r.date);
  if (!d || d.date !== r.date) return { skip: "the event or its date was removed." };
  const w = words(kind, r, d);
  if (!w) return { skip: `nothing to say for ${kind} (the reply is ${r.status}).` };
  const origin = publicOrigin();
  const [site, colours, ics, cfg] = await Promise.all([siteFooter(), mailColours(), eventDateIcs(d.eventId, d.date, origin), configFor(d.eventId, d.date)]);
  const questions = cfg ? parseQuestions(cfg.questions) : [];
  const answers = (JSON.parse(r.answers) as string[]).map((a, i) => [questions[i] ?? "", a] as const).filter(([q, a]) => q && a);
  const manage = manageUrl(r.id, r.nonce);
  const page = `${origin}${d.path}`;
  const e = escapeHtml;
  const text =
    [
      MAIL.greeting(r.name),
      "",
      w.lead,
      ...(d.venueName ? [MAIL.where(d.venueName)] : []),
      ...(answers.length ? ["", `${MAIL.answers}:`, ...answers.map(([q, a]) => `${q} ${a}`)] : []),
      "",
      `${MAIL.eventPage}: ${page}`,
      ics ? MAIL.ics : "",
      "",
      `${MAIL.manage}: ${manage}`,
      MAIL.manageHint,
    ].join("\n") + textFooter(site);
  const html = htmlMail({
    title: w.subject,
    colours,
    site,
    bodyHtml: [
      `<p>${e(MAIL.greeting(r.name))}</p>`,
      `<p><strong>${e(w.lead)}</strong></p>`,
      d.venueName ? `<p>${e(MAIL.where(d.venueName))}</p>` : "",
      answers.length ? `<p>${e(MAIL.answers)}:</p><ul>${answers.map(([q, a]) => `<li>${e(q)} ${e(a)}</li>`).join("")}</ul>` : "",
      `<p><a class="m-a" href="${e(page)}" style="color:${colours.accent}">${e(MAIL.eventPage)}</a>${ics ? ` · ${e(MAIL.ics)}` : ""}</p>`,
      button(manage, MAIL.manage, colours),
      `<p>${e(MAIL.manageHint)}</p>`,
    ].join(""),
  });
  return {
    to: r.email,
    subject: w.subject,
    text,
    html,
    ...(ics ? { attachments: [{ filename: ics.filename, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics.text }] } : {}),
  };
}
