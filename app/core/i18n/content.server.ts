/**
 * Translated content (issue 15, L2): the text of a capability's entity in the
 * site's other languages — an event's title in Spanish, a page's body in
 * French. The default language's text stays in the entity's own row; each
 * translation is a row of `translations` (entity type, id, field, language),
 * and a field without one shows the default language's text. A capability
 * declares its fields in its manifest (`translatable`), its studio editor
 * saves them with `saveTranslations`, and its public reads pass through
 * `translated`, which does nothing (no query) on a default-language request.
 */
import { capabilities } from "../capability.server.ts";
import { db, nowIso } from "../db/client.server.ts";
import { requestLanguage } from "./request-language.server.ts";

/** The longest translation kept (an event's or page's body). */
const MAX_TEXT = 50_000;

/** Field → text, for one language. */
export type FieldTexts = Record<string, string>;
/** Language → field → text. */
export type EntityTranslations = Record<string, FieldTexts>;

/** The fields a capability declared translatable for an entity type (its manifest's `translatable`). */
export function translatableFields(entity: string): string[] {
  for (const c of capabilities()) for (const t of c.translatable ?? []) if (t.entity === entity) return [...t.fields];
  return [];
}

/** Every translation of one entity, per language. */
export async function translationsOf(entity: string, id: string): Promise<EntityTranslations> {
  const rows = await db()
    .selectFrom("translations")
    .select(["field", "language", "text"])
    .where("entity_type", "=", entity)
    .where("entity_id", "=", id)
    .execute();
  const out: EntityTranslations = {};
  for (const r of rows) (out[r.language] ??= {})[r.field] = r.text;
  return out;
}

/** Every translation of several entities of one type (a studio list's items), per id and language; one query. */
export async function translationsOfMany(
  entity: string,
  ids: readonly string[],
): Promise<Record<string, EntityTranslations>> {
  const out: Record<string, EntityTranslations> = {};
  if (ids.length === 0) return out;
  const rows = await db()
    .selectFrom("translations")
    .select(["entity_id", "field", "language", "text"])
    .where("entity_type", "=", entity)
    .where("entity_id", "in", [...ids])
    .execute();
  for (const r of rows) ((out[r.entity_id] ??= {})[r.language] ??= {})[r.field] = r.text;
  return out;
}

/**
 * Replaces one entity's translations in the given languages: a non-empty text
 * is kept (inserted or updated), an empty one removed (the field falls back to
 * the default language). Only declared fields are written.
 */
export async function saveTranslations(entity: string, id: string, byLanguage: EntityTranslations): Promise<void> {
  const allowed = new Set(translatableFields(entity));
  const at = nowIso();
  await db()
    .transaction()
    .execute(async (trx) => {
      for (const [language, fields] of Object.entries(byLanguage)) {
        for (const [field, raw] of Object.entries(fields)) {
          if (!allowed.has(field)) continue;
          // The studio's fields carry the entity's own limits; a hand-made request is held to the largest of them.
          const text = raw.trim().slice(0, MAX_TEXT);
          const key = { entity_type: entity, entity_id: id, field, language };
          if (!text) {
            await trx
              .deleteFrom("translations")
              .where("entity_type", "=", entity)
              .where("entity_id", "=", id)
              .where("field", "=", field)
              .where("language", "=", language)
              .execute();
            continue;
          }
          await trx
            .insertInto("translations")
            .values({ ...key, text, updated_at: at })
            .onConflict((oc) =>
              oc.columns(["entity_type", "entity_id", "field", "language"]).doUpdateSet({ text, updated_at: at }),
            )
            .execute();
        }
      }
    });
}

/** Removes every translation of an entity (it was deleted). */
export async function deleteTranslations(entity: string, id: string): Promise<void> {
  await db().deleteFrom("translations").where("entity_type", "=", entity).where("entity_id", "=", id).execute();
}

/**
 * The rows as the request's language shows them: each declared field that has
 * a translation in that language replaced by it, the others left in the
 * default language. On a default-language request (or `language` undefined)
 * the rows come back as they are, without a query.
 */
export async function translated<T extends object>(
  entity: string,
  rows: T[],
  idOf: (row: T) => string,
  language: string | undefined = requestLanguage(),
): Promise<T[]> {
  if (!language || rows.length === 0) return rows;
  const fields = new Set(translatableFields(entity));
  if (fields.size === 0) return rows;
  const ids = [...new Set(rows.map(idOf))];
  const found = await db()
    .selectFrom("translations")
    .select(["entity_id", "field", "text"])
    .where("entity_type", "=", entity)
    .where("language", "=", language)
    .where("entity_id", "in", ids)
    .execute();
  if (found.length === 0) return rows;
  const byId = new Map<string, FieldTexts>();
  for (const r of found)
    if (fields.has(r.field)) (byId.get(r.entity_id) ?? byId.set(r.entity_id, {}).get(r.entity_id)!)[r.field] = r.text;
  return rows.map((row) => {
    const texts = byId.get(idOf(row));
    return texts ? { ...row, ...texts } : row;
  });
}

/** One row as the request's language shows it (see `translated`). */
export async function translatedOne<T extends object>(
  entity: string,
  row: T,
  id: string,
  language: string | undefined = requestLanguage(),
): Promise<T> {
  return (await translated(entity, [row], () => id, language))[0]!;
}

/** The form field name of a translation in the studio editors: `tr.es.title`. */
export const translationField = (language: string, field: string) => `tr.${language}.${field}`;

/** The translations a studio form sent (`tr.<language>.<field>`), for the site's other languages only. */
export function translationsFromForm(
  form: FormData | Record<string, unknown>,
  entity: string,
  languages: readonly string[],
): EntityTranslations {
  const get = (k: string) => (form instanceof FormData ? form.get(k) : form[k]);
  const out: EntityTranslations = {};
  for (const language of languages) {
    for (const field of translatableFields(entity)) {
      const v = get(translationField(language, field));
      if (typeof v === "string") (out[language] ??= {})[field] = v;
    }
  }
  return out;
}
