/**
 * The legal notice's studio form (issue 25 §6), in the order a visitor reads
 * the notice: who runs the site, how to reach them, registers and tax, the
 * profession, responsibility for the content, anything else. The three fields
 * the page needs are marked; the optional groups say when they apply.
 */
import type { ReactNode } from "react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { LEGAL_FIELDS, type LegalField, type LegalNotice, REQUIRED_FIELDS } from "~/capabilities/legal/lib/notice.ts";

type Values = Record<string, string | string[] | undefined>;

const LABEL: Record<LegalField, string> = {
  name: "legal.studio.field.name",
  legal_form: "legal.studio.field.legal_form",
  representative: "legal.studio.field.representative",
  address: "legal.studio.field.address",
  email: "legal.studio.field.email",
  phone: "legal.studio.field.phone",
  register_court: "legal.studio.field.register_court",
  register_number: "legal.studio.field.register_number",
  vat_id: "legal.studio.field.vat_id",
  authority: "legal.studio.field.authority",
  profession: "legal.studio.field.profession",
  responsible: "legal.studio.field.responsible",
  media_disclosure: "legal.studio.field.media_disclosure",
  extra: "legal.studio.field.extra",
};
const HINT: Partial<Record<LegalField, string>> = {
  name: "legal.studio.field.nameHint",
  legal_form: "legal.studio.field.legal_formHint",
  representative: "legal.studio.field.representativeHint",
  address: "legal.studio.field.addressHint",
  phone: "legal.studio.field.phoneHint",
  register_court: "legal.studio.field.register_courtHint",
  register_number: "legal.studio.field.register_numberHint",
  vat_id: "legal.studio.field.vat_idHint",
  profession: "legal.studio.field.professionHint",
  responsible: "legal.studio.field.responsibleHint",
  media_disclosure: "legal.studio.field.media_disclosureHint",
  extra: "legal.studio.field.extraHint",
};
const ROWS: Partial<Record<LegalField, number>> = {
  address: 3,
  authority: 2,
  profession: 3,
  responsible: 3,
  media_disclosure: 3,
  extra: 4,
};
const AUTOCOMPLETE: Partial<Record<LegalField, string>> = {
  name: "organization",
  address: "street-address",
  email: "email",
  phone: "tel",
};

/** The studio's words for a field (the status line's list of what is missing uses them too). */
export const fieldLabelKey = (f: LegalField) => LABEL[f];

export function LegalForm({
  notice,
  input,
  errors,
}: {
  notice: LegalNotice;
  input?: Values;
  errors?: Record<string, string>;
}) {
  const { t } = useStudioI18n();
  const value = (f: LegalField | "country") => {
    const x = input?.[f];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? notice[f]);
  };
  const required = (REQUIRED_FIELDS as readonly string[]).includes.bind(REQUIRED_FIELDS);
  const field = (f: LegalField) => {
    const { max, lines } = LEGAL_FIELDS[f];
    const label: ReactNode = required(f) ? (
      <>
        {t(LABEL[f])} <span className="legal-form__required">({t("legal.studio.required")})</span>
      </>
    ) : (
      t(LABEL[f])
    );
    const common = {
      label,
      name: f,
      maxLength: max,
      defaultValue: value(f),
      error: errors?.[f],
      hint: HINT[f] ? t(HINT[f]) : undefined,
      autoComplete: AUTOCOMPLETE[f] ?? "off",
      ...(required(f) ? { "aria-required": true } : {}),
    };
    if (lines) return <TextArea key={f} rows={ROWS[f] ?? 3} {...common} />;
    return (
      <TextField key={f} {...common} {...(f === "email" ? { type: "email" } : f === "phone" ? { type: "tel" } : {})} />
    );
  };
  const group = (legend: string, fields: LegalField[], hint?: string) => (
    <fieldset className="legal-form__group">
      <legend>{t(legend)}</legend>
      {hint ? <p className="hint">{t(hint)}</p> : null}
      {fields.map(field)}
    </fieldset>
  );
  return (
    <AdminForm errors={errors} className="form legal-form" noValidate>
      <SelectField
        label={t("legal.studio.country")}
        name="country"
        hint={t("legal.studio.countryHint")}
        defaultValue={value("country")}
        error={errors?.country}
        options={[
          { value: "DE", label: t("legal.studio.country.DE") },
          { value: "AT", label: t("legal.studio.country.AT") },
          { value: "CH", label: t("legal.studio.country.CH") },
          { value: "", label: t("legal.studio.country.other") },
        ]}
      />
      {group("legal.studio.section.provider", ["name", "legal_form", "representative", "address"])}
      {group("legal.studio.section.contact", ["email", "phone"])}
      {group(
        "legal.studio.section.register",
        ["register_court", "register_number", "vat_id"],
        "legal.studio.section.registerHint",
      )}
      {group("legal.studio.section.profession", ["authority", "profession"], "legal.studio.section.professionHint")}
      {group("legal.studio.section.content", ["responsible", "media_disclosure"])}
      {group("legal.studio.section.more", ["extra"])}
      <SaveBar>
        <SubmitButton name="intent" value="save">
          {t("legal.studio.save")}
        </SubmitButton>
      </SaveBar>
    </AdminForm>
  );
}
