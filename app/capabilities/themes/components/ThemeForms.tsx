/** The theme page's smaller forms: accent (with its before/after), logo, hero focal point, home sections. */
import { useState, type MouseEvent } from "react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { accentReport } from "~/core/themes/accent.ts";
import type { ImageView } from "~/capabilities/media/index.ts";
import { Picture } from "~/capabilities/media/index.ts";
import type { ThemeCard } from "./ThemePicker.tsx";
import { SortableList } from "~/core/ui/Sortable.tsx";

type Errors = Record<string, string> | undefined;
type Input = Record<string, unknown> | undefined;

const ratio = (r: number) => `${r.toFixed(1)}:1`;

export function AccentForm({ accent, mode, theme, errors, input }: { accent: string; mode: "theme" | "custom"; theme: ThemeCard; errors: Errors; input: Input }) {
  const [color, setColor] = useState(typeof input?.accent === "string" ? input.accent : accent);
  const [custom, setCustom] = useState((input?.accent_mode ?? mode) === "custom");
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  const report = valid ? accentReport(color, theme.palettes) : [];
  return (
    <section aria-labelledby="accent-heading" className="theme-section" id="accent">
      <h2 id="accent-heading">Accent colour</h2>
      <AdminForm errors={errors}>
        <input type="hidden" name="intent" value="accent" />
        <fieldset className="field">
          <legend>Which accent</legend>
          <label className="check">
            <input type="radio" name="accent_mode" value="theme" checked={!custom} onChange={() => setCustom(false)} />
            <span>
              The theme’s own <span className="swatch" style={{ background: theme.palettes[theme.scheme].accent }} /> <code>{theme.palettes[theme.scheme].accent}</code>
            </span>
          </label>
          <label className="check">
            <input type="radio" name="accent_mode" value="custom" checked={custom} onChange={() => setCustom(true)} />
            <span>My colour</span>
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor="accent-colour">Colour</label>
          <span className="row">
            <input id="accent-colour" name="accent" type="color" value={valid ? color : "#000000"} onChange={(e) => setColor(e.currentTarget.value)} aria-describedby="accent-hint" aria-invalid={errors?.accent ? true : undefined} />
            <code>{color}</code>
          </span>
          <p className="hint" id="accent-hint">
            Links, buttons and highlights use it. Where it would be hard to read on the theme’s background, it is darkened or lightened just enough (WCAG AA, 4.5:1).
          </p>
          {errors?.accent ? <p className="error">{errors.accent}</p> : null}
        </div>
        {custom && report.length ? (
          <ul className="accent-report" aria-label="How your colour will look">
            {report.map((r) => (
              <li key={r.scheme} style={{ background: r.bg }}>
                <span className="accent-report__scheme">{r.scheme === "light" ? "Light" : "Dark"}</span>
                <span className="accent-report__pair">
                  <span className="accent-chip" style={{ background: r.before, color: r.onFill }}>Before {ratio(r.beforeRatio)}</span>
                  <span aria-hidden="true">→</span>
                  <span className="accent-chip" style={{ background: r.after, color: r.onFill }}>After {ratio(r.afterRatio)}</span>
                </span>
                <span className="accent-report__note" style={{ color: r.after }}>{r.changed ? "Adjusted for contrast" : "Readable as it is"}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <SubmitButton>Save accent</SubmitButton>
      </AdminForm>
    </section>
  );
}

export function LogoForm({ logo, errors }: { logo: { src: string; width: number; height: number } | null; errors: Errors }) {
  return (
    <section aria-labelledby="logo-heading" className="theme-section" id="logo">
      <h2 id="logo-heading">Logo</h2>
      {logo ? (
        <p className="logo-current">
          <img src={logo.src} width={logo.width} height={logo.height} alt="Your current logo" />
        </p>
      ) : (
        <p className="muted">No logo: the header shows your site’s name in the theme’s display type.</p>
      )}
      <AdminForm errors={errors} encType="multipart/form-data">
        <input type="hidden" name="intent" value="logo" />
        <div className="field">
          <label htmlFor="logo-file">{logo ? "Replace the logo" : "Upload a logo"}</label>
          <input id="logo-file" name="logo" type="file" accept="image/png,image/webp,image/svg+xml,.svg" aria-describedby="logo-hint" aria-invalid={errors?.logo ? true : undefined} />
          <p className="hint" id="logo-hint">
            PNG, WebP or SVG, up to 2 MB. A wide logo on a transparent background works best. SVG files are cleaned: scripts, links and outside pictures are removed.
          </p>
          {errors?.logo ? <p className="error">{errors.logo}</p> : null}
        </div>
        <p className="row">
          <SubmitButton>Save logo</SubmitButton>
          {logo ? (
            <SubmitButton name="intent" value="logo-remove" className="secondary">
              Remove the logo
            </SubmitButton>
          ) : null}
        </p>
      </AdminForm>
    </section>
  );
}

export function FocalForm({ hero, focal, errors }: { hero: ImageView | null; focal: { x: number; y: number }; errors: Errors }) {
  const [point, setPoint] = useState(focal);
  const pick = (e: MouseEvent<HTMLButtonElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setPoint({ x: Math.round(((e.clientX - r.left) / r.width) * 1000) / 10, y: Math.round(((e.clientY - r.top) / r.height) * 1000) / 10 });
  };
  const pos = `${point.x}% ${point.y}%`;
  return (
    <section aria-labelledby="focal-heading" className="theme-section" id="focal">
      <h2 id="focal-heading">Hero picture: what stays in view</h2>
      {hero ? (
        <AdminForm errors={errors}>
          <input type="hidden" name="intent" value="focal" />
          <p className="muted">Click the faces (or whatever matters most). Every crop — phone, desktop, the about page — keeps that point in view.</p>
          <div className="focal">
            <button type="button" className="focal__pick" onClick={pick} aria-describedby="focal-hint">
              <Picture image={hero} sizes="40rem" />
              <span className="focal__dot" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
              <span className="visually-hidden">Choose the focal point</span>
            </button>
            <div className="focal__crops" aria-label="Crops" role="group">
              {["9 / 16", "1 / 1", "21 / 9"].map((a) => (
                <span key={a} className="focal__crop" style={{ aspectRatio: a }}>
                  <Picture image={hero} sizes="10rem" alt="" objectPosition={pos} />
                </span>
              ))}
            </div>
          </div>
          <p className="hint" id="focal-hint">Without a mouse, type the point in per cent below.</p>
          <p className="row">
            <label className="field">
              <span>Across (%)</span>
              <input name="focal_x" type="number" min={0} max={100} step={0.1} value={point.x} onChange={(e) => setPoint({ ...point, x: Number(e.currentTarget.value) })} aria-invalid={errors?.focal ? true : undefined} />
            </label>
            <label className="field">
              <span>Down (%)</span>
              <input name="focal_y" type="number" min={0} max={100} step={0.1} value={point.y} onChange={(e) => setPoint({ ...point, y: Number(e.currentTarget.value) })} />
            </label>
          </p>
          {errors?.focal ? <p className="error">{errors.focal}</p> : null}
          <SubmitButton>Save focal point</SubmitButton>
        </AdminForm>
      ) : (
        <p className="muted">
          No hero picture yet: the home page shows a typographic hero. Choose one in <a href="/admin/settings">Settings</a>.
        </p>
      )}
    </section>
  );
}

export function SectionsForm({ sections }: { sections: { id: string; label: string; visible: boolean }[] }) {
  return (
    <section aria-labelledby="sections-heading" className="theme-section" id="sections">
      <h2 id="sections-heading">Home page sections</h2>
      <AdminForm>
        <input type="hidden" name="intent" value="sections" />
        {/* Dragged (or moved with the keyboard on a handle), the rows change places on the page; "Save sections" posts them in that order. */}
        <SortableList items={sections} label="Home page sections" itemLabel={(s) => s.label} onReorder={() => {}} className="section-order">
          {(s, { handle, index: i }) => (
            <>
              {handle}
              <input type="hidden" name="order[]" value={s.id} />
              <label className="check">
                <input type="checkbox" name="visible[]" value={s.id} defaultChecked={s.visible} />
                <span>{s.label}</span>
              </label>
              <span className="row">
                <SubmitButton name="move" value={`up:${i}`} className="secondary small" aria-label={`Move “${s.label}” up`}>
                  ↑
                </SubmitButton>
                <SubmitButton name="move" value={`down:${i}`} className="secondary small" aria-label={`Move “${s.label}” down`}>
                  ↓
                </SubmitButton>
              </span>
            </>
          )}
        </SortableList>
        <SubmitButton>Save sections</SubmitButton>
      </AdminForm>
    </section>
  );
}
