/**
 * The legal notice (Impressum, issue 25 §6): what a site run from Germany,
 * Austria or Switzerland must say about who runs it — German DDG §5 (name and
 * legal form, postal address, quick contact, register and number, VAT id,
 * supervisory authority and professional details when they apply) and MStV
 * §18 (2) (who is responsible for the content); Austrian ECG §5, UGB §14 and
 * MedienG §25 (the same, plus the media owner's disclosure); Swiss UWG
 * Art. 3 (1) s (identity, postal and e-mail address). Pure: the studio form,
 * the server and the public page share it.
 */

/** Where the provider is based: the legal reference the page names (none elsewhere). */
export const LEGAL_COUNTRIES = ["DE", "AT", "CH", ""] as const;
export type LegalCountry = (typeof LEGAL_COUNTRIES)[number];

/** Every field, its length limit and whether it takes several lines (plain text: no markup, escaped wherever shown). */
export const LEGAL_FIELDS = {
  name: { max: 120, lines: false },
  legal_form: { max: 80, lines: false },
  representative: { max: 200, lines: false },
  address: { max: 400, lines: true },
  email: { max: 254, lines: false },
  phone: { max: 40, lines: false },
  register_court: { max: 120, lines: false },
  register_number: { max: 60, lines: false },
  vat_id: { max: 40, lines: false },
  authority: { max: 300, lines: true },
  profession: { max: 1000, lines: true },
  responsible: { max: 400, lines: true },
  media_disclosure: { max: 800, lines: true },
  extra: { max: 2000, lines: true },
} as const;

export type LegalField = keyof typeof LEGAL_FIELDS;
export const LEGAL_FIELD_NAMES = Object.keys(LEGAL_FIELDS) as LegalField[];

/** Without these three the notice is not shown, not linked and not done on the checklist. */
export const REQUIRED_FIELDS = ["name", "address", "email"] as const satisfies readonly LegalField[];

export type LegalNotice = Record<LegalField, string> & { country: LegalCountry };

export function emptyNotice(): LegalNotice {
  return { country: "", ...Object.fromEntries(LEGAL_FIELD_NAMES.map((f) => [f, ""])) } as LegalNotice;
}

/** Name, postal address and e-mail filled: the notice is published at /legal. */
export const noticeComplete = (n: LegalNotice): boolean => REQUIRED_FIELDS.every((f) => n[f].trim() !== "");
