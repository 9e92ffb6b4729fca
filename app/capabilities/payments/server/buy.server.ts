/**
 * A visitor's Buy and Support forms (issue 29): rate limits, the contact
 * form's spam defences (honeypot, signed timing token — silent), the fields,
 * then the checkout (checkout.server.ts). Everything that costs money comes
 * from our records: the form only says which types and how many.
 */
import { isDatabaseBusy } from "~/core/db/busy.server.ts";
import { checkAddress } from "~/capabilities/fans/index.ts";
import { env } from "~/core/env.server.ts";
import { hmac } from "~/core/http/sign.server.ts";
import { blockedFor, consume, type Rule } from "~/core/http/rate-limit.server.ts";
import { requestLanguage } from "~/core/i18n/request-language.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { readLines, type BuyWords } from "../lib/buy-form.ts";
import { F, MESSAGE_MAX, NAME_MAX } from "../lib/fields.ts";
import { formatMoney, MAX_AMOUNT, parseAmount } from "../lib/money.ts";
import { startSupportCheckout, startTicketCheckout, type CheckoutResult } from "./checkout.server.ts";
import { readPaymentSettings } from "./data/settings.server.ts";
import { typesForDate } from "./data/types.server.ts";
import { checkFormToken } from "~/core/http/form-token.server.ts";
import { supportAmounts } from "./settings.server.ts";

const MIN = 60_000;
export const rules = (ip: string, email: string | null): Rule[] => [
  { key: `buy:ip10m:${ip}`, limit: 10, windowMs: 10 * MIN },
  { key: `buy:ipday:${ip}`, limit: 60, windowMs: 24 * 60 * MIN },
  ...(email ? [{ key: `buy:addr:${hmac("buy-addr", email).slice(0, 22)}`, limit: 10, windowMs: 60 * MIN }] : []),
];

export type BuyOutcome =
  | { kind: "invalid"; errors: FieldErrors; input: FormInput; status: 400 | 409 | 429 | 503; retryAfter?: number }
  | { kind: "redirect"; url: string }
  /** A bot (honeypot, timing token): sent back to the page, nothing stored. */
  | { kind: "ignored" };

const text = (form: FormData, k: string, max = 300) => String(form.get(k) ?? "").slice(0, max);

/** A buyer (by address and by network) past the rate limit: the 429 with when to try again, or null. */
export async function tooMany(
  form: FormData,
  ip: string,
  email: string,
  now: Date,
  t: (key: string) => string,
): Promise<BuyOutcome | null> {
  const wait = await consume(rules(ip, email), now);
  if (!wait) return null;
  return {
    kind: "invalid",
    errors: { _form: t("payments.errors.tooMany") },
    input: keptInput(form),
    status: 429,
    retryAfter: wait,
  };
}

export function keptInput(form: FormData): FormInput {
  const out: FormInput = {};
  for (const [k, v] of form.entries())
    if (typeof v === "string" && k !== F.token && k !== F.honeypot && k !== "csrf") out[k] = v.slice(0, MESSAGE_MAX);
  return out;
}

/** Name and e-mail, checked as the RSVP form checks them. */
export async function who(form: FormData, errors: FieldErrors): Promise<{ name: string; email: string } | null> {
  const { t } = await siteI18n();
  const address = checkAddress(text(form, F.email, 400), t);
  if (!address.ok) errors[F.email] = address.message;
  const name = text(form, F.name, 400).replace(/\s+/g, " ").trim();
  if (!name) errors[F.name] = t("payments.errors.name");
  else if (name.length > NAME_MAX) errors[F.name] = t("payments.errors.nameLong", { max: NAME_MAX });
  else if (/https?:\/\/|www\.|[<>]/i.test(name)) errors[F.name] = t("payments.errors.nameLink");
  return address.ok && !errors[F.name] ? { name, email: address.address.toLowerCase() } : null;
}

export async function gate(form: FormData, ip: string, now: Date): Promise<BuyOutcome | null> {
  const { t } = await siteI18n();
  const early = checkAddress(text(form, F.email, 400), t);
  const blocked = await blockedFor(rules(ip, early.ok ? early.address.toLowerCase() : null), now);
  if (blocked)
    return {
      kind: "invalid",
      errors: { _form: t("payments.errors.tooMany") },
      input: keptInput(form),
      status: 429,
      retryAfter: blocked,
    };
  const honeypot = form.getAll(F.honeypot).join("").trim();
  if (honeypot !== "" || checkFormToken(form.get(F.token) ?? undefined, env().SESSION_SECRET, now.getTime()))
    return { kind: "ignored" };
  return null;
}

export async function after(r: CheckoutResult, form: FormData): Promise<BuyOutcome> {
  const { t } = await siteI18n();
  const input = keptInput(form);
  if (r.kind === "redirect") return { kind: "redirect", url: r.url };
  if (r.kind === "closed")
    return { kind: "invalid", errors: { _form: t("payments.errors.closed") }, input, status: 409 };
  if (r.kind === "unavailable")
    return { kind: "invalid", errors: { _form: t("payments.errors.unavailable") }, input, status: 503 };
  const errors: FieldErrors = {
    _form: r.dateLeft === 0 ? t("payments.errors.soldOut") : t("payments.errors.notEnough"),
  };
  for (const [typeId, left] of Object.entries(r.left))
    errors[F.qty(typeId)] = left === 0 ? t("payments.buy.soldOut") : t("payments.buy.fewLeft", { count: left });
  return { kind: "invalid", errors, input, status: 409 };
}

export async function submitBuy(a: {
  eventId: string;
  date: string;
  form: FormData;
  origin: string;
  ip: string;
  now?: Date;
}): Promise<BuyOutcome> {
  const now = a.now ?? new Date();
  const gated = await gate(a.form, a.ip, now);
  if (gated) return gated;
  const [tr, types, settings] = await Promise.all([siteI18n(), typesForDate(a.eventId, a.date), readPaymentSettings()]);
  const t = tr.t;
  const words: BuyWords = {
    none: t("payments.errors.none"),
    quantity: (max) => t("payments.errors.quantity", { max }),
    amount: (min) => t("payments.errors.amount", { min }),
    currency: t("payments.errors.currency"),
    unknownType: t("payments.errors.unknownType"),
  };
  const errors: FieldErrors = {};
  const lines = readLines(
    a.form,
    types.map((x) => ({
      id: x.id,
      name: x.name,
      price: x.price,
      currency: x.currency,
      maxPerOrder: x.max_per_order,
      pwyw: x.pwyw === 1,
      pwywMin: x.pwyw_min,
    })),
    words,
    (n, c) => formatMoney(n, c, tr.intl),
  );
  if (!lines.ok) Object.assign(errors, lines.errors);
  const person = await who(a.form, errors);
  if (!lines.ok || !person || Object.keys(errors).length) {
    if (errors.form) {
      errors._form = errors.form;
      delete errors.form;
    }
    errors._form ??= t("payments.errors.check");
    return { kind: "invalid", errors, input: keptInput(a.form), status: 400 };
  }
  const throttled = await tooMany(a.form, a.ip, person.email, now, t);
  if (throttled) return throttled;
  let r: CheckoutResult;
  try {
    r = await startTicketCheckout(
      {
        origin: a.origin,
        eventId: a.eventId,
        date: a.date,
        ...person,
        language: requestLanguage() ?? null,
        lines: lines.lines,
        currency: lines.currency,
      },
      types,
      settings.vat_rate,
      now.getTime(),
    );
  } catch (error) {
    // An on-sale surge: no database connection (or write lock) came free in time. Nothing was charged, and a
    // hold made before the wait ends by itself: say so and when to try, not an error page (ADR 2913).
    if (!isDatabaseBusy(error)) throw error;
    console.warn(`[warn] Buy for ${a.eventId} ${a.date}: the database was too busy (${(error as Error).message})`);
    return {
      kind: "invalid",
      errors: { _form: t("payments.errors.unavailable") },
      input: keptInput(a.form),
      status: 503,
      retryAfter: BUSY_RETRY_SECONDS,
    };
  }
  return after(r, a.form);
}

/** How long a buyer turned away in a surge is asked to wait (Retry-After). */
const BUSY_RETRY_SECONDS = 30;

export async function submitSupport(a: {
  form: FormData;
  ip: string;
  origin: string;
  now?: Date;
}): Promise<BuyOutcome> {
  const now = a.now ?? new Date();
  const gated = await gate(a.form, a.ip, now);
  if (gated) return gated;
  const [tr, settings, site] = await Promise.all([siteI18n(), readPaymentSettings(), getSettings()]);
  const t = tr.t;
  if (!settings.support_enabled)
    return { kind: "invalid", errors: { _form: t("payments.errors.closed") }, input: keptInput(a.form), status: 409 };
  const errors: FieldErrors = {};
  const choice = text(a.form, F.support, 20);
  const amount =
    choice === "other" || choice === "" ? parseAmount(text(a.form, F.supportOther, 20)) : parseAmount(choice);
  if (amount === null || amount < settings.support_min || amount > MAX_AMOUNT)
    errors[choice === "other" || choice === "" ? F.supportOther : F.support] = t("payments.errors.amount", {
      min: formatMoney(settings.support_min, settings.currency, tr.intl),
    });
  // A suggested amount that is not one of ours is refused: the form only names them.
  if (
    choice !== "other" &&
    choice !== "" &&
    amount !== null &&
    !supportAmounts(settings.support_amounts).includes(amount)
  )
    errors[F.support] = t("payments.errors.unknownAmount");
  const message = text(a.form, F.message, MESSAGE_MAX + 1).trim();
  if (message.length > MESSAGE_MAX) errors[F.message] = t("payments.errors.messageLong", { max: MESSAGE_MAX });
  const person = await who(a.form, errors);
  if (!person || Object.keys(errors).length || amount === null)
    return {
      kind: "invalid",
      errors: { ...errors, _form: t("payments.errors.check") },
      input: keptInput(a.form),
      status: 400,
    };
  const throttled = await tooMany(a.form, a.ip, person.email, now, t);
  if (throttled) return throttled;
  const r = await startSupportCheckout(
    { origin: a.origin, amount, ...person, message, language: requestLanguage() ?? null },
    site.name,
    now.getTime(),
  );
  return after(r, a.form);
}
