/** /admin/rsvp: upcoming events, whether they take replies, and where to set them up (issue 13). */
import { Link } from "react-router";
import type { Route } from "./+types/rsvp";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireRole } from "~/core/auth/guards.server.ts";
import { rsvpOverview } from "~/capabilities/rsvp/server/studio.server.ts";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import { mailBanner } from "~/capabilities/contact/index.server.ts";
import { MailBanner } from "~/capabilities/contact/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rsvpCss }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("rsvp.studio.index.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [events, mail] = await Promise.all([rsvpOverview(), mailBanner(user)]);
  return { events, mail };
}

/** Studio keys, listed literally for the catalogue check. */
const STATE = { on: "rsvp.studio.state.on", off: "rsvp.studio.state.off", none: "rsvp.studio.state.none" } as const;

export default function RsvpIndex({ loaderData: d }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("rsvp.studio.index.title")}</h1>
      <MailBanner banner={d.mail} />
      <p>{t("rsvp.studio.index.intro")}</p>
      {d.events.length === 0 ? (
        <p className="notice">
          {rich(t, "rsvp.studio.index.none", {
            add: <Link to="/admin/events/new">{t("rsvp.studio.index.addEvent")}</Link>,
          })}
        </p>
      ) : (
        <ul className="rsvp-events">
          {d.events.map((e) => (
            <li key={e.id} className="card">
              <Link to={`/admin/rsvp/${e.id}`}>{e.title}</Link>
              <span className="muted">{e.next?.whenText ?? ""}</span>
              <span className={`rsvp-state rsvp-state--${e.rsvp}`}>{t(STATE[e.rsvp])}</span>
              {e.rsvp === "on" && e.next ? (
                <span className="row">
                  <Link className="button small secondary" to={`/admin/rsvp/${e.id}/${e.next.date}`}>
                    {t("rsvp.studio.index.guests")}
                  </Link>
                  <Link className="button small secondary" to={`/admin/rsvp/${e.id}/${e.next.date}/door`}>
                    {t("rsvp.studio.index.door")}
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
