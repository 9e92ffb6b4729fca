/** /events/past — past dates, newest first, 20 a page (SPEC §9); later pages at /events/past/page/N (`?page=N` answers 301). */
import { Link, redirect } from "react-router";
import type { Route } from "./+types/events-past";
import { EventList } from "~/capabilities/events/components/site/EventList.tsx";
import { Pager } from "~/capabilities/events/components/site/Pager.tsx";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { pastEventsData } from "~/capabilities/events/server/pages.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { listPagePath, pageUrl, parseListPage } from "~/core/http/list-urls.ts";
import { eventsRedirect } from "~/capabilities/events/lib/list-urls.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import listCss from "~/capabilities/events/list.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [listCss] };

export async function loader({ request, params }: Route.LoaderArgs) {
  // One module for /events/past and /events/past/page/:page (routes.ts).
  const p = params as { page?: string };
  const moved = eventsRedirect(pageUrl(request), p);
  if (moved) throw redirect(moved, 301);
  const page = p.page === undefined ? 1 : parseListPage(p.page);
  if (page === null) throw notFound();
  const d = await pastEventsData(page);
  if (page > d.pages) throw notFound();
  return d;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title:
      loaderData && loaderData.page > 1
        ? i18nFrom(matches).t("events.past.titlePage", { page: loaderData.page })
        : i18nFrom(matches).t("events.past.title"),
    description: i18nFrom(matches).t("events.past.description", { name: siteFrom(matches).name }),
    path: listPagePath("/events/past", loaderData?.page ?? 1),
  });

export default function PastEvents({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  const { t } = useI18n();
  return (
    <main id="main" className="container events-page">
      <h1>{t("events.past.heading")}</h1>
      <p>
        <Link to="/events">{t("events.past.upcoming")}</Link>
      </p>
      {d.items.length ? <EventList items={d.items} /> : <p className="notice">{t("events.past.empty")}</p>}
      <Pager
        path="/events/past"
        page={d.page}
        pages={d.pages}
        label={t("events.past.pager")}
        prevText={t("events.past.newer")}
        nextText={t("events.past.older")}
      />
    </main>
  );
}
