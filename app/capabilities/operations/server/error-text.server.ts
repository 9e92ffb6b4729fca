/** A backup error in the owner's studio language: the cases with a sentence of their own, else the core's English. */
import type { AppError } from "~/core/errors.ts";
import { BackupError } from "~/core/backup/errors.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";

/** Studio keys, listed literally for the catalogue check. */
const OWN: Record<string, string> = {
  wrong_passphrase: "operations.studio.error.wrongPassphrase",
  passphrase_needed: "operations.studio.error.passphraseNeeded",
  tampered: "operations.studio.error.tampered",
  checksum: "operations.studio.error.checksum",
  busy: "operations.studio.error.busy",
};

export function backupErrorText(e: AppError, t: Translator["t"]): string {
  if (e instanceof BackupError) {
    const key = OWN[e.reason];
    if (key) return t(key);
    if (e.reason === "target" && e.vars.location && e.vars.reason)
      return t("operations.studio.error.target", { location: e.vars.location, reason: e.vars.reason });
    if (e.reason === "safety_backup") return t("operations.studio.error.safety", { reason: e.vars.reason ?? "" });
  }
  return e.message;
}
