/**
 * The import's texts on the server: worded with the acting user's studio
 * translator when there is one (a form's message), in English otherwise (a
 * caller without a user, the tests), and kept as a key with values where
 * they are stored for later readers (a subscription's status).
 */
import { AppError } from "~/core/errors.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { type ImportText, sayImport } from "~/capabilities/events/lib/import/messages.ts";

/** A studio translator's `t`. */
export type ImportWords = (key: string, values?: Record<string, string | number>) => string;

export const englishWords: ImportWords = (key, values) => studioTranslatorFor("en").t(key, values);

/** A refusal of the address field (or the file), worded for the form; `said` is kept for a stored status. */
export class ImportRefusal extends AppError {
  readonly said: ImportText;
  constructor(said: ImportText, field: string, t: ImportWords = englishWords) {
    super("invalid", { field, message: sayImport(t, said) });
    this.said = said;
  }
}
