/**
 * The press kit's files in the studio: the logo (PNG and SVG, one of each), the
 * technical rider and the stage plot (PDF). One small multipart form per
 * file, so a refused file (413, 415) is named under its own field and the rest
 * of the kit is untouched.
 */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { PressFileInfo, PressFileSlot } from "~/capabilities/press/lib/model.ts";
import { PRESS_FILE_NAMES } from "~/capabilities/press/lib/model.ts";

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** Each stored file's name and its remove button's label (studio keys, listed literally). */
const SLOT_KEYS: Record<PressFileSlot, { label: string; remove: string }> = {
  logo_png: { label: "press.studio.files.logoPng", remove: "press.studio.files.removeLogoPng" },
  logo_svg: { label: "press.studio.files.logoSvg", remove: "press.studio.files.removeLogoSvg" },
  rider: { label: "press.studio.files.rider", remove: "press.studio.files.removeRider" },
  stage_plot: { label: "press.studio.files.stagePlot", remove: "press.studio.files.removeStagePlot" },
};

function Current({ f, privateKey }: { f: PressFileInfo | undefined; privateKey: string | null }) {
  const { t } = useStudioI18n();
  if (!f) return <p className="hint">{t("press.studio.files.none")}</p>;
  const href = `/press/files/${PRESS_FILE_NAMES[f.slot]}${privateKey ? `?key=${encodeURIComponent(privateKey)}` : ""}`;
  return (
    <p className="press-files__current">
      <a href={href} download>
        {t(SLOT_KEYS[f.slot].label)}
      </a>{" "}
      <span className="hint">({kb(f.size)})</span>{" "}
      <SubmitButton name="intent" value={`remove_${f.slot}`} className="secondary small" aria-label={t(SLOT_KEYS[f.slot].remove)}>
        {t("press.studio.files.remove")}
      </SubmitButton>
    </p>
  );
}

function FileForm({ field, label, upload, accept, hint, errors, current }: { field: string; label: string; upload: string; accept: string; hint: string; errors?: Record<string, string>; current: React.ReactNode }) {
  const { t } = useStudioI18n();
  const error = errors?.[field];
  return (
    <AdminForm errors={error ? { [field]: error } : undefined} encType="multipart/form-data" action="/admin/press?files" className="press-files__form">
      <h3>{label}</h3>
      {current}
      <div className="field">
        <label htmlFor={`press-${field}`}>{upload}</label>
        <input id={`press-${field}`} name={field} type="file" accept={accept} aria-describedby={`press-${field}-hint${error ? ` press-${field}-error` : ""}`} aria-invalid={error ? true : undefined} />
        <p className="hint" id={`press-${field}-hint`}>
          {hint}
        </p>
        {error ? (
          <p className="error" id={`press-${field}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton name="intent" value={`upload_${field}`}>
        {t("press.studio.files.upload")}
      </SubmitButton>
    </AdminForm>
  );
}

export function PressFiles({ files, errors, privateKey }: { files: PressFileInfo[]; errors?: Record<string, string>; privateKey: string | null }) {
  const { t } = useStudioI18n();
  const of = (slot: PressFileSlot) => files.find((f) => f.slot === slot);
  return (
    <section aria-labelledby="press-files" className="press-files">
      <h2 id="press-files">{t("press.studio.files.heading")}</h2>
      <p className="hint">{t("press.studio.files.hint")}</p>
      <FileForm
        field="logo"
        label={t("press.studio.files.logo")}
        upload={t("press.studio.files.uploadLogo")}
        accept="image/png,image/svg+xml,.svg,.png"
        hint={t("press.studio.files.logoHint")}
        errors={errors}
        current={
          <>
            <Current f={of("logo_png")} privateKey={privateKey} />
            {of("logo_svg") ? <Current f={of("logo_svg")} privateKey={privateKey} /> : null}
          </>
        }
      />
      <FileForm
        field="rider"
        label={t("press.studio.files.rider")}
        upload={t("press.studio.files.uploadRider")}
        accept="application/pdf,.pdf"
        hint={t("press.studio.files.pdfHint")}
        errors={errors}
        current={<Current f={of("rider")} privateKey={privateKey} />}
      />
      <FileForm
        field="stage_plot"
        label={t("press.studio.files.stagePlot")}
        upload={t("press.studio.files.uploadStagePlot")}
        accept="application/pdf,.pdf"
        hint={t("press.studio.files.pdfHint")}
        errors={errors}
        current={<Current f={of("stage_plot")} privateKey={privateKey} />}
      />
    </section>
  );
}
