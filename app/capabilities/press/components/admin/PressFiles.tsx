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

const kb = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** Each stored file's name and its remove button's label (studio keys, listed literally). */
const SLOT_KEYS: Record<PressFileSlot, { label: string; remove: string }> = {
  logo_png: { label: "press.studio.files.logoPng", remove: "press.studio.files.removeLogoPng" },
  logo_svg: { label: "press.studio.files.logoSvg", remove: "press.studio.files.removeLogoSvg" },
  rider: { label: "press.studio.files.rider", remove: "press.studio.files.removeRider" },
  stage_plot: { label: "press.studio.files.stagePlot", remove: "press.studio.files.removeStagePlot" },
};

/** The three upload forms: the logo (its PNG always listed, its SVG when there is one), the rider, the stage plot. */
const FILE_FORMS = [
  {
    field: "logo",
    label: "press.studio.files.logo",
    upload: "press.studio.files.uploadLogo",
    hint: "press.studio.files.logoHint",
    accept: "image/png,image/svg+xml,.svg,.png",
    slots: ["logo_png", "logo_svg"],
  },
  {
    field: "rider",
    label: "press.studio.files.rider",
    upload: "press.studio.files.uploadRider",
    hint: "press.studio.files.pdfHint",
    accept: "application/pdf,.pdf",
    slots: ["rider"],
  },
  {
    field: "stage_plot",
    label: "press.studio.files.stagePlot",
    upload: "press.studio.files.uploadStagePlot",
    hint: "press.studio.files.pdfHint",
    accept: "application/pdf,.pdf",
    slots: ["stage_plot"],
  },
] as const satisfies readonly { field: string; slots: readonly PressFileSlot[]; [k: string]: unknown }[];

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
      <SubmitButton
        name="intent"
        value={`remove_${f.slot}`}
        className="secondary small"
        aria-label={t(SLOT_KEYS[f.slot].remove)}
      >
        {t("press.studio.files.remove")}
      </SubmitButton>
    </p>
  );
}

function FileForm({
  field,
  label,
  upload,
  accept,
  hint,
  errors,
  current,
}: {
  field: string;
  label: string;
  upload: string;
  accept: string;
  hint: string;
  errors?: Record<string, string>;
  current: React.ReactNode;
}) {
  const { t } = useStudioI18n();
  const error = errors?.[field];
  return (
    <AdminForm
      errors={error ? { [field]: error } : undefined}
      encType="multipart/form-data"
      action="/admin/press?files"
      className="press-files__form"
    >
      <h3>{label}</h3>
      {current}
      <div className="field">
        <label htmlFor={`press-${field}`}>{upload}</label>
        <input
          id={`press-${field}`}
          name={field}
          type="file"
          accept={accept}
          aria-describedby={`press-${field}-hint${error ? ` press-${field}-error` : ""}`}
          aria-invalid={error ? true : undefined}
        />
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

export function PressFiles({
  files,
  errors,
  privateKey,
}: {
  files: PressFileInfo[];
  errors?: Record<string, string>;
  privateKey: string | null;
}) {
  const { t } = useStudioI18n();
  const of = (slot: PressFileSlot) => files.find((f) => f.slot === slot);
  return (
    <section aria-labelledby="press-files" className="press-files">
      <h2 id="press-files">{t("press.studio.files.heading")}</h2>
      <p className="hint">{t("press.studio.files.hint")}</p>
      {FILE_FORMS.map((f) => (
        <FileForm
          key={f.field}
          field={f.field}
          label={t(f.label)}
          upload={t(f.upload)}
          accept={f.accept}
          hint={t(f.hint)}
          errors={errors}
          current={f.slots.map((slot, i) =>
            i === 0 || of(slot) ? <Current key={slot} f={of(slot)} privateKey={privateKey} /> : null,
          )}
        />
      ))}
    </section>
  );
}
