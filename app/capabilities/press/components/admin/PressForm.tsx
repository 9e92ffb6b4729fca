/**
 * The studio's press-kit form: the two biographies (the Markdown editor),
 * the press photos (a tick per published picture of the site, each with a
 * credit), the quote rows (the stored ones and two empty ones: a row is kept
 * when anything in it is filled) and who may see the kit. Plain fields that
 * work without JavaScript; input kept after a failed save, one message under
 * each bad field.
 */
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import type { FormInput } from "~/core/validation/forms.ts";
import type { PickerImage } from "~/capabilities/media/index.ts";
import { PRESS_LIMITS } from "~/capabilities/press/lib/form.ts";

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const one = (v: string | string[] | undefined) => list(v)[0] ?? "";

export function PressForm({ values, errors = {}, images, children }: { values: FormInput; errors?: Record<string, string>; images: PickerImage[]; children: ReactNode }) {
  const picked = new Set(list(values.photo));
  const [qs, ss, ls, ds] = [list(values.quote), list(values.source), list(values.link), list(values.date)];
  const rows = Math.max(qs.length, ss.length, ls.length, ds.length) + 2;
  return (
    <AdminForm errors={errors} className="form press-form" noValidate>
      <MarkdownEditor label="Short biography" name="short_bio" rows={4} maxLength={PRESS_LIMITS.shortBio} defaultValue={one(values.short_bio)} error={errors.short_bio} hint="Two or three sentences a programme or a listing can print as they are." />
      <MarkdownEditor label="Long biography" name="long_bio" rows={12} maxLength={PRESS_LIMITS.longBio} defaultValue={one(values.long_bio)} error={errors.long_bio} />
      <fieldset>
        <legend>Press photos</legend>
        <p className="hint">Tick the pictures bookers and journalists may use; each is offered at full resolution as uploaded (with its metadata). Only pictures with alt text are public.</p>
        {images.length === 0 ? <p>No pictures yet: upload some in the Gallery first.</p> : null}
        <ul className="press-form__photos">
          {images.map((img) => (
            <li key={img.id}>
              <label className="press-form__photo">
                <input type="checkbox" name="photo[]" value={img.id} defaultChecked={picked.has(img.id)} disabled={!img.published} />
                <img src={img.src} alt="" width={96} height={Math.round((96 * img.height) / Math.max(1, img.width))} />
                <span>{img.alt || "No alt text yet (not public)"}</span>
              </label>
              <TextField label="Photographer credit" name={`credit_${img.id}`} maxLength={PRESS_LIMITS.credit} defaultValue={one(values[`credit_${img.id}`])} error={errors[`credit_${img.id}`]} disabled={!img.published} />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend>Press quotes</legend>
        <p className="hint">Empty a row to remove it. Save to get more empty rows.</p>
        {Array.from({ length: rows }, (_, i) => (
          <fieldset key={i} className="press-form__quote">
            <legend>Quote {i + 1}</legend>
            <TextField label="Quote" name="quote[]" maxLength={PRESS_LIMITS.quote} defaultValue={qs[i] ?? ""} error={errors[`quote.${i}`]} />
            <TextField label="Source" name="source[]" maxLength={PRESS_LIMITS.source} defaultValue={ss[i] ?? ""} error={errors[`source.${i}`]} />
            <TextField label="Link (optional)" name="link[]" type="url" inputMode="url" defaultValue={ls[i] ?? ""} error={errors[`link.${i}`]} />
            <TextField label="Date (optional)" name="date[]" type="date" defaultValue={ds[i] ?? ""} error={errors[`date.${i}`]} />
          </fieldset>
        ))}
      </fieldset>
      <SelectField
        label="Who can see the press kit"
        name="visibility"
        defaultValue={one(values.visibility) || "public"}
        options={[
          { value: "public", label: "Everyone (in search engines and the sitemap)" },
          { value: "private", label: "Only people with the private link" },
        ]}
        error={errors.visibility}
      />
      <SaveBar>{children}</SaveBar>
    </AdminForm>
  );
}
