/**
 * MAIL_TRANSPORT=log (the default): nothing leaves the machine. The delivery is
 * recorded (the worker marks it with this transport's answer, and the
 * dashboard warns that e-mail is not set up); the server log gets one line.
 */
import { logInfo } from "~/core/log.server.ts";
import { oneLine } from "../text.server.ts";
import type { OutgoingMail, SendResult, Transport } from "../types.server.ts";

/** Stored as the delivery's answer; the studio shows "Not sending (messages are kept in the studio)" instead. */
export const LOG_RESPONSE = "Kept in the studio; no e-mail was sent (e-mail is not set up).";

export interface LogTransport extends Transport {
  /** The most recent mails, newest last (bounded), for tests and debugging. */
  readonly recorded: ReadonlyArray<OutgoingMail>;
}

export function createLogTransport(opts: { quiet?: boolean } = {}): LogTransport {
  const recorded: OutgoingMail[] = [];
  return {
    name: "log",
    recorded,
    problem: () => null,
    async send(mail: OutgoingMail): Promise<SendResult> {
      const subject = oneLine(mail.subject, 200);
      recorded.push({ ...mail, subject });
      if (recorded.length > 100) recorded.shift();
      if (!opts.quiet)
        logInfo(
          `[mail:log] ${mail.kind} delivery=${mail.deliveryId} to=${mail.logRecipient ? mail.to : "(a visitor or subscriber: not logged)"} subject=${JSON.stringify(subject)}`,
        );
      return { status: "sent", response: LOG_RESPONSE };
    },
    async close() {},
  };
}
