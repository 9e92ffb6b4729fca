/**
 * The contact form (SPEC §5): one schema for the browser's hints, the
 * browser's checks and the action's parse. Attachment rules are checked on the
 * server by the file's bytes, so they are not part of this schema; neither are
 * the spam fields (honeypot, timing token), which must never show an error.
 */
import { z } from "zod";
import { isIsoDay, todayIn } from "~/capabilities/contact/lib/dates.ts";

// The constants live in a zod-free module so the public form can use them without
// shipping zod to visitors (issue 7: ≤ 120 KB of JavaScript per public page).
export { CONTACT_LIMITS, PHONE_PATTERN, TOPICS, TOPIC_LABELS, type Topic } from "~/capabilities/contact/lib/limits.ts";
import { CONTACT_LIMITS, PHONE_PATTERN, TOPICS } from "~/capabilities/contact/lib/limits.ts";

export interface ContactSchemaOptions {
  /** The site's IANA time zone: "today" is the venue's today. */
  timeZone: string;
  /** True when the site has a privacy notice: the visitor must tick consent. */
  requireConsent: boolean;
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
function singleLine(label: string, requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .refine((v) => !LINE_BREAK.test(v), { message: `Line breaks aren't allowed in ${label}.` })
    .refine((v) => !CONTROL_MULTILINE.test(v) && !/\t/.test(v), {
      message: `${cap(label)} contains characters we can't accept.`,
    })
    .refine((v) => !UNREADABLE.test(v), { message: `${cap(label)} contains characters we couldn't read.` })
    .trim();
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const optionalString = z
  .string({ message: "This field must be text." })
  .optional()
  .transform((v) => (v === undefined ? "" : v));

export function contactSchema(opts: ContactSchemaOptions) {
  const today = todayIn(opts.timeZone, opts.now ?? new Date());
  return z
    .object({
      name: singleLine("your name", "Enter your name.")
        .refine((v) => v.length > 0, { message: "Enter your name." })
        .refine((v) => chars(v) <= CONTACT_LIMITS.nameMax, {
          message: `Your name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
        }),
      email: singleLine("your e-mail address", "Enter your e-mail address.")
        .refine((v) => v.length > 0, { message: "Enter your e-mail address." })
        .refine((v) => v.length <= CONTACT_LIMITS.emailMax, {
          message: `The e-mail address must be at most ${CONTACT_LIMITS.emailMax} characters.`,
        })
        .refine((v) => v.length === 0 || z.email().safeParse(v).success, {
          message: "Enter an e-mail address like name@example.com.",
        }),
      phone: optionalString
        .pipe(singleLine("the phone number", "This field must be text."))
        .refine((v) => chars(v) <= CONTACT_LIMITS.phoneMax, {
          message: `The phone number must be at most ${CONTACT_LIMITS.phoneMax} characters.`,
        })
        .refine((v) => v === "" || (new RegExp(`^${PHONE_PATTERN}$`).test(v) && /\d/.test(v)), {
          message: "Use only digits, spaces and + ( ) - . in the phone number.",
        })
        .transform((v) => (v === "" ? null : v)),
      topic: z.enum(TOPICS, { message: "Choose what your message is about." }),
      dateWanted: optionalString
        .pipe(z.string().trim())
        .refine((v) => v === "" || isIsoDay(v), { message: "Enter the date as YYYY-MM-DD." })
        .refine((v) => v === "" || !isIsoDay(v) || v >= today, {
          message: "The date wanted can't be in the past.",
        })
        .transform((v) => (v === "" ? null : v)),
      message: z
        .string({ message: "Write your message." })
        .refine((v) => !CONTROL_MULTILINE.test(v), { message: "Your message contains characters we can't accept." })
        .refine((v) => !UNREADABLE.test(v), { message: "Your message contains characters we couldn't read." })
        .transform((v) => v.replace(/\r\n?/g, "\n").trim())
        .refine((v) => v.length > 0, { message: "Write your message." })
        .refine((v) => v.length === 0 || chars(v) >= CONTACT_LIMITS.messageMin, {
          message: `Your message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
        })
        .refine((v) => chars(v) <= CONTACT_LIMITS.messageMax, {
          message: `Your message must be at most ${CONTACT_LIMITS.messageMax.toLocaleString("en")} characters.`,
        }),
      consent: optionalString
        .transform((v) => ["on", "yes", "true", "1"].includes(v.trim().toLowerCase()))
        .refine((v) => v || !opts.requireConsent, {
          message: "Please agree to the privacy notice so we can answer you.",
        }),
    })
    .transform((v) => ({
      ...v,
      // A date only means something for a booking; other topics never store one.
      dateWanted: v.topic === "booking" ? v.dateWanted : null,
    }));
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

/** Field order on the page, so the browser can focus the first invalid one. */
export const CONTACT_FIELD_ORDER = ["name", "email", "phone", "topic", "dateWanted", "message", "attachment", "consent"] as const;
