/**
 * The import form's body, streamed (issue 12 point 4): busboy reads the
 * multipart request; the owner's tick boxes come before the file (their
 * order in the form), so the file's bytes go straight into the importer and
 * the file is never held whole. The CSRF token is in the query string (the
 * body is not read before the check), as for media uploads.
 */
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Actor } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { IMPORT } from "../lib/messages.ts";
import { importSubscribers, type ImportReport } from "./import.server.ts";

export const IMPORT_MAX_MB = 100;

export type ImportAnswer =
  | { ok: true; report: ImportReport; truncated: boolean }
  | { ok: false; errors: Record<string, string>; input: { welcome: boolean; consent: boolean } };

async function* decode(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of stream) yield decoder.decode(chunk, { stream: true });
  const last = decoder.decode();
  if (last) yield last;
}

export async function importFromRequest(actor: Actor, request: Request): Promise<ImportAnswer> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body) throw new AppError("bad_request");
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: { files: 1, fields: 10, fieldSize: 4096, fileSize: IMPORT_MAX_MB * 1024 * 1024 },
    });
  } catch {
    throw new AppError("bad_request");
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let job: Promise<ImportReport> | null = null;
  let sawFile = false;
  let truncated = false;
  bb.on("field", (name, value) => {
    fields[name] = value;
  });
  bb.on("file", (_field, stream, info) => {
    stream.on("limit", () => {
      truncated = true;
    });
    if (sawFile || fields.consent !== "yes" || !info.filename) {
      stream.resume();
      if (info.filename) sawFile = true;
      return;
    }
    sawFile = true;
    job = importSubscribers(actor, decode(stream), {
      statement: IMPORT.statement,
      sendWelcome: fields.welcome === "yes",
    }).finally(() => stream.resume());
    // Reported when awaited below; a rejection before then is not unhandled.
    job.catch(() => undefined);
  });
  const done = new Promise<void>((resolve, reject) => {
    bb.on("close", resolve);
    bb.on("error", reject);
  });
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  body.on("error", (e) => bb.destroy(e));
  body.pipe(bb);
  const broken = await done.then(
    () => null,
    (e: unknown) => e,
  );
  const input = { welcome: fields.welcome === "yes", consent: fields.consent === "yes" };
  if (!job) {
    if (broken) throw new AppError("bad_request");
    const errors: Record<string, string> = {};
    if (!input.consent) errors.consent = IMPORT.statementMissing;
    if (!sawFile) errors.file = IMPORT.fileMissing;
    return { ok: false, errors, input };
  }
  try {
    return { ok: true, report: await (job as Promise<ImportReport>), truncated: truncated || broken !== null };
  } catch (e) {
    if (e instanceof AppError && e.code === "invalid" && e.field)
      return { ok: false, errors: { [e.field]: e.message }, input };
    throw e;
  }
}
