/**
 * One list item's texts in the site's other languages (issue 15): a fold
 * under the item's own fields, closed until something is translated, with
 * plain fields named `tr.<language>.<field>:<id>` that the list's one form
 * sends with everything else (no JavaScript). An empty field shows the
 * default language's text to visitors.
 */
import { itemTranslationField, type ItemTranslations as Values } from "~/capabilities/media/lib/item-translations.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface ItemTranslationsProps {
  id: string;
  /** The site's other languages (none: nothing is shown). */
  languages: readonly { code: string; name: string }[];
  fields: readonly { name: string; label: string; maxLength: number; multiline?: boolean }[];
  values: Values | undefined;
  /** What to show: what was typed after a refused save, else what is stored. */
  val: (key: string, stored: string) => string;
}

export function ItemTranslations({ id, languages, fields, values, val }: ItemTranslationsProps) {
  const { t } = useStudioI18n();
  if (languages.length === 0) return null;
  const value = (code: string, field: string) =>
    val(itemTranslationField(code, field, id), values?.[code]?.[field] ?? "");
  const total = languages.length * fields.length;
  const done = languages.reduce((n, l) => n + fields.filter((f) => value(l.code, f.name).trim()).length, 0);
  return (
    <details className="translations__language item-translations" open={done > 0 || undefined}>
      <summary>
        {t("core.studio.translations.heading")}{" "}
        <span className="hint">({t("core.studio.translations.done", { done, total })})</span>
      </summary>
      {languages.map((l) =>
        fields.map((f) => {
          const name = itemTranslationField(l.code, f.name, id);
          const common = { id: name, name, lang: l.code, maxLength: f.maxLength, defaultValue: value(l.code, f.name) };
          return (
            <div className="field" key={name}>
              <label htmlFor={name}>{`${f.label} (${l.name})`}</label>
              {f.multiline ? <textarea rows={2} {...common} /> : <input type="text" {...common} />}
            </div>
          );
        }),
      )}
    </details>
  );
}
