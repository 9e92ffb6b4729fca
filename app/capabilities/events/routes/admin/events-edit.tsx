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
import { EventSubNav } from "~/capabilities/events/components/admin/EventSubNav.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { zoneChoices } from "~/core/dates/zones.ts";
import { formValuesOf } from "~/capabilities/events/lib/form-values.ts";
import { EVENT_STATUSES, type EventStatus, allowedTransitions } from "~/capabilities/events/lib/model.ts";
import { STATUS_KEYS } from "~/capabilities/events/components/admin/StatusActions.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { eventFormSchema, LIMITS } from "~/capabilities/events/schemas.ts";
import { TICKET_LIMITS, ticketFieldName } from "~/capabilities/events/lib/ticket-rows.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import {
  deleteEvent,
  duplicateEvent,
  getEvent,
  setStatus,
  setVisibility,
  updateEvent,
} from "~/capabilities/events/server/events.server.ts";
import { formatCivilDate, formatWhen } from "~/core/dates/format.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { env } from "~/core/env.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { AppError } from "~/core/errors.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { imageChoices, pickedAltErrors, pickedImageId } from "~/capabilities/media/index.server.ts";
import { venueFormData } from "~/capabilities/events/server/venues.server.ts";
import { previewEvent } from "~/capabilities/events/server/preview.server.ts";
import { withoutAltTexts } from "~/capabilities/events/lib/form-values.ts";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { EventFormParts } from "~/capabilities/events/components/admin/EventFormParts.tsx";
import { checkEventFormParts, loadEventFormParts, saveEventFormParts } from "~/capabilities/event-form.server.ts";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import {
  saveTicketTranslations,
  ticketTranslationValues,
} from "~/capabilities/events/server/ticket-translations.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const e = await getEvent(params.id);
  if (!e) throw notFound();
  const tr = await studioI18nFor(user);
  const [eventTexts, ticketTexts, settings] = await Promise.all([
    translationsOf("event", e.id),
    ticketTranslationValues(e.id, e.tickets),
    getSettings(),
  ]);
  return {
    id: e.id,
    title: e.title,
    slug: e.slug,
    status: e.status,
    visibility: e.visibility,
    previous: e.previousStartsAt
      ? formatWhen({ start: Date.parse(e.previousStartsAt), tz: e.tz, allDay: e.allDay }, tr.intl)
      : null,
    transitions: allowedTransitions(e.status),
    cancelledDates: (e.rule?.cancelled ?? []).map((date) => ({ date, label: formatCivilDate(date, "long", tr.intl) })),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    values: formValuesOf(e),
    zones: zoneChoices(e.tz),
    // What "More options" holds untouched: it opens by itself only for something else (lib/form-more.ts).
    defaults: {
      timeZone: settings.time_zone,
      slug: e.slug,
      translated: [eventTexts, ticketTexts].some((byLanguage) =>
        Object.values(byLanguage).some((texts) => Object.values(texts).some((x) => x.trim() !== "")),
      ),
    },
    image: {
      choices: await imageChoices(e.imageUploadId),
      uploadMaxMb: env().UPLOAD_MAX_MB,
      back: `/admin/events/${e.id}`,
    },
    venues: await venueFormData(),
    // The title, description and each ticket row's label and note in the site's other languages (issue 15).
    languages: await otherLanguages(),
    translations: Object.fromEntries(
      [...new Set([...Object.keys(eventTexts), ...Object.keys(ticketTexts)])].map((l) => [
        l,
        { ...eventTexts[l], ...ticketTexts[l] },
      ]),
    ),
    ticketRows: e.tickets.map((x) => ({ id: x.id, label: x.label })),
    parts: await loadEventFormParts(e.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const id = params.id;
  const here = `/admin/events/${id}`;
  const toast = (url: string, message: string, type: "success" | "error" = "success") =>
    redirectWithToast(url, { type, message }, context);
  const intent = String(form.get("intent") ?? "");

  if (intent === "save" || intent === "save-publish" || intent === "preview") {
    const sub = parseSubmission(eventFormSchema(tr.t, tr.intl), form, tr);
    // Checked before anything is saved (not for a preview): a picture without alt text would never show, and
    // other capabilities' parts of the form (RSVP) have their own fields.
    const more =
      intent === "preview"
        ? {}
        : { ...(await pickedAltErrors(form, "image_upload_id", tr.t)), ...(await checkEventFormParts(form, id, tr.t)) };
    if (!sub.value || Object.keys(more).length)
      return formFailure({ errors: { ...sub.errors, ...more }, input: sub.input });
    if (intent === "preview") {
      // The public page as it would be with these values: nothing saved (no alt text either), seen by this person only.
      const existing = await getEvent(id);
      if (!existing) throw notFound();
      return previewEvent(
        request,
        context,
        user,
        sub.value,
        existing,
        await pickedImageId(withoutAltTexts(form), "image_upload_id"),
      );
    }
    try {
      // The picked image goes with the save; an id that isn't a ready image keeps the current one.
      const before = await getEvent(id);
      const saved = await updateEvent(actor, id, sub.value, {
        imageUploadId: await pickedImageId(form, "image_upload_id"),
        t: tr.t,
      });
      const codes = (await otherLanguages()).map((l) => l.code);
      await saveTranslations("event", id, translationsFromForm(form, "event", codes));
      await saveTicketTranslations(id, saved.tickets, before?.tickets ?? [], form, codes);
      await saveEventFormParts(actor, id, form);
    } catch (error) {
      // A slug in use (or a date the service refuses) goes under its field; a deleted event is the 404 page.
      if (error instanceof AppError && error.code === "not_found") throw error;
      return formFailureFrom(error, sub.input);
    }
    if (intent === "save-publish") await setVisibility(actor, id, "published");
    return toast(
      here,
      intent === "save-publish" ? tr.t("events.studio.edit.savedPublished") : tr.t("events.studio.edit.saved"),
    );
  }
  if (intent === "publish" || intent === "unpublish") {
    const e = await setVisibility(actor, id, intent === "publish" ? "published" : "draft");
    return toast(
      here,
      intent === "publish"
        ? tr.t("events.studio.edit.published", { title: e.title })
        : tr.t("events.studio.edit.unpublished", { title: e.title }),
    );
  }
  if (intent === "status") {
    const to = String(form.get("to") ?? "") as EventStatus;
    if (!EVENT_STATUSES.includes(to)) return toast(here, tr.t("events.studio.edit.unknownStatus"), "error");
    const r = await setStatus(actor, id, to, tr.t);
    return toast(here, r.message, r.ok ? "success" : "error");
  }
  if (intent === "duplicate") {
    const copy = await duplicateEvent(actor, id);
    return toast(`/admin/events/${copy.id}`, tr.t("events.studio.edit.duplicated", { title: copy.title }));
  }
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") return redirect(`${here}?confirm=delete`);
    const gone = await deleteEvent(actor, id);
    return toast("/admin/events", tr.t("events.studio.edit.deleted", { title: gone.title }));
  }
  return toast(here, tr.t("events.studio.edit.unknownAction"), "error");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  studioMeta(loaderData?.title ?? studioI18nFrom(matches).t("events.studio.edit.title"));

/** The Translations section's fields: the title and description, then each saved ticket row's label and note (by row id). */
function translatable(
  t: (key: string, values?: Record<string, string | number>) => string,
  rows: readonly { id: string; label: string }[],
) {
  return [
    { name: "title", label: t("events.studio.form.title"), maxLength: LIMITS.title },
    {
      name: "description",
      label: t("events.studio.form.description"),
      kind: "textarea" as const,
      maxLength: LIMITS.description,
    },
    ...rows.flatMap((r, i) => [
      {
        name: ticketFieldName(r.id, "label"),
        label: t("events.studio.translations.ticketLabel", { n: i + 1 }),
        maxLength: TICKET_LIMITS.label,
      },
      {
        name: ticketFieldName(r.id, "note"),
        label: t("events.studio.translations.ticketNote", { n: i + 1 }),
        maxLength: TICKET_LIMITS.note,
      },
    ]),
  ];
}

export default function EditEvent({ loaderData: d, actionData: a }: Route.ComponentProps) {
  // React keeps uncontrolled fields when only the data changes: after "Duplicate" the copy's page showed the
  // original's title and address, and saving wrote them over the copy. Each redirect (a new location) starts the
  // form from the loader's values; a failed save (no redirect) keeps what was typed.
  const { key } = useLocation();
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/events">{t("events.studio.edit.all")}</Link>
      </p>
      <h1>{d.title}</h1>
      <EventSubNav id={d.id} />
      <p className="row">
        <span>
          {d.visibility === "published" ? t("events.studio.edit.isPublished") : t("events.studio.edit.isDraft")} ·{" "}
          {t(STATUS_KEYS[d.status])}
          {d.previous ? ` · ${t("events.studio.edit.rescheduledFrom", { when: d.previous })}` : ""}
        </span>
        {d.visibility === "published" ? (
          <a href={`/events/${d.slug}`} target="_blank" rel="noopener">
            {t("events.studio.edit.view")} <ExternalLink className="icon" aria-hidden="true" />
            <span className="visually-hidden"> {t("events.studio.edit.newTab")}</span>
          </a>
        ) : null}
      </p>
      <div className="row">
        <AdminForm>
          <SubmitButton
            name="intent"
            value={d.visibility === "published" ? "unpublish" : "publish"}
            className={d.visibility === "published" ? "secondary" : ""}
          >
            {d.visibility === "published" ? t("events.studio.edit.unpublish") : t("events.studio.edit.publish")}
          </SubmitButton>
        </AdminForm>
        <AdminForm>
          <SubmitButton name="intent" value="duplicate" className="secondary">
            {t("events.studio.edit.duplicate")}
          </SubmitButton>
        </AdminForm>
      </div>
      <StatusActions status={d.status} transitions={d.transitions} cancelledDates={d.cancelledDates} />
      <h2>{t("events.studio.form.details")}</h2>
      <EventForm
        key={key}
        values={a?.input ?? d.values}
        errors={a?.errors}
        zones={d.zones}
        defaults={d.defaults}
        image={d.image}
        venues={d.venues}
        parts={<EventFormParts parts={d.parts} errors={a?.errors} input={a?.input} />}
        note={d.visibility === "published" ? t("events.studio.edit.notePublished") : t("events.studio.edit.noteDraft")}
        translations={
          <TranslationFields
            languages={d.languages}
            fields={translatable(t, d.ticketRows)}
            values={d.translations}
            input={a?.input}
          />
        }
      >
        <SubmitButton name="intent" value="save">
          {t("events.studio.edit.save")}
        </SubmitButton>
        {d.visibility === "draft" ? (
          <SubmitButton name="intent" value="save-publish" className="secondary">
            {t("events.studio.edit.savePublish")}
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
  const { t } = useStudioI18n();
  return (
    <section className="danger-zone" aria-labelledby="delete-heading" id="delete">
      <h2 id="delete-heading" style={{ marginTop: 0 }}>
        {t("events.studio.delete.heading")}
      </h2>
      <details open={open || undefined}>
        <summary>{t("events.studio.delete.summary")}</summary>
        <p>{t("events.studio.delete.warning", { title })}</p>
        <AdminForm>
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton name="intent" value="delete" className="danger">
            {t("events.studio.delete.confirm", { title })}
          </SubmitButton>
        </AdminForm>
      </details>
    </section>
  );
}
