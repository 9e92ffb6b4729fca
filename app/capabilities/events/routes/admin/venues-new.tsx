/** /admin/venues/new — a saved venue, for events to pick (issue 11). */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link } from "react-router";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/venues-new";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { venueFormSchema } from "~/capabilities/events/lib/venue-schema.ts";
import { createVenue, venueFormData } from "~/capabilities/events/server/venues.server.ts";
import { VenueFields } from "~/capabilities/events/components/admin/VenueFields.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const { map, geocoder } = await venueFormData();
  return { map, geocoder };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(venueFormSchema(tr.t), form, tr);
  if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
  const v = await createVenue({ id: user.id, email: user.email }, sub.value);
  return redirectWithToast(
    "/admin/venues",
    { type: "success", message: tr.t("events.studio.venues.created", { name: v.name }) },
    context,
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.venues.new"));

export default function NewVenue({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/venues">{t("events.studio.venues.all")}</Link>
      </p>
      <h1>{t("events.studio.venues.new")}</h1>
      <AdminForm errors={a?.errors} className="form venue-form" noValidate>
        <VenueFields
          values={a?.input ?? {}}
          errors={a?.errors ?? {}}
          data={d}
          keepHint={t("events.studio.venues.keepHint")}
        />
        <SaveBar>
          <SubmitButton>{t("events.studio.venues.save")}</SubmitButton>
        </SaveBar>
      </AdminForm>
    </>
  );
}
