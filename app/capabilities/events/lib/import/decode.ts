/**
 * Bytes to text for imports: UTF-8 (a BOM is dropped), UTF-16 with its BOM,
 * and otherwise Windows-1252 with a note, since that is what older Outlook
 * and Excel exports are when they are not UTF-8. Binary files are refused.
 */
import { IMPORT_TEXT, type ImportText } from "./messages.ts";

export type Decoded = { ok: true; text: string; notes: ImportText[] } | { ok: false; message: ImportText };

export function decodeImport(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { ok: true, text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), notes: [] };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { ok: true, text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), notes: [] };
  // NUL never appears in text files; a few control bytes are the sign of a binary file.
  const head = bytes.subarray(0, 65_536);
  let control = 0;
  for (const b of head) {
    if (b === 0) return { ok: false, message: IMPORT_TEXT.notText };
    if (b < 9 || (b > 13 && b < 32 && b !== 27)) control++;
  }
  if (control > 8) return { ok: false, message: IMPORT_TEXT.notText };
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text, notes: [] };
  } catch {
    return { ok: true, text: new TextDecoder("windows-1252").decode(bytes), notes: [IMPORT_TEXT.readAsLatin1] };
  }
}
