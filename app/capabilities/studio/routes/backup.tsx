import { Form } from "react-router";
import type { Route } from "./+types/backup";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { CsrfField } from "~/core/ui/forms.tsx";
import { requireRole } from "~/core/auth/guards.server.ts";
import { isValidCsrf } from "~/core/auth/csrf.server.ts";
import { importArchiveAs, receiveArchive } from "~/capabilities/studio/server/backup.server.ts";
import { formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";

export const meta: Route.MetaFunction = () => studioMeta("Export & import");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  return {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, "owner");
  const upload = await receiveArchive(request, (token) => isValidCsrf(request, context, token));
  let result;
  try {
    result = await importArchiveAs({ id: user.id, email: user.email }, upload);
  } catch (e) {
    return formFailureFrom(e);
  }
  // The users came from the export: this session is gone; sign in with an account from the export.
  return redirectWithToast("/admin/login", { type: "success", message: `Imported ${result.rows} records and ${result.files} files. Sign in with an account from the export.` }, context);
}

export default function Backup({ actionData }: Route.ComponentProps) {
  const error = actionData?.errors._form;
  return (
    <>
      <h1>Export and import</h1>
      <section className="card" aria-labelledby="export-h">
        <h2 id="export-h" style={{ marginTop: 0 }}>
          Export
        </h2>
        <p>One file with everything: settings, users, events, messages, media, albums and all uploaded files. Keep it somewhere safe; a fresh Marquee can import it.</p>
        <p>
          <a className="button" href="/admin/backup/export" download>
            Download export (.tar.gz)
          </a>
        </p>
      </section>
      <section className="card" aria-labelledby="import-h" style={{ marginTop: "1.5rem" }}>
        <h2 id="import-h" style={{ marginTop: 0 }}>
          Import
        </h2>
        <p>
          <strong>Replaces everything on this site</strong> with the export's content, including the studio accounts. You will be signed out and sign in
          with an account from the export.
        </p>
        {error ? (
          <p className="notice error" role="alert">
            {error}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="form" reloadDocument>
          <CsrfField />
          <div className="field">
            <label htmlFor="import-file">Export file</label>
            <input id="import-file" type="file" name="archive" accept=".gz,.tgz,application/gzip" required />
          </div>
          <div className="field">
            <div className="check">
              <input id="import-confirm" type="checkbox" name="confirm" value="replace" required />
              <label htmlFor="import-confirm">I understand that everything on this site will be replaced.</label>
            </div>
          </div>
          <p>
            <button type="submit" className="button danger">
              Import and replace
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
