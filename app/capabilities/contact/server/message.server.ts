/**
 * One message in the studio: opening it (a new one becomes read), moving it
 * between inbox, archive and spam, "Not spam — deliver", "Resend" and
 * "Create hold event". Each change writes its audit entry here; a refused
 * change is an Outcome the page shows as a toast.
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { createHoldDraft, getEventSummary } from "~/capabilities/events/index.server.ts";
import type { MessageStatus } from "~/capabilities/contact/lib/status.ts";
import { deliveriesForMessage, queueMessageMail } from "./data/deliveries.server.ts";
import {
  getAttachmentInfo,
  getMessage,
  markRead,
  moveMessage,
  parseSpamReasons,
  releaseFromSpam,
  setHoldEvent,
} from "./data/messages.server.ts";
import { db } from "~/core/db/client.server.ts";
import { outboxStatus, siteInbox, wakeOutbox } from "~/core/mail/index.server.ts";
import { CONTACT_NOTIFICATION } from "~/capabilities/contact/lib/mail-kinds.ts";
import { SPAM_MAX_LINKS, SPAM_REASON_TEXT, type SpamReason } from "./spam.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

/** Outcomes in the acting user's studio language; English when no one's is given. */
type Tr = Pick<Translator, "t">;
const english = (): Tr => studioTranslatorFor("en");

/** The message page's data. Opening a new message reads it (SPEC §4: new → read). */
export async function openMessage(id: string) {
  let m = await getMessage(id);
  if (!m) throw notFound();
  if (m.status === "new") {
    await markRead(m.id);
    m = (await getMessage(m.id)) ?? m;
  }
  const [deliveries, attachment, settings, hold] = await Promise.all([
    deliveriesForMessage(m.id),
    m.has_attachment ? getAttachmentInfo(m.id) : undefined,
    getSettings(),
    m.hold_event_id ? getEventSummary(m.hold_event_id) : null,
  ]);
  const { ip_hash: _ip, idempotency_key: _k, ...message } = m;
  return {
    message,
    // Catalogue keys (an unknown reason from an older version shows as it was stored).
    spamReasons: parseSpamReasons(m.spam_reasons).map((r) => SPAM_REASON_TEXT[r as SpamReason] ?? r),
    maxLinks: SPAM_MAX_LINKS,
    attachment: attachment
      ? { filename: attachment.filename, type: attachment.content_type, bytes: attachment.bytes }
      : null,
    deliveries,
    timeZone: settings.time_zone,
    askedConsent: settings.privacy_notice.trim() !== "",
    transportProblem: (await outboxStatus({ bulk: false })).problem,
    hold: hold ? { id: hold.id, title: hold.title } : null,
  };
}

export type Move = "archive" | "restore" | "spam";
const MOVES: Record<Move, MessageStatus> = { archive: "archived", restore: "read", spam: "spam" };
const MOVED_TEXT: Record<Move, string> = {
  archive: "contact.studio.outcome.archived",
  restore: "contact.studio.outcome.restored",
  spam: "contact.studio.outcome.markedSpam",
};

/** Archive, back to the inbox, or spam (SPEC §4's moves only). */
export async function moveMessageAs(actor: Actor, id: string, move: Move, { t }: Tr = english()): Promise<Outcome> {
  if (!(await moveMessage(id, MOVES[move]))) return { ok: false, message: t("contact.studio.outcome.cannotMove") };
  await audit(actor, `message.${move}`, "message", id);
  return { ok: true, message: t(MOVED_TEXT[move]) };
}

/** "Not spam — deliver": back to new, and e-mailed. */
export async function notSpam(actor: Actor, id: string, { t }: Tr = english()): Promise<Outcome> {
  const [inbox, { transport }] = await Promise.all([getSettings().then(siteInbox), outboxStatus({ bulk: false })]);
  const ok = await releaseFromSpam(id, { kind: CONTACT_NOTIFICATION, recipient: inbox.address, transport });
  if (!ok) return { ok: false, message: t("contact.studio.outcome.notInSpam") };
  wakeOutbox();
  await audit(actor, "message.not_spam", "message", id);
  return { ok: true, message: t("contact.studio.outcome.released") };
}

/** "Resend": a new notification for the message (a new Message-ID: it is a new e-mail). */
export async function resendMessage(actor: Actor, id: string, { t }: Tr = english()): Promise<Outcome> {
  const m = await getMessage(id);
  if (!m) return { ok: false, message: t("contact.studio.outcome.gone") };
  if (m.status === "spam") return { ok: false, message: t("contact.studio.outcome.spamFirst") };
  const [inbox, { transport }] = await Promise.all([getSettings().then(siteInbox), outboxStatus({ bulk: false })]);
  await db()
    .transaction()
    .execute((trx) =>
      queueMessageMail(trx, m.id, [{ kind: CONTACT_NOTIFICATION, recipient: inbox.address, transport }]),
    );
  wakeOutbox();
  await audit(actor, "message.resend", "message", id);
  return { ok: true, message: t("contact.studio.outcome.resent") };
}

/**
 * "Create hold event" (SPEC §10): a booking enquiry becomes a draft, all-day
 * event on the date wanted, in the site's zone. Drafts are never public, so the
 * owner edits and publishes it when the booking is confirmed. The events
 * capability audits the new event.
 */
export async function createHoldEvent(
  actor: Actor,
  messageId: string,
  { t, intl }: Pick<Translator, "t" | "intl"> = studioTranslatorFor("en"),
): Promise<Outcome<{ eventId: string }>> {
  const m = await getMessage(messageId);
  if (!m) return { ok: false, message: t("contact.studio.outcome.gone") };
  if (m.topic !== "booking" || !m.date_wanted) return { ok: false, message: t("contact.studio.outcome.holdNeedsDate") };
  if (m.hold_event_id && (await getEventSummary(m.hold_event_id)))
    return { ok: false, message: t("contact.studio.outcome.holdExists") };
  const s = await getSettings();
  const name = m.name.length > 110 ? `${m.name.slice(0, 109)}…` : m.name;
  const event = await createHoldDraft(actor, {
    title: `Hold: ${name}`,
    date: m.date_wanted,
    description: `Held for a booking enquiry from ${name}.`,
    tz: s.time_zone,
  });
  await setHoldEvent(m.id, event.id);
  const day = new Intl.DateTimeFormat(intl, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${m.date_wanted}T12:00:00Z`));
  return { ok: true, message: t("contact.studio.outcome.holdCreated", { day }), eventId: event.id };
}
