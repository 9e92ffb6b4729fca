/**
 * /events/:slug and /events/:slug/:date — one event (or one date of a
 * recurring one): when, in the event's zone and the visitor's; status;
 * venue with directions and map; tickets; add to calendar; share.
 */
import { Link } from "react-router";
import { MapPin, Repeat } from "lucide-react";
import type { Route } from "./+types/event";
import { AddToCalendar } from "~/capabilities/events/components/site/CalendarLinks.tsx";
import { ShareButtons } from "~/capabilities/events/components/site/ShareButtons.tsx";
import { TicketLinks } from "~/capabilities/events/components/site/TicketLinks.tsx";
import { StatusBadge } from "~/capabilities/events/components/site/StatusBadge.tsx";
import { VisitorTime } from "~/capabilities/events/components/site/VisitorTime.tsx";
import { Picture } from "~/capabilities/media/index.ts";
import { DirectionsLinks, MapPanel, mapClientConfig } from "~/capabilities/location/index.ts";
import { seo } from "~/core/seo/meta.ts";
import { env, publicOrigin } from "~/core/env.server.ts";
import { eventPageData } from "~/capabilities/events/server/pages.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import eventCss from "~/capabilities/events/event-page.css?url";
import { locationCss as mapCss } from "~/capabilities/location/index.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { loadEventOffers, loadEventPageParts } from "~/capabilities/events/server/event-page.server.ts";
import { EVENT_PAGE_CSS, EVENT_PAGE_PARTS } from "~/capabilities/ui.event.tsx";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { documentOnly } from "~/core/seo/document-only.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [eventCss, mapCss, ...EVENT_PAGE_CSS] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const p = params as { slug: string; date?: string };
  const d = await eventPageData(p.slug, p.date ?? null, publicOrigin(request));
  if (!d) throw notFound();
  // Other capabilities' parts of this date's page (the RSVP form), from their manifests' `eventPage`.
  const parts = await loadEventPageParts({ eventId: d.event.eventId, date: d.event.key, request });
  // Tickets sold on the site (issue 29) join the date's offers in its JSON-LD.
  const sold = await loadEventOffers({ eventId: d.event.eventId, date: d.event.key, origin: publicOrigin(request) });
  // The date's JSON-LD is for the document only: not repeated in the hydration data (core/seo/document-only.ts).
  const { jsonLd: ld, ...page } = d;
  const jsonLd = sold.length && ld ? withOffers(ld, sold) : ld;
  // A series' further dates: only what their list shows (a dozen whole dates were ~1 KB of every such page).
  const recurrence = page.recurrence && {
    text: page.recurrence.text,
    upcoming: page.recurrence.upcoming.map(
      ({ key, current, startIso, dateLabel, allDay, timeLabel, path, status }) => ({
        key,
        current,
        startIso,
        dateLabel,
        allDay,
        timeLabel,
        path,
        // A date called off on its own stays in the list, said so (ADR 2910).
        cancelled: status === "cancelled",
      }),
    ),
  };
  return documentOnly({ ...page, recurrence, parts, mapConfig: mapClientConfig(env()) }, "jsonLd", jsonLd);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: i18nFrom(matches).t("events.page.notFound") }];
  const e = loaderData.event;
  // A series' own page shows its next date, as that date's page does: name the rule instead, so the two differ.
  const rule = loaderData.path === `/events/${loaderData.slug}` ? loaderData.recurrence?.text : undefined;
  const tags = seo(matches, {
    title: rule ? `${e.title} – ${rule}` : `${e.title} – ${e.dateLabel}`,
    description: [e.whenText, [e.venueName, e.town].filter(Boolean).join(", "), loaderData.descriptionText]
      .filter(Boolean)
      .join(". ")
      .slice(0, 300),
    path: loaderData.path,
    // The event's own picture for link previews; without one the site's image (the hero) stands in.
    image: loaderData.image?.full,
  });
  if (loaderData.jsonLd) tags.push({ "script:ld+json": loaderData.jsonLd });
  return tags;
};

/** The date's JSON-LD with more offers: a list with the ticket links' (ADR 0105) and the ones sold here. */
function withOffers<T>(ld: T, more: Record<string, unknown>[]): T {
  const o = ld as Record<string, unknown>;
  const had = o.offers === undefined ? [] : Array.isArray(o.offers) ? o.offers : [o.offers];
  return { ...o, offers: [...had, ...more] } as T;
}

/** "lantern-hall.example" for https://www.lantern-hall.example/ — the link's text says where it goes. */
function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export default function EventPage({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  const e = d.event;
  const hasPlace = Boolean(d.venue.name || d.venue.address || d.venue.latitude !== null);
  const hasMap = d.venue.latitude !== null && d.venue.longitude !== null;
  const { t } = useI18n();
  const parts = (placement: "main" | "end" | "actions" | "tickets") =>
    d.parts
      .filter((p) => p.placement === placement)
      .map((p) => {
        const Part = EVENT_PAGE_PARTS[p.id];
        return Part ? <Part key={p.id} data={p.data} /> : null;
      });
  // Tickets sold here (the Buy form, issue 29) sit under the ticket links, in the same section.
  const sold = parts("tickets").filter(Boolean);
  const hasTickets = e.tickets.soldOut || e.tickets.lines.length > 0 || sold.length > 0;
  return (
    <main id="main" className="container event-page">
      <p className="event-page__back">
        <Link to="/events">{t("events.page.all")}</Link>
      </p>
      {/* The top: the event's picture as a poster beside what, when and where, and what to do (tickets, calendar,
          share); without a picture the actions stand beside the words. The date is said once (issue 34). */}
      <article
        aria-labelledby="event-title"
        className={d.image ? "event-article event-article--poster" : "event-article"}
      >
        {d.image ? (
          // The page's main picture, near the top: load it first (it is the largest paint on a phone).
          <Picture
            image={d.image}
            sizes="(min-width: 60rem) 30rem, calc(100vw - 2rem)"
            priority
            className="event-poster"
          />
        ) : null}
        <div className="event-info">
          <div className="event-top">
            <header className="event-head">
              <h1 id="event-title">
                {e.title} <StatusBadge status={e.status} rescheduled={e.rescheduled} />
              </h1>
              {d.banners.map((b) => (
                <p
                  key={b.kind}
                  className={`notice event-banner event-banner--${b.kind.replace("_", "-")}`}
                  role={b.kind === "cancelled" ? "alert" : undefined}
                >
                  {b.text}
                </p>
              ))}
              <p className={`event-when${e.status === "cancelled" ? " event-when--cancelled" : ""}`}>
                <time dateTime={e.startIso}>{e.whenText}</time>
                {e.lateNight ? <span className="muted"> {t("events.page.nightOf", { date: e.dateLabel })}</span> : null}
              </p>
              {e.allDay ? null : <VisitorTime startMs={e.startMs} tz={d.tz} allDay={e.allDay} zoneNote={d.zoneNote} />}
              {d.recurrence ? (
                <p className="event-recurrence">
                  <Repeat className="icon" aria-hidden="true" /> {d.recurrence.text}
                </p>
              ) : null}
              {d.venue.name ? (
                <p className="event-where">
                  <MapPin className="icon" aria-hidden="true" />
                  <span>
                    <a href="#venue">{d.venue.name}</a>
                    {e.town && !d.venue.name.includes(e.town) ? `, ${e.town}` : ""}
                  </span>
                </p>
              ) : null}
            </header>
            <div className="event-actions">
              {/* Another capability's call to action (RSVP's button), then the ticket links. */}
              {parts("actions")}
              {hasTickets ? (
                <section className="event-tickets" aria-label={t("events.page.tickets")}>
                  <TicketLinks tickets={e.tickets} />
                  {sold}
                </section>
              ) : null}
              <div className="event-tools">
                {e.status !== "cancelled" ? <AddToCalendar links={d.calendar} title={e.title} /> : null}
                <ShareButtons url={d.url} title={e.title} />
              </div>
            </div>
          </div>

          <div className="event-body">
            {d.descriptionHtml ? (
              // Rendered on the server by markdown-it with raw HTML disabled and links filtered (SPEC §5).
              <div className="prose event-description" dangerouslySetInnerHTML={{ __html: d.descriptionHtml }} />
            ) : null}
            {parts("main")}
            {hasPlace ? (
              <section
                className={hasMap ? "event-venue event-venue--map" : "event-venue"}
                aria-labelledby="venue-heading"
                id="venue"
              >
                <div className="event-venue__details">
                  <h2 id="venue-heading">{d.venue.name || t("events.page.venue")}</h2>
                  {d.venue.address ? <address className="event-venue__address">{d.venue.address}</address> : null}
                  {d.venue.website ? (
                    <p className="event-venue__website">
                      <a href={d.venue.website} rel="external noopener noreferrer">
                        {websiteLabel(d.venue.website)}
                      </a>
                    </p>
                  ) : null}
                  <DirectionsLinks
                    name={d.venue.name || undefined}
                    address={d.venue.address}
                    latitude={d.venue.latitude}
                    longitude={d.venue.longitude}
                  />
                </div>
                {hasMap ? (
                  <MapPanel
                    config={d.mapConfig}
                    place={{
                      name: d.venue.name || e.title,
                      address: d.venue.address,
                      latitude: d.venue.latitude!,
                      longitude: d.venue.longitude!,
                    }}
                  />
                ) : null}
              </section>
            ) : null}

            {d.recurrence && d.recurrence.upcoming.length ? (
              <section aria-labelledby="dates-heading" className="event-dates">
                <h2 id="dates-heading">{t("events.page.upcoming")}</h2>
                <ul>
                  {d.recurrence.upcoming.map((o) => (
                    <li key={o.key}>
                      {o.current ? (
                        <span aria-current="page">
                          <time dateTime={o.startIso}>
                            {o.dateLabel}, {o.allDay ? t("events.allDay") : o.timeLabel}
                          </time>
                        </span>
                      ) : (
                        <Link to={o.path}>
                          <time dateTime={o.startIso}>
                            {o.dateLabel}, {o.allDay ? t("events.allDay") : o.timeLabel}
                          </time>
                        </Link>
                      )}
                      {o.cancelled ? (
                        <span className="event-dates__cancelled"> · {t("events.status.cancelled")}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          {parts("end")}
        </div>
      </article>
    </main>
  );
}
