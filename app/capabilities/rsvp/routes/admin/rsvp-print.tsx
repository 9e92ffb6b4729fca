/** /admin/rsvp/:eventId/:date/print — the confirmed guests on paper: names, party, a box to tick at the door. */
import { Link } from "react-router";
import type { Route } from "./+types/rsvp-print";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { guestList } from "~/capabilities/rsvp/server/studio.server.ts";
import { AnswerCells, QuestionHeads } from "~/capabilities/rsvp/components/admin/QuestionHeads.tsx";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rsvpCss }];
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = studioI18nFrom(matches);
  return studioMeta(
    loaderData ? `${t("rsvp.studio.print.title")} – ${loaderData.date.title}` : t("rsvp.studio.print.title"),
  );
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const list = await guestList(params.eventId, params.date);
  return {
    ...list,
    replies: list.replies.filter((r) => r.status === "confirmed").sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export default function RsvpPrint({ loaderData: d }: Route.ComponentProps) {
  const questions = d.config?.questions ?? [];
  const { t } = useStudioI18n();
  return (
    <div className="rsvp-print">
      <p className="rsvp-noprint">
        <Link to={`/admin/rsvp/${d.date.eventId}/${d.date.date}`}>{t("rsvp.studio.print.back")}</Link> ·{" "}
        {t("rsvp.studio.print.hint")}
      </p>
      <h1>
        {d.date.title} — {d.date.whenText}
      </h1>
      <p>
        {t(d.config ? "rsvp.studio.print.countOf" : "rsvp.studio.print.count", {
          places: d.counts.confirmedPlaces,
          capacity: d.config?.capacity ?? 0,
          replies: d.counts.confirmed,
        })}
      </p>
      <table className="rsvp-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t("rsvp.studio.print.arrived")}</span>
            </th>
            <th scope="col">{t("rsvp.studio.guests.name")}</th>
            <th scope="col">{t("rsvp.studio.guests.party")}</th>
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
