/** /events/past — past dates, newest first, 20 a page (SPEC §9). */
import { Link } from "react-router";
import type { Route } from "./+types/events-past";
import { EventList } from "~/capabilities/events/components/site/EventList.tsx";
import { Pager } from "~/capabilities/events/components/site/Pager.tsx";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { pastEventsData } from "~/capabilities/events/server/pages.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || page < 1) throw notFound();
  const d = await pastEventsData(page);
  if (page > d.pages) throw notFound();
  return d;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData && loaderData.page > 1 ? i18nFrom(matches).t("events.past.titlePage", { page: loaderData.page }) : i18nFrom(matches).t("events.past.title"),
    description: i18nFrom(matches).t("events.past.description", { name: siteFrom(matches).name }),
    path: loaderData && loaderData.page > 1 ? `/events/past?page=${loaderData.page}` : "/events/past",
  });

export default function PastEvents({ loaderData: d }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="container events-page">
      <h1>{t("events.past.heading")}</h1>
      <p>
        <Link to="/events">{t("events.past.upcoming")}</Link>
      </p>
      {d.items.length ? <EventList items={d.items} /> : <p className="notice">{t("events.past.empty")}</p>}
      <Pager path="/events/past" page={d.page} pages={d.pages} label={t("events.past.pager")} prevText={t("events.past.newer")} nextText={t("events.past.older")} />
    </main>
  );
}
