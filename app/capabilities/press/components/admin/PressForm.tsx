/**
 * The studio's press-kit form: the two biographies (the Markdown editor),
 * the press photos (a tick per published picture of the site, each with a
 * credit), the quote rows (the stored ones and two empty ones: a row is kept
 * when anything in it is filled) and who may see the kit; in the site's other
 * languages, the biographies (the Translations section) and each quote (in
 * its own row, so it stays with it). Plain fields that
 * work without JavaScript; input kept after a failed save, one message under
 * each bad field.
 */
import type { ReactNode } from "react";
import { SelectField, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import type { FormInput } from "~/core/validation/forms.ts";
import type { PickerImage } from "~/capabilities/media/index.ts";
import { PRESS_LIMITS } from "~/capabilities/press/lib/form.ts";
import { CONTACT_ROLES } from "~/capabilities/press/lib/model.ts";
import { ROLE_KEYS } from "~/capabilities/press/lib/messages.ts";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { AddRow, PlayedRows, useExtraRows } from "./FormRows.tsx";

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const one = (v: string | string[] | undefined) => list(v)[0] ?? "";

export function PressForm({
  values,
  errors = {},
  images,
  languages,
  children,
}: {
  values: FormInput;
  errors?: Record<string, string>;
  images: PickerImage[];
  /** The site's other languages (core/i18n/TranslationFields.tsx). */
  languages: readonly { code: string; name: string }[];
  children: ReactNode;
}) {
  const { t } = useStudioI18n();
  const picked = new Set(list(values.photo));
  const [qs, ss, ls, ds] = [list(values.quote), list(values.source), list(values.link), list(values.date)];
  const [rs, ns, es, ps] = [list(values.role), list(values.contact_name), list(values.email), list(values.phone)];
  const [extraQuotes, addQuote] = useExtraRows();
  const [extraContacts, addContact] = useExtraRows();
  const rows = Math.max(qs.length, ss.length, ls.length, ds.length) + 2 + extraQuotes;
  const contactRows = Math.max(ns.length, es.length, ps.length) + 1 + extraContacts;
  // The biographies' translations as TranslationFields reads them (language → field → text).
  const bios = Object.fromEntries(
    languages.map((l) => [
      l.code,
      { shortBio: one(values[`tr.${l.code}.shortBio`]), longBio: one(values[`tr.${l.code}.longBio`]) },
    ]),
  );
  return (
    <AdminForm errors={errors} className="form press-form" noValidate>
      <MarkdownEditor
        label={t("press.studio.form.shortBio")}
        name="short_bio"
        rows={4}
        maxLength={PRESS_LIMITS.shortBio}
        defaultValue={one(values.short_bio)}
        error={errors.short_bio}
        hint={t("press.studio.form.shortBioHint")}
      />
      <MarkdownEditor
        label={t("press.studio.form.longBio")}
        name="long_bio"
        rows={12}
        maxLength={PRESS_LIMITS.longBio}
        defaultValue={one(values.long_bio)}
        error={errors.long_bio}
      />
      <fieldset>
        <legend>{t("press.studio.form.photos")}</legend>
        <p className="hint">{t("press.studio.form.photosHint")}</p>
        {images.length === 0 ? <p>{t("press.studio.form.noPictures")}</p> : null}
        <ul className="press-form__photos">
          {images.map((img) => (
            <li key={img.id}>
              <label className="press-form__photo">
                <input
                  type="checkbox"
                  name="photo[]"
                  value={img.id}
                  defaultChecked={picked.has(img.id)}
                  disabled={!img.published}
                />
                <img src={img.src} alt="" width={96} height={Math.round((96 * img.height) / Math.max(1, img.width))} />
                <span>{img.alt || t("press.studio.form.noAlt")}</span>
              </label>
              <TextField
                label={t("press.studio.form.credit")}
                name={`credit_${img.id}`}
                maxLength={PRESS_LIMITS.credit}
                defaultValue={one(values[`credit_${img.id}`])}
                error={errors[`credit_${img.id}`]}
                disabled={!img.published}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset>
        <legend>{t("press.studio.form.quotes")}</legend>
        <p className="hint">{t("press.studio.form.emptyRowHint")}</p>
        {Array.from({ length: rows }, (_, i) => (
          <fieldset key={i} className="press-form__quote">
            <legend>{t("press.studio.form.quoteRow", { n: i + 1 })}</legend>
            <TextField
              id={`quote-${i}`}
              label={t("press.studio.form.quote")}
              name="quote[]"
              maxLength={PRESS_LIMITS.quote}
              defaultValue={qs[i] ?? ""}
              error={errors[`quote.${i}`]}
            />
            {languages.map((l) => (
              <TextField
                key={l.code}
                label={t("press.studio.form.quoteIn", { language: l.name })}
                name={`tr.${l.code}.quote[]`}
                lang={l.code}
                maxLength={PRESS_LIMITS.quote}
                defaultValue={list(values[`tr.${l.code}.quote`])[i] ?? ""}
                error={errors[`tr.${l.code}.quote.${i}`]}
              />
            ))}
            <TextField
              label={t("press.studio.form.source")}
              name="source[]"
              maxLength={PRESS_LIMITS.source}
              defaultValue={ss[i] ?? ""}
              error={errors[`source.${i}`]}
            />
            <TextField
              label={t("press.studio.form.link")}
              name="link[]"
              {...linkInputProps}
              defaultValue={ls[i] ?? ""}
              error={errors[`link.${i}`]}
            />
            <TextField
              label={t("press.studio.form.date")}
              name="date[]"
              type="date"
              defaultValue={ds[i] ?? ""}
              error={errors[`date.${i}`]}
            />
          </fieldset>
        ))}
        <AddRow
          add={addQuote}
          focusId={`quote-${rows}`}
          label={t("press.studio.form.addQuote")}
          hint={t("press.studio.form.addQuoteHint")}
        />
      </fieldset>
      <fieldset>
        <legend>{t("press.studio.form.contacts")}</legend>
        <p className="hint">{t("press.studio.form.contactsHint")}</p>
        {Array.from({ length: contactRows }, (_, i) => (
          <fieldset key={i} className="press-form__quote">
            <legend>{t("press.studio.form.contactRow", { n: i + 1 })}</legend>
            <SelectField
              label={t("press.studio.form.role")}
              name="role[]"
              defaultValue={rs[i] || "booking"}
              options={CONTACT_ROLES.map((r) => ({ value: r, label: t(ROLE_KEYS[r]) }))}
              error={errors[`role.${i}`]}
            />
            <TextField
              id={`contact-${i}`}
              label={t("press.studio.form.name")}
              name="contact_name[]"
              maxLength={PRESS_LIMITS.name}
              defaultValue={ns[i] ?? ""}
              error={errors[`contact_name.${i}`]}
            />
            <TextField
              label={t("press.studio.form.email")}
              name="email[]"
              type="email"
              maxLength={PRESS_LIMITS.email}
              defaultValue={es[i] ?? ""}
              error={errors[`email.${i}`]}
            />
            <TextField
              label={t("press.studio.form.phone")}
              name="phone[]"
              type="tel"
              maxLength={PRESS_LIMITS.phone}
              defaultValue={ps[i] ?? ""}
              error={errors[`phone.${i}`]}
            />
          </fieldset>
        ))}
        <AddRow
          add={addContact}
          focusId={`contact-${contactRows}`}
          label={t("press.studio.form.addContact")}
          hint={t("press.studio.form.addContactHint")}
        />
      </fieldset>
      <PlayedRows names={list(values.played_name)} links={list(values.played_link)} errors={errors} />
      <SelectField
        label={t("press.studio.form.visibility")}
        name="visibility"
        defaultValue={one(values.visibility) || "public"}
        options={[
          { value: "public", label: t("press.studio.form.visibilityPublic") },
          { value: "private", label: t("press.studio.form.visibilityPrivate") },
        ]}
        error={errors.visibility}
      />
      <TranslationFields
        languages={languages}
        fields={[
          {
            name: "shortBio",
            label: t("press.studio.form.shortBio"),
            kind: "markdown",
            maxLength: PRESS_LIMITS.shortBio,
          },
          { name: "longBio", label: t("press.studio.form.longBio"), kind: "markdown", maxLength: PRESS_LIMITS.longBio },
        ]}
        values={bios}
      />
      <SaveBar>{children}</SaveBar>
    </AdminForm>
  );
}
