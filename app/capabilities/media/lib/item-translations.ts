/** The form field of one list item's translation: `tr.es.title:<id>` (browser-safe; server/item-translations.server.ts reads it). */
export const itemTranslationField = (language: string, field: string, id: string) => `tr.${language}.${field}:${id}`;

/** Language → field → text. */
export type ItemTranslations = Record<string, Record<string, string>>;
