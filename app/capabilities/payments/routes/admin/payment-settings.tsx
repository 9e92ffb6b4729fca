/**
 * /admin/settings/payments — Settings → Payments, owner only (issue 29): the
 * provider, test and live keys (sealed at rest, never sent back: "saved"
 * with a Replace box), the site's currency, the seller and VAT on receipts,
 * support. "Connect and test" tries the keys in the form before saving.
 */
import { data, useFetcher, useLocation } from "react-router";
import type { Route } from "./+types/payment-settings";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { CheckboxField, SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { publicOrigin } from "~/core/env.server.ts";
import { CURRENCIES } from "~/capabilities/payments/lib/money.ts";
import {
  paymentSettingsView,
  readPaymentSettingsForm,
  savePaymentSettings,
  testPaymentSettings,
} from "~/capabilities/payments/server/settings.server.ts";
import { PaymentsTabs } from "~/capabilities/payments/components/admin/PaymentsTabs.tsx";
import { TestRibbon } from "~/capabilities/payments/components/admin/TestRibbon.tsx";
import css from "~/capabilities/payments/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("payments.studio.settings.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  return { ...(await paymentSettingsView()), webhookBase: publicOrigin(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const r = await readPaymentSettingsForm(form, tr);
  if (!r.ok) return formFailure({ errors: r.errors, input: r.input });
  if (form.get("intent") === "test")
    return data({ test: await testPaymentSettings(actor, r.values, tr) }, { headers: { "Cache-Control": "no-store" } });
  await savePaymentSettings(actor, r.values, r.before);
  return redirectWithToast(
    "/admin/settings/payments",
    { type: "success", message: tr.t("payments.studio.settings.saved") },
    context,
  );
}

/** The secret fields and their labels' keys, listed literally for the catalogue check. */
const SECRETS = [
  ["stripe_test_key", "payments.studio.settings.stripe_test_key"],
  ["stripe_live_key", "payments.studio.settings.stripe_live_key"],
  ["stripe_test_webhook_secret", "payments.studio.settings.stripe_test_webhook_secret"],
  ["stripe_live_webhook_secret", "payments.studio.settings.stripe_live_webhook_secret"],
  ["mollie_test_key", "payments.studio.settings.mollie_test_key"],
  ["mollie_live_key", "payments.studio.settings.mollie_live_key"],
] as const;

export default function PaymentSettings({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const { key } = useLocation();
  const tester = useFetcher<typeof action>();
  const failure =
    actionData && "errors" in actionData
      ? actionData
      : tester.data && "errors" in tester.data
        ? tester.data
        : undefined;
  const tested =
    tester.data && "test" in tester.data
      ? tester.data.test
      : actionData && "test" in actionData
        ? actionData.test
        : undefined;
  const v = (failure?.input ?? d.values) as Record<string, string>;
  const e = failure?.errors ?? {};
  return (
    <>
      <h1>{t("payments.studio.settings.title")}</h1>
      <PaymentsTabs owner />
      <TestRibbon on={d.provider !== null && d.testMode} />
      {d.problem ? <p className="notice">{t("payments.studio.settings.problem", { problem: d.problem })}</p> : null}
      <p>{t("payments.studio.settings.intro")}</p>
      {d.fromServer.length ? (
        <p className="notice">{t("payments.studio.settings.fromServer", { names: d.fromServer.join(", ") })}</p>
      ) : null}
      <AdminForm
        key={key}
        errors={e}
        className="form payments-settings"
        noValidate
        onSubmit={(ev) => {
          const submitter = (ev.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value !== "test") return;
          ev.preventDefault();
          void tester.submit(submitter, { method: "post" });
        }}
      >
        <fieldset>
          <legend>{t("payments.studio.settings.provider")}</legend>
          <div className="payments-grid">
            <SelectField
              label={t("payments.studio.settings.provider")}
              name="provider"
              defaultValue={v.provider}
              options={[
                { value: "none", label: t("payments.studio.settings.none") },
                { value: "stripe", label: "Stripe" },
                { value: "mollie", label: "Mollie" },
              ]}
            />
            <CheckboxField
              label={t("payments.studio.settings.live")}
              name="live"
              defaultChecked={v.live === "on"}
              hint={t("payments.studio.settings.liveHint")}
            />
          </div>
          <div className="payments-grid">
            {SECRETS.map(([f, label]) => (
              <div key={f} className="payments-secret">
                <TextField
                  label={t(label)}
                  name={f}
                  type="password"
                  autoComplete="new-password"
                  error={e[f]}
                  hint={
                    d.secrets[f] === "set"
                      ? t("payments.studio.settings.secretSaved")
                      : d.secrets[f] === "unreadable"
                        ? t("payments.studio.settings.unreadable")
                        : undefined
                  }
                />
                {d.secrets[f] !== "unset" ? (
                  <CheckboxField label={t("payments.studio.settings.replace")} name={`${f}_replace`} />
                ) : null}
              </div>
            ))}
          </div>
          <p className="hint">
            {t("payments.studio.settings.webhooks", {
              stripe: `${d.webhookBase}/webhooks/stripe`,
              mollie: `${d.webhookBase}/webhooks/mollie`,
            })}
          </p>
        </fieldset>
        <fieldset>
          <legend>{t("payments.studio.settings.receipts")}</legend>
          <div className="payments-grid">
            <SelectField
              label={t("payments.studio.settings.currency")}
              name="currency"
              defaultValue={v.currency}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              error={e.currency}
            />
            <TextField
              label={t("payments.studio.settings.vat")}
              name="vat_rate"
              inputMode="decimal"
              defaultValue={v.vat_rate}
              error={e.vat_rate}
              hint={t("payments.studio.settings.vatHint")}
            />
            <TextField
              label={t("payments.studio.settings.seller")}
              name="seller_name"
              defaultValue={v.seller_name}
              error={e.seller_name}
              maxLength={200}
            />
          </div>
          <TextArea
            label={t("payments.studio.settings.address")}
            name="seller_address"
            defaultValue={v.seller_address}
            rows={3}
            maxLength={500}
          />
        </fieldset>
        <fieldset>
          <legend>{t("payments.studio.settings.support")}</legend>
          <CheckboxField
            label={t("payments.studio.settings.supportOn")}
            name="support_enabled"
            defaultChecked={v.support_enabled === "on"}
            hint={t("payments.studio.settings.supportHint")}
          />
          <div className="payments-grid">
            <TextField
              label={t("payments.studio.settings.amounts")}
              name="support_amounts"
              defaultValue={v.support_amounts}
              error={e.support_amounts}
              hint={t("payments.studio.settings.amountsHint")}
            />
            <TextField
              label={t("payments.studio.settings.min")}
              name="support_min"
              inputMode="decimal"
              defaultValue={v.support_min}
              error={e.support_min}
            />
          </div>
        </fieldset>
        <div role="status" aria-live="polite">
          {tested ? <p className={`notice ${tested.ok ? "success" : "error"}`}>{tested.message}</p> : null}
        </div>
        <SaveBar>
          <SubmitButton name="intent" value="save">
            {t("payments.studio.settings.save")}
          </SubmitButton>
          <button
            type="submit"
            name="intent"
            value="test"
            className="button secondary"
            disabled={tester.state !== "idle"}
            aria-busy={tester.state !== "idle" || undefined}
          >
            {tester.state !== "idle" ? t("payments.studio.settings.testing") : t("payments.studio.settings.test")}
          </button>
        </SaveBar>
      </AdminForm>
    </>
  );
}
