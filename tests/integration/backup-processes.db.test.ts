/**
 * Issue 28: with two app processes on one database (a SQLite file or a
 * PostgreSQL schema), a scheduled backup is taken once — both ask the
 * scheduler at the same moment ("go"); one claims the slot, the other sees
 * it taken.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { insertTarget, listBackups } from "~/core/backup/data/backups.server.ts";

const getDb = useTestDatabase();
const WORKER = resolve(import.meta.dirname, "backup-worker.ts");

function worker(env: Record<string, string>) {
  const child = spawn(process.execPath, [WORKER], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const ready = new Promise<void>((res, rej) => {
    child.stdout.on("data", () => (out.includes("ready\n") ? res() : undefined));
    child.once("exit", (code) => rej(new Error(`worker exited (${code}) before it was ready:\n${err}`)));
  });
  const done = new Promise<{ id: string; state: string } | null>((res, rej) =>
    child.once("exit", (code) =>
      code === 0
        ? res(JSON.parse(out.split("\n").filter(Boolean).at(-1)!))
        : rej(new Error(`worker failed (${code}):\n${err}`)),
    ),
  );
  return { ready, done, go: () => child.stdin.end("go\n") };
}

test("two processes ask for the due backup at the same moment: exactly one takes it", {
  timeout: 180_000,
}, async () => {
  const t = getDb();
  await createUser({ email: "owner@example.com", displayName: "Owner", passwordHash: "x", role: "owner" });
  const folder = mkdtempSync(join(tmpdir(), "marquee-backups-"));
  const dirs = [folder, mkdtempSync(join(tmpdir(), "marquee-a-")), mkdtempSync(join(tmpdir(), "marquee-b-"))];
  try {
    await insertTarget("target-1", {
      kind: "folder",
      folder,
      s3_endpoint: "",
      s3_region: "",
      s3_bucket: "",
      s3_prefix: "",
      s3_access_key_id: "",
      s3_secret: "",
      s3_path_style: 0,
      frequency: "daily",
      hour: 3,
      weekday: 0,
      keep_daily: 7,
      keep_weekly: 4,
      keep_monthly: 6,
      encrypt_public_key: null,
      encrypt_salt: null,
    });
    const where: Record<string, string> =
      t.dialect === "postgres"
        ? { WORKER_PG_URL: t.url!, WORKER_PG_SCHEMA: t.schema! }
        : { WORKER_SQLITE_FILE: join(t.dataDir, "marquee.sqlite") };
    const a = worker({ ...where, WORKER_DATA_DIR: dirs[1]! });
    const b = worker({ ...where, WORKER_DATA_DIR: dirs[2]! });
    await Promise.all([a.ready, b.ready]);
    a.go();
    b.go();
    const results = await Promise.all([a.done, b.done]);
    const taken = results.filter((r) => r !== null);
    expect(taken).toHaveLength(1);
    expect(taken[0]!.state).toBe("verified");
    expect((await listBackups()).map((r) => r.id)).toEqual([taken[0]!.id]);
    expect(readdirSync(folder).filter((f) => f.startsWith("marquee-backup-"))).toHaveLength(1);
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});
