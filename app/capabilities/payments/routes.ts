/** The payments capability's routes, placed by app/routes.ts. Paths are relative to their section. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Outside any layout: the providers' webhooks, a ticket's PDF. */
export const resources: RouteConfigEntry[] = [
  route("webhooks/stripe", "capabilities/payments/routes/resources/webhook-stripe.ts"),
  route("webhooks/mollie", "capabilities/payments/routes/resources/webhook-mollie.ts"),
  route("tickets/:token/tickets.pdf", "capabilities/payments/routes/resources/ticket-pdf.ts"),
  route("downloads/:token/:file", "capabilities/payments/routes/resources/download-file.ts"),
];

/** Inside the public layout. */
export const site: RouteConfigEntry[] = [
  route("checkout/return/:orderId", "capabilities/payments/routes/site/checkout-return.tsx"),
  route("checkout/:eventId/:date", "capabilities/payments/routes/site/checkout.tsx"),
  route("tickets/:token", "capabilities/payments/routes/site/ticket.tsx"),
  route("support", "capabilities/payments/routes/site/support.tsx"),
  route("releases/:slug", "capabilities/payments/routes/site/release.tsx"),
  route("redeem", "capabilities/payments/routes/site/redeem.tsx"),
  route("downloads/:token", "capabilities/payments/routes/site/download.tsx"),
];

/** Inside /admin (signed in). */
export const admin: RouteConfigEntry[] = [
  route("orders", "capabilities/payments/routes/admin/orders.tsx"),
  route("orders/export.csv", "capabilities/payments/routes/admin/orders-export.ts"),
  route("orders/:id", "capabilities/payments/routes/admin/order.tsx"),
  route("tickets", "capabilities/payments/routes/admin/tickets.tsx"),
  route("tickets/:eventId", "capabilities/payments/routes/admin/tickets-event.tsx"),
  route("settings/payments", "capabilities/payments/routes/admin/payment-settings.tsx"),
  route("tickets/:eventId/:date/admit", "capabilities/payments/routes/admin/admit.ts"),
  route("store", "capabilities/payments/routes/admin/store.tsx"),
  route("store/codes.csv", "capabilities/payments/routes/admin/store-codes.ts"),
];
