/**
 * Accepting a contact message: rate limits, validation, spam defences, then
 * the message and its deliveries stored in one transaction — before any
 * e-mail is attempted. Spam is stored silently and never e-mailed.
 */
import { translatorFor } from "~/core/i18n/catalogues.server.ts";
import { formatNumber } from "~/core/i18n/format.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, TOKEN_FIELD } from "~/capabilities/contact/lib/fields.ts";
import type { FieldErrors } from "~/core/validation/forms.ts";
import { formToObject, issuesToErrors } from "~/core/validation/forms.ts";
import { zodErrorMap } from "~/core/i18n/zod.ts";
import { CONTACT_LIMITS, contactSchema } from "~/capabilities/contact/schemas.ts";
import { env } from "~/core/env.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import {
  findByIdempotencyKey,
  storeMessage,
  type Message,
} from "~/capabilities/contact/server/data/messages.server.ts";
import type { NewContactMail } from "~/capabilities/contact/server/data/deliveries.server.ts";
import { hmac } from "~/core/http/sign.server.ts";
import { blockedFor, consume, contactRules } from "~/core/http/rate-limit.server.ts";
import { outboxStatus, siteInbox, wakeOutbox } from "~/core/mail/index.server.ts";
import { signalOutcome } from "~/core/observe.server.ts";
import { CONTACT_AUTOREPLY, CONTACT_NOTIFICATION } from "~/capabilities/contact/lib/mail-kinds.ts";
import { autoreplyWorks } from "./mail/autoreply.server.ts";

/** The outcome a delivered-to-the-inbox message signals (declared in the manifest's `outcomes`). */
export const CONTACT_MESSAGE_OUTCOME = "contact_message";
import type { ContactForm } from "./form.server.ts";
import { spamReasons } from "./spam.server.ts";
import { activeLanguage } from "~/core/i18n/site-language.server.ts";

export type SubmitOutcome =
  | { kind: "invalid"; status: 400 | 413 | 415; errors: FieldErrors; input: Record<string, string | string[]> }
  | { kind: "rate_limited"; retryAfter: number; input: Record<string, string | string[]> }
  | { kind: "stored"; message: Message; created: boolean; spam: boolean };

export interface SubmitArgs {
  form: ContactForm;
  ip: string;
  userAgent: string | null;
  now?: Date;
}

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor's input to show again: never the hidden spam fields' values. */
function keptInput(fields: URLSearchParams): Record<string, string | string[]> {
  const input = formToObject(fields);
  delete input[HONEYPOT_FIELD];
  delete input[TOKEN_FIELD];
  return input;
}

export async function submitContact(args: SubmitArgs): Promise<SubmitOutcome> {
  const { fields, file, fileProblem } = args.form;
  const now = args.now ?? new Date();
  const input = keptInput(fields);
  const rules = contactRules(args.ip);

  const rawKey = fields.get(IDEMPOTENCY_FIELD) ?? "";
  const givenKey = KEY.test(rawKey) ? rawKey : null;
  // A replay of a stored submission answers as the first one did, without counting against the
  // limits, and before them: a retried POST of an address's fifth message must not read "too many".
  const existing = givenKey ? await findByIdempotencyKey(givenKey) : undefined;
  if (existing) return { kind: "stored", message: existing, created: false, spam: existing.status === "spam" };

  const blocked = await blockedFor(rules, now);
  if (blocked) return { kind: "rate_limited", retryAfter: blocked, input };

  const settings = await getSettings();
  const tr = translatorFor(activeLanguage(settings));
  const schema = contactSchema({
    timeZone: settings.time_zone,
    requireConsent: settings.privacy_notice.trim() !== "",
    now,
    tr,
  });
  const parsed = schema.safeParse(formToObject(fields), { error: zodErrorMap(tr) });
  const errors: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  let status: 400 | 413 | 415 = 400;
  if (fileProblem === "too_large") {
    errors.attachment = tr.t("contact.errors.fileTooLarge", {
      mb: formatNumber(tr.intl, CONTACT_LIMITS.attachmentMaxBytes / 1024 / 1024),
    });
    status = 413;
  } else if (fileProblem === "unsupported") {
    errors.attachment = tr.t("contact.errors.fileType");
    status = 415;
  } else if (file && parsed.success && parsed.data.topic !== "booking") {
    errors.attachment = tr.t("contact.errors.fileBookingOnly");
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return {
      kind: "invalid",
      status: Object.keys(errors).some((k) => k !== "attachment") ? 400 : status,
      errors,
      input,
    };
  }
  const value = parsed.data;

  // Two copies racing past the look-up above still store one message: the key is unique (storeMessage).
  const idempotencyKey = givenKey ?? newId();

  const wait = await consume(rules, now);
  if (wait) return { kind: "rate_limited", retryAfter: wait, input };

  const reasons = spamReasons({
    honeypot: fields.getAll(HONEYPOT_FIELD).join(""),
    token: fields.get(TOKEN_FIELD) ?? undefined,
    fields: { name: value.name, phone: value.phone, message: value.message },
    secret: env().SESSION_SECRET,
    now: now.getTime(),
  });
  const spam = reasons.length > 0;
  const [{ transport }, inbox, autoReply] = await Promise.all([
    outboxStatus({ bulk: false }),
    siteInbox(settings),
    spam ? false : autoreplyWorks(),
  ]);

  const { message, created } = await storeMessage(
    {
      name: value.name,
      email: value.email,
      phone: value.phone,
      topic: value.topic,
      dateWanted: value.dateWanted,
      body: value.message,
      consent: value.consent,
      spamReasons: reasons,
      ipHash: hmac("contact-ip", args.ip).slice(0, 22),
      userAgent: args.userAgent,
      idempotencyKey,
      attachment: file
        ? { filename: file.filename, contentType: file.contentType, sha256: file.sha256, data: file.data }
        : null,
      receivedAt: now.toISOString(),
    },
    (m): NewContactMail[] =>
      spam
        ? []
        : [
            { kind: CONTACT_NOTIFICATION, recipient: inbox.address, transport },
            ...(autoReply ? [{ kind: CONTACT_AUTOREPLY, recipient: m.email, transport }] : []),
          ],
  );
  if (created && !spam) {
    wakeOutbox();
    // Counted by whoever observes outcomes (Insights): a message, never its content.
    signalOutcome({ kind: CONTACT_MESSAGE_OUTCOME, subject: "" });
  }
  return { kind: "stored", message, created, spam };
}
