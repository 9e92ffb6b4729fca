/**
 * /admin/rsvp/:eventId — an event's RSVP settings: for every date, and
 * (?date=) for one date that differs; its dates with their guest lists.
 */
import { Link } from "react-router";
import type { Route } from "./+types/rsvp-event";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SettingsFields } from "~/capabilities/rsvp/components/admin/SettingsFields.tsx";
import { eventRsvp, removeDateSettings, saveRsvpSettings } from "~/capabilities/rsvp/server/studio.server.ts";
import rsvpCss from "~/capabilities/rsvp/studio.css?url";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: rsvpCss }];
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = studioI18nFrom(matches);
  return studioMeta(
    loaderData ? `${t("rsvp.studio.index.title")} – ${loaderData.event.title}` : t("rsvp.studio.index.title"),
  );
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const date = new URL(request.url).searchParams.get("date") ?? "";
  const d = await eventRsvp(params.eventId);
  return { ...d, date: DATE.test(date) ? date : "" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const { t, intl } = await studioI18nFor(user);
  const date = String(form.get("date") ?? "");
  if (date && !DATE.test(date)) return formFailure({ errors: { _form: t("rsvp.studio.event.chooseDate") } });
  const here = `/admin/rsvp/${params.eventId}${date ? `?date=${date}` : ""}`;
  if (form.get("intent") === "remove") {
    await removeDateSettings(actor, params.eventId, date);
    return redirectWithToast(
      `/admin/rsvp/${params.eventId}`,
      { type: "success", message: t("rsvp.studio.event.followsEvery", { date }) },
      context,
    );
  }
  const r = await saveRsvpSettings(actor, params.eventId, date, form, intl);
  if (!r.ok) return formFailure({ errors: r.errors, input: r.input });
  return redirectWithToast(here, { type: "success", message: t("rsvp.studio.event.saved") }, context);
}

export default function RsvpEvent({ loaderData: d, actionData }: Route.ComponentProps) {
  const own = d.own.find((o) => o.date === d.date);
  const editing = d.date ? (own?.config ?? d.every) : d.every;
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/rsvp">{t("rsvp.studio.index.title")}</Link>
      </p>
      <h1>{d.event.title}</h1>
      <section aria-labelledby="rsvp-settings">
        <h2 id="rsvp-settings">
          {d.date
            ? t("rsvp.studio.event.settingsFor", { date: d.date })
            : d.recurring
              ? t("rsvp.studio.event.settingsEvery")
              : t("rsvp.studio.event.settings")}
        </h2>
        {d.date ? <p className="hint">{t("rsvp.studio.event.ownHint")}</p> : null}
        <AdminForm errors={actionData?.errors} className="form rsvp-settings">
          <input type="hidden" name="date" value={d.date} />
          <SettingsFields
            key={d.date}
            values={editing}
            input={actionData?.input}
            errors={actionData?.errors}
            tz={d.event.tz}
          />
          <p className="row">
            <SubmitButton>{t("rsvp.studio.event.save")}</SubmitButton>
            {d.date && own ? (
              <SubmitButton className="secondary" name="intent" value="remove">
                {t("rsvp.studio.event.useEvery")}
              </SubmitButton>
            ) : null}
          </p>
        </AdminForm>
      </section>
      <section aria-labelledby="rsvp-dates">
        <h2 id="rsvp-dates">{t("rsvp.studio.event.dates")}</h2>
        {d.dates.length === 0 ? (
          <p>{t("rsvp.studio.event.noDates")}</p>
        ) : (
          <div className="rsvp-scroll">
            <table className="rsvp-table">
              <thead>
                <tr>
                  <th scope="col">{t("rsvp.studio.event.date")}</th>
                  <th scope="col">{t("rsvp.studio.event.places")}</th>
                  <th scope="col">{t("rsvp.studio.event.guests")}</th>
                  {d.recurring ? <th scope="col">{t("rsvp.studio.event.settings")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {d.dates.map((x) => (
                  <tr key={x.date}>
                    <td>{x.whenText}</td>
                    <td>{x.places}</td>
                    <td>
                      <Link to={`/admin/rsvp/${d.event.id}/${x.date}`}>{t("rsvp.studio.index.guests")}</Link> ·{" "}
                      <Link to={`/admin/rsvp/${d.event.id}/${x.date}/door`}>{t("rsvp.studio.index.door")}</Link>
                      {x.path ? (
                        <>
                          {" · "}
                          <a href={x.path}>{t("rsvp.studio.event.publicPage")}</a>
                        </>
                      ) : null}
                    </td>
                    {d.recurring ? (
                      <td>
                        <Link to={`?date=${x.date}`}>
                          {d.own.some((o) => o.date === x.date)
                            ? t("rsvp.studio.event.ownSettings")
                            : t("rsvp.studio.event.setForDate")}
                        </Link>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
