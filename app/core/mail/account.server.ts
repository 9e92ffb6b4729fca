/**
 * E-mails about studio accounts (issue 11: a password reset link), for the
 * accounts capability. They are sent at once
 * with the transport in force and never stored in the outbox: the link in
 * them is a secret (only its hash is kept, by accounts), so no delivery row,
 * attempt or log line may hold it. The log transport's line names the
 * recipient and subject only.
 */
import { randomBytes } from "node:crypto";
import { getSettings } from "~/core/settings/settings.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { currentMail } from "./transport.server.ts";
import { studioUrl } from "./inbox.server.ts";
import { ACCOUNT_MAIL } from "./kinds.server.ts";
import { accountMail } from "./own-mail.server.ts";
import type { SendResult } from "./types.server.ts";
import { recordServerAnswer, sendingStatus } from "./sending.server.ts";

/**
 * Whether e-mail can go out now: a real transport (not "not at all") with nothing missing. The one
 * answer to "can this site send e-mail" (issue 25 builds on it); mailStatus() says why not, in words.
 */
export async function emailDeliveryWorks(): Promise<boolean> {
  return (await sendingStatus()).canSend;
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
      ...accountMail(to, { subject, text }),
      deliveryId: `account-${randomBytes(9).toString("base64url")}`,
      kind: ACCOUNT_MAIL,
      siteName: s.name,
      studioUrl: studioUrl(),
      logRecipient: true,
    })
    .catch((e: unknown): SendResult => ({ status: "retry", error: e instanceof Error ? e.message : String(e) }));
  await recordServerAnswer(setup, "other", result);
  if (result.status !== "sent") logWarn(`account e-mail to ${to} was not sent (${transport.name}): ${result.error}`);
  return result.status === "sent";
}
