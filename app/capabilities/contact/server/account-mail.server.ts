/**
 * E-mails about studio accounts (issue 11: a password reset link), for the
 * accounts capability through this capability's door. They are sent at once
 * with the transport in force and never stored in the outbox: the link in
 * them is a secret (only its hash is kept, by accounts), so no delivery row,
 * attempt or log line may hold it. The log transport's line names the
 * recipient and subject only.
 */
import { randomBytes } from "node:crypto";
import { getSettings } from "~/core/settings/settings.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { currentMail, type SendResult } from "./email/transport.server.ts";
import { studioUrl } from "./mail.server.ts";
import { mailStatus, recordServerAnswer } from "./mail-status.server.ts";

/** True when e-mail can go out now: a real transport (not "not at all") with nothing missing. */
export async function emailDeliveryWorks(): Promise<boolean> {
  return (await mailStatus()).canSend;
}

/**
 * Sends one account e-mail to `to`; resolves with whether the transport
 * accepted it. Failures are logged without the text (it may hold a link).
 */
export async function sendAccountEmail(to: string, subject: string, text: string): Promise<boolean> {
  const [setup, s] = await Promise.all([currentMail(), getSettings()]);
  const { transport } = setup;
  if (transport.name === "log" || transport.problem()) return false;
  const result: SendResult = await transport
    .send({
      deliveryId: `account-${randomBytes(9).toString("base64url")}`,
      kind: "account",
      to,
      site: { name: s.name, timeZone: s.time_zone, studioUrl: studioUrl(null) },
      account: { subject, text },
    })
    .catch((e: unknown): SendResult => ({ status: "retry", error: e instanceof Error ? e.message : String(e) }));
  await recordServerAnswer(setup, "account", result);
  if (result.status !== "sent") logWarn(`account e-mail to ${to} was not sent (${transport.name}): ${result.error}`);
  return result.status === "sent";
}
