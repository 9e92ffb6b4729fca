/** /admin/venues — the saved venues (issue 11): each entered once, picked by events, edited here. */
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link } from "react-router";
import { MapPin, Plus } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/venues";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioVenues } from "~/capabilities/events/server/venues.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const venues = await studioVenues();
  return {
    venues: venues.map((v) => ({
      id: v.id,
      name: v.name,
      town: v.town,
      address: v.address,
      pinned: v.latitude !== null,
      events: v.events,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.nav.venues"));

export default function Venues({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1>{t("events.studio.nav.venues")}</h1>
        <Link className="button" to="/admin/venues/new">
          <Plus className="icon" aria-hidden="true" /> {t("events.studio.venues.new")}
        </Link>
      </div>
      <p className="muted">{t("events.studio.venues.intro")}</p>
      {d.venues.length === 0 ? (
        <p>{t("events.studio.venues.empty")}</p>
      ) : (
        <ul className="venue-list">
          {d.venues.map((v) => (
            <li key={v.id}>
              <Link to={`/admin/venues/${v.id}`}>{v.name}</Link>
              <p className="muted">
                {[
                  v.address.split(/\r?\n/).filter(Boolean).join(", "),
                  v.pinned ? null : t("events.studio.venues.noPin"),
                ]
                  .filter(Boolean)
                  .join(" · ") || t("events.studio.venues.noAddress")}
              </p>
              <p className="muted">
                <MapPin className="icon" aria-hidden="true" /> {t("events.studio.venues.events", { count: v.events })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
