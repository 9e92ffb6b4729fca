/**
 * An uploaded .ics or .csv file to a preview. The body is read with a cap
 * (UPLOAD_MAX_MB), so a 50 MB file is refused with a message under the file
 * field before any of it is parsed; a file that is not a calendar or a
 * spreadsheet, or is not text, says so the same way.
 */
import type { Actor } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { readForm } from "~/core/http/body.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { IMPORT_TEXT, sayImport } from "~/capabilities/events/lib/import/messages.ts";
import { type ImportWords, englishWords } from "./words.server.ts";
import { ImportFileError, readImport } from "~/capabilities/events/lib/import/read.ts";
import type { ParsedImport } from "~/capabilities/events/lib/import/types.ts";
import { stageImport } from "./imports.server.ts";

/** Calendar files are small (Google refuses feeds over 1 MB); 5 MB leaves room for years of dates. */
export const UPLOAD_MAX_MB = 5;

export type UploadAnswer = { ok: true; id: string } | { ok: false; status: number; errors: Record<string, string> };

/** The form of the upload (read with the cap); a too-large body is an answer, not an exception. */
export async function readUploadForm(
  request: Request,
  t: ImportWords = englishWords,
): Promise<FormData | UploadAnswer> {
  try {
    // Room for the multipart framing and the other fields around the file.
    return await readForm(request, { maxBytes: UPLOAD_MAX_MB * 1024 * 1024 + 64 * 1024 });
  } catch (e) {
    if (e instanceof AppError && e.code === "too_large")
      return { ok: false, status: 413, errors: { file: sayImport(t, IMPORT_TEXT.tooLarge(UPLOAD_MAX_MB)) } };
    throw e;
  }
}

/** Reads a file into a preview; `nowMs` decides the horizon of open-ended rules; `t` words the messages (the acting user's studio translator's). */
export async function previewFile(
  actor: Actor | null,
  file: { name: string; bytes: Uint8Array },
  nowMs = Date.now(),
  t: ImportWords = englishWords,
): Promise<UploadAnswer> {
  if (file.bytes.byteLength > UPLOAD_MAX_MB * 1024 * 1024)
    return { ok: false, status: 413, errors: { file: sayImport(t, IMPORT_TEXT.tooLarge(UPLOAD_MAX_MB)) } };
  if (!file.name && !file.bytes.byteLength)
    return { ok: false, status: 400, errors: { file: sayImport(t, IMPORT_TEXT.chooseFile) } };
  const { time_zone } = await getSettings();
  let parsed: ParsedImport;
  try {
    parsed = readImport(file.bytes, file.name, { siteTz: time_zone, nowMs });
  } catch (e) {
    if (e instanceof ImportFileError) return { ok: false, status: 400, errors: { file: sayImport(t, e.said) } };
    throw e;
  }
  const label = parsed.name || file.name || "file";
  return { ok: true, id: await stageImport(actor, parsed, { source: `file:${label}`, label }) };
}

export async function previewUpload(
  actor: Actor | null,
  form: FormData,
  t: ImportWords = englishWords,
): Promise<UploadAnswer> {
  const file = form.get("file");
  if (!(file instanceof File) || (!file.name && file.size === 0))
    return { ok: false, status: 400, errors: { file: sayImport(t, IMPORT_TEXT.chooseFile) } };
  return previewFile(actor, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, Date.now(), t);
}
