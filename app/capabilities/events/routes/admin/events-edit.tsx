/**
 * /admin/events/:id — edit, publish/unpublish, change status (SPEC §4),
 * duplicate, delete (with a confirmation step that works without JavaScript).
 */
import { Link, redirect, useLocation } from "react-router";
import { ExternalLink } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import type { Route } from "./+types/events-edit";
import { EventForm } from "~/capabilities/events/components/admin/EventForm.tsx";
import { StatusActions } from "~/capabilities/events/components/admin/StatusActions.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { zoneChoices } from "~/core/dates/zones.ts";
import { formValuesOf } from "~/capabilities/events/lib/form-values.ts";
import { EVENT_STATUSES, type EventStatus, STATUS_LABELS, allowedTransitions } from "~/capabilities/events/lib/model.ts";
import { parseSubmission } from "~/core/validation/forms.ts";
import { eventFormSchema, LIMITS } from "~/capabilities/events/schemas.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { deleteEvent, duplicateEvent, getEvent, setStatus, setVisibility, updateEvent } from "~/capabilities/events/server/events.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { env } from "~/core/env.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { AppError } from "~/core/errors.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { imageChoices, pickedImageId } from "~/capabilities/media/index.server.ts";
import { venueFormData } from "~/capabilities/events/server/venues.server.ts";
import { previewEvent } from "~/capabilities/events/server/preview.server.ts";
import { withoutAltTexts } from "~/capabilities/events/lib/form-values.ts";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const e = await getEvent(params.id);
  if (!e) throw notFound();
  return {
    id: e.id,
    title: e.title,
    slug: e.slug,
    status: e.status,
    visibility: e.visibility,
    previous: e.previousStartsAt ? formatWhen({ start: Date.parse(e.previousStartsAt), tz: e.tz, allDay: e.allDay }) : null,
    transitions: allowedTransitions(e.status),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    values: formValuesOf(e),
    zones: zoneChoices(e.tz),
    image: { choices: await imageChoices(e.imageUploadId), uploadMaxMb: env().UPLOAD_MAX_MB, back: `/admin/events/${e.id}` },
    venues: await venueFormData(),
    // The title and description in the site's other languages (issue 15, L2).
    languages: await otherLanguages(),
    translations: await translationsOf("event", e.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const id = params.id;
  const here = `/admin/events/${id}`;
  const toast = (url: string, message: string, type: "success" | "error" = "success") => redirectWithToast(url, { type, message }, context);
  const intent = String(form.get("intent") ?? "");

  if (intent === "save" || intent === "save-publish" || intent === "preview") {
    const sub = parseSubmission(eventFormSchema, form);
    if (!sub.value) return formFailure({ errors: sub.errors, input: sub.input });
    if (intent === "preview") {
      // The public page as it would be with these values: nothing saved (no alt text either), seen by this person only.
      const existing = await getEvent(id);
      if (!existing) throw notFound();
      return previewEvent(request, context, user, sub.value, existing, await pickedImageId(withoutAltTexts(form), "image_upload_id"));
    }
    try {
      // The picked image goes with the save; an id that isn't a ready image keeps the current one.
      await updateEvent(actor, id, sub.value, { imageUploadId: await pickedImageId(form, "image_upload_id") });
      await saveTranslations("event", id, translationsFromForm(form, "event", (await otherLanguages()).map((l) => l.code)));
    } catch (error) {
      // A slug in use (or a date the service refuses) goes under its field; a deleted event is the 404 page.
      if (error instanceof AppError && error.code === "not_found") throw error;
      return formFailureFrom(error, sub.input);
    }
    if (intent === "save-publish") await setVisibility(actor, id, "published");
    return toast(here, intent === "save-publish" ? "Saved and published." : "Saved.");
  }
  if (intent === "publish" || intent === "unpublish") {
    const e = await setVisibility(actor, id, intent === "publish" ? "published" : "draft");
    return toast(here, intent === "publish" ? `“${e.title}” is published.` : `“${e.title}” is a draft again: it is no longer public.`);
  }
  if (intent === "status") {
    const to = String(form.get("to") ?? "") as EventStatus;
    if (!EVENT_STATUSES.includes(to)) return toast(here, "Unknown status.", "error");
    const r = await setStatus(actor, id, to);
    return toast(here, r.message, r.ok ? "success" : "error");
  }
  if (intent === "duplicate") {
    const copy = await duplicateEvent(actor, id);
    return toast(`/admin/events/${copy.id}`, `Copied as a draft: “${copy.title}”.`);
  }
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") return redirect(`${here}?confirm=delete`);
    const gone = await deleteEvent(actor, id);
    return toast("/admin/events", `“${gone.title}” is deleted.`);
  }
  return toast(here, "Unknown action.", "error");
}

const EVENT_TRANSLATABLE = [
  { name: "title", label: "Title", maxLength: LIMITS.title },
  { name: "description", label: "Description", kind: "textarea" as const, maxLength: LIMITS.description },
];

export const meta: Route.MetaFunction = ({ loaderData }) => studioMeta(loaderData?.title ?? "Event");

export default function EditEvent({ loaderData: d, actionData: a }: Route.ComponentProps) {
  // React keeps uncontrolled fields when only the data changes: after "Duplicate" the copy's page showed the
  // original's title and address, and saving wrote them over the copy. Each redirect (a new location) starts the
  // form from the loader's values; a failed save (no redirect) keeps what was typed.
  const { key } = useLocation();
  return (
    <>
      <p>
        <Link to="/admin/events">All events</Link>
      </p>
      <h1>{d.title}</h1>
      <p className="row">
        <span>
          {d.visibility === "published" ? "Published" : "Draft"} · {STATUS_LABELS[d.status]}
          {d.previous ? ` · rescheduled from ${d.previous}` : ""}
        </span>
        {d.visibility === "published" ? (
          <a href={`/events/${d.slug}`} target="_blank" rel="noopener">
            View on the site <ExternalLink className="icon" aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
      <div className="row">
        <AdminForm>
          <SubmitButton name="intent" value={d.visibility === "published" ? "unpublish" : "publish"} className={d.visibility === "published" ? "secondary" : ""}>
            {d.visibility === "published" ? "Unpublish" : "Publish"}
          </SubmitButton>
        </AdminForm>
        <AdminForm>
          <SubmitButton name="intent" value="duplicate" className="secondary">
            Duplicate
          </SubmitButton>
        </AdminForm>
      </div>
      <StatusActions status={d.status} transitions={d.transitions} />
      <h2>Details</h2>
      <EventForm
        key={key}
        values={a?.input ?? d.values}
        errors={a?.errors}
        zones={d.zones}
        image={d.image}
        venues={d.venues}
        note={d.visibility === "published" ? "Published: changes are public once saved." : "A draft: only the studio sees it."}
        translations={<TranslationFields languages={d.languages} fields={EVENT_TRANSLATABLE} values={d.translations} input={a?.input} />}
      >
        <SubmitButton name="intent" value="save">
          Save
        </SubmitButton>
        {d.visibility === "draft" ? (
          <SubmitButton name="intent" value="save-publish" className="secondary">
            Save and publish
          </SubmitButton>
        ) : null}
        <PreviewButton />
      </EventForm>
      <DeleteEvent title={d.title} open={d.confirmDelete} />
    </>
  );
}

/** Deleting takes a second, explicit step: the summary (or ?confirm=delete) opens it. */
function DeleteEvent({ title, open }: { title: string; open: boolean }) {
  return (
    <section className="danger-zone" aria-labelledby="delete-heading" id="delete">
      <h2 id="delete-heading" style={{ marginTop: 0 }}>
        Delete
      </h2>
      <details open={open || undefined}>
        <summary>Delete this event…</summary>
        <p>
          “{title}” will be removed from the site and from subscribed calendars. This can't be undone. To tell people a date is off, mark it
          cancelled instead.
        </p>
        <AdminForm>
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton name="intent" value="delete" className="danger">
            Yes, delete “{title}”
          </SubmitButton>
        </AdminForm>
      </details>
    </section>
  );
}
