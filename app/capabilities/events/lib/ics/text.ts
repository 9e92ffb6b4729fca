/**
 * RFC 5545 content lines: TEXT escaping (§3.3.11), folding at 75 octets
 * (§3.1) and the date/time value forms. Folding never splits a UTF-8
 * sequence: it cuts between code points.
 */

export const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

export const octets = (s: string) => encoder.encode(s).length;

/** TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- dropping control characters (not allowed in TEXT) is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** The inverse of escapeText (for the parser and tests). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function codePointOctets(cp: number): number {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** Fold one unfolded line: every physical line ≤ 75 octets, continuations start with a space. */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = "";
  let size = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const n = codePointOctets(ch.codePointAt(0)!);
    if (size + n > limit) {
      out.push(current);
      current = " ";
      size = 1;
      limit = MAX_OCTETS;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join(CRLF);
}

export type Params = Record<string, string | undefined>;

/** Parameter values with ":", ";" or "," must be quoted (§3.2); quotes themselves cannot appear. */
function paramValue(v: string): string {
  const clean = v.replace(/["\r\n]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** One folded content line, without its CRLF. `value` is written as given (escape TEXT first). */
export function contentLine(name: string, value: string, params: Params = {}): string {
  let head = name;
  for (const [k, v] of Object.entries(params)) if (v !== undefined) head += `;${k}=${paramValue(v)}`;
  return foldLine(`${head}:${value.replace(/[\r\n]/g, "")}`);
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** DATE-TIME in UTC: 20250314T190000Z */
export function utcDateTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** Local DATE-TIME (with TZID) from "YYYY-MM-DDTHH:mm[:ss]": 20250314T200000 */
export function localDateTime(local: string): string {
  const [date = "", time = ""] = local.split("T");
  const [h = "00", m = "00", s = "00"] = time.split(":");
  return `${date.replace(/-/g, "")}T${h}${m}${s}`;
}

/** DATE from "YYYY-MM-DD": 20250314 */
export function dateValue(date: string): string {
  return date.slice(0, 10).replace(/-/g, "");
}

/** UTC-OFFSET from milliseconds: +0100, -0500, +0530, +1030 (seconds only when present). */
export function utcOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? "-" : "+";
  const total = Math.round(Math.abs(offsetMs) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${pad(h)}${pad(m)}${s ? pad(s) : ""}`;
}
