/** A file's bytes as an import: decoded, its format told by its content (an .ics named .txt still works). */
import { decodeImport } from "./decode.ts";
import { readCsvImport } from "./csv-import.ts";
import { ImportFileError, type ReadOptions, readIcsImport } from "./ics-import.ts";
import type { ParsedImport } from "./types.ts";

export { ImportFileError };

export function readImport(bytes: Uint8Array, filename: string, opts: ReadOptions): ParsedImport {
  const decoded = decodeImport(bytes);
  if (!decoded.ok) throw new ImportFileError(decoded.message);
  const text = decoded.text.replace(/^\uFEFF/, "");
  const ics = /^\s*BEGIN:VCALENDAR/i.test(text) || /\.(ics|ical|ifb|icalendar)$/i.test(filename);
  const parsed = ics ? readIcsImport(text, opts) : readCsvImport(text, opts);
  return { ...parsed, notes: [...decoded.notes, ...parsed.notes] };
}
