import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { randomBytes } from "node:crypto";
import busboy from "busboy";
import { data, Form } from "react-router";
import type { Route } from "./+types/backup";
import { CsrfField } from "~/core/ui/forms.tsx";
import { requireRole } from "~/core/auth/guards.server.ts";
import { isValidCsrf } from "~/core/auth/csrf.server.ts";
import { importSite, ImportError } from "~/core/backup/backup.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { env } from "~/core/env.server.ts";
import { csrfError } from "~/core/http/errors.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { catalogueMessage } from "~/core/errors.ts";

const MAX_IMPORT_BYTES = 4 * 1024 * 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  return {};
}

/** Streams the upload to a temporary file (never whole in memory), checking the CSRF field first. */
async function receiveArchive(request: Request, context: Route.ActionArgs["context"]) {
  const tmpDir = join(env().DATA_DIR, "tmp");
  await mkdir(tmpDir, { recursive: true });
  const file = join(tmpDir, `import-${randomBytes(8).toString("hex")}.tar.gz`);
  const fields: Record<string, string> = {};
  let gotFile = false;
  let tooLarge = false;
  let csrfOk = false;
  const bb = busboy({ headers: Object.fromEntries(request.headers), limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 10 } });
  const writes: Promise<void>[] = [];
  bb.on("field", (name, value) => {
    fields[name] = value;
    if (name === "csrf") csrfOk = isValidCsrf(request, context, value);
  });
  bb.on("file", (_name, stream) => {
    if (!csrfOk) {
      stream.resume();
      return;
    }
    gotFile = true;
    stream.on("limit", () => (tooLarge = true));
    writes.push(pipeline(stream, createWriteStream(file)));
  });
  await pipeline(Readable.fromWeb(request.body as unknown as NodeWebStream), bb);
  await Promise.all(writes);
  return { file, fields, gotFile, tooLarge, csrfOk };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, "owner");
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) throw csrfError();
  const r = await receiveArchive(request, context);
  try {
    if (!r.csrfOk) throw csrfError();
    if (r.tooLarge) return data({ error: catalogueMessage("too_large", { mb: MAX_IMPORT_BYTES / 1024 / 1024 }) }, { status: 413 });
    if (!r.gotFile) return data({ error: "Choose an export file (.tar.gz) to import." }, { status: 400 });
    if (r.fields.confirm !== "replace") return data({ error: "Tick the box to confirm that everything on this site will be replaced." }, { status: 400 });
    const result = await importSite(createReadStream(r.file));
    await audit(null, "site.import", "site", null, { by: user.email, ...result });
    // The users came from the export: this session is gone; sign in with an account from the export.
    return redirectWithToast("/admin/login", { type: "success", message: `Imported ${result.rows} records and ${result.files} files. Sign in with an account from the export.` }, context);
  } catch (e) {
    if (e instanceof ImportError) return data({ error: e.message }, { status: 400 });
    throw e;
  } finally {
    await rm(r.file, { force: true });
  }
}

export default function Backup({ actionData }: Route.ComponentProps) {
  const error = (actionData as { error?: string } | undefined)?.error;
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
