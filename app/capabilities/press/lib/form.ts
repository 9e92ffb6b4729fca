/**
 * The studio's press-kit form, read without a framework: the two biographies,
 * the picked photos (a checkbox per picture, `photo[]`, each with a credit
 * field `credit_<id>`), the quote rows (`quote[]`, `source[]`, `link[]`,
 * `date[]`: a row left wholly empty is dropped), the contact rows and the
 * visibility; in each other language of the site, the biographies
 * (`tr.<language>.shortBio`, `…longBio`) and a translation per quote row
 * (`tr.<language>.quote[]`, kept with its row). One message under each bad
 * field (`quote.2`, `link.0`…) in the studio user's language, nothing half-saved.
 */
import { webLink } from "~/core/validation/fields.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import {
  CONTACT_ROLES,
  type ContactRole,
  type PlayedAt,
  type PressContact,
  type PressKit,
  type PressPhoto,
  type PressQuote,
  type PressVisibility,
} from "./model.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export const PRESS_LIMITS = {
  shortBio: 1_000,
  longBio: 20_000,
  quote: 1_000,
  source: 200,
  credit: 200,
  link: 2_000,
  quotes: 30,
  photos: 30,
  contacts: 12,
  played: 24,
  name: 100,
  email: 254,
  phone: 30,
} as const;

export interface PressFormValue {
  shortBio: string;
  longBio: string;
  photos: PressPhoto[];
  quotes: PressQuote[];
  contacts: PressContact[];
  played: PlayedAt[];
  visibility: PressVisibility;
  /** The kit's texts in the site's other languages (PRESS_KIT_ENTITY); absent when the form sent none. */
  translations?: EntityTranslations;
}

/** Language → field → text (core/i18n/content.server.ts's shape; this file is browser-safe). */
type EntityTranslations = Record<string, Record<string, string>>;

const list = (input: FormInput, key: string): string[] => {
  const v = input[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
const one = (input: FormInput, key: string): string => list(input, key)[0] ?? "";

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
// SPEC §5's contact rules: a plain address (no line breaks, no display name), a phone of digits, spaces and +()-.
const EMAIL_RE = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;
const PHONE_RE = /^[0-9 +()\-.]+$/;

/** The contact rows (`role[]`, `contact_name[]`, `email[]`, `phone[]`): a row without a name, an e-mail and a phone is dropped. */
function parseContacts(input: FormInput, errors: FieldErrors, tr: Translator): PressContact[] {
  const [rs, ns, es, ps] = [
    list(input, "role"),
    list(input, "contact_name"),
    list(input, "email"),
    list(input, "phone"),
  ];
  const contacts: PressContact[] = [];
  const rows = Math.min(Math.max(ns.length, es.length, ps.length), PRESS_LIMITS.contacts);
  for (let i = 0; i < rows; i++) {
    const c = {
      role: (rs[i] ?? "").trim(),
      name: (ns[i] ?? "").trim(),
      email: (es[i] ?? "").trim(),
      phone: (ps[i] ?? "").trim(),
    };
    if (!c.name && !c.email && !c.phone) continue;
    if (!(CONTACT_ROLES as readonly string[]).includes(c.role))
      errors[`role.${i}`] = tr.t("press.studio.errors.roleInvalid");
    if (!c.name) errors[`contact_name.${i}`] = tr.t("press.studio.errors.contactNameRequired");
    else if (c.name.length > PRESS_LIMITS.name) errors[`contact_name.${i}`] = tooLong(tr, PRESS_LIMITS.name);
    if (!c.email && !c.phone) errors[`email.${i}`] = tr.t("press.studio.errors.contactWayRequired");
    if (c.email && (c.email.length > PRESS_LIMITS.email || !EMAIL_RE.test(c.email)))
      errors[`email.${i}`] = tr.t("press.studio.errors.emailInvalid");
    if (c.phone && (c.phone.length > PRESS_LIMITS.phone || !PHONE_RE.test(c.phone)))
      errors[`phone.${i}`] = tr.t("press.studio.errors.phoneInvalid");
    contacts.push({ ...c, role: c.role as ContactRole });
  }
  return contacts;
}

export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** The "played at" rows (`played_name[]`, `played_link[]`): a row with neither is dropped. */
function parsePlayed(input: FormInput, errors: FieldErrors, tr: Translator): PlayedAt[] {
  const [ns, ls] = [list(input, "played_name"), list(input, "played_link")];
  const out: PlayedAt[] = [];
  const rows = Math.min(Math.max(ns.length, ls.length), PRESS_LIMITS.played);
  for (let i = 0; i < rows; i++) {
    const p = { name: (ns[i] ?? "").trim(), link: (ls[i] ?? "").trim() };
    if (!p.name && !p.link) continue;
    if (!p.name) errors[`played_name.${i}`] = tr.t("press.studio.errors.playedNameRequired");
    else if (p.name.length > PRESS_LIMITS.name) errors[`played_name.${i}`] = tooLong(tr, PRESS_LIMITS.name);
    if (p.link && (p.link.length > PRESS_LIMITS.link || !isHttpUrl(p.link)))
      errors[`played_link.${i}`] = tr.t("press.studio.errors.linkInvalid");
    out.push(p);
  }
  return out;
}

const tooLong = (tr: Translator, max: number) => tr.t("press.studio.errors.tooLong", { max });
const text = (input: FormInput, key: string) => one(input, key).replace(/\r\n/g, "\n").trim();

/** The biographies in one other language, and its quote translations of the kept rows (a JSON list beside the quotes, "" when none). */
function parseTranslation(
  input: FormInput,
  language: string,
  kept: number[],
  errors: FieldErrors,
  tr: Translator,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, max] of [
    ["shortBio", PRESS_LIMITS.shortBio],
    ["longBio", PRESS_LIMITS.longBio],
  ] as const) {
    const key = `tr.${language}.${field}`;
    if (input[key] === undefined) continue;
    // The field's own maxLength holds a browser to the limit; a hand-made request is cut to it.
    out[field] = text(input, key).slice(0, max);
  }
  if (input[`tr.${language}.quote`] !== undefined) {
    const typed = list(input, `tr.${language}.quote`);
    const quotes = kept.map((i) => (typed[i] ?? "").trim());
    quotes.forEach(
      (q, n) =>
        q.length > PRESS_LIMITS.quote && (errors[`tr.${language}.quote.${kept[n]}`] = tooLong(tr, PRESS_LIMITS.quote)),
    );
    out.quotes = quotes.some(Boolean) ? JSON.stringify(quotes) : "";
  }
  return out;
}

/** `tr`: the studio user's translator (its messages); `languages`: the site's other languages, whose translations the form carries. */
export function parsePressForm(
  input: FormInput,
  tr: Translator,
  languages: readonly string[] = [],
): { value?: PressFormValue; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const shortBio = text(input, "short_bio");
  const longBio = text(input, "long_bio");
  if (shortBio.length > PRESS_LIMITS.shortBio) errors.short_bio = tooLong(tr, PRESS_LIMITS.shortBio);
  if (longBio.length > PRESS_LIMITS.longBio) errors.long_bio = tooLong(tr, PRESS_LIMITS.longBio);

  const photos: PressPhoto[] = [];
  for (const id of [...new Set(list(input, "photo"))].slice(0, PRESS_LIMITS.photos)) {
    if (!/^[\w-]{1,64}$/.test(id)) continue;
    const credit = one(input, `credit_${id}`).trim();
    if (credit.length > PRESS_LIMITS.credit) errors[`credit_${id}`] = tooLong(tr, PRESS_LIMITS.credit);
    photos.push({ id, credit });
  }

  const [qs, ss, ls, ds] = [list(input, "quote"), list(input, "source"), list(input, "link"), list(input, "date")];
  const quotes: PressQuote[] = [];
  /** The form's row of each kept quote (its translations are in the same row). */
  const kept: number[] = [];
  const rows = Math.min(Math.max(qs.length, ss.length, ls.length, ds.length), PRESS_LIMITS.quotes);
  for (let i = 0; i < rows; i++) {
    const q = {
      quote: (qs[i] ?? "").trim(),
      source: (ss[i] ?? "").trim(),
      // "zeit.de/kultur/…" is kept as https://zeit.de/kultur/… (core/validation/fields.ts).
      link: webLink(ls[i] ?? "") ?? (ls[i] ?? "").trim(),
      date: (ds[i] ?? "").trim(),
    };
    if (!q.quote && !q.source && !q.link && !q.date) continue;
    if (!q.quote) errors[`quote.${i}`] = tr.t("press.studio.errors.quoteRequired");
    else if (q.quote.length > PRESS_LIMITS.quote) errors[`quote.${i}`] = tooLong(tr, PRESS_LIMITS.quote);
    if (!q.source) errors[`source.${i}`] = tr.t("press.studio.errors.sourceRequired");
    else if (q.source.length > PRESS_LIMITS.source) errors[`source.${i}`] = tooLong(tr, PRESS_LIMITS.source);
    if (q.link && (q.link.length > PRESS_LIMITS.link || webLink(q.link) === null))
      errors[`link.${i}`] = tr.t("press.studio.errors.linkInvalid");
    if (q.date && (!DATE_RE.test(q.date) || Number.isNaN(Date.parse(q.date))))
      errors[`date.${i}`] = tr.t("press.studio.errors.dateInvalid");
    quotes.push(q);
    kept.push(i);
  }
  const contacts = parseContacts(input, errors, tr);
  const played = parsePlayed(input, errors, tr);
  const translations: EntityTranslations = {};
  for (const language of languages) {
    const t = parseTranslation(input, language, kept, errors, tr);
    if (Object.keys(t).length) translations[language] = t;
  }
  const visibility: PressVisibility = one(input, "visibility") === "private" ? "private" : "public";
  if (Object.keys(errors).length > 0) return { errors };
  return {
    value: {
      shortBio,
      longBio,
      photos,
      quotes,
      contacts,
      played,
      visibility,
      ...(Object.keys(translations).length ? { translations } : {}),
    },
    errors,
  };
}

/** The stored quote translations of one language ("" or a JSON list of texts, one per quote). */
export function quoteTexts(json: string | undefined): string[] {
  try {
    const v = JSON.parse(json || "[]") as unknown;
    return Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : "")) : [];
  } catch {
    return [];
  }
}

/** The stored kit (and its stored translations) as the form's input (what a failed save would have kept). */
export function pressInput(k: PressKit, translations: EntityTranslations = {}): FormInput {
  const input: FormInput = {
    short_bio: k.shortBio,
    long_bio: k.longBio,
    visibility: k.visibility,
    photo: k.photos.map((p) => p.id),
    quote: k.quotes.map((q) => q.quote),
    source: k.quotes.map((q) => q.source),
    link: k.quotes.map((q) => q.link),
    date: k.quotes.map((q) => q.date),
    role: k.contacts.map((c) => c.role),
    contact_name: k.contacts.map((c) => c.name),
    email: k.contacts.map((c) => c.email),
    phone: k.contacts.map((c) => c.phone),
    played_name: k.played.map((p) => p.name),
    played_link: k.played.map((p) => p.link),
  };
  for (const p of k.photos) input[`credit_${p.id}`] = p.credit;
  for (const [language, t] of Object.entries(translations)) {
    input[`tr.${language}.shortBio`] = t.shortBio ?? "";
    input[`tr.${language}.longBio`] = t.longBio ?? "";
    const quotes = quoteTexts(t.quotes);
    input[`tr.${language}.quote`] = k.quotes.map((_, i) => quotes[i] ?? "");
  }
  return input;
}
