/**
 * /checkout/return/:orderId?k=… — the page after the provider's: paid (with
 * the tickets' links), still confirming, or not paid (the places are free
 * again, nothing was charged). Private, never cached, not indexed.
 */
import { data } from "react-router";
import type { Route } from "./+types/checkout-return";
import { now } from "~/core/clock.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { formatMoney } from "~/capabilities/payments/lib/money.ts";
import { returnView } from "~/capabilities/payments/server/return.server.ts";

export async function loader({ request, params }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const v = await returnView(params.orderId, q.get("k") ?? "", q.get("cancelled") === "1", now());
  if (!v) throw notFound();
  const tr = await siteI18n();
  const t = tr.t;
  const o = v.order;
  const paid = o.state === "paid" || o.state === "partially_refunded";
  const heading = paid
    ? t("payments.return.paid")
    : o.state === "pending"
      ? t("payments.return.pending")
      : t("payments.return.notPaid");
  const lead = paid
    ? o.kind === "support"
      ? t("payments.return.paidSupport", { email: o.email })
      : o.kind === "release"
        ? t("payments.return.paidRelease", { email: o.email })
        : t("payments.return.paidTickets", { email: o.email })
    : o.state === "pending"
      ? t("payments.return.pendingLead")
      : o.state === "refunded"
        ? t("payments.return.refunded")
        : t("payments.return.notPaidLead");
  return data(
    {
      heading,
      lead,
      number: t("payments.return.number", { number: o.number, total: formatMoney(o.total, o.currency, tr.intl) }),
      testMode: o.test_mode ? t("payments.buy.testMode") : null,
      tickets: v.tickets,
      download: v.download,
      downloadLabel: t("payments.return.download"),
      ticketsHeading: t("payments.return.tickets"),
      pending: o.state === "pending",
      again: t("payments.return.again"),
      pageTitle: heading,
    },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, { title: loaderData?.pageTitle ?? "Order", path: "/" }),
  { name: "robots", content: "noindex" },
  // Still confirming: look again in a few seconds, without JavaScript.
  ...(loaderData?.pending ? [{ httpEquiv: "refresh", content: "5" }] : []),
];

export default function CheckoutReturn({ loaderData: d }: Route.ComponentProps) {
  return (
    <main id="main" className="container checkout-page">
      <h1>{d.heading}</h1>
      {d.testMode ? <p className="notice">{d.testMode}</p> : null}
      <p role="status">{d.lead}</p>
      <p>{d.number}</p>
      {d.tickets.length ? (
        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{d.ticketsHeading}</h2>
          <ul>
            {d.tickets.map((k) => (
              <li key={k.href}>
                <a href={k.href}>{k.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.download ? (
        <p>
          <a className="button" href={d.download}>
            {d.downloadLabel}
          </a>
        </p>
      ) : null}
      {d.pending ? (
        <p>
          <a href="">{d.again}</a>
        </p>
      ) : null}
    </main>
  );
}
