/**
 * /events — upcoming dates as a list, later pages at /events/page/N; the month
 * grid at /events/month/YYYY-MM (/events/month: this month). The old query
 * URLs (`?view=month&month=…`, `?page=N`) answer with a 301 (lib/list-urls.ts).
 */
import { Link, data, redirect } from "react-router";
import { CalendarDays, List } from "lucide-react";
import type { Route } from "./+types/events";
import { EventMonths } from "~/capabilities/events/components/site/EventMonths.tsx";
import { MonthGrid } from "~/capabilities/events/components/site/MonthGrid.tsx";
import { SubscribeLinks } from "~/capabilities/events/components/site/CalendarLinks.tsx";
import { Pager } from "~/capabilities/events/components/site/Pager.tsx";
import { seo } from "~/core/seo/meta.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { eventsListData, eventsMonthData, subscribeLinks } from "~/capabilities/events/server/pages.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { listPagePath, pageUrl, parseListPage } from "~/core/http/list-urls.ts";
import { eventsRedirect, isMonthParam, monthPath } from "~/capabilities/events/lib/list-urls.ts";
import monthCss from "~/capabilities/events/month.css?url";
import listCss from "~/capabilities/events/list.css?url";
import eventsPageCss from "~/capabilities/events/events-page.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [listCss, eventsPageCss, monthCss] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  // One module for /events, /events/page/:page, /events/month and /events/month/:month (routes.ts).
  const p = params as { page?: string; month?: string };
  const moved = eventsRedirect(url, p);
  if (moved) throw redirect(moved, 301);
  const origin = publicOrigin(request);
  if (/\/month(\/[^/]*)?\/?$/.test(url.pathname)) {
    if (p.month !== undefined && !isMonthParam(p.month)) throw notFound();
    const month = await eventsMonthData(p.month ?? null);
    if (!month) throw notFound();
    const s = await getSettings();
    return data({
      view: "month" as const,
      items: [],
      page: 1,
      pages: 1,
      subscribe: subscribeLinks(origin, s.name),
      jsonLd: null,
      month,
    });
  }
  const page = p.page === undefined ? 1 : parseListPage(p.page);
  if (page === null) throw notFound();
  const list = await eventsListData(origin, page);
  if (page > list.pages) throw notFound();
  return data({ view: "list" as const, ...list, month: null });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const path = loaderData?.month
    ? monthPath(loaderData.month.grid.month)
    : listPagePath("/events", loaderData?.page ?? 1);
  const { t } = i18nFrom(matches);
  const tags = seo(matches, {
    title: loaderData?.month
      ? t("events.list.titleMonth", { month: loaderData.month.heading })
      : loaderData && loaderData.page > 1
        ? t("events.list.titlePage", { page: loaderData.page })
        : t("events.list.title"),
    description: t("events.list.description"),
    path,
  });
  if (loaderData?.jsonLd) tags.push({ "script:ld+json": loaderData.jsonLd });
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    title: t("events.list.feed"),
    href: "/calendar.ics",
  });
  return tags;
};

export default function Events({ loaderData }: Route.ComponentProps) {
  useCssParts(handle);
  const d = loaderData;
  const { t } = useI18n();
  return (
    <main id="main" className="container events-page">
      <h1>{t("events.list.heading")}</h1>
      <nav className="events-views" aria-label={t("events.list.views")}>
        <ul className="row">
          <li>
            <Link to="/events" aria-current={d.view === "list" ? "page" : undefined} className="button secondary small">
              <List className="icon" aria-hidden="true" /> {t("events.list.viewList")}
            </Link>
          </li>
          <li>
            <Link
              to={monthPath()}
              aria-current={d.view === "month" ? "page" : undefined}
              className="button secondary small"
            >
              <CalendarDays className="icon" aria-hidden="true" /> {t("events.list.viewMonth")}
            </Link>
          </li>
          <li>
            <Link to="/events/past">{t("events.list.past")}</Link>
          </li>
        </ul>
      </nav>
      {d.view === "month" && d.month ? (
        <MonthGrid data={d.month} />
      ) : d.items.length ? (
        <>
          <EventMonths items={d.items} />
          <Pager
            path="/events"
            page={d.page}
            pages={d.pages}
            label={t("events.list.pager")}
            prevText={t("events.list.sooner")}
            nextText={t("events.list.later")}
          />
        </>
      ) : (
        <p className="notice">{t("events.list.empty")}</p>
      )}
      <SubscribeLinks links={d.subscribe} />
    </main>
  );
}
