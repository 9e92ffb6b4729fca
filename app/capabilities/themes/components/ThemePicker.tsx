/** The theme chooser: each theme's picture, name, audience and description; the scheme; "Preview on my site" and "Apply". */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
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

const SCHEME_LABELS: Record<SchemeChoice, string> = {
  theme: "As the theme is designed",
  light: "Light",
  dark: "Dark",
  auto: "Follow each visitor's device",
};

export function ThemePicker(props: {
  themes: ThemeCard[];
  current: string;
  scheme: SchemeChoice;
  proposed: string | null;
  proposedScheme: string | null;
  errors?: Record<string, string>;
}) {
  const selected = props.themes.some((t) => t.name === props.proposed) ? props.proposed! : props.current;
  const scheme = (props.proposedScheme && props.proposedScheme in SCHEME_LABELS ? props.proposedScheme : props.scheme) as SchemeChoice;
  return (
    <section aria-labelledby="theme-pick" className="theme-section" id="apply">
      <h2 id="theme-pick">Choose a theme</h2>
      {/* A whole-document submission: the preview is a public page with its own stylesheet (see root.tsx). */}
      <AdminForm errors={props.errors} reloadDocument>
        <fieldset className="theme-cards">
          <legend className="visually-hidden">Theme</legend>
          {props.themes.map((t) => (
            <label key={t.name} className="theme-card">
              <img src={t.preview} alt="" width={480} height={300} loading="lazy" />
              <span className="theme-card__head">
                <input type="radio" name="theme" value={t.name} defaultChecked={t.name === selected} />
                <strong>{t.label}</strong>
                {t.name === props.current ? <span className="theme-card__badge">In use</span> : null}
              </span>
              <span className="theme-card__audience">{t.audience}</span>
              <span className="theme-card__text">{t.description}</span>
              <span className="theme-card__swatches" aria-hidden="true">
                {[t.palettes[t.scheme].bg, t.palettes[t.scheme].fg, t.palettes[t.scheme].accent, t.palettes[t.scheme].band].map((c, i) => (
                  <span key={i} style={{ background: c }} />
                ))}
              </span>
            </label>
          ))}
        </fieldset>
        {props.errors?.theme ? <p className="error" id="theme-error">{props.errors.theme}</p> : null}
        <div className="field">
          <label htmlFor="scheme">Light or dark</label>
          <select id="scheme" name="scheme" defaultValue={scheme} aria-invalid={props.errors?.scheme ? true : undefined}>
            {(Object.keys(SCHEME_LABELS) as SchemeChoice[]).map((s) => (
              <option key={s} value={s}>
                {SCHEME_LABELS[s]}
              </option>
            ))}
          </select>
          {props.errors?.scheme ? <p className="error">{props.errors.scheme}</p> : null}
        </div>
        <p className="row">
          <SubmitButton name="intent" value="preview" className="secondary">
            Preview on my site
          </SubmitButton>
          <SubmitButton name="intent" value="apply">
            Apply
          </SubmitButton>
        </p>
        <p className="muted">The preview shows your whole site in the theme, in this browser only, with a bar to come back here.</p>
      </AdminForm>
    </section>
  );
}
