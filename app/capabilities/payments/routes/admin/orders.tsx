/**
 * /admin/orders — every order and support payment (issue 29): search by
 * number, name or address; filters by state, kind, event and dates; the
 * accounting CSV with the same filters. Editors and owners.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/orders";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { formatMoney } from "~/capabilities/payments/lib/money.ts";
import { ordersPage, readFilters } from "~/capabilities/payments/server/studio.server.ts";
import { paymentsConfig } from "~/capabilities/payments/server/config.server.ts";
import { PaymentsTabs } from "~/capabilities/payments/components/admin/PaymentsTabs.tsx";
import { TestRibbon } from "~/capabilities/payments/components/admin/TestRibbon.tsx";
import { StateBadge } from "~/capabilities/payments/components/admin/StateBadge.tsx";
import css from "~/capabilities/payments/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("payments.studio.orders.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const url = new URL(request.url);
  const f = readFilters(url.searchParams);
  const [orders, config] = await Promise.all([ordersPage(f), paymentsConfig()]);
  return {
    orders,
    f,
    query: url.search,
    owner: user.role === "owner",
    testMode: config.provider !== null && config.testMode,
  };
}

export default function Orders({ loaderData: d }: Route.ComponentProps) {
  const { t, intl } = useStudioI18n();
  const when = new Intl.DateTimeFormat(intl, { dateStyle: "medium", timeStyle: "short" });
  return (
    <>
      <h1>{t("payments.studio.orders.title")}</h1>
      <PaymentsTabs owner={d.owner} />
      <TestRibbon on={d.testMode} />
      <Form method="get" role="search" className="payments-filters">
        <div className="field">
          <label htmlFor="orders-q">{t("payments.studio.orders.search")}</label>
          <input id="orders-q" type="search" name="q" defaultValue={d.f.q} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="orders-state">{t("payments.studio.orders.state")}</label>
          <select id="orders-state" name="state" defaultValue={d.f.state}>
            <option value="">{t("payments.studio.orders.any")}</option>
            <option value="paid">{t("payments.studio.state.paid")}</option>
            <option value="pending">{t("payments.studio.state.pending")}</option>
            <option value="partially_refunded">{t("payments.studio.state.partially_refunded")}</option>
            <option value="refunded">{t("payments.studio.state.refunded")}</option>
            <option value="expired">{t("payments.studio.state.expired")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-kind">{t("payments.studio.orders.kind")}</label>
          <select id="orders-kind" name="kind" defaultValue={d.f.kind}>
            <option value="">{t("payments.studio.orders.any")}</option>
            <option value="tickets">{t("payments.studio.kind.tickets")}</option>
            <option value="support">{t("payments.studio.kind.support")}</option>
            <option value="release">{t("payments.studio.kind.release")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">{t("payments.studio.orders.from")}</label>
          <input id="orders-from" type="date" name="from" defaultValue={d.f.from} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">{t("payments.studio.orders.to")}</label>
          <input id="orders-to" type="date" name="to" defaultValue={d.f.to} />
        </div>
        {d.f.event ? <input type="hidden" name="event" value={d.f.event} /> : null}
        <button type="submit" className="button secondary">
          {t("payments.studio.orders.filter")}
        </button>
        <a className="button secondary" href={`/admin/orders/export.csv${d.query}`} download>
          {t("payments.studio.orders.csv")}
        </a>
      </Form>
      {d.orders.length === 0 ? (
        <p>{t("payments.studio.orders.none")}</p>
      ) : (
        <div className="payments-scroll">
          <table className="payments-table">
            <thead>
              <tr>
                <th scope="col">{t("payments.studio.orders.number")}</th>
                <th scope="col">{t("payments.studio.orders.when")}</th>
                <th scope="col">{t("payments.studio.orders.buyer")}</th>
                <th scope="col">{t("payments.studio.orders.what")}</th>
                <th scope="col" className="num">
                  {t("payments.studio.orders.total")}
                </th>
                <th scope="col">{t("payments.studio.orders.state")}</th>
              </tr>
            </thead>
            <tbody>
              {d.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/admin/orders/${o.id}`}>{o.number}</Link>
                    {o.test_mode ? <span className="muted"> · {t("payments.studio.orders.test")}</span> : null}
                  </td>
                  <td>{when.format(new Date(o.created_at))}</td>
                  <td>
                    {o.name}
                    <br />
                    <span className="muted">{o.email}</span>
                  </td>
                  <td>
                    {o.kind === "support"
                      ? t("payments.studio.kind.support")
                      : o.kind === "release"
                        ? t("payments.studio.kind.release")
                        : `${o.eventTitle ?? ""} · ${o.date ?? ""}`}
                  </td>
                  <td className="num">{formatMoney(o.total, o.currency, intl)}</td>
                  <td>
                    <StateBadge state={o.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
