/** The type of an upload, decided from its bytes only (SPEC §5). */
import { fileTypeFromBuffer } from "file-type";
import { UPLOAD_TYPES, type UploadType } from "~/capabilities/media/lib/upload-types.ts";

/** How much of the start of a file is enough to decide its type. */
export const SNIFF_BYTES = 4100;

/** The accepted type of these first bytes, or null (SVG, HTML, text and everything else). */
export async function sniffType(head: Uint8Array): Promise<UploadType | null> {
  // Text formats (SVG, HTML, XML) have no magic number; file-type reports
  // nothing or XML for them, and neither is in the table.
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  return Object.hasOwn(UPLOAD_TYPES, found.mime) ? UPLOAD_TYPES[found.mime]! : null;
}
