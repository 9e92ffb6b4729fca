/** The e-mail set-up as this capability's dashboard card and settings part show it: the core's status (core/mail), and the auto-reply's. */
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { mailStatus, type EmailStatus } from "~/core/mail/index.server.ts";
import { autoreplyNote } from "./mail/autoreply.server.ts";

export type { EmailStatus };

/** `tr`: the studio translator of the person reading (English by default: tests, tools). */
export async function emailStatus(tr: Pick<Translator, "t"> = studioTranslatorFor("en")): Promise<EmailStatus> {
  const [status, note] = await Promise.all([mailStatus(tr), autoreplyNote(tr)]);
  return note ? { ...status, notes: [...status.notes, note] } : status;
}
