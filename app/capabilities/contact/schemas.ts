/**
 * The contact form (SPEC §5): one schema for the browser's hints, the
 * browser's checks and the action's parse. Attachment rules are checked on the
 * server by the file's bytes, so they are not part of this schema; neither are
 * the spam fields (honeypot, timing token), which must never show an error.
 */
import { z } from "zod";
import { isIsoDay, todayIn } from "~/capabilities/contact/lib/dates.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { formatNumber } from "~/core/i18n/format.ts";

// The constants live in a zod-free module so the public form can use them without
// shipping zod to visitors (issue 7: ≤ 120 KB of JavaScript per public page).
export { CONTACT_LIMITS, PHONE_PATTERN, TOPICS, TOPIC_LABELS, type Topic } from "~/capabilities/contact/lib/limits.ts";
import { CONTACT_LIMITS, PHONE_PATTERN, TOPICS } from "~/capabilities/contact/lib/limits.ts";

export interface ContactSchemaOptions {
  /** The site's IANA time zone: "today" is the venue's today. */
  timeZone: string;
  /** True when the site has a privacy notice: the visitor must tick consent. */
  requireConsent: boolean;
  /** The site language's translator: the messages are in it (docs/languages.md). */
  tr: Translator;
  /** The clock, for tests. */
  now?: Date;
}

const chars = (s: string) => [...s].length;
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;
// C0 controls and DEL, except tab/CR/LF which multi-line text may hold. NUL in particular
// would make PostgreSQL refuse the row.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// U+FFFD is what a browser or our form parser leaves where the bytes were not valid
// UTF-8; a lone surrogate cannot be stored as UTF-8 at all.
const UNREADABLE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string field that refuses line breaks (header injection), controls and unreadable bytes. */
function singleLine(tr: Translator, field: "name" | "email" | "phone", requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .refine((v) => !LINE_BREAK.test(v), { message: tr.t("contact.errors.lineBreaks", { field }) })
    .refine((v) => !CONTROL_MULTILINE.test(v) && !/\t/.test(v), { message: tr.t("contact.errors.badChars", { field }) })
    .refine((v) => !UNREADABLE.test(v), { message: tr.t("contact.errors.unreadable", { field }) })
    .trim();
}

export function contactSchema(opts: ContactSchemaOptions) {
  const { tr } = opts;
  const today = todayIn(opts.timeZone, opts.now ?? new Date());
  const num = (n: number) => formatNumber(tr.intl, n);
  const optionalString = z
    .string({ message: tr.t("contact.errors.text") })
    .optional()
    .transform((v) => (v === undefined ? "" : v));
  return z
    .object({
      name: singleLine(tr, "name", tr.t("contact.errors.nameRequired"))
        .refine((v) => v.length > 0, { message: tr.t("contact.errors.nameRequired") })
        .refine((v) => chars(v) <= CONTACT_LIMITS.nameMax, {
          message: tr.t("contact.errors.nameTooLong", { max: num(CONTACT_LIMITS.nameMax) }),
        }),
      email: singleLine(tr, "email", tr.t("contact.errors.emailRequired"))
        .refine((v) => v.length > 0, { message: tr.t("contact.errors.emailRequired") })
        .refine((v) => v.length <= CONTACT_LIMITS.emailMax, {
          message: tr.t("contact.errors.emailTooLong", { max: num(CONTACT_LIMITS.emailMax) }),
        })
        .refine((v) => v.length === 0 || z.email().safeParse(v).success, {
          message: tr.t("contact.errors.emailInvalid"),
        }),
      phone: optionalString
        .pipe(singleLine(tr, "phone", tr.t("contact.errors.text")))
        .refine((v) => chars(v) <= CONTACT_LIMITS.phoneMax, {
          message: tr.t("contact.errors.phoneTooLong", { max: num(CONTACT_LIMITS.phoneMax) }),
        })
        .refine((v) => v === "" || (new RegExp(`^${PHONE_PATTERN}$`).test(v) && /\d/.test(v)), {
          message: tr.t("contact.errors.phoneInvalid"),
        })
        .transform((v) => (v === "" ? null : v)),
      topic: z.enum(TOPICS, { message: tr.t("contact.errors.topic") }),
      dateWanted: optionalString
        .pipe(z.string().trim())
        .refine((v) => v === "" || isIsoDay(v), { message: tr.t("contact.errors.dateFormat") })
        .refine((v) => v === "" || !isIsoDay(v) || v >= today, { message: tr.t("contact.errors.datePast") })
        .transform((v) => (v === "" ? null : v)),
      message: z
        .string({ message: tr.t("contact.errors.messageRequired") })
        .refine((v) => !CONTROL_MULTILINE.test(v), { message: tr.t("contact.errors.messageBadChars") })
        .refine((v) => !UNREADABLE.test(v), { message: tr.t("contact.errors.messageUnreadable") })
        .transform((v) => v.replace(/\r\n?/g, "\n").trim())
        .refine((v) => v.length > 0, { message: tr.t("contact.errors.messageRequired") })
        .refine((v) => v.length === 0 || chars(v) >= CONTACT_LIMITS.messageMin, {
          message: tr.t("contact.errors.messageTooShort", { min: num(CONTACT_LIMITS.messageMin) }),
        })
        .refine((v) => chars(v) <= CONTACT_LIMITS.messageMax, {
          message: tr.t("contact.errors.messageTooLong", { max: num(CONTACT_LIMITS.messageMax) }),
        }),
      consent: optionalString
        .transform((v) => ["on", "yes", "true", "1"].includes(v.trim().toLowerCase()))
        .refine((v) => v || !opts.requireConsent, { message: tr.t("contact.errors.consent") }),
    })
    .transform((v) => ({
      ...v,
      // A date only means something for a booking; other topics never store one.
      dateWanted: v.topic === "booking" ? v.dateWanted : null,
    }));
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

/** Field order on the page, so the browser can focus the first invalid one. */
export const CONTACT_FIELD_ORDER = [
  "name",
  "email",
  "phone",
  "topic",
  "dateWanted",
  "message",
  "attachment",
  "consent",
] as const;
