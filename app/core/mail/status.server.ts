/**
 * The e-mail set-up as the dashboard and the settings page describe it (SPEC §8: name the setting):
 * whether mail can go out, why not, and what waits. emailDeliveryWorks() (account.server.ts) is the
 * same answer as one yes or no.
 */
import { env } from "~/core/env.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { countDeliveries, latestTest } from "./data/deliveries.server.ts";
import { currentMail } from "./transport.server.ts";
import { inboxAddress, recipientProblem } from "./inbox.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

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

/** `tr`: the studio translator of the person reading (English by default: tests, tools). */
export async function mailStatus(tr: Pick<Translator, "t"> = studioTranslatorFor("en")): Promise<EmailStatus> {
  const { t: tt } = tr;
  const e = env();
  const { transport: t, config } = await currentMail();
  const s = await getSettings();
  const recipient = inboxAddress(s, config.to);
  const problems: string[] = [];
  const notes: string[] = [];
  if (t.name === "log") {
    problems.push(
      config.sources.transport === "env"
        ? tt("core.studio.mail.status.offOnServer")
        : tt("core.studio.mail.status.notSetUp"),
    );
  }
  const p = t.problem();
  if (p) problems.push(tt("core.studio.mail.status.waiting", { problem: p }));
  const noRecipient = recipientProblem(s, config.to, tr);
  if (noRecipient) problems.push(noRecipient);
  if (t.name === "emailjs" && !config.emailjs.privateKey) {
    notes.push(tt("core.studio.mail.status.noPrivateKey"));
  }
  if (!e.MAIL_WORKER) notes.push(tt("core.studio.mail.status.noWorker"));
  const [counts, test] = await Promise.all([countDeliveries(), latestTest()]);
  return {
    transport: t.name,
    source: config.sources.transport,
    recipient,
    problems,
    notes,
    queued: counts.queued + counts.retrying + counts.sending,
    failed: counts.failed,
    lastTest: test
      ? { state: test.state, at: test.updated_at, detail: test.last_error ?? test.provider_response }
      : null,
  };
}
