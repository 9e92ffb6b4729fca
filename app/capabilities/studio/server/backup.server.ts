/**
 * Export and import of the whole site from the studio. The archive, its
 * format and every check on it are the core's (app/core/backup); this adds
 * what the studio's page needs around them: the upload streamed to a file
 * (never whole in memory), the owner's confirmation, and the audit entries.
 * What the owner can fix is an AppError (413 too large, 400 no file, no
 * confirmation, or the core's ImportError) for the form to show.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { exportSite, importSite, optionalParts } from "~/core/backup/backup.server.ts";
import { env } from "~/core/env.server.ts";
import { AppError } from "~/core/errors.ts";
import { csrfError } from "~/core/http/errors.server.ts";

const MAX_IMPORT_BYTES = 4 * 1024 * 1024 * 1024;

/**
 * The whole site as a .tar.gz stream, with the optional parts the owner
 * ticked (unknown names are ignored); audited before the first byte.
 */
export async function exportSiteAs(actor: Actor, include: readonly string[] = []): Promise<Readable> {
  const known = optionalParts()
    .map((p) => p.id)
    .filter((id) => include.includes(id));
  await audit(actor, "site.export", "site", null, known.length ? { include: known } : undefined);
  return exportSite({ include: known });
}

/** An uploaded export, on disk until importArchiveAs has read (and removed) it. */
export interface ReceivedArchive {
  file: string;
  fields: Record<string, string>;
  gotFile: boolean;
  tooLarge: boolean;
}

/**
 * Streams the import form's upload to a temporary file, checking the CSRF
 * field (which the form puts before the file) first: without a valid one no
 * byte is written and the answer is the catalogue's 403.
 */
export async function receiveArchive(
  request: Request,
  isValidToken: (token: string) => boolean,
): Promise<ReceivedArchive> {
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) throw csrfError();
  const tmpDir = join(env().DATA_DIR, "tmp");
  await mkdir(tmpDir, { recursive: true });
  const file = join(tmpDir, `import-${randomBytes(8).toString("hex")}.tar.gz`);
  const fields: Record<string, string> = {};
  let gotFile = false;
  let tooLarge = false;
  let csrfOk = false;
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: Object.fromEntries(request.headers),
      limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 10 },
    });
  } catch {
    throw new AppError("bad_request"); // no usable boundary
  }
  const writes: Promise<void>[] = [];
  bb.on("field", (name, value) => {
    fields[name] = value;
    if (name === "csrf") csrfOk = isValidToken(value);
  });
  bb.on("file", (_name, stream) => {
    // A body that ends inside the file fails its stream too; unheard, that 'error' would end the process.
    // The pipeline below reports it (busboy fails with it), so here it only needs a listener.
    stream.on("error", () => {});
    if (!csrfOk) {
      stream.resume();
      return;
    }
    gotFile = true;
    stream.on("limit", () => (tooLarge = true));
    writes.push(pipeline(stream, createWriteStream(file)));
  });
  try {
    await pipeline(Readable.fromWeb(request.body as unknown as NodeWebStream), bb);
  } catch {
    // A body that is not a readable form (none, truncated, broken parts) is the sender's mistake: 400, not 500.
    await Promise.allSettled(writes);
    await rm(file, { force: true });
    throw new AppError("bad_request");
  }
  try {
    await Promise.all(writes);
  } catch (e) {
    // Writing the file failed (the disk): the server's problem, a 500 with its stack in the log.
    await rm(file, { force: true });
    throw e;
  }
  if (!csrfOk) {
    await rm(file, { force: true });
    throw csrfError();
  }
  return { file, fields, gotFile, tooLarge };
}

/**
 * Replaces everything on this site with the uploaded export. The accounts
 * are the export's afterwards, so the audit entry names who did it by
 * address (their id may no longer exist). The temporary file is always removed.
 */
export async function importArchiveAs(
  actor: Actor,
  upload: ReceivedArchive,
): Promise<{ tables: number; rows: number; files: number }> {
  try {
    if (upload.tooLarge) throw new AppError("too_large", { vars: { mb: MAX_IMPORT_BYTES / 1024 / 1024 } });
    if (!upload.gotFile) throw new AppError("bad_request", { message: "Choose an export file (.tar.gz) to import." });
    if (upload.fields.confirm !== "replace")
      throw new AppError("bad_request", {
        message: "Tick the box to confirm that everything on this site will be replaced.",
      });
    const result = await importSite(createReadStream(upload.file));
    await audit(null, "site.import", "site", null, { by: actor.email, ...result });
    return result;
  } finally {
    await rm(upload.file, { force: true });
  }
}
