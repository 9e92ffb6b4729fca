/**
 * The translations of a studio list's items (media items, an album's photos:
 * issue 15). Each item's fields are named `tr.<language>.<field>:<id>` in the
 * list's one form (lib/item-translations.ts), beside its own `title:<id>`.
 */
import {
  saveTranslations,
  translatableFields,
  translationsOfMany,
  type EntityTranslations,
} from "~/core/i18n/content.server.ts";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { itemTranslationField } from "~/capabilities/media/lib/item-translations.ts";

/** The site's other languages and the stored translations of the items, for a studio list. */
export async function itemTranslationsData(entity: string, ids: readonly string[]) {
  const [languages, translations] = await Promise.all([otherLanguages(), translationsOfMany(entity, ids)]);
  return { languages, translations };
}

/** Saves what the list's form sent for these items (only the site's other languages and declared fields; an empty field removes one). */
export async function saveItemTranslations(entity: string, ids: readonly string[], form: FormData): Promise<void> {
  const languages = (await otherLanguages()).map((l) => l.code);
  if (languages.length === 0) return;
  const fields = translatableFields(entity);
  for (const id of ids) {
    const byLanguage: EntityTranslations = {};
    for (const language of languages) {
      for (const field of fields) {
        const v = form.get(itemTranslationField(language, field, id));
        if (typeof v === "string") (byLanguage[language] ??= {})[field] = v;
      }
    }
    if (Object.keys(byLanguage).length) await saveTranslations(entity, id, byLanguage);
  }
}
