/** The home page's "next dates" section: the next three, a recurring series once. */
import { Link } from "react-router";
import type { HomeEventsData } from "~/capabilities/events/server/home.server.ts";
import { EventList } from "./EventList.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export function HomeEvents({ data }: { data: HomeEventsData }) {
  const { t } = useI18n();
  return (
    <section className="home-section home-events" aria-labelledby="home-events">
      <div className="container">
        <div className="section-head">
          <h2 id="home-events">{t("events.home.heading")}</h2>
          <Link to="/events" className="section-head__more">
            {t("events.home.more")}{" "}
            <span className="flip-rtl" aria-hidden="true">
              →
            </span>
          </Link>
        </div>
        {data.length ? <EventList items={data} headingLevel={3} /> : <p className="muted">{t("events.home.empty")}</p>}
      </div>
    </section>
  );
}
