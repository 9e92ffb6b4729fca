/**
 * The studio's hand on the outbox: "Retry now" on a message's delivery, and
 * "Send test e-mail" on the settings page, each audited here.
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { claimById, recordResult } from "./data/claims.server.ts";
import { deliveriesForMessage, queueDelivery, retryNow } from "./data/deliveries.server.ts";
import { currentMail, currentTransport, type MailSetup } from "./email/transport.server.ts";
import type { SendResult } from "./email/types.server.ts";
import { wakeDeliveryWorker } from "./jobs.server.ts";
import { buildMail, notificationRecipient, recipientProblem } from "./mail.server.ts";
import { recordServerAnswer } from "./mail-status.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioI18nFor, studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import type { User } from "~/core/auth/data/users.server.ts";

/** Outcomes in the acting user's studio language; English when no one's is given. */
type Tr = Pick<Translator, "t">;
const english = (): Tr => studioTranslatorFor("en");

/** "Retry now" on one of this message's deliveries: failed or waiting → queued, due at once. */
export async function retryDelivery(
  actor: Actor,
  messageId: string,
  deliveryId: string,
  { t }: Tr = english(),
): Promise<Outcome> {
  const own = (await deliveriesForMessage(messageId)).some((d) => d.id === deliveryId);
  if (!own) return { ok: false, message: t("contact.studio.outcome.noDelivery") };
  if (!(await retryNow(deliveryId))) return { ok: false, message: t("contact.studio.outcome.cannotRetry") };
  wakeDeliveryWorker();
  await audit(actor, "delivery.retry", "delivery", deliveryId, { message: messageId });
  const problem = (await currentTransport()).problem();
  return problem
    ? { ok: true, message: t("contact.studio.outcome.requeuedNotSetUp", { problem }) }
    : { ok: true, message: t("contact.studio.outcome.requeued") };
}

/**
 * "Send test e-mail" (SPEC §2 settings): runs the configured transport now and
 * answers with the result or the exact error. The test is recorded in the
 * outbox like any delivery.
 */
export async function sendTestEmail(setup?: MailSetup, tr: Tr = english()): Promise<Outcome> {
  const { t: tt } = tr;
  const { transport: t, config } = setup ?? (await currentMail());
  const problem = t.problem();
  if (problem) return { ok: false, message: problem };
  const s = await getSettings();
  const to = notificationRecipient(s, config.to);
  if (!to) return { ok: false, message: recipientProblem(s, config.to, tr) ?? tt("contact.studio.status.noRecipient") };
  const id = await queueDelivery({ messageId: null, kind: "test", recipient: to, transport: t.name });
  const d = await claimById(id);
  // The worker got there first (it polls the same outbox): its result will show in the list.
  if (!d) return { ok: true, message: tt("contact.studio.outcome.testQueued", { to }) };
  const startedAt = new Date();
  let result: SendResult;
  let tried = false;
  try {
    const built = await buildMail(d, s, config.to);
    tried = !("skip" in built);
    result = "skip" in built ? built.skip : await t.send(built.mail);
  } catch (e) {
    // As in the worker: a transport should not throw, but if it does the test is recorded as failed, never left "sending".
    result = { status: "retry", error: e instanceof Error ? e.message : String(e) };
  }
  if (tried) await recordServerAnswer({ transport: t, config }, "test", result);
  await recordResult(d, result, { transport: t.name, startedAt, recipient: to });
  if (result.status === "sent") {
    return {
      ok: true,
      message:
        t.name === "log"
          ? tt("contact.studio.outcome.testLogged", { to })
          : tt("contact.studio.outcome.testSent", { to }),
    };
  }
  return { ok: false, message: tt("contact.studio.outcome.testFailed", { to, error: result.error }) };
}

/** "Send test e-mail" on the settings page, audited; the page scrolls back to the e-mail part. */
export async function sendTestEmailAs(
  actor: Actor & Pick<User, "studio_language">,
): Promise<{ ok: boolean; message: string; hash: string }> {
  const o = await sendTestEmail(undefined, await studioI18nFor(actor));
  await audit(actor, "email.test", "site", null, { ok: o.ok });
  return { ok: o.ok, message: o.message, hash: "email" };
}
