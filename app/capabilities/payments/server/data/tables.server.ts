/**
 * Row types of the payments tables (issue 29). Money is an integer of minor
 * units (cents) with its ISO 4217 currency; timestamps ISO-8601 UTC text;
 * booleans 0/1; dates "YYYY-MM-DD" occurrence keys ("" = every date).
 */

export type OrderState = "pending" | "paid" | "partially_refunded" | "refunded" | "expired";
export type OrderKind = "tickets" | "support" | "release";
export type ProviderName = "stripe" | "mollie";

/** One row (id 1): the owner's Settings → Payments. Secrets are sealed (ADR 0013). */
export interface PaymentSettingsTable {
  id: number;
  provider: "none" | ProviderName;
  /** 1: the live keys are used; 0: the test keys (a ribbon says so). */
  live: number;
  stripe_test_key: string;
  stripe_live_key: string;
  stripe_test_webhook_secret: string;
  stripe_live_webhook_secret: string;
  mollie_test_key: string;
  mollie_live_key: string;
  currency: string;
  seller_name: string;
  seller_address: string;
  /** Basis points (1900 = 19 %); 0: no VAT shown. Prices include it. */
  vat_rate: number;
  support_enabled: number;
  /** JSON: suggested amounts in minor units. */
  support_amounts: string;
  support_min: number;
  updated_at: string;
}

export interface TicketTypesTable {
  id: string;
  event_id: string;
  /** "" for every date of the event; a date key for one date. */
  date: string;
  name: string;
  /** Minor units; for pay-what-you-want the suggested price. */
  price: number;
  currency: string;
  /** Places of this type per date. */
  quantity: number;
  /** Wall-clock "YYYY-MM-DDTHH:mm" in the event's zone, as ticket links' on-sale times (ADR 0108). */
  on_sale: string | null;
  off_sale: string | null;
  max_per_order: number;
  pwyw: number;
  /** Pay what you want: the least accepted, minor units. */
  pwyw_min: number;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  /** What the buyer and the receipts call it: "M-7KX4QH2M". */
  number: string;
  kind: OrderKind;
  event_id: string | null;
  date: string | null;
  email: string;
  name: string;
  /** The page's language (its e-mails speak it); null: the site's default. */
  language: string | null;
  state: OrderState;
  currency: string;
  total: number;
  places: number;
  vat_rate: number;
  vat_amount: number;
  provider: ProviderName;
  test_mode: number;
  /** Stripe's Checkout Session id or Mollie's payment id. */
  provider_ref: string | null;
  /** Stripe's PaymentIntent (refunds go to it); Mollie's payment id again. */
  payment_ref: string | null;
  checkout_url: string | null;
  hold_until: string | null;
  /** The provider's fee where it reports one (Stripe), minor units. */
  fee: number | null;
  refunded: number;
  /** Support: the optional message to the owner. */
  message: string;
  /** 1: the provider's page is known to be closed (paid, expired, cancelled): nothing left to poll. */
  settled: number;
  created_at: string;
  paid_at: string | null;
  mailed_at: string | null;
  updated_at: string;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  type_id: string | null;
  name: string;
  unit_price: number;
  quantity: number;
}

export interface TicketsTable {
  id: string;
  order_id: string;
  line_id: string;
  event_id: string;
  date: string;
  /** SHA-256 of the ticket's door code (lib/ticket-code.ts): found when typed, never stored plain. */
  token_hash: string;
  /** n of the order's tickets, from 1. */
  position: number;
  state: "valid" | "void";
  checked_in_at: string | null;
  checked_in_by: string | null;
}

/** An order's timeline: created, paid, e-mailed, scanned, refunded… */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  at: string;
  kind: string;
  /** JSON. */
  detail: string;
  actor: string | null;
}

export interface RefundsTable {
  id: string;
  order_id: string;
  amount: number;
  state: "pending" | "succeeded" | "failed";
  provider_ref: string | null;
  reason: string;
  error: string | null;
  actor: string | null;
  created_at: string;
  updated_at: string;
}

/** Provider events already handled (Stripe's event ids): a replay changes nothing. */
export interface WebhookReceiptsTable {
  provider: string;
  event_id: string;
  received_at: string;
}

/** "Cancel this date and refund every order": progress, resumable after a restart. */
export interface DateRefundRunsTable {
  id: string;
  event_id: string;
  date: string;
  state: "running" | "done";
  total: number;
  done: number;
  failed: number;
  actor: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTables {
  payment_settings: PaymentSettingsTable;
  ticket_types: TicketTypesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  tickets: TicketsTable;
  order_events: OrderEventsTable;
  refunds: RefundsTable;
  webhook_receipts: WebhookReceiptsTable;
  date_refund_runs: DateRefundRunsTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends PaymentsTables {}
}
