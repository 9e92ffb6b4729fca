/** /events — upcoming dates as a list (default) or `?view=month&month=YYYY-MM` as a month grid. */
import { Link, data } from "react-router";
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
import monthCss from "~/capabilities/events/month.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [monthCss] };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = publicOrigin(request);
  if (url.searchParams.get("view") === "month") {
    const month = await eventsMonthData(url.searchParams.get("month"));
    if (!month) throw notFound();
    const s = await getSettings();
    return data({ view: "month" as const, items: [], page: 1, pages: 1, subscribe: subscribeLinks(origin, s.name), jsonLd: null, month });
  }
  const raw = url.searchParams.get("page") ?? "1";
  const page = Number(raw);
  if (!/^\d{1,4}$/.test(raw) || page < 1) throw notFound();
  const list = await eventsListData(origin, page);
  if (page > list.pages) throw notFound();
  return data({ view: "list" as const, ...list, month: null });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const monthParam = loaderData?.month ? `?view=month&month=${loaderData.month.grid.month}` : loaderData && loaderData.page > 1 ? `?page=${loaderData.page}` : "";
  const tags = seo(matches, {
    title: loaderData?.month ? `Events in ${loaderData.month.heading}` : loaderData && loaderData.page > 1 ? `Events – page ${loaderData.page}` : "Events",
    description: "Upcoming dates, with times in each venue's own time zone. Add them to your calendar or subscribe to all of them.",
    path: `/events${monthParam}`,
  });
  if (loaderData?.jsonLd) tags.push({ "script:ld+json": loaderData.jsonLd });
  tags.push({ tagName: "link", rel: "alternate", type: "text/calendar", title: "Calendar feed", href: "/calendar.ics" });
  return tags;
};

export default function Events({ loaderData }: Route.ComponentProps) {
  useCssParts(handle);
  const d = loaderData;
  return (
    <main id="main" className="container events-page">
      <h1>Events</h1>
      <nav className="events-views" aria-label="Event views">
        <ul className="row">
          <li>
            <Link to="/events" aria-current={d.view === "list" ? "page" : undefined} className="button secondary small">
              <List className="icon" aria-hidden="true" /> List
            </Link>
          </li>
          <li>
            <Link to="/events?view=month" aria-current={d.view === "month" ? "page" : undefined} className="button secondary small">
              <CalendarDays className="icon" aria-hidden="true" /> Month
            </Link>
          </li>
          <li>
            <Link to="/events/past">Past events</Link>
          </li>
        </ul>
      </nav>
      {d.view === "month" && d.month ? (
        <MonthGrid data={d.month} />
      ) : d.items.length ? (
        <>
          <EventMonths items={d.items} />
          <Pager path="/events" page={d.page} pages={d.pages} label="More upcoming dates" prevText="Sooner dates" nextText="Later dates" />
        </>
      ) : (
        <p className="notice">No upcoming dates right now. Subscribe below to hear about new ones first.</p>
      )}
      <SubscribeLinks links={d.subscribe} />
    </main>
  );
}
