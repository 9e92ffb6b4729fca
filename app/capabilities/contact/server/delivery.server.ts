/**
 * The studio's hand on the outbox for this capability: "Retry now" on a
 * message's delivery, and "Send test e-mail" on the settings page (the core's
 * test e-mail, core/mail), each audited here.
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Outcome } from "~/core/errors.ts";
import type { User } from "~/core/auth/data/users.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioI18nFor, studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { outboxStatus, retryMail, sendTestEmail } from "~/core/mail/index.server.ts";
import { deliveriesForMessage } from "./data/deliveries.server.ts";

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
  if (!(await retryMail(deliveryId))) return { ok: false, message: t("contact.studio.outcome.cannotRetry") };
  await audit(actor, "delivery.retry", "delivery", deliveryId, { message: messageId });
  const { problem } = await outboxStatus({ bulk: false });
  return problem
    ? { ok: true, message: t("contact.studio.outcome.requeuedNotSetUp", { problem }) }
    : { ok: true, message: t("contact.studio.outcome.requeued") };
}

/** "Send test e-mail" on the settings page, audited; the page scrolls back to the e-mail part. */
export async function sendTestEmailAs(
  actor: Actor & Pick<User, "studio_language">,
): Promise<{ ok: boolean; message: string; hash: string }> {
  const o = await sendTestEmail(undefined, await studioI18nFor(actor));
  await audit(actor, "email.test", "site", null, { ok: o.ok });
  return { ok: o.ok, message: o.message, hash: "email" };
}
