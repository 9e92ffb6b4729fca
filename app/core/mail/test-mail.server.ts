/**
 * "Send test e-mail" (SPEC §2 settings): runs the configured transport now and
 * answers with the result or the exact error. The test is recorded in the
 * outbox like any delivery (the core's own kind "test").
 */
import type { Outcome } from "~/core/errors.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { db } from "~/core/db/client.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { buildMail } from "./build.server.ts";
import { claimById, recordResult } from "./data/claims.server.ts";
import { recordServerAnswer } from "./sending.server.ts";
import { insertDeliveries } from "./data/deliveries.server.ts";
import { inboxAddress, recipientProblem } from "./inbox.server.ts";
import { TEST_MAIL } from "./kinds.server.ts";
import { currentMail, type MailSetup } from "./transport.server.ts";
import type { SendResult } from "./types.server.ts";

/** `setup`: a transport for settings not saved yet (the settings page's form); by default the one in force. */
export async function sendTestEmail(
  setup?: MailSetup,
  tr: Pick<Translator, "t"> = studioTranslatorFor("en"),
): Promise<Outcome> {
  const { t: tt } = tr;
  const { transport: t, config } = setup ?? (await currentMail());
  const problem = t.problem();
  if (problem) return { ok: false, message: problem };
  const s = await getSettings();
  const to = inboxAddress(s, config.to);
  if (!to)
    return { ok: false, message: recipientProblem(s, config.to, tr) ?? tt("core.studio.mail.status.noRecipient") };
  const [id] = await db()
    .transaction()
    .execute((trx) => insertDeliveries(trx, [{ kind: TEST_MAIL, ref: null, source: null, recipient: to }], t.name));
  const d = id ? await claimById(id) : undefined;
  // The worker got there first (it polls the same outbox): its result will show in the list.
  if (!d) return { ok: true, message: tt("core.studio.mail.outcome.testQueued", { to }) };
  const startedAt = new Date();
  let result: SendResult;
  let tried = false;
  try {
    const built = await buildMail(d, { settings: s, configuredTo: config.to, transport: t.name });
    tried = !("skip" in built);
    result = "skip" in built ? built.skip : await t.send(built.mail);
  } catch (e) {
    // As in the worker: a transport should not throw, but if it does the test is recorded as failed, never left "sending".
    result = { status: "retry", error: e instanceof Error ? e.message : String(e) };
  }
  // What the server answered ticks (or unticks) the checklist's e-mail step (issue 25 §3).
  if (tried) await recordServerAnswer({ transport: t, config }, "test", result);
  await recordResult(d, result, { transport: t.name, startedAt, recipient: to });
  if (result.status === "sent") {
    return {
      ok: true,
      message:
        t.name === "log"
          ? tt("core.studio.mail.outcome.testLogged", { to })
          : tt("core.studio.mail.outcome.testSent", { to }),
    };
  }
  return { ok: false, message: tt("core.studio.mail.outcome.testFailed", { to, error: result.error }) };
}
