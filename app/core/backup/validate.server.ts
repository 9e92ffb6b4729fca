/**
 * Checks an export's data before anything is written: the format and version,
 * that every table is one this installation has, and that every row is an
 * object of plain values (text, numbers, booleans, null, or bytes). What an
 * import would refuse halfway is refused here, with a message for the owner.
 */
import { ImportError } from "./archive.server.ts";
import { bytesOf } from "./values.server.ts";

export interface ExportData {
  format: string;
  version: number;
  tables: Record<string, Record<string, unknown>[]>;
}

const MAX_ROWS = 5_000_000;

export function validateExport(
  data: unknown,
  expect: { format: string; maxVersion: number; tables: ReadonlyMap<string, ReadonlySet<string>> },
): ExportData {
  if (data === undefined) throw new ImportError("This file is not a Marquee export (it has no data).");
  const d = data as Partial<ExportData> | null;
  if (
    typeof d !== "object" ||
    d === null ||
    d.format !== expect.format ||
    typeof d.tables !== "object" ||
    d.tables === null ||
    Array.isArray(d.tables)
  ) {
    throw new ImportError("This file is not a Marquee export.");
  }
  if (typeof d.version !== "number" || !Number.isInteger(d.version) || d.version < 1)
    throw new ImportError("This file is not a Marquee export.");
  if (d.version > expect.maxVersion)
    throw new ImportError("This export comes from a newer Marquee. Update this installation first.");
  // Every export has the site's settings and its users, with an owner (only an owner can make one):
  // an "export" without them would import as an empty site nobody can sign in to.
  const users = (d.tables as Record<string, unknown>).users;
  if (!Array.isArray(users) || !Array.isArray((d.tables as Record<string, unknown>).site_settings))
    throw new ImportError("This file is not a Marquee export (it has no users or settings).");
  if (!users.some((u) => typeof u === "object" && u !== null && (u as Record<string, unknown>).role === "owner")) {
    throw new ImportError("This export has no owner account, so nobody could sign in after the import.");
  }
  let count = 0;
  for (const [table, rows] of Object.entries(d.tables)) {
    if (!expect.tables.has(table)) {
      throw new ImportError(
        `This export holds data this installation does not know ("${table}"). Update Marquee, or add the capability it comes from, first.`,
      );
    }
    if (!Array.isArray(rows)) throw new ImportError(`The export's "${table}" records are damaged.`);
    count += rows.length;
    if (count > MAX_ROWS) throw new ImportError("This export has more records than an import accepts.");
    for (const row of rows) {
      if (typeof row !== "object" || row === null || Array.isArray(row))
        throw new ImportError(`The export's "${table}" records are damaged.`);
      for (const v of Object.values(row as Record<string, unknown>)) {
        const plain =
          v === null ||
          typeof v === "string" ||
          typeof v === "boolean" ||
          (typeof v === "number" && Number.isFinite(v));
        if (!plain && bytesOf(v) === undefined)
          throw new ImportError(`The export's "${table}" records hold a value Marquee cannot restore.`);
      }
    }
  }
  return d as ExportData;
}
