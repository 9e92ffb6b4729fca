/** The e-mail set-up as the dashboard and the settings page describe it (SPEC §8: name the setting). */
import { env } from "~/core/env.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { countDeliveries, latestTest } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { transport } from "~/capabilities/contact/server/email/transport.server.ts";
import { notificationRecipient, recipientProblem } from "./mail.server.ts";

export interface EmailStatus {
  transport: string;
  recipient: string;
  /** Problems that stop e-mail, each naming the setting. */
  problems: string[];
  /** Things worth knowing that don't stop it. */
  notes: string[];
  queued: number;
  failed: number;
  lastTest: { state: string; at: string; detail: string | null } | null;
}

export async function emailStatus(): Promise<EmailStatus> {
  const e = env();
  const t = transport();
  const s = await getSettings();
  const recipient = notificationRecipient(s);
  const problems: string[] = [];
  const notes: string[] = [];
  if (t.name === "log") {
    problems.push("E-mail is not set up (MAIL_TRANSPORT=log): messages are kept in the inbox but not e-mailed. Set MAIL_TRANSPORT to smtp or emailjs.");
  }
  const p = t.problem();
  if (p) problems.push(`${p}. Messages wait in the queue until this is fixed.`);
  const noRecipient = recipientProblem(s);
  if (noRecipient) problems.push(noRecipient);
  if (t.name === "emailjs" && !e.EMAILJS_PRIVATE_KEY) {
    notes.push("EMAILJS_PRIVATE_KEY is not set: EmailJS accepts server calls without it only when the account does not require the private key.");
  }
  if (e.MAIL_AUTOREPLY && t.problemFor?.("autoreply")) notes.push(`No auto-replies: ${t.problemFor("autoreply")}.`);
  if (!e.MAIL_WORKER) notes.push("MAIL_WORKER=false: this process does not send; another one must.");
  const [counts, test] = await Promise.all([countDeliveries(), latestTest()]);
  return {
    transport: t.name,
    recipient,
    problems,
    notes,
    queued: counts.queued + counts.retrying + counts.sending,
    failed: counts.failed,
    lastTest: test ? { state: test.state, at: test.updated_at, detail: test.last_error ?? test.provider_response } : null,
  };
}
