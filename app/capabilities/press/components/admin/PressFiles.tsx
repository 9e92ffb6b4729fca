/**
 * The press kit's files in the studio: the logo (PNG and SVG, one of each), the
 * technical rider and the stage plot (PDF). One small multipart form per
 * file, so a refused file (413, 415) is named under its own field and the rest
 * of the kit is untouched.
 */
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { PressFileInfo, PressFileSlot } from "~/capabilities/press/lib/model.ts";
import { PRESS_FILE_NAMES } from "~/capabilities/press/lib/model.ts";

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

function Current({ f, label, privateKey }: { f: PressFileInfo | undefined; label: string; privateKey: string | null }) {
  if (!f) return <p className="hint">None yet.</p>;
  const href = `/press/files/${PRESS_FILE_NAMES[f.slot]}${privateKey ? `?key=${encodeURIComponent(privateKey)}` : ""}`;
  return (
    <p className="press-files__current">
      <a href={href} download>
        {label}
      </a>{" "}
      <span className="hint">({kb(f.size)})</span>{" "}
      <SubmitButton name="intent" value={`remove_${f.slot}`} className="secondary small" aria-label={`Remove ${label.toLowerCase()}`}>
        Remove
      </SubmitButton>
    </p>
  );
}

function FileForm({ field, label, accept, hint, errors, current }: { field: string; label: string; accept: string; hint: string; errors?: Record<string, string>; current: React.ReactNode }) {
  const error = errors?.[field];
  return (
    <AdminForm errors={error ? { [field]: error } : undefined} encType="multipart/form-data" action="/admin/press?files" className="press-files__form">
      <h3>{label}</h3>
      {current}
      <div className="field">
        <label htmlFor={`press-${field}`}>{`Upload ${label.toLowerCase()}`}</label>
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
        Upload
      </SubmitButton>
    </AdminForm>
  );
}

export function PressFiles({ files, errors, privateKey }: { files: PressFileInfo[]; errors?: Record<string, string>; privateKey: string | null }) {
  const of = (slot: PressFileSlot) => files.find((f) => f.slot === slot);
  return (
    <section aria-labelledby="press-files" className="press-files">
      <h2 id="press-files">Logos, rider and stage plot</h2>
      <p className="hint">Bookers and journalists download these from the press kit. The type is read from the file itself.</p>
      <FileForm
        field="logo"
        label="Logo"
        accept="image/png,image/svg+xml,.svg,.png"
        hint="PNG or SVG, up to 2 MB; upload both to offer both. SVG files are cleaned: scripts, links and outside pictures are removed."
        errors={errors}
        current={
          <>
            <Current f={of("logo_png")} label="Logo (PNG)" privateKey={privateKey} />
            {of("logo_svg") ? <Current f={of("logo_svg")} label="Logo (SVG)" privateKey={privateKey} /> : null}
          </>
        }
      />
      <FileForm field="rider" label="Technical rider" accept="application/pdf,.pdf" hint="A PDF, up to 20 MB." errors={errors} current={<Current f={of("rider")} label="Technical rider" privateKey={privateKey} />} />
      <FileForm field="stage_plot" label="Stage plot" accept="application/pdf,.pdf" hint="A PDF, up to 20 MB." errors={errors} current={<Current f={of("stage_plot")} label="Stage plot" privateKey={privateKey} />} />
    </section>
  );
}
