/** The home page's "next dates" section: the next three, a recurring series once. */
import { Link } from "react-router";
import type { HomeEventsData } from "~/capabilities/events/server/home.server.ts";
import { EventList } from "./EventList.tsx";

export function HomeEvents({ data }: { data: HomeEventsData }) {
  return (
    <section className="home-section home-events" aria-labelledby="home-events">
      <div className="container">
        <div className="section-head">
          <h2 id="home-events">Next dates</h2>
          <Link to="/events" className="section-head__more">
            All dates <span aria-hidden="true">→</span>
          </Link>
        </div>
        {data.length ? <EventList items={data} headingLevel={3} /> : <p className="muted">No dates announced yet.</p>}
      </div>
    </section>
  );
}
