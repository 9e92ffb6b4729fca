/**
 * /admin/venues/:id — a saved venue, edited in one place (issue 11): every
 * event there shows the change. Deleting takes a second step and leaves its
 * events without a venue.
 */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link, redirect, useLocation } from "react-router";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/venues-edit";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { venueFormSchema } from "~/capabilities/events/lib/venue-schema.ts";
import { deleteVenue, getVenue, updateVenue, venueFormData } from "~/capabilities/events/server/venues.server.ts";
import { VenueFields } from "~/capabilities/events/components/admin/VenueFields.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const v = await getVenue(params.id);
  if (!v) throw notFound();
  const { map, geocoder } = await venueFormData();
  return {
    id: v.id,
    name: v.name,
    events: v.events,
    values: {
      venue_name: v.name,
      venue_address: v.address,
      venue_website: v.website,
      venue_latitude: v.latitude === null ? "" : String(v.latitude),
      venue_longitude: v.longitude === null ? "" : String(v.longitude),
    },
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    data: { map, geocoder },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  if (form.get("intent") === "delete") {
    if (form.get("confirm") !== "yes") return redirect(`/admin/venues/${params.id}?confirm=delete`);
    const { venue, events } = await deleteVenue(actor, params.id);
    return redirectWithToast(
      "/admin/venues",
      { type: "success", message: tr.t("events.studio.venues.deleted", { name: venue.name, count: events }) },
      context,
    );
  }
  const sub = parseSubmission(venueFormSchema(tr.t), form, tr);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  const v = await updateVenue(actor, params.id, sub.value);
  return redirectWithToast(
    `/admin/venues/${v.id}`,
    { type: "success", message: tr.t("events.studio.venues.saved") },
    context,
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  studioMeta(loaderData?.name ?? studioI18nFrom(matches).t("events.studio.venue.venue"));

export default function EditVenue({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/venues">{t("events.studio.venues.all")}</Link>
      </p>
      <h1>{d.name}</h1>
      <p className="muted">{t("events.studio.venues.usedBy", { count: d.events })}</p>
      <AdminForm key={key} errors={a?.errors} className="form venue-form" noValidate>
        <VenueFields
          values={a?.input ?? d.values}
          errors={a?.errors ?? {}}
          data={d.data}
          keepHint={t("events.studio.venues.keepHint")}
        />
        <SaveBar>
          <SubmitButton name="intent" value="save">
            {t("events.studio.venues.save")}
          </SubmitButton>
        </SaveBar>
      </AdminForm>
      <section className="danger-zone" aria-labelledby="delete-heading">
        <h2 id="delete-heading" style={{ marginTop: 0 }}>
          {t("events.studio.delete.heading")}
        </h2>
        <details open={d.confirmDelete || undefined}>
          <summary>{t("events.studio.venues.deleteSummary")}</summary>
          <p>{t("events.studio.venues.deleteWarning", { count: d.events })}</p>
          <AdminForm>
            <input type="hidden" name="confirm" value="yes" />
            <SubmitButton name="intent" value="delete" className="danger">
              {t("events.studio.delete.confirm", { title: d.name })}
            </SubmitButton>
          </AdminForm>
        </details>
      </section>
    </>
  );
}
