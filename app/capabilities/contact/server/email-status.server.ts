/** The e-mail set-up as the dashboard and the settings page describe it (SPEC §8: name the setting). */
import { env } from "~/core/env.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { countDeliveries, latestTest } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { currentMail } from "~/capabilities/contact/server/email/transport.server.ts";
import { notificationRecipient, recipientProblem } from "./mail.server.ts";

export interface EmailStatus {
  transport: string;
  /** Where the transport was chosen: the server's environment, the studio, or nowhere yet. */
  source: "env" | "studio" | "unset";
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
  const { transport: t, config } = await currentMail();
  const s = await getSettings();
  const recipient = notificationRecipient(s, config.to);
  const problems: string[] = [];
  const notes: string[] = [];
  if (t.name === "log") {
    problems.push(
      config.sources.transport === "env"
        ? "E-mail is off on this server (MAIL_TRANSPORT=log): messages are kept in the inbox but not e-mailed. Set MAIL_TRANSPORT to smtp or emailjs, or unset it to choose in Settings → E-mail."
        : "E-mail is not set up: messages are kept in the inbox but not e-mailed. Choose SMTP or EmailJS in Settings → E-mail.",
    );
  }
  const p = t.problem();
  if (p) problems.push(`${p}. Messages wait in the queue until this is fixed.`);
  const noRecipient = recipientProblem(s, config.to);
  if (noRecipient) problems.push(noRecipient);
  if (t.name === "emailjs" && !config.emailjs.privateKey) {
    notes.push("No EmailJS private key is set: EmailJS accepts server calls without it only when the account does not require the private key.");
  }
  if (e.MAIL_AUTOREPLY && t.problemFor?.("autoreply")) notes.push(`No auto-replies: ${t.problemFor("autoreply")}.`);
  if (!e.MAIL_WORKER) notes.push("MAIL_WORKER=false: this process does not send; another one must.");
  const [counts, test] = await Promise.all([countDeliveries(), latestTest()]);
  return {
    transport: t.name,
    source: config.sources.transport,
    recipient,
    problems,
    notes,
    queued: counts.queued + counts.retrying + counts.sending,
    failed: counts.failed,
    lastTest: test ? { state: test.state, at: test.updated_at, detail: test.last_error ?? test.provider_response } : null,
  };
}
