/**
 * Values in data.json. JSON has no bytes: a binary value (a booking's
 * attachment) is written as `{ "$base64": "…" }`. Version 1 exports wrote
 * whatever JSON.stringify made of the driver's bytes — `{ "type": "Buffer",
 * "data": [..] }` from PostgreSQL, `{ "0": 37, "1": 80, … }` from SQLite — and
 * could not be imported (issue 18); both are read back as bytes here.
 */

export type ExportValue = string | number | boolean | null | { $base64: string };

const isBytes = (v: unknown): v is Uint8Array => v instanceof Uint8Array;

export function encodeValue(v: unknown): ExportValue {
  if (isBytes(v)) return { $base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64") };
  if (typeof v === "bigint") return Number(v);
  if (v instanceof Date) return v.toISOString();
  return v as ExportValue;
}

export function encodeRow(row: Record<string, unknown>): Record<string, ExportValue> {
  const out: Record<string, ExportValue> = {};
  for (const [k, v] of Object.entries(row)) out[k] = encodeValue(v);
  return out;
}

/** Bytes from any of the three shapes, or undefined when `v` is not one of them. */
export function bytesOf(v: unknown): Buffer | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.$base64 === "string" && Object.keys(o).length === 1) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(o.$base64)) return undefined;
    return Buffer.from(o.$base64, "base64");
  }
  if (o.type === "Buffer" && Array.isArray(o.data) && o.data.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
    return Buffer.from(o.data as number[]);
  const keys = Object.keys(o);
  if (
    keys.length > 0 &&
    keys.every((k, i) => k === String(i)) &&
    keys.every((k) => Number.isInteger(o[k]) && (o[k] as number) >= 0 && (o[k] as number) <= 255)
  ) {
    return Buffer.from(keys.map((k) => o[k] as number));
  }
  return undefined;
}

/** A row ready to insert: known columns only (an older export may lack some: their defaults apply), bytes decoded. */
export function decodeRow(row: Record<string, unknown>, columns: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (!columns.has(k)) continue;
    out[k] = typeof v === "object" && v !== null ? bytesOf(v) : v;
  }
  return out;
}
