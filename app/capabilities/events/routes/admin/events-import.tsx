/**
 * /admin/events/import — bring dates in from another calendar (issue 13):
 * an .ics or .csv file, or an iCalendar address to subscribe to. Either
 * leads to a preview (/admin/events/import/:id); nothing is written before
 * the owner says "Import". The file form is multipart with the CSRF token in
 * the query string, so its body is read with the import's own size cap and a
 * file that is too large gets its message under the field.
 */
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/events-import";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { TextField } from "~/core/ui/Field.tsx";
import { requireAction, requireActionHeader, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { UPLOAD_MAX_MB, previewUpload, readUploadForm } from "~/capabilities/events/server/import/upload.server.ts";
import { previewFeed, refreshFeedNow, reviewFeed, studioFeeds, unsubscribe } from "~/capabilities/events/server/import/subscriptions.server.ts";
import { FeedList } from "~/capabilities/events/components/admin/import/FeedList.tsx";
import importCss from "~/capabilities/events/import.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: importCss }];

export const meta: Route.MetaFunction = () => studioMeta("Import dates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { maxMb: UPLOAD_MAX_MB, feeds: await studioFeeds() };
}

export async function action({ request, context }: Route.ActionArgs) {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const user = await requireActionHeader(request, context, "editor");
    const form = await readUploadForm(request);
    const answer = form instanceof FormData ? await previewUpload({ id: user.id, email: user.email }, form) : form;
    if (!answer.ok) return formFailure({ errors: answer.errors, input: {}, section: "file" }, answer.status === 413 ? 413 : 400);
    return redirectWithToast(`/admin/events/import/${answer.id}`, { type: "success", message: "Here is what the file would change." }, context);
  }
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "subscribe") {
    const url = String(form.get("url") ?? "").slice(0, 2000);
    try {
      const previewId = await previewFeed(actor, url);
      return redirectWithToast(`/admin/events/import/${previewId}`, { type: "success", message: "Here is what the calendar would change." }, context);
    } catch (e) {
      return formFailureFrom(e, { url }, { section: "url" });
    }
  }
  if (intent === "review") {
    try {
      return redirectWithToast(`/admin/events/import/${await reviewFeed(actor, id)}`, { type: "success", message: "Here is the calendar as it is now." }, context);
    } catch (e) {
      return formFailureFrom(e, {}, { section: "feeds" });
    }
  }
  if (intent === "refresh") {
    const r = await refreshFeedNow(id);
    const message = r === "not-modified" ? "Nothing has changed in that calendar." : `${r.added} new, ${r.changed} changed.`;
    return redirectWithToast("/admin/events/import", { type: "success", message }, context);
  }
  if (intent === "unsubscribe") {
    await unsubscribe(actor, id);
    return redirectWithToast("/admin/events/import", { type: "success", message: "Unsubscribed. The imported events stay on the site." }, context);
  }
  return redirectWithToast("/admin/events/import", { type: "error", message: "Unknown action." }, context);
}

export default function ImportDates({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const fileErrors = a?.section === "file" ? a.errors : undefined;
  const urlErrors = a?.section === "url" ? a.errors : undefined;
  return (
    <div className="event-import">
      <p>
        <Link to="/admin/events">← Events</Link>
      </p>
      <h1>Import dates</h1>
      <p>
        Bring dates in from Google Calendar, Outlook, Apple Calendar, another website or a spreadsheet. You see what would change before anything is
        saved; importing the same file again updates the dates instead of adding them twice. See the <a href="#import-formats">formats</a> below.
      </p>

      <section aria-labelledby="import-file-heading" className="event-import__part">
        <h2 id="import-file-heading">From a file</h2>
        <AdminForm method="post" encType="multipart/form-data" action={`/admin/events/import?csrf=${encodeURIComponent(csrf)}`} errors={fileErrors}>
          <div className="field">
            <label htmlFor="import-file">Calendar (.ics) or spreadsheet (.csv) file</label>
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
              Up to {d.maxMb} MB.
            </p>
            {fileErrors?.file ? (
              <p className="error" id="import-file-error">
                {fileErrors.file}
              </p>
            ) : null}
          </div>
          <p>
            <SubmitButton>Show what would change</SubmitButton>
          </p>
        </AdminForm>
      </section>

      <section aria-labelledby="import-url-heading" className="event-import__part">
        <h2 id="import-url-heading">Subscribe to a calendar address</h2>
        <AdminForm method="post" errors={urlErrors}>
          <input type="hidden" name="intent" value="subscribe" />
          <TextField
            label="Calendar address"
            name="url"
            type="url"
            inputMode="url"
            required
            placeholder="https://calendar.google.com/…/basic.ics"
            defaultValue={a?.section === "url" ? String(a.input.url ?? "") : ""}
            error={urlErrors?.url}
            hint="The public iCalendar (.ics or webcal://) address. Once imported, it is checked every hour: new and changed dates come in by themselves; dates removed there wait for you here."
          />
          <p>
            <SubmitButton>Show what would change</SubmitButton>
          </p>
        </AdminForm>
      </section>

      {d.feeds.length ? <FeedList feeds={d.feeds} error={a?.section === "feeds" ? Object.values(a.errors)[0] : undefined} /> : null}

      <section aria-labelledby="import-formats" className="event-import__part">
        <h2 id="import-formats">Formats</h2>
        <ul>
          <li>iCalendar (.ics) from Google Calendar, Outlook, Apple Calendar, Thunderbird or another Marquee site: time zones, repeats, changed and cancelled dates are kept.</li>
          <li>
            CSV with a first row naming the columns: <code>title</code>, <code>start_date</code> (2026-05-30), <code>start_time</code> (20:00; empty for all day),{" "}
            <code>end_date</code>, <code>end_time</code>, <code>time_zone</code>, <code>venue</code>, <code>address</code>, <code>description</code>,{" "}
            <code>ticket_url</code>, <code>price</code>, <code>status</code>, <code>id</code>.
          </li>
          <li>The Events Calendar's (WordPress) CSV: its Event Name, Event Start Date, Event Start Time … columns as they are.</li>
        </ul>
      </section>
    </div>
  );
}
