/** The doctor's checks of this installation: version and migrations, the database, the data folder, the bucket. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, stat, statfs, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { sql } from "kysely";
import { currentHandle, db } from "~/core/db/client.server.ts";
import { migrationState } from "~/core/db/migrate.server.ts";
import { env } from "~/core/env.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { getBuffer } from "~/core/storage/store.server.ts";
import { APP_VERSION } from "~/core/version.server.ts";
import { bytesText, type Check } from "../../lib/doctor.ts";

const reason = (e: unknown) => (e instanceof Error ? e.message.split("\n")[0]! : String(e));

/** Below this much free space a disk is a failure; below a gigabyte (or twice the site), a warning. */
const FAIL_FREE = 100 * 1000 ** 2;
const WARN_FREE = 1000 ** 3;

async function freeBytes(dir: string): Promise<number> {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}

export async function versionCheck(): Promise<Check> {
  const state = await migrationState(db());
  const vars = { version: APP_VERSION, node: process.versions.node, migration: state.applied.at(-1) ?? "—" };
  if (state.unknown.length)
    return {
      id: "version",
      status: "fail",
      summary: { key: "operations.studio.doctor.version.newer", vars: { ...vars, name: state.unknown.at(-1)! } },
      fix: { key: "operations.studio.doctor.version.newerFix" },
    };
  if (state.pending.length)
    return {
      id: "version",
      status: "warn",
      summary: {
        key: "operations.studio.doctor.version.pending",
        vars: { ...vars, count: state.pending.length, names: state.pending.join(", ") },
      },
      fix: { key: "operations.studio.doctor.version.pendingFix" },
    };
  return { id: "version", status: "ok", summary: { key: "operations.studio.doctor.version.ok", vars }, fix: null };
}

export async function databaseCheck(): Promise<Check> {
  const handle = currentHandle();
  try {
    if (handle?.dialect === "postgres") {
      const r = await sql<{ v: string; size: number | string }>`
        select current_setting('server_version') as v, pg_database_size(current_database()) as size`.execute(db());
      const row = r.rows[0]!;
      return {
        id: "database",
        status: "ok",
        summary: {
          key: "operations.studio.doctor.database.postgres",
          vars: { version: row.v, size: bytesText(Number(row.size)) },
        },
        fix: null,
      };
    }
    await sql`select 1`.execute(db());
    const e = env();
    const file = e.DATABASE_URL
      ? e.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, "")
      : join(e.DATA_DIR, "marquee.sqlite");
    let size = 0;
    for (const f of [file, `${file}-wal`]) size += (await stat(f).catch(() => ({ size: 0 }))).size;
    const free = await freeBytes(dirname(file));
    const vars = { size: bytesText(size), free: bytesText(free), dir: dirname(file) };
    if (free < FAIL_FREE)
      return {
        id: "database",
        status: "fail",
        summary: { key: "operations.studio.doctor.database.full", vars },
        fix: { key: "operations.studio.doctor.diskFix", vars },
      };
    if (free < Math.max(WARN_FREE, 2 * size))
      return {
        id: "database",
        status: "warn",
        summary: { key: "operations.studio.doctor.database.low", vars },
        fix: { key: "operations.studio.doctor.diskFix", vars },
      };
    return {
      id: "database",
      status: "ok",
      summary: { key: "operations.studio.doctor.database.sqlite", vars },
      fix: null,
    };
  } catch (e) {
    return {
      id: "database",
      status: "fail",
      summary: { key: "operations.studio.doctor.database.down", vars: { reason: reason(e) } },
      fix: { key: "operations.studio.doctor.database.downFix" },
    };
  }
}

/** DATA_DIR: written, read back and deleted (a probe file in its tmp folder), and its free space. */
export async function dataFolderCheck(): Promise<Check> {
  const dir = env().DATA_DIR;
  const probe = join(dir, "tmp", `doctor-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(dirname(probe), { recursive: true });
    await writeFile(probe, "probe");
    if ((await readFile(probe, "utf8")) !== "probe") throw new Error("what was read back differs");
    await rm(probe);
  } catch (e) {
    await rm(probe, { force: true }).catch(() => {});
    return {
      id: "data",
      status: "fail",
      summary: { key: "operations.studio.doctor.data.unwritable", vars: { dir, reason: reason(e) } },
      fix: { key: "operations.studio.doctor.data.unwritableFix", vars: { dir } },
    };
  }
  const free = await freeBytes(dir);
  const vars = { dir, free: bytesText(free) };
  if (free < FAIL_FREE)
    return {
      id: "data",
      status: "fail",
      summary: { key: "operations.studio.doctor.data.full", vars },
      fix: { key: "operations.studio.doctor.diskFix", vars },
    };
  if (free < WARN_FREE)
    return {
      id: "data",
      status: "warn",
      summary: { key: "operations.studio.doctor.data.low", vars },
      fix: { key: "operations.studio.doctor.diskFix", vars },
    };
  return { id: "data", status: "ok", summary: { key: "operations.studio.doctor.data.ok", vars }, fix: null };
}

/** The uploads' bucket (only when STORAGE_URL names one): a small object written, read back and deleted. */
export async function bucketCheck(): Promise<Check | null> {
  const e = env();
  if (!e.STORAGE_URL) return null;
  const store = storage();
  const key = `marquee-doctor-${randomBytes(6).toString("hex")}`;
  try {
    await store.put(key, Buffer.from("probe"));
    if ((await getBuffer(store, key))?.toString() !== "probe") throw new Error("what was read back differs");
    await store.delete([key]);
    return {
      id: "bucket",
      status: "ok",
      summary: { key: "operations.studio.doctor.bucket.ok", vars: { url: e.STORAGE_URL } },
      fix: null,
    };
  } catch (err) {
    await store.delete([key]).catch(() => {});
    const name = (err as { name?: string })?.name;
    return {
      id: "bucket",
      status: "fail",
      summary: {
        key: "operations.studio.doctor.bucket.fail",
        vars: { url: e.STORAGE_URL, reason: name && name !== "Error" ? name : reason(err) },
      },
      fix: { key: "operations.studio.doctor.bucket.fix" },
    };
  }
}
