/** The theme chooser: each theme's picture, name, audience and description; the scheme; "Preview on my site" and "Apply". */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Palette, Scheme, SchemeChoice } from "~/core/themes/types.ts";

export interface ThemeCard {
  name: string;
  label: string;
  description: string;
  audience: string;
  preview: string;
  scheme: Scheme;
  palettes: Record<Scheme, Palette>;
}

/** Studio keys, listed literally for the catalogue check. */
const SCHEME_LABELS: Record<SchemeChoice, string> = {
  theme: "themes.studio.scheme.theme",
  light: "themes.studio.scheme.light",
  dark: "themes.studio.scheme.dark",
  auto: "themes.studio.scheme.auto",
};

export function ThemePicker(props: {
  themes: ThemeCard[];
  current: string;
  scheme: SchemeChoice;
  proposed: string | null;
  proposedScheme: string | null;
  errors?: Record<string, string>;
}) {
  const { t: tr } = useStudioI18n();
  const selected = props.themes.some((t) => t.name === props.proposed) ? props.proposed! : props.current;
  const scheme = (
    props.proposedScheme && props.proposedScheme in SCHEME_LABELS ? props.proposedScheme : props.scheme
  ) as SchemeChoice;
  return (
    <section aria-labelledby="theme-pick" className="theme-section" id="apply">
      <h2 id="theme-pick">{tr("themes.studio.picker.heading")}</h2>
      {/* A whole-document submission: the preview is a public page with its own stylesheet (see root.tsx). */}
      <AdminForm errors={props.errors} reloadDocument>
        <fieldset className="theme-cards">
          <legend className="visually-hidden">{tr("themes.studio.picker.legend")}</legend>
          {props.themes.map((t) => (
            <label key={t.name} className="theme-card">
              <img src={t.preview} alt="" width={480} height={300} loading="lazy" />
              <span className="theme-card__head">
                <input type="radio" name="theme" value={t.name} defaultChecked={t.name === selected} />
                <strong>{t.label}</strong>
                {t.name === props.current ? (
                  <span className="theme-card__badge">{tr("themes.studio.picker.inUse")}</span>
                ) : null}
              </span>
              <span className="theme-card__audience">{t.audience}</span>
              <span className="theme-card__text">{t.description}</span>
              <span className="theme-card__swatches" aria-hidden="true">
                {[
                  t.palettes[t.scheme].bg,
                  t.palettes[t.scheme].fg,
                  t.palettes[t.scheme].accent,
                  t.palettes[t.scheme].band,
                ].map((c, i) => (
                  <span key={i} style={{ background: c }} />
                ))}
              </span>
            </label>
          ))}
        </fieldset>
        {props.errors?.theme ? (
          <p className="error" id="theme-error">
            {props.errors.theme}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="scheme">{tr("themes.studio.picker.scheme")}</label>
          <select
            id="scheme"
            name="scheme"
            defaultValue={scheme}
            aria-invalid={props.errors?.scheme ? true : undefined}
          >
            {(Object.keys(SCHEME_LABELS) as SchemeChoice[]).map((s) => (
              <option key={s} value={s}>
                {tr(SCHEME_LABELS[s])}
              </option>
            ))}
          </select>
          {props.errors?.scheme ? <p className="error">{props.errors.scheme}</p> : null}
        </div>
        <p className="row">
          <SubmitButton name="intent" value="preview" className="secondary">
            {tr("themes.studio.picker.preview")}
          </SubmitButton>
          <SubmitButton name="intent" value="apply">
            {tr("themes.studio.picker.apply")}
          </SubmitButton>
        </p>
        <p className="muted">{tr("themes.studio.picker.previewHint")}</p>
      </AdminForm>
    </section>
  );
}
