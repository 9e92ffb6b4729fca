/** /admin/venues — the saved venues (issue 11): each entered once, picked by events, edited here. */
import { Link } from "react-router";
import { MapPin, Plus } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/venues";
import { requireRole } from "~/core/auth/guards.server.ts";
import { studioVenues } from "~/capabilities/events/server/venues.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const venues = await studioVenues();
  return { venues: venues.map((v) => ({ id: v.id, name: v.name, town: v.town, address: v.address, pinned: v.latitude !== null, events: v.events })) };
}

export const meta: Route.MetaFunction = () => studioMeta("Venues");

export default function Venues({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1>Venues</h1>
        <Link className="button" to="/admin/venues/new">
          <Plus className="icon" aria-hidden="true" /> New venue
        </Link>
      </div>
      <p className="muted">Enter a place once and pick it for every date there. A change here shows on all its events.</p>
      {d.venues.length === 0 ? (
        <p>No venues yet. Add one here, or choose “New venue…” when you make an event.</p>
      ) : (
        <ul className="venue-list">
          {d.venues.map((v) => (
            <li key={v.id}>
              <Link to={`/admin/venues/${v.id}`}>{v.name}</Link>
              <p className="muted">
                {[v.address.split(/\r?\n/).filter(Boolean).join(", "), v.pinned ? null : "no pin on the map"].filter(Boolean).join(" · ") || "No address yet"}
              </p>
              <p className="muted">
                <MapPin className="icon" aria-hidden="true" /> {v.events === 0 ? "No events" : v.events === 1 ? "1 event" : `${v.events} events`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
