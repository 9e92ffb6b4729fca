/** /events/past — past dates, newest first, 20 a page (SPEC §9). */
import { Link } from "react-router";
import type { Route } from "./+types/events-past";
import { EventList } from "~/capabilities/events/components/site/EventList.tsx";
import { Pager } from "~/capabilities/events/components/site/Pager.tsx";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { pastEventsData } from "~/capabilities/events/server/pages.server.ts";
import { notFound } from "~/core/http/errors.server.ts";

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
    title: loaderData && loaderData.page > 1 ? `Past events – page ${loaderData.page}` : "Past events",
    description: `Past dates of ${siteFrom(matches).name}, newest first, with the venue and time of each.`,
    path: loaderData && loaderData.page > 1 ? `/events/past?page=${loaderData.page}` : "/events/past",
  });

export default function PastEvents({ loaderData: d }: Route.ComponentProps) {
  return (
    <main id="main" className="container events-page">
      <h1>Past events</h1>
      <p>
        <Link to="/events">Upcoming events</Link>
      </p>
      {d.items.length ? <EventList items={d.items} /> : <p className="notice">No past events yet.</p>}
      <Pager path="/events/past" page={d.page} pages={d.pages} label="Past events pages" prevText="Newer" nextText="Older" />
    </main>
  );
}
