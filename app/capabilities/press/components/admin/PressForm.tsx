/**
 * The studio's press-kit form: the two biographies (the Markdown editor),
 * the press photos (a tick per published picture of the site, each with a
 * credit), the quote rows (the stored ones and two empty ones: a row is kept
 * when anything in it is filled) and who may see the kit. Plain fields that
 * work without JavaScript; input kept after a failed save, one message under
 * each bad field.
 */
import { type ReactNode, useEffect, useState } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import type { FormInput } from "~/core/validation/forms.ts";
import type { PickerImage } from "~/capabilities/media/index.ts";
import { PRESS_LIMITS } from "~/capabilities/press/lib/form.ts";
import { CONTACT_ROLES } from "~/capabilities/press/lib/model.ts";
import { PRESS_MESSAGES as M } from "~/capabilities/press/lib/messages.ts";

/** "Add a row" once the page runs JavaScript (without it, the form always has two empty rows; saving gives more). */
function useExtraRows(): [number, (() => void) | null] {
  const [ready, setReady] = useState(false);
  const [extra, setExtra] = useState(0);
  useEffect(() => setReady(true), []);
  return [extra, ready ? () => setExtra((n) => n + 1) : null];
}

/** "Add …" once hydrated (the new row's first field gets the focus, so a keyboard user types straight into it); a hint before. */
function AddRow({ add, focusId, label, hint }: { add: (() => void) | null; focusId: string; label: string; hint: string }) {
  if (!add) return <p className="hint">{hint}</p>;
  return (
    <button
      type="button"
      className="button secondary"
      onClick={() => {
        add();
        requestAnimationFrame(() => document.getElementById(focusId)?.focus());
      }}
    >
      {label}
    </button>
  );
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const one = (v: string | string[] | undefined) => list(v)[0] ?? "";

export function PressForm({ values, errors = {}, images, children }: { values: FormInput; errors?: Record<string, string>; images: PickerImage[]; children: ReactNode }) {
  const picked = new Set(list(values.photo));
  const [qs, ss, ls, ds] = [list(values.quote), list(values.source), list(values.link), list(values.date)];
  const [rs, ns, es, ps] = [list(values.role), list(values.contact_name), list(values.email), list(values.phone)];
  const [extraQuotes, addQuote] = useExtraRows();
  const [extraContacts, addContact] = useExtraRows();
  const rows = Math.max(qs.length, ss.length, ls.length, ds.length) + 2 + extraQuotes;
  const contactRows = Math.max(ns.length, es.length, ps.length) + 1 + extraContacts;
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
        <p className="hint">Empty a row to remove it.</p>
        {Array.from({ length: rows }, (_, i) => (
          <fieldset key={i} className="press-form__quote">
            <legend>Quote {i + 1}</legend>
            <TextField id={`quote-${i}`} label="Quote" name="quote[]" maxLength={PRESS_LIMITS.quote} defaultValue={qs[i] ?? ""} error={errors[`quote.${i}`]} />
            <TextField label="Source" name="source[]" maxLength={PRESS_LIMITS.source} defaultValue={ss[i] ?? ""} error={errors[`source.${i}`]} />
            <TextField label="Link (optional)" name="link[]" type="url" inputMode="url" defaultValue={ls[i] ?? ""} error={errors[`link.${i}`]} />
            <TextField label="Date (optional)" name="date[]" type="date" defaultValue={ds[i] ?? ""} error={errors[`date.${i}`]} />
          </fieldset>
        ))}
        <AddRow add={addQuote} focusId={`quote-${rows}`} label="Add quote" hint="Save to get more empty rows." />
      </fieldset>
      <fieldset>
        <legend>Contacts</legend>
        <p className="hint">Who bookers and journalists should write to or call. Empty a row to remove it.</p>
        {Array.from({ length: contactRows }, (_, i) => (
          <fieldset key={i} className="press-form__quote">
            <legend>Contact {i + 1}</legend>
            <SelectField label="Role" name="role[]" defaultValue={rs[i] || "booking"} options={CONTACT_ROLES.map((r) => ({ value: r, label: M.roles[r] ?? r }))} error={errors[`role.${i}`]} />
            <TextField id={`contact-${i}`} label="Name" name="contact_name[]" maxLength={PRESS_LIMITS.name} defaultValue={ns[i] ?? ""} error={errors[`contact_name.${i}`]} />
            <TextField label="E-mail" name="email[]" type="email" maxLength={PRESS_LIMITS.email} defaultValue={es[i] ?? ""} error={errors[`email.${i}`]} />
            <TextField label="Phone (optional)" name="phone[]" type="tel" maxLength={PRESS_LIMITS.phone} defaultValue={ps[i] ?? ""} error={errors[`phone.${i}`]} />
          </fieldset>
        ))}
        <AddRow add={addContact} focusId={`contact-${contactRows}`} label="Add contact" hint="Save to get another empty row." />
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
