import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { createUser } from "~/core/auth/data/users.server.ts";
import { db } from "~/core/db/client.server.ts";
import { allMigrations, migrate, migrationState } from "~/core/db/migrate.server.ts";
import { migrationPlan } from "~/core/db/dry-run.server.ts";
import { ConfigError } from "~/core/env.server.ts";
import { listBackups } from "./data/backups.server.ts";
import { backupBeforeUpgrade, refuseNewerDatabase } from "./upgrade.server.ts";

const getDb = useTestDatabase();

/**
 * Undoes the newest migration, as a site on the previous version lacks it; returns its name. Which one
 * that is depends on what the capabilities have added since (the backups' own tables when they came).
 */
async function previousVersion(): Promise<string> {
  const schema =
    getDb().dialect === "postgres"
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db())).rows[0]!.s
      : undefined;
  const migrator = new Migrator({
    db: db(),
    provider: { getMigrations: async () => allMigrations() },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateDown();
  if (error) throw error;
  return results![0]!.migrationName;
}

const backupsFolder = () => join(getDb().dataDir, "backups");

test("an empty database is migrated without a backup: there is nothing to protect", async () => {
  const undone = await previousVersion();
  const state = await migrationState(db());
  expect(state.pending).toEqual([undone]);
  const after = await backupBeforeUpgrade(db(), state);
  expect(existsSync(backupsFolder())).toBe(false);
  await migrate(db());
  await after();
  expect(await listBackups()).toEqual([]);
});

test("the dry run lists the pending migration with its SQL and changes nothing", async () => {
  await createUser({ email: "owner@example.com", displayName: "Owner", passwordHash: "x", role: "owner" });
  const undone = await previousVersion();
  const before = (await migrationState(db())).pending;
  expect(before).toContain(undone);
  const plan = await migrationPlan();
  expect(plan.unknown).toEqual([]);
  expect(plan.pending.map((p) => p.name)).toEqual(before);
  const statements = plan.pending.find((p) => p.name === undone)!.statements;
  expect(statements.length).toBeGreaterThan(0);
  for (const st of statements) expect(st).toMatch(/^\s*(create|alter|update|insert|delete|drop)\b/i);
  expect(plan.applied).toBeGreaterThan(10);
  expect((await migrationState(db())).pending).toEqual(before);
});

test("a failed backup stops the upgrade with one sentence, and nothing is migrated", async () => {
  writeFileSync(backupsFolder(), "a file where the folder should be");
  try {
    const state = await migrationState(db());
    expect(state.pending.length).toBeGreaterThan(0);
    const err = await backupBeforeUpgrade(db(), state).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(
      /^Marquee did not upgrade the database because the backup it takes first failed \(.+\): fix that and start again, or upgrade without a backup with npm run db:migrate -- --no-backup\.$/,
    );
    expect((await migrationState(db())).pending).toEqual(state.pending);
  } finally {
    rmSync(backupsFolder(), { force: true });
  }
});

test("a site is backed up and verified before its migrations run, and the backup is listed once they have", async () => {
  const state = await migrationState(db());
  const after = await backupBeforeUpgrade(db(), state);
  const files = readdirSync(backupsFolder());
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^marquee-backup-\d{8}T\d{6}Z-pre-upgrade-.+\.tar\.gz$/);
  await migrate(db());
  await after();
  const [row] = await listBackups();
  expect(row).toMatchObject({ kind: "pre-upgrade", state: "verified", target_id: null, object_key: files[0] });
  // Several processes starting at once: the one that claimed it took it; the others do not take another.
  expect(await backupBeforeUpgrade(db(), state).then(() => readdirSync(backupsFolder()).length)).toBe(1);
});

test("a database newer than the code is refused with one sentence saying what to do", async () => {
  await sql`insert into kysely_migration (name, timestamp) values (${"9999-from-the-future"}, ${new Date().toISOString()})`.execute(
    db(),
  );
  const state = await migrationState(db());
  expect(state.unknown).toEqual(["9999-from-the-future"]);
  expect(() => refuseNewerDatabase(state)).toThrow(
    /^This database was upgraded by a newer Marquee \(it has "9999-from-the-future", which Marquee \d+\.\d+\.\d+ does not know\): run that newer version again, or restore a backup taken before the upgrade \(npm run backup -- list\)\.$/,
  );
  expect((await migrationPlan()).unknown).toEqual(["9999-from-the-future"]);
});
