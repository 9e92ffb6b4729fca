/** What the studio inbox does to messages and deliveries, beyond plain reads. */
import { getSettings } from "~/core/settings/settings.server.ts";
import { getMessage, releaseFromSpam, setHoldEvent } from "~/capabilities/contact/server/data/messages.server.ts";
import { createHoldDraft, getEventSummary } from "~/capabilities/events/index.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { formatDay } from "~/capabilities/contact/lib/format.ts";
import { claimById, queueDelivery, recordResult, retryNow, type Delivery } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { transport } from "~/capabilities/contact/server/email/transport.server.ts";
import type { SendResult } from "~/capabilities/contact/server/email/types.server.ts";
import { wakeDeliveryWorker } from "./jobs.server.ts";
import { buildMail, NO_RECIPIENT, notificationRecipient } from "./mail.server.ts";

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** "Resend": a new notification for the message (a new Message-ID: it is a new e-mail). */
export async function resendMessage(id: string): Promise<Outcome> {
  const m = await getMessage(id);
  if (!m) return { ok: false, message: "This message no longer exists." };
  if (m.status === "spam") return { ok: false, message: "Mark it as not spam to deliver it." };
  const s = await getSettings();
  await queueDelivery({ messageId: m.id, kind: "notification", recipient: notificationRecipient(s), transport: transport().name });
  wakeDeliveryWorker();
  return { ok: true, message: "The message is queued to be e-mailed again." };
}

/** "Not spam — deliver": back to new, and e-mailed. */
export async function notSpam(id: string): Promise<Outcome> {
  const s = await getSettings();
  const ok = await releaseFromSpam(id, { kind: "notification", recipient: notificationRecipient(s), transport: transport().name });
  if (!ok) return { ok: false, message: "This message is not in spam." };
  wakeDeliveryWorker();
  return { ok: true, message: "Moved to the inbox and queued for delivery." };
}

export async function retryDelivery(deliveryId: string): Promise<Outcome> {
  if (!(await retryNow(deliveryId))) return { ok: false, message: "Only a failed or waiting delivery can be retried." };
  wakeDeliveryWorker();
  const problem = transport().problem();
  return problem
    ? { ok: true, message: `Queued again, but e-mail is not set up: ${problem}` }
    : { ok: true, message: "Queued again: it will be sent in a moment." };
}

/**
 * "Send test e-mail" (SPEC §2 settings): runs the configured transport now and
 * answers with the result or the exact error. The test is recorded in the
 * outbox like any delivery.
 */
export async function sendTestEmail(): Promise<Outcome & { delivery?: Delivery }> {
  const t = transport();
  const problem = t.problem();
  if (problem) return { ok: false, message: problem };
  const s = await getSettings();
  const to = notificationRecipient(s);
  if (!to) return { ok: false, message: NO_RECIPIENT };
  const id = await queueDelivery({ messageId: null, kind: "test", recipient: to, transport: t.name });
  const d = await claimById(id);
  // The worker got there first (it polls the same outbox): its result will show in the list.
  if (!d) return { ok: true, message: `Test e-mail to ${to} queued.` };
  const startedAt = new Date();
  let result: SendResult;
  try {
    const built = await buildMail(d, s);
    result = "skip" in built ? built.skip : await t.send(built.mail);
  } catch (e) {
    // As in the worker: a transport should not throw, but if it does the test is recorded as failed, never left "sending".
    result = { status: "retry", error: e instanceof Error ? e.message : String(e) };
  }
  await recordResult(d, result, { transport: t.name, startedAt, recipient: to });
  if (result.status === "sent") {
    return { ok: true, message: t.name === "log" ? `Test recorded by the log transport (MAIL_TRANSPORT=log): nothing was e-mailed to ${to}.` : `Test e-mail sent to ${to}.` };
  }
  return { ok: false, message: `Test e-mail to ${to} failed: ${result.error}` };
}

/** "Send test e-mail" on the settings page, audited. */
export async function sendTestEmailAs(actor: Actor): Promise<Outcome & { hash: string }> {
  const o = await sendTestEmail();
  await audit(actor, "email.test", "site", null, { ok: o.ok });
  return { ok: o.ok, message: o.message, hash: "email" };
}

/**
 * "Create hold event" (SPEC §10): a booking enquiry becomes a draft, all-day
 * event on the date wanted, in the site's zone. Drafts are never public, so the
 * owner edits and publishes it when the booking is confirmed.
 */
export async function createHoldEvent(actor: Actor, messageId: string): Promise<Outcome & { eventId?: string }> {
  const m = await getMessage(messageId);
  if (!m) return { ok: false, message: "This message no longer exists." };
  if (m.topic !== "booking" || !m.date_wanted) return { ok: false, message: "Only a booking enquiry with a date wanted can become a hold event." };
  if (m.hold_event_id && (await getEventSummary(m.hold_event_id))) {
    return { ok: false, message: "A hold event for this enquiry already exists.", eventId: m.hold_event_id };
  }
  const s = await getSettings();
  const name = m.name.length > 110 ? `${m.name.slice(0, 109)}…` : m.name;
  const event = await createHoldDraft(actor, { title: `Hold: ${name}`, date: m.date_wanted, description: `Held for a booking enquiry from ${name}.`, tz: s.time_zone });
  await setHoldEvent(m.id, event.id);
  return { ok: true, message: `Draft event created on ${formatDay(m.date_wanted)}.`, eventId: event.id };
}
