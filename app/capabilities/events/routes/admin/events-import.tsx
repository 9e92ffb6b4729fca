/**
 * /admin/events/import — bring dates in from another calendar (issue 13):
 * an .ics or .csv file, or an iCalendar address to subscribe to. Either
 * leads to a preview (/admin/events/import/:id); nothing is written before
 * the owner says "Import". The file form is multipart with the CSRF token in
 * the query string, so its body is read with the import's own size cap and a
 * file that is too large gets its message under the field.
 */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/events-import";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { requireAction, requireActionHeader, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { UPLOAD_MAX_MB, previewUpload, readUploadForm } from "~/capabilities/events/server/import/upload.server.ts";
import {
  previewFeed,
  refreshFeedNow,
  reviewFeed,
  studioFeeds,
  unsubscribe,
} from "~/capabilities/events/server/import/subscriptions.server.ts";
import { FeedList } from "~/capabilities/events/components/admin/import/FeedList.tsx";
import importCss from "~/capabilities/events/import.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: importCss }];

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("events.studio.list.import"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  return { maxMb: UPLOAD_MAX_MB, feeds: await studioFeeds((await studioI18nFor(user)).t) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const user = await requireActionHeader(request, context, "editor");
    const tr = await studioI18nFor(user);
    const form = await readUploadForm(request, tr.t);
    const answer =
      form instanceof FormData ? await previewUpload({ id: user.id, email: user.email }, form, tr.t) : form;
    if (!answer.ok)
      return formFailure({ errors: answer.errors, input: {}, section: "file" }, answer.status === 413 ? 413 : 400);
    return redirectWithToast(
      `/admin/events/import/${answer.id}`,
      { type: "success", message: tr.t("events.studio.import.fileRead") },
      context,
    );
  }
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "subscribe") {
    const url = String(form.get("url") ?? "").slice(0, 2000);
    try {
      const previewId = await previewFeed(actor, url, { t: tr.t });
      return redirectWithToast(
        `/admin/events/import/${previewId}`,
        { type: "success", message: tr.t("events.studio.import.feedRead") },
        context,
      );
    } catch (e) {
      return formFailureFrom(e, { url }, { section: "url" });
    }
  }
  if (intent === "review") {
    try {
      return redirectWithToast(
        `/admin/events/import/${await reviewFeed(actor, id, { t: tr.t })}`,
        { type: "success", message: tr.t("events.studio.import.feedReview") },
        context,
      );
    } catch (e) {
      return formFailureFrom(e, {}, { section: "feeds" });
    }
  }
  if (intent === "refresh") {
    const r = await refreshFeedNow(id, { t: tr.t });
    const message =
      r === "not-modified"
        ? tr.t("events.studio.import.notModified")
        : tr.t("events.studio.import.refreshed", { added: r.added, changed: r.changed });
    return redirectWithToast("/admin/events/import", { type: "success", message }, context);
  }
  if (intent === "unsubscribe") {
    await unsubscribe(actor, id, tr.t);
    return redirectWithToast(
      "/admin/events/import",
      { type: "success", message: tr.t("events.studio.import.unsubscribed") },
      context,
    );
  }
  return redirectWithToast(
    "/admin/events/import",
    { type: "error", message: tr.t("events.studio.edit.unknownAction") },
    context,
  );
}

export default function ImportDates({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const fileErrors = a?.section === "file" ? a.errors : undefined;
  const urlErrors = a?.section === "url" ? a.errors : undefined;
  const { t } = useStudioI18n();
  return (
    <div className="event-import">
      <p>
        <Link to="/admin/events">← {t("events.studio.nav.events")}</Link>
      </p>
      <h1>{t("events.studio.list.import")}</h1>
      <p>
        {t("events.studio.import.intro")} <a href="#import-formats">{t("events.studio.import.formatsLink")}</a>
      </p>

      <section aria-labelledby="import-file-heading" className="event-import__part">
        <h2 id="import-file-heading">{t("events.studio.import.fromFile")}</h2>
        <AdminForm
          method="post"
          encType="multipart/form-data"
          action={`/admin/events/import?csrf=${encodeURIComponent(csrf)}`}
          errors={fileErrors}
        >
          <div className="field">
            <label htmlFor="import-file">{t("events.studio.import.file")}</label>
            <input
              id="import-file"
              type="file"
              name="file"
              accept=".ics,.ical,.csv,text/calendar,text/csv"
              required
              aria-invalid={fileErrors?.file ? true : undefined}
              aria-describedby={fileErrors?.file ? "import-file-error import-file-hint" : "import-file-hint"}
            />
            <p className="hint" id="import-file-hint">
              {t("events.studio.import.upTo", { mb: d.maxMb })}
            </p>
            {fileErrors?.file ? (
              <p className="error" id="import-file-error">
                {fileErrors.file}
              </p>
            ) : null}
          </div>
          <p>
            <SubmitButton>{t("events.studio.import.show")}</SubmitButton>
          </p>
        </AdminForm>
      </section>

      <section aria-labelledby="import-url-heading" className="event-import__part">
        <h2 id="import-url-heading">{t("events.studio.import.subscribe")}</h2>
        <AdminForm method="post" errors={urlErrors}>
          <input type="hidden" name="intent" value="subscribe" />
          <TextField
            label={t("events.studio.import.url")}
            name="url"
            {...linkInputProps}
            required
            placeholder="https://calendar.google.com/…/basic.ics"
            defaultValue={a?.section === "url" ? String(a.input.url ?? "") : ""}
            error={urlErrors?.url}
            hint={t("events.studio.import.urlHint")}
          />
          <p>
            <SubmitButton>{t("events.studio.import.show")}</SubmitButton>
          </p>
        </AdminForm>
      </section>

      {d.feeds.length ? (
        <FeedList feeds={d.feeds} error={a?.section === "feeds" ? Object.values(a.errors)[0] : undefined} />
      ) : null}

      <section aria-labelledby="import-formats" className="event-import__part">
        <h2 id="import-formats">{t("events.studio.import.formatsLink")}</h2>
        <ul>
          <li>{t("events.studio.import.formatIcs")}</li>
          <li>
            {t("events.studio.import.formatCsv")} <code>title</code>, <code>start_date</code> (2026-05-30),{" "}
            <code>start_time</code> {t("events.studio.import.formatCsvStartTime")}, <code>end_date</code>,{" "}
            <code>end_time</code>, <code>time_zone</code>, <code>venue</code>, <code>address</code>,{" "}
            <code>description</code>, <code>ticket_url</code>, <code>price</code>, <code>status</code>, <code>id</code>.
          </li>
          <li>{t("events.studio.import.formatTec")}</li>
        </ul>
      </section>
    </div>
  );
}
