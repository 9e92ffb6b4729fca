/** /admin/events/new — create an event (draft, or published straight away). */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/events-new";
import { EventForm } from "~/capabilities/events/components/admin/EventForm.tsx";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { zoneChoices } from "~/core/dates/zones.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { eventFormSchema } from "~/capabilities/events/schemas.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { createEvent, isSlugTaken } from "~/capabilities/events/server/events.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { env } from "~/core/env.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { imageChoices, pickedAltErrors, pickedImageId } from "~/capabilities/media/index.server.ts";
import { venueFormData } from "~/capabilities/events/server/venues.server.ts";
import { previewEvent } from "~/capabilities/events/server/preview.server.ts";
import { withoutAltTexts } from "~/capabilities/events/lib/form-values.ts";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { EventFormParts } from "~/capabilities/events/components/admin/EventFormParts.tsx";
import { checkEventFormParts, loadEventFormParts, saveEventFormParts } from "~/capabilities/event-form.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const [s, choices, venues, parts] = await Promise.all([
    getSettings(),
    imageChoices(),
    venueFormData(),
    loadEventFormParts(null),
  ]);
  return {
    // The time-zone picker defaults to the site's zone; with no saved venue yet, "New venue…" is ready to type into.
    values: { time_zone: s.time_zone, repeat: "none", venue_id: venues.options.length ? "" : "new" } as Record<
      string,
      string | string[]
    >,
    zones: zoneChoices(s.time_zone),
    defaults: { timeZone: s.time_zone },
    image: { choices, uploadMaxMb: env().UPLOAD_MAX_MB, back: "/admin/events/new" },
    venues,
    parts,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const sub = parseSubmission(eventFormSchema(tr.t, tr.intl), form, tr);
  // Checked before anything is saved (not for a preview): a picture without alt text would never show, and
  // other capabilities' parts of the form (RSVP) have their own fields.
  const more =
    form.get("intent") === "preview"
      ? {}
      : {
          ...(await pickedAltErrors(form, "image_upload_id", tr.t)),
          ...(await checkEventFormParts(form, null, tr.t)),
        };
  const errors = { ...sub.errors, ...more };
  if (sub.value?.slug && (await isSlugTaken(sub.value.slug))) errors.slug = tr.t("events.studio.errors.slugTaken");
  if (!sub.value || Object.keys(errors).length) return formFailure({ errors, input: sub.input });
  // "Preview": this page's event as the public page would show it, nothing saved (no alt text either).
  if (form.get("intent") === "preview")
    return previewEvent(
      request,
      context,
      user,
      sub.value,
      null,
      await pickedImageId(withoutAltTexts(form), "image_upload_id"),
    );
  const publish = form.get("intent") === "publish";
  // A ready image upload, or none (an unknown id is dropped rather than stored).
  const imageUploadId = (await pickedImageId(form, "image_upload_id")) ?? null;
  let e;
  try {
    e = await createEvent({ id: user.id, email: user.email }, sub.value, {
      visibility: publish ? "published" : "draft",
      imageUploadId,
      t: tr.t,
    });
  } catch (error) {
    return formFailureFrom(error, sub.input);
  }
  await saveEventFormParts({ id: user.id, email: user.email }, e.id, form);
  return redirectWithToast(
    `/admin/events/${e.id}`,
    {
      type: "success",
      message: publish
        ? tr.t("events.studio.edit.published", { title: e.title })
        : tr.t("events.studio.new.savedDraft", { title: e.title }),
    },
    context,
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.new.title"));

export default function NewEvent({ loaderData, actionData: a }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("events.studio.new.title")}</h1>
      <EventForm
        values={a?.input ?? loaderData.values}
        errors={a?.errors}
        zones={loaderData.zones}
        defaults={loaderData.defaults}
        image={loaderData.image}
        venues={loaderData.venues}
        parts={<EventFormParts parts={loaderData.parts} errors={a?.errors} input={a?.input} />}
      >
        <SubmitButton name="intent" value="publish">
          {t("events.studio.edit.publish")}
        </SubmitButton>
        <SubmitButton name="intent" value="draft" className="secondary">
          {t("events.studio.new.saveDraft")}
        </SubmitButton>
        <PreviewButton />
      </EventForm>
    </>
  );
}
