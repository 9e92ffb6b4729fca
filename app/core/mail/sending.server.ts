/**
 * The one answer to "can this site send e-mail now, and was the last real send
 * accepted?" (issue 25 §1, ADR 2520). Public forms word their answers by it
 * (never "on its way to your inbox" when nothing can leave), the studio's pages
 * that depend on mail show a banner by it (contact's mailBanner), and the launch
 * checklist ticks its e-mail step by it. The outbox's worker, the test e-mail and
 * account mail record each real answer here.
 */
import { hmac } from "~/core/http/sign.server.ts";
import { readMailHealth, writeMailHealth } from "./data/mail-health.server.ts";
import { currentMail, type MailSetup } from "./transport.server.ts";
import type { SendResult } from "./types.server.ts";

export interface MailStatus {
  /** The transport in force: "log" (not sending: messages are kept in the studio), "smtp" or "emailjs". */
  transport: string;
  /** A real transport with nothing missing: mail would be handed to a server now. */
  canSend: boolean;
  /** The last send a server accepted with the settings in force now. */
  lastAccepted: { at: string } | null;
  /** The last send a server refused or could not take, with the settings in force now. */
  lastFailure: { at: string; error: string } | null;
  /** When a test e-mail was last accepted by the server, with the settings in force now. */
  testAcceptedAt: string | null;
  /** canSend, and the server's last answer was not a refusal: what a visitor may be promised. */
  working: boolean;
}

/** Which settings a result was had with (the server, port, account, sender — never the password in clear). */
function setupKey(setup: MailSetup): string {
  const { to: _to, sources: _sources, ...rest } = setup.config;
  return hmac("mail-setup", `${setup.transport.name}\n${JSON.stringify(rest)}`).slice(0, 22);
}

export async function sendingStatus(): Promise<MailStatus> {
  const [setup, row] = await Promise.all([currentMail(), readMailHealth()]);
  const t = setup.transport;
  const canSend = t.name !== "log" && t.problem() === null;
  const key = setupKey(setup);
  const lastAccepted = canSend && row?.accepted_at && row.accepted_setup === key ? { at: row.accepted_at } : null;
  const lastFailure =
    canSend && row?.failed_at && row.failed_setup === key ? { at: row.failed_at, error: row.failed_error ?? "" } : null;
  const testAcceptedAt = canSend && row?.test_at && row.test_setup === key ? row.test_at : null;
  // ISO-8601 UTC text sorts as time. A failure after the last acceptance means the server is refusing now.
  const failing = lastFailure !== null && (lastAccepted === null || lastFailure.at >= lastAccepted.at);
  return { transport: t.name, canSend, lastAccepted, lastFailure, testAcceptedAt, working: canSend && !failing };
}

/**
 * Records what a server answered to one send. Only a real transport's answer counts: the log
 * transport's "recorded" is no acceptance, and "unconfigured" means nothing was tried.
 */
export async function recordServerAnswer(
  setup: MailSetup,
  kind: "test" | "other",
  result: SendResult,
  now: Date = new Date(),
): Promise<void> {
  if (setup.transport.name === "log" || result.status === "unconfigured") return;
  const at = now.toISOString();
  const key = setupKey(setup);
  const transport = setup.transport.name;
  if (result.status === "sent")
    await writeMailHealth({
      accepted_at: at,
      accepted_setup: key,
      accepted_transport: transport,
      ...(kind === "test" ? { test_at: at, test_setup: key } : {}),
    });
  else
    await writeMailHealth({
      failed_at: at,
      failed_setup: key,
      failed_transport: transport,
      failed_error: result.error.slice(0, 500),
    });
}
