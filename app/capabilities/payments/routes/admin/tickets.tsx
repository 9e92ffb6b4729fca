/** /admin/tickets — upcoming events and their ticket types: where to set up sales (issue 29). */
import { Link } from "react-router";
import type { Route } from "./+types/tickets";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { upcomingEventChoices } from "~/capabilities/events/index.server.ts";
import { db } from "~/core/db/client.server.ts";
import { paymentsConfig } from "~/capabilities/payments/server/config.server.ts";
import { PaymentsTabs } from "~/capabilities/payments/components/admin/PaymentsTabs.tsx";
import { TestRibbon } from "~/capabilities/payments/components/admin/TestRibbon.tsx";
import css from "~/capabilities/payments/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("payments.studio.types.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [events, config] = await Promise.all([upcomingEventChoices(), paymentsConfig()]);
  const counts = await db()
    .selectFrom("ticket_types")
    .select(["event_id"])
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .groupBy("event_id")
    .execute();
  const n = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
  return {
    events: events.map((e) => ({ id: e.id, title: e.title, when: e.next?.whenText ?? "", types: n.get(e.id) ?? 0 })),
    owner: user.role === "owner",
    ready: config.provider !== null && config.problem === null,
    testMode: config.provider !== null && config.testMode,
  };
}

export default function Tickets({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("payments.studio.types.title")}</h1>
      <PaymentsTabs owner={d.owner} />
      <TestRibbon on={d.testMode} />
      {!d.ready ? (
        <p className="notice">
          {t("payments.studio.types.notReady")}{" "}
          {d.owner ? <Link to="/admin/settings/payments">{t("payments.studio.tabs.settings")}</Link> : null}
        </p>
      ) : null}
      <p>{t("payments.studio.types.intro")}</p>
      {d.events.length === 0 ? (
        <p>{t("payments.studio.types.noEvents")}</p>
      ) : (
        <ul className="payments-types">
          {d.events.map((e) => (
            <li key={e.id} className="card">
              <Link to={`/admin/tickets/${e.id}`}>{e.title}</Link> <span className="muted">{e.when}</span>{" "}
              <span className="payments-state">{t("payments.studio.types.count", { count: e.types })}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
