/** The home page's "next 3 events" section. */
import { Link } from "react-router";
import type { HomeEventsData } from "~/capabilities/events/server/home.server.ts";
import { EventList } from "./EventList.tsx";

export function HomeEvents({ data }: { data: HomeEventsData }) {
  return (
    <section className="home-events" aria-labelledby="home-events">
      <h2 id="home-events">Next dates</h2>
      {data.length ? <EventList items={data} headingLevel={3} /> : <p className="muted">No dates announced yet.</p>}
      <p className="home-events__more">
        <Link to="/events">All events</Link>
      </p>
    </section>
  );
}
