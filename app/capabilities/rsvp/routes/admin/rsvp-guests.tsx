/** /admin/rsvp/:eventId/:date — one date's guest list: counts, search, CSV, print view, door page (issue 13). */
import { Form, Link } from "react-router";
import { Download, Printer, Search } from "lucide-react";
import type { Route } from "./+types/rsvp-guests";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { CsrfField } from "~/core/ui/forms.tsx";
import { cancelGuest, guestList } from "~/capabilities/rsvp/server/studio.server.ts";
import { GuestCounts } from "~/capabilities/rsvp/components/admin/GuestCounts.tsx";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { AnswerCells, QuestionHeads } from "~/capabilities/rsvp/components/admin/QuestionHeads.tsx";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rsvpCss }];
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = studioI18nFrom(matches);
  return studioMeta(
    loaderData ? `${t("rsvp.studio.event.guests")} – ${loaderData.date.title}` : t("rsvp.studio.event.guests"),
  );
};

/** Studio keys, listed literally for the catalogue check. */
const STATUS_KEYS = {
  confirmed: "rsvp.studio.counts.confirmed",
  waitlisted: "rsvp.studio.counts.waitlisted",
  cancelled: "rsvp.studio.counts.cancelled",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return guestList(params.eventId, params.date, new URL(request.url).searchParams.get("q") ?? "");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const r = await cancelGuest(
    { id: user.id, email: user.email },
    params.eventId,
    params.date,
    String(form.get("id") ?? ""),
  );
  const { t } = await studioI18nFor(user);
  const message = r.promoted
    ? t("rsvp.studio.guests.cancelledPromoted", { count: r.promoted })
    : t("rsvp.studio.guests.cancelled");
  return redirectWithToast(`/admin/rsvp/${params.eventId}/${params.date}`, { type: "success", message }, context);
}

const time = (iso: string | null, tz: string) =>
  iso
    ? new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short", timeZone: tz }).format(new Date(iso))
    : "";

export default function RsvpGuests({ loaderData: d }: Route.ComponentProps) {
  const base = `/admin/rsvp/${d.date.eventId}/${d.date.date}`;
  const questions = d.config?.questions ?? [];
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to={`/admin/rsvp/${d.date.eventId}`}>{d.date.title}</Link>
      </p>
      <h1>{t("rsvp.studio.index.guests")}</h1>
      <p className="rsvp-when">{d.date.whenText}</p>
      <GuestCounts counts={d.counts} capacity={d.config?.capacity ?? null} />
      <div className="row rsvp-tools">
        <Form method="get" role="search" className="row">
          <div className="field">
            <label htmlFor="rsvp-q">{t("rsvp.studio.guests.search")}</label>
            <input id="rsvp-q" type="search" name="q" defaultValue={d.q} maxLength={100} />
          </div>
          <button type="submit" className="button secondary">
            <Search className="icon" aria-hidden="true" /> {t("rsvp.studio.guests.searchButton")}
          </button>
        </Form>
        <a className="button secondary" href={`${base}/guests.csv`} download>
          <Download className="icon" aria-hidden="true" /> CSV
        </a>
        <Link className="button secondary" to={`${base}/print`}>
          <Printer className="icon" aria-hidden="true" /> {t("rsvp.studio.guests.print")}
        </Link>
        <Link className="button" to={`${base}/door`}>
          {t("rsvp.studio.guests.door")}
        </Link>
      </div>
      {d.replies.length === 0 ? (
        <p>{d.q ? t("rsvp.studio.guests.noMatch") : t("rsvp.studio.guests.none")}</p>
      ) : (
        <div className="rsvp-scroll">
          {/* Stacked cards on a phone (studio.css): a row per guest, each value under its column's name. */}
          <table className="rsvp-table stack-table">
            <thead>
              <tr>
                <th scope="col">{t("rsvp.studio.guests.name")}</th>
                <th scope="col">{t("rsvp.studio.guests.email")}</th>
                <th scope="col">{t("rsvp.studio.guests.party")}</th>
                <th scope="col">{t("rsvp.studio.guests.status")}</th>
                <th scope="col">{t("rsvp.studio.counts.checkedIn")}</th>
                <QuestionHeads questions={questions} />
                <th scope="col">
                  <span className="visually-hidden">{t("rsvp.studio.guests.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {d.replies.map((r) => (
                <tr key={r.id} className={`rsvp-row--${r.status}`}>
                  <td>{r.name}</td>
                  <td data-label={t("rsvp.studio.guests.email")}>{r.email}</td>
                  <td data-label={t("rsvp.studio.guests.party")}>{r.party}</td>
                  <td data-label={t("rsvp.studio.guests.status")}>{t(STATUS_KEYS[r.status])}</td>
                  <td data-label={t("rsvp.studio.counts.checkedIn")}>{time(r.checked_in_at, d.date.tz)}</td>
                  <AnswerCells questions={questions} answers={r.answers} labelled />
                  <td className="rsvp-actions">
                    {r.status === "cancelled" ? null : (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="id" value={r.id} />
                        <button
                          type="submit"
                          className="button small secondary"
                          aria-label={t("rsvp.studio.guests.cancelFor", { name: r.name })}
                        >
                          {t("rsvp.studio.guests.cancel")}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
