/** /admin/rsvp/:eventId/:date/print — the confirmed guests on paper: names, party, a box to tick at the door. */
import { Link } from "react-router";
import type { Route } from "./+types/rsvp-print";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { guestList } from "~/capabilities/rsvp/server/studio.server.ts";
import { AnswerCells, QuestionHeads } from "~/capabilities/rsvp/components/admin/QuestionHeads.tsx";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rsvpCss }];
export const meta: Route.MetaFunction = ({ loaderData }) => studioMeta(loaderData ? `Print – ${loaderData.date.title}` : "Print");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const list = await guestList(params.eventId, params.date);
  return { ...list, replies: list.replies.filter((r) => r.status === "confirmed").sort((a, b) => a.name.localeCompare(b.name)) };
}

export default function RsvpPrint({ loaderData: d }: Route.ComponentProps) {
  const questions = d.config?.questions ?? [];
  return (
    <div className="rsvp-print">
      <p className="rsvp-noprint">
        <Link to={`/admin/rsvp/${d.date.eventId}/${d.date.date}`}>Back to the guest list</Link> · Use your browser's Print.
      </p>
      <h1>
        {d.date.title} — {d.date.whenText}
      </h1>
      <p>
        {d.counts.confirmedPlaces === 1 ? "1 place" : `${d.counts.confirmedPlaces} places`} confirmed{d.config ? ` of ${d.config.capacity}` : ""} ({d.counts.confirmed === 1 ? "1 reply" : `${d.counts.confirmed} replies`}).
      </p>
      <table className="rsvp-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Arrived</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Party</th>
            <QuestionHeads questions={questions} />
          </tr>
        </thead>
        <tbody>
          {d.replies.map((r) => (
            <tr key={r.id}>
              <td className="rsvp-box">{r.checked_in_at ? "✓" : "☐"}</td>
              <td>{r.name}</td>
              <td>{r.party}</td>
              <AnswerCells questions={questions} answers={r.answers} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
