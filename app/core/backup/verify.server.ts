/**
 * A backup's proof (issue 28, ADR 2800): the archive is read the way an
 * import reads it, its data restored into a scratch database of the site's
 * kind, and what came back — rows per table, files and their bytes — compared
 * with what the export wrote. Nothing of the site is touched.
 */
import { Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "kysely";
import { withScratchDatabase } from "../db/scratch.server.ts";
import type { Dialect } from "../db/client.server.ts";
import { readExport, type ExportSummary } from "./backup.server.ts";
import { prepareRestore, writeContentTables, type AnyDb } from "./tables.server.ts";
import { BackupError } from "./errors.server.ts";

export interface Verification {
  counts: ExportSummary;
  /** The kind of database it was restored into. */
  scratch: Dialect;
}

/** Reads a body to its end, counting its bytes. */
async function drain(body: Readable): Promise<number> {
  let n = 0;
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        n += chunk.length;
        done();
      },
    }),
  );
  return n;
}

async function countRows(k: AnyDb, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(t)}`.execute(k);
    out[t] = Number(r.rows[0]?.n ?? 0);
  }
  return out;
}

/** The first difference between what was written and what came back, as a sentence; null when they agree. */
function countsDiffer(expected: ExportSummary, got: ExportSummary): string | null {
  for (const [t, n] of Object.entries(expected.tables)) {
    if (!(t in got.tables)) continue; // an optional part (e-mail settings): not restored into the scratch copy
    if (got.tables[t] !== n) return `"${t}" had ${n} record(s), ${got.tables[t]} came back`;
  }
  if (got.files !== expected.files) return `${expected.files} file(s) were written, ${got.files} came back`;
  if (got.fileBytes !== expected.fileBytes)
    return `the files held ${expected.fileBytes} bytes, ${got.fileBytes} came back`;
  return null;
}

/**
 * Restores `archive` (a plain .tar.gz stream) into a scratch database and
 * compares it with `expected` (or what the getter returns once the archive
 * has been read); throws a BackupError ("not_verified") naming
 * the first difference, or the import's own error for an unreadable archive.
 */
export async function verifyArchive(
  archive: Readable,
  expected: ExportSummary | (() => ExportSummary | undefined),
): Promise<Verification> {
  let fileBytes = 0;
  const { data, files } = await readExport(archive, async (_key, body) => {
    fileBytes += await drain(body);
  });
  return withScratchDatabase(async (scratch) => {
    const p = await prepareRestore(scratch.db, data);
    await scratch.db.transaction().execute((trx) => writeContentTables(trx, p));
    const counts: ExportSummary = { tables: await countRows(scratch.db, p.order), files, fileBytes };
    // A backup being written knows what it wrote only once the export has ended (by now, it has).
    const want = typeof expected === "function" ? expected() : expected;
    if (!want) throw new BackupError("not_verified", "The backup did not say what it wrote.");
    const differs = countsDiffer(want, counts);
    if (differs)
      throw new BackupError("not_verified", `The backup did not restore as written: ${differs}.`, { detail: differs });
    return { counts, scratch: scratch.dialect };
  });
}
