/**
 * Settings → Payments (issue 29): the provider, its test and live keys
 * (sealed at rest, ADR 0013; never sent back to the browser), the currency,
 * the seller's name and address and the VAT rate for receipts, and support.
 * "Connect and test" tries the keys in the form before they are saved. Every
 * change is audited with the names of the fields that changed, never a value
 * of a secret.
 */
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { sealSecret } from "~/core/secrets/secret-box.server.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { isCurrency, parseAmount, toDecimal } from "../lib/money.ts";
import { makeProvider, paymentsConfig, SECRET_FIELDS, SECRET_PURPOSE, type SecretField } from "./config.server.ts";
import { readPaymentSettings, writePaymentSettings, type PaymentSettingsValues } from "./data/settings.server.ts";
import { openSecret } from "~/core/secrets/secret-box.server.ts";
import { env } from "~/core/env.server.ts";

export type SecretState = "unset" | "set" | "unreadable";

export interface PaymentSettingsView {
  values: Record<string, string>;
  secrets: Record<SecretField, SecretState>;
  /** Keys the server's environment sets (they win). */
  fromServer: string[];
  testMode: boolean;
  problem: string | null;
  provider: string | null;
}

const KEY_RULES: Record<SecretField, RegExp> = {
  stripe_test_key: /^(sk|rk)_test_\w+$/,
  stripe_live_key: /^(sk|rk)_live_\w+$/,
  stripe_test_webhook_secret: /^whsec_\w+$/,
  stripe_live_webhook_secret: /^whsec_\w+$/,
  mollie_test_key: /^test_\w{20,}$/,
  mollie_live_key: /^live_\w{20,}$/,
};

/** Listed literally for the catalogue check. */
const KEY_ERRORS: Record<SecretField, string> = {
  stripe_test_key: "payments.studio.settings.errors.stripeTest",
  stripe_live_key: "payments.studio.settings.errors.stripeLive",
  stripe_test_webhook_secret: "payments.studio.settings.errors.whsec",
  stripe_live_webhook_secret: "payments.studio.settings.errors.whsec",
  mollie_test_key: "payments.studio.settings.errors.mollieTest",
  mollie_live_key: "payments.studio.settings.errors.mollieLive",
};

export async function paymentSettingsView(): Promise<PaymentSettingsView> {
  const s = await readPaymentSettings();
  const c = await paymentsConfig(s);
  const secrets = {} as Record<SecretField, SecretState>;
  for (const f of SECRET_FIELDS)
    secrets[f] = s[f] === "" ? "unset" : openSecret(s[f], SECRET_PURPOSE[f]) === null ? "unreadable" : "set";
  const e = env();
  const fromServer = [
    e.STRIPE_SECRET_KEY ? "STRIPE_SECRET_KEY" : "",
    e.STRIPE_WEBHOOK_SECRET ? "STRIPE_WEBHOOK_SECRET" : "",
    e.MOLLIE_API_KEY ? "MOLLIE_API_KEY" : "",
  ].filter(Boolean);
  return {
    values: {
      provider: s.provider,
      live: s.live ? "on" : "",
      currency: s.currency,
      seller_name: s.seller_name,
      seller_address: s.seller_address,
      vat_rate: s.vat_rate ? String(s.vat_rate / 100) : "",
      support_enabled: s.support_enabled ? "on" : "",
      support_amounts: supportAmounts(s.support_amounts)
        .map((a) => toDecimal(a).replace(/\.00$/, ""))
        .join(", "),
      support_min: toDecimal(s.support_min),
    },
    secrets,
    fromServer,
    testMode: c.testMode,
    problem: c.problem,
    provider: c.provider,
  };
}

export function supportAmounts(json: string): number[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, 6) : [];
  } catch {
    return [];
  }
}

const text = (f: FormData, k: string, max = 500) =>
  String(f.get(k) ?? "")
    .slice(0, max)
    .trim();

export type SettingsFormResult =
  | { ok: true; values: PaymentSettingsValues; before: PaymentSettingsValues }
  | { ok: false; errors: FieldErrors; input: FormInput };

/** The form as the row it would save: secrets sealed; an empty secret field keeps the saved one unless "Replace" is ticked. */
export async function readPaymentSettingsForm(form: FormData, tr: Pick<Translator, "t">): Promise<SettingsFormResult> {
  const t = tr.t;
  const before = await readPaymentSettings();
  const errors: FieldErrors = {};
  const input: FormInput = {};
  for (const k of [
    "provider",
    "live",
    "currency",
    "seller_name",
    "seller_address",
    "vat_rate",
    "support_enabled",
    "support_amounts",
    "support_min",
  ])
    input[k] = text(form, k, 2000);
  const provider = input.provider === "stripe" || input.provider === "mollie" ? input.provider : "none";
  const currency = String(input.currency).toUpperCase();
  if (!isCurrency(currency)) errors.currency = t("payments.studio.settings.errors.currency");
  const vatText = String(input.vat_rate).replace(",", ".").replace("%", "").trim();
  const vat = vatText === "" ? 0 : Number(vatText);
  if (!(Number.isFinite(vat) && vat >= 0 && vat <= 50 && Math.round(vat * 100) === vat * 100))
    errors.vat_rate = t("payments.studio.settings.errors.vat");
  const amounts = String(input.support_amounts)
    .split(/[\s;]+|,(?=\s)|,$/)
    .map((x) => x.trim())
    .filter(Boolean)
    .map(parseAmount);
  if (amounts.some((a) => a === null || a < 1) || amounts.length > 6)
    errors.support_amounts = t("payments.studio.settings.errors.amounts");
  const min = parseAmount(String(input.support_min) || "1");
  if (min === null || min < 1) errors.support_min = t("payments.studio.settings.errors.min");
  if (String(input.seller_name).length > 200) errors.seller_name = t("payments.studio.settings.errors.long");
  const secret = {} as Record<SecretField, string>;
  for (const f of SECRET_FIELDS) {
    const typed = text(form, f, 300);
    if (typed && !KEY_RULES[f].test(typed)) errors[f] = t(KEY_ERRORS[f]);
    secret[f] = typed ? sealSecret(typed, SECRET_PURPOSE[f]) : form.get(`${f}_replace`) === "on" ? "" : before[f];
  }
  if (Object.keys(errors).length) return { ok: false, errors, input };
  return {
    ok: true,
    before,
    values: {
      ...secret,
      provider,
      live: input.live === "on" ? 1 : 0,
      currency,
      seller_name: String(input.seller_name),
      seller_address: String(input.seller_address).slice(0, 500),
      vat_rate: Math.round(vat * 100),
      support_enabled: input.support_enabled === "on" ? 1 : 0,
      support_amounts: JSON.stringify(amounts),
      support_min: min ?? 100,
    },
  };
}

export async function savePaymentSettings(actor: Actor, values: PaymentSettingsValues, before: PaymentSettingsValues) {
  await writePaymentSettings(values);
  const changed = (Object.keys(values) as (keyof PaymentSettingsValues)[]).filter((k) => values[k] !== before[k]);
  await audit(actor, "payments.settings", "site", null, { provider: values.provider, live: values.live, changed });
}

/** "Connect and test" with the keys in the form, before they are saved: one harmless authenticated call. */
export async function testPaymentSettings(
  actor: Actor,
  values: PaymentSettingsValues,
  tr: Pick<Translator, "t">,
): Promise<{ ok: boolean; message: string }> {
  const c = await paymentsConfig(values);
  if (!c.provider) return { ok: false, message: tr.t("payments.studio.settings.test.none") };
  const mode = c.testMode ? "test" : "live";
  const sealed = values[`${c.provider}_${mode}_key` as SecretField];
  const e = env();
  const key =
    c.source === "env"
      ? (c.provider === "stripe" ? e.STRIPE_SECRET_KEY : e.MOLLIE_API_KEY)!
      : sealed
        ? openSecret(sealed, SECRET_PURPOSE[`${c.provider}_${mode}_key` as SecretField])
        : null;
  if (!key) return { ok: false, message: tr.t("payments.studio.settings.test.noKey", { mode }) };
  const r = await makeProvider(c.provider, key).check();
  await audit(actor, "payments.test", "site", null, { ok: r.ok, provider: c.provider, mode });
  if (!r.ok) return { ok: false, message: tr.t("payments.studio.settings.test.failed", { error: r.message }) };
  return {
    ok: true,
    message:
      c.problem && c.problem.includes("webhook")
        ? tr.t("payments.studio.settings.test.okNoWebhook", { account: r.account })
        : tr.t("payments.studio.settings.test.ok", { account: r.account }),
  };
}
