/**
 * /admin/fans/import: an existing list as CSV (issue 12 point 4). The body is
 * streamed to the importer (server/import-request.server.ts), so the CSRF
 * token travels in the query string; the owner must state that consent
 * exists, and chooses whether the imported addresses get a "do you still
 * want this" e-mail (then they are pending until they confirm) or are stored
 * as confirmed with the import as their consent record.
 */
import { Form, Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/fans-import";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireActionHeader, requireRole } from "~/core/auth/guards.server.ts";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { IMPORT } from "~/capabilities/fans/lib/messages.ts";
import { IMPORT_MAX_MB, importFromRequest } from "~/capabilities/fans/server/import-request.server.ts";
import fansCss from "~/capabilities/fans/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fansCss }];

export const meta: Route.MetaFunction = () => studioMeta("Import subscribers");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { maxMb: IMPORT_MAX_MB };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireActionHeader(request, context, "editor");
  return importFromRequest({ id: user.id, email: user.email }, request);
}

export default function FansImport({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const errors = a && !a.ok ? a.errors : {};
  const input = a && !a.ok ? a.input : { welcome: false, consent: false };
  return (
    <>
      <p>
        <Link to="/admin/fans">← Fans</Link>
      </p>
      <h1>Import subscribers</h1>
      {a?.ok ? (
        <section className="fans-report notice" aria-labelledby="report-heading" role="status">
          <h2 id="report-heading">Import finished</h2>
          <p>
            {a.report.added} added, {a.report.skipped} skipped (already on the list, or unsubscribed or bounced in the file),{" "}
            {a.report.errors.length + a.report.moreErrors} with errors.
            {a.truncated ? ` The file was cut off at ${d.maxMb} MB or broke off; the rows read until then are imported.` : ""}
          </p>
          {a.report.errors.length > 0 ? (
            <ul>
              {a.report.errors.map((e) => (
                <li key={e.line}>
                  Line {e.line}: {e.message}
                </li>
              ))}
              {a.report.moreErrors > 0 ? <li>… and {a.report.moreErrors} more.</li> : null}
            </ul>
          ) : null}
        </section>
      ) : null}
      <p>
        A CSV file whose first row names the columns: <code>email</code> is required, <code>name</code> is used when present; a{" "}
        <code>status</code> of “unsubscribed” or “bounced” skips the row (an export from here can be imported again). Up to {d.maxMb} MB. Each row is
        added whole or not at all; rows with mistakes are listed with their line.
      </p>
      <Form method="post" encType="multipart/form-data" action={`/admin/fans/import?csrf=${encodeURIComponent(csrf)}`} className="fans-import">
        {/* The tick boxes come before the file: the server reads them first and then streams the file. */}
        <div className="field">
          <div className="check">
            <input id="fans-consent" type="checkbox" name="consent" value="yes" required defaultChecked={input.consent} aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? "fans-consent-error" : undefined} />
            <label htmlFor="fans-consent">{IMPORT.statement}</label>
          </div>
          {errors.consent ? (
            <p className="error" id="fans-consent-error">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <div className="field">
          <div className="check">
            <input id="fans-welcome" type="checkbox" name="welcome" value="yes" defaultChecked={input.welcome} aria-describedby={errors.welcome ? "fans-welcome-error" : "fans-welcome-hint"} aria-invalid={errors.welcome ? true : undefined} />
            <label htmlFor="fans-welcome">Send each new address a “do you still want e-mails from us?” message</label>
          </div>
          <p className="hint" id="fans-welcome-hint">
            Then they receive nothing else until they confirm (and are removed after 7 days if they don’t). Otherwise they are added as confirmed, with this import as their consent record.
          </p>
          {errors.welcome ? (
            <p className="error" id="fans-welcome-error">
              {errors.welcome}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="fans-file">CSV file</label>
          <input id="fans-file" type="file" name="file" accept=".csv,text/csv" required aria-invalid={errors.file ? true : undefined} aria-describedby={errors.file ? "fans-file-error" : undefined} />
          {errors.file ? (
            <p className="error" id="fans-file-error">
              {errors.file}
            </p>
          ) : null}
        </div>
        <p>
          <SubmitButton>Import</SubmitButton>
        </p>
      </Form>
    </>
  );
}
