/** The theme page's smaller forms: accent (with its before/after), logo, hero focal point, home sections. */
import { useState, type MouseEvent } from "react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { accentReport } from "~/core/themes/accent.ts";
import type { ImageView } from "~/capabilities/media/index.ts";
import { Picture } from "~/capabilities/media/index.ts";
import type { ThemeCard } from "./ThemePicker.tsx";
import { SortableList } from "~/core/ui/Sortable.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";

type Errors = Record<string, string> | undefined;
type Input = Record<string, unknown> | undefined;

const ratio = (r: number) => `${r.toFixed(1)}:1`;

export function AccentForm({
  accent,
  mode,
  theme,
  errors,
  input,
}: {
  accent: string;
  mode: "theme" | "custom";
  theme: ThemeCard;
  errors: Errors;
  input: Input;
}) {
  const [color, setColor] = useState(typeof input?.accent === "string" ? input.accent : accent);
  const [custom, setCustom] = useState((input?.accent_mode ?? mode) === "custom");
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  // Without a colour of the owner's, each scheme's own accent: the theme's pair is previewed too.
  const report = custom ? (valid ? accentReport(color, theme.palettes) : []) : accentReport(null, theme.palettes);
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="accent-heading" className="theme-section" id="accent">
      <h2 id="accent-heading">{t("themes.studio.accent.heading")}</h2>
      <AdminForm errors={errors}>
        <input type="hidden" name="intent" value="accent" />
        <fieldset className="field">
          <legend>{t("themes.studio.accent.which")}</legend>
          <label className="check">
            <input type="radio" name="accent_mode" value="theme" checked={!custom} onChange={() => setCustom(false)} />
            <span>
              {t("themes.studio.accent.themes")}{" "}
              <span className="swatch" style={{ background: theme.palettes[theme.scheme].accent }} />{" "}
              <code>{theme.palettes[theme.scheme].accent}</code>
            </span>
          </label>
          <label className="check">
            <input type="radio" name="accent_mode" value="custom" checked={custom} onChange={() => setCustom(true)} />
            <span>{t("themes.studio.accent.mine")}</span>
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="accent-colour">{t("themes.studio.accent.colour")}</label>
          <span className="row">
            <input
              id="accent-colour"
              name="accent"
              type="color"
              value={valid ? color : "#000000"}
              onChange={(e) => setColor(e.currentTarget.value)}
              aria-describedby="accent-hint"
              aria-invalid={errors?.accent ? true : undefined}
            />
            <code>{color}</code>
          </span>
          <p className="hint" id="accent-hint">
            {t("themes.studio.accent.hint")}
          </p>
          {errors?.accent ? <p className="error">{errors.accent}</p> : null}
        </div>
        {report.length ? (
          // The pair on each scheme's page as visitors will see it: a button in the fill, a link in the text colour.
          <ul className="accent-report" aria-label={t("themes.studio.accent.report")}>
            {report.map((r) => (
              <li key={r.scheme} style={{ background: r.bg, color: r.fg }}>
                <span className="accent-report__scheme">
                  {r.scheme === "light" ? t("themes.studio.scheme.light") : t("themes.studio.scheme.dark")}
                </span>
                <span className="accent-chip" style={{ background: r.fill, color: r.onFill }}>
                  {t("themes.studio.accent.sampleButton")}
                </span>
                <span className="accent-report__link" style={{ color: r.text }}>
                  {t("themes.studio.accent.sampleLink")}
                </span>
                <span className="accent-report__note">
                  {t(r.changed ? "themes.studio.accent.adjusted" : "themes.studio.accent.readable", {
                    fill: ratio(r.fillRatio),
                    text: ratio(r.textRatio),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <SubmitButton>{t("themes.studio.accent.save")}</SubmitButton>
      </AdminForm>
    </section>
  );
}

export function LogoForm({
  logo,
  errors,
}: {
  logo: { src: string; width: number; height: number } | null;
  errors: Errors;
}) {
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="logo-heading" className="theme-section" id="logo">
      <h2 id="logo-heading">{t("themes.studio.logo.heading")}</h2>
      {logo ? (
        <p className="logo-current">
          <img src={logo.src} width={logo.width} height={logo.height} alt={t("themes.studio.logo.current")} />
        </p>
      ) : (
        <p className="muted">{t("themes.studio.logo.none")}</p>
      )}
      <AdminForm errors={errors} encType="multipart/form-data">
        <input type="hidden" name="intent" value="logo" />
        <div className="field">
          <label htmlFor="logo-file">{logo ? t("themes.studio.logo.replace") : t("themes.studio.logo.upload")}</label>
          <input
            id="logo-file"
            name="logo"
            type="file"
            accept="image/png,image/webp,image/svg+xml,.svg"
            aria-describedby="logo-hint"
            aria-invalid={errors?.logo ? true : undefined}
          />
          <p className="hint" id="logo-hint">
            {t("themes.studio.logo.hint")}
          </p>
          {errors?.logo ? <p className="error">{errors.logo}</p> : null}
        </div>
        <p className="row">
          <SubmitButton>{t("themes.studio.logo.save")}</SubmitButton>
          {logo ? (
            <SubmitButton name="intent" value="logo-remove" className="secondary">
              {t("themes.studio.logo.remove")}
            </SubmitButton>
          ) : null}
        </p>
      </AdminForm>
    </section>
  );
}

export function FocalForm({
  hero,
  hidden = false,
  focal,
  errors,
}: {
  hero: ImageView | null;
  /** A hero is chosen but hidden from visitors (it has no alt text yet). */
  hidden?: boolean;
  focal: { x: number; y: number };
  errors: Errors;
}) {
  const [point, setPoint] = useState(focal);
  const pick = (e: MouseEvent<HTMLButtonElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setPoint({
      x: Math.round(((e.clientX - r.left) / r.width) * 1000) / 10,
      y: Math.round(((e.clientY - r.top) / r.height) * 1000) / 10,
    });
  };
  const pos = `${point.x}% ${point.y}%`;
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="focal-heading" className="theme-section" id="focal">
      <h2 id="focal-heading">{t("themes.studio.focal.heading")}</h2>
      {hero ? (
        <AdminForm errors={errors}>
          <input type="hidden" name="intent" value="focal" />
          <p className="muted">{t("themes.studio.focal.intro")}</p>
          <div className="focal">
            <button type="button" className="focal__pick" onClick={pick} aria-describedby="focal-hint">
              <Picture image={hero} sizes="40rem" />
              <span className="focal__dot" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
              <span className="visually-hidden">{t("themes.studio.focal.choose")}</span>
            </button>
            <div className="focal__crops" aria-label={t("themes.studio.focal.crops")} role="group">
              {["9 / 16", "1 / 1", "21 / 9"].map((a) => (
                <span key={a} className="focal__crop" style={{ aspectRatio: a }}>
                  <Picture image={hero} sizes="10rem" alt="" objectPosition={pos} />
                </span>
              ))}
            </div>
          </div>
          <p className="hint" id="focal-hint">
            {t("themes.studio.focal.hint")}
          </p>
          <p className="row">
            <label className="field">
              <span>{t("themes.studio.focal.across")}</span>
              <input
                name="focal_x"
                type="number"
                min={0}
                max={100}
                step={0.1}
                value={point.x}
                onChange={(e) => setPoint({ ...point, x: Number(e.currentTarget.value) })}
                aria-invalid={errors?.focal ? true : undefined}
              />
            </label>
            <label className="field">
              <span>{t("themes.studio.focal.down")}</span>
              <input
                name="focal_y"
                type="number"
                min={0}
                max={100}
                step={0.1}
                value={point.y}
                onChange={(e) => setPoint({ ...point, y: Number(e.currentTarget.value) })}
              />
            </label>
          </p>
          {errors?.focal ? <p className="error">{errors.focal}</p> : null}
          <SubmitButton>{t("themes.studio.focal.save")}</SubmitButton>
        </AdminForm>
      ) : (
        <p className={hidden ? "hidden-reason" : "muted"}>
          {rich(t, hidden ? "themes.studio.focal.hidden" : "themes.studio.focal.none", {
            settings: <a href="/admin/settings/home">{t("themes.studio.focal.settings")}</a>,
          })}
        </p>
      )}
    </section>
  );
}

export function SectionsForm({ sections }: { sections: { id: string; label: string; visible: boolean }[] }) {
  const { t } = useStudioI18n();
  return (
    <section aria-labelledby="sections-heading" className="theme-section" id="sections">
      <h2 id="sections-heading">{t("themes.studio.sections.heading")}</h2>
      <AdminForm>
        <input type="hidden" name="intent" value="sections" />
        {/* Dragged (or moved with the keyboard on a handle), the rows change places on the page; "Save sections" posts them in that order. */}
        <SortableList
          items={sections}
          label={t("themes.studio.sections.heading")}
          itemLabel={(s) => s.label}
          onReorder={() => {}}
          className="section-order"
        >
          {(s, { handle, index: i }) => (
            <>
              {handle}
              <input type="hidden" name="order[]" value={s.id} />
              <label className="check">
                <input type="checkbox" name="visible[]" value={s.id} defaultChecked={s.visible} />
                <span>{s.label}</span>
              </label>
              <span className="row">
                <SubmitButton
                  name="move"
                  value={`up:${i}`}
                  className="secondary small"
                  aria-label={t("themes.studio.sections.up", { label: s.label })}
                >
                  ↑
                </SubmitButton>
                <SubmitButton
                  name="move"
                  value={`down:${i}`}
                  className="secondary small"
                  aria-label={t("themes.studio.sections.down", { label: s.label })}
                >
                  ↓
                </SubmitButton>
              </span>
            </>
          )}
        </SortableList>
        <SubmitButton>{t("themes.studio.sections.save")}</SubmitButton>
      </AdminForm>
    </section>
  );
}
