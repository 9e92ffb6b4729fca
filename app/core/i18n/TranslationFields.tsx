/**
 * The studio's translation fields (issue 15, L2): an editor (event, page,
 * About text) shows, under its own fields, one section per other language of
 * the site, each with the translatable fields in that language. A field left
 * empty shows the default language's text to visitors. Plain form fields
 * (`tr.es.title`), saved by the editor's own action with the entity: no
 * JavaScript, and a `<details>` per language keeps a phone's screen short.
 */
import { useId } from "react";
import { TextArea, TextField } from "~/core/ui/Field.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { useStudioI18n } from "./studio.tsx";

export interface TranslatableField {
  name: string;
  label: string;
  kind?: "text" | "textarea" | "markdown";
  maxLength?: number;
}

interface Props {
  /** The site's other languages (not the default). */
  languages: readonly { code: string; name: string }[];
  fields: readonly TranslatableField[];
  /** Stored translations: language → field → text. */
  values: Record<string, Record<string, string>>;
  /** What was typed, when the form comes back with an error. */
  input?: Record<string, unknown>;
}

export function TranslationFields({ languages, fields, values, input }: Props) {
  const id = useId();
  const { t } = useStudioI18n();
  if (languages.length === 0) return null;
  const value = (code: string, field: string) => {
    const typed = input?.[`tr.${code}.${field}`];
    return typeof typed === "string" ? typed : (values[code]?.[field] ?? "");
  };
  return (
    <section className="translations" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("core.studio.translations.heading")}</h2>
      <p className="hint">{t("core.studio.translations.hint")}</p>
      {languages.map((l) => {
        const done = fields.filter((f) => value(l.code, f.name).trim()).length;
        return (
          <details key={l.code} className="translations__language" open={done > 0 || undefined}>
            <summary>
              <span lang={l.code}>{l.name}</span>{" "}
              <span className="hint">({t("core.studio.translations.done", { done, total: fields.length })})</span>
            </summary>
            {fields.map((f) => {
              const name = `tr.${l.code}.${f.name}`;
              const common = {
                label: `${f.label} (${l.name})`,
                name,
                defaultValue: value(l.code, f.name),
                maxLength: f.maxLength,
                lang: l.code,
              };
              if (f.kind === "markdown") return <MarkdownEditor key={name} {...common} rows={8} />;
              if (f.kind === "textarea") return <TextArea key={name} {...common} rows={4} />;
              return <TextField key={name} {...common} />;
            })}
          </details>
        );
      })}
    </section>
  );
}
