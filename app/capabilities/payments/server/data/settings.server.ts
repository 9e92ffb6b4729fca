/** Settings → Payments, one row (SQL only; sealing and checks are the services'). */
import type { Selectable } from "kysely";
import { db, nowIso } from "~/core/db/client.server.ts";
import type { PaymentSettingsTable } from "./tables.server.ts";

export type PaymentSettingsRow = Selectable<PaymentSettingsTable>;
export type PaymentSettingsValues = Omit<PaymentSettingsRow, "id" | "updated_at">;

export const SETTINGS_DEFAULTS: PaymentSettingsValues = {
  provider: "none",
  live: 0,
  stripe_test_key: "",
  stripe_live_key: "",
  stripe_test_webhook_secret: "",
  stripe_live_webhook_secret: "",
  mollie_test_key: "",
  mollie_live_key: "",
  currency: "EUR",
  seller_name: "",
  seller_address: "",
  vat_rate: 0,
  support_enabled: 0,
  support_amounts: "[500,1000,2500]",
  support_min: 100,
};

export async function readPaymentSettings(): Promise<PaymentSettingsValues> {
  const r = await db().selectFrom("payment_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!r) return { ...SETTINGS_DEFAULTS };
  const { id: _id, updated_at: _u, ...values } = r;
  return values;
}

/** The whole row at once (nothing half-saved). */
export async function writePaymentSettings(values: PaymentSettingsValues): Promise<void> {
  const at = nowIso();
  await db()
    .insertInto("payment_settings")
    .values({ id: 1, ...values, updated_at: at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ ...values, updated_at: at }))
    .execute();
}
