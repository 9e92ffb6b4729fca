/**
 * The home page's "next dates" section: the next three, a recurring series once. Rendered to markup on the
 * server (server/home.server.ts) and placed as it is: its rows' data stays out of the page's hydration data
 * (ADR 3404); its links are plain, and the home page hands their clicks to the router (core/ui/plain-links.ts).
 */
import type { ListItem } from "~/capabilities/events/lib/views.ts";
import { EventList, type ListLinks } from "./EventList.tsx";

export function HomeEvents({ data, plain }: { data: ListItem[]; plain: ListLinks }) {
  const { t, base } = plain;
  return (
    <section className="home-section home-events" aria-labelledby="home-events">
      <div className="container">
        <div className="section-head">
          <h2 id="home-events">{t("events.home.heading")}</h2>
          <a href={`${base}/events`} className="section-head__more">
            {t("events.home.more")}{" "}
            <span className="flip-rtl" aria-hidden="true">
              →
            </span>
          </a>
        </div>
        {data.length ? (
          <EventList items={data} headingLevel={3} plain={plain} />
        ) : (
          <p className="muted">{t("events.home.empty")}</p>
        )}
      </div>
    </section>
  );
}
