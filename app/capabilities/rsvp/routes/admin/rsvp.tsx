/** /admin/rsvp: upcoming events, whether they take replies, and where to set them up (issue 13). */
import { Link } from "react-router";
import type { Route } from "./+types/rsvp";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { rsvpOverview } from "~/capabilities/rsvp/server/studio.server.ts";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rsvpCss }];
export const meta: Route.MetaFunction = () => studioMeta("RSVP");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { events: await rsvpOverview() };
}

const STATE = { on: "Taking replies", off: "Replies off", none: "Not set up" } as const;

export default function RsvpIndex({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>RSVP</h1>
      <p>Free replies with a capacity and a waitlist: choose an event to set it up, see its guest list or open the door page.</p>
      {d.events.length === 0 ? (
        <p className="notice">
          No upcoming published events. <Link to="/admin/events/new">Add an event</Link> first.
        </p>
      ) : (
        <ul className="rsvp-events">
          {d.events.map((e) => (
            <li key={e.id} className="card">
              <Link to={`/admin/rsvp/${e.id}`}>{e.title}</Link>
              <span className="muted">{e.next?.whenText ?? ""}</span>
              <span className={`rsvp-state rsvp-state--${e.rsvp}`}>{STATE[e.rsvp]}</span>
              {e.rsvp === "on" && e.next ? (
                <span className="row">
                  <Link className="button small secondary" to={`/admin/rsvp/${e.id}/${e.next.date}`}>
                    Guest list
                  </Link>
                  <Link className="button small secondary" to={`/admin/rsvp/${e.id}/${e.next.date}/door`}>
                    Door
                  </Link>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
