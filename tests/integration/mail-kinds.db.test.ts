/**
 * Deliveries queued before the outbox was the core's (issue 26) are renamed
 * to the kinds their capabilities declare — by the migrations on a database,
 * by the manifests' backupUpgrade on an older export — and go out as before.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, expect, inject, test } from "vitest";
import pg from "pg";
import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { testDialect, useTestDatabase } from "~tests/setup/db.ts";
import { openDatabase, type Handle } from "~/core/db/client.server.ts";
import { allMigrations, migrate } from "~/core/db/migrate.server.ts";
import { capabilities } from "~/core/capability.server.ts";

useTestDatabase();

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function freshDatabase(): Promise<Handle> {
  if (testDialect() === "postgres") {
    const url = inject("postgresUrl");
    const schema = `k_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const h = openDatabase({ url, schema, poolSize: 2 });
    cleanups.push(() => h.close());
    return h;
  }
  const dir = mkdtempSync(join(tmpdir(), "marquee-kinds-"));
  const h = openDatabase({ dataDir: dir });
  cleanups.push(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return h;
}

/** Every migration before `first`: the database as it was before it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrateUpTo(db: Kysely<any>, first: string) {
  const schema =
    testDialect() === "postgres"
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const some = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name < first));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => some },
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (error) throw error;
}

const T = "2030-01-01T00:00:00.000Z";
const row = (id: string, kind: string, more: Record<string, unknown> = {}) => ({
  id,
  message_id: null,
  kind,
  transport: "log",
  recipient: "someone@example.com",
  state: "queued",
  attempts: 0,
  window_attempts: 0,
  window_started_at: T,
  next_attempt_at: T,
  created_at: T,
  updated_at: T,
  source: null,
  source_ref: null,
  bulk_group: null,
  ...more,
});
const OLD = [
  row("d1", "notification", { message_id: "m1" }),
  row("d2", "autoreply", { message_id: "m1" }),
  row("d3", "test"),
  row("d4", "prepared", { source: "fans", source_ref: "c:s1" }),
  row("d5", "prepared", { source: "rsvp", source_ref: "p:r1" }),
  row("d6", "prepared", { source: "payments", source_ref: "r:o1" }),
];
const RENAMED = [
  ["d1", "contact.notification", "contact", "m1"],
  ["d2", "contact.autoreply", "contact", "m1"],
  ["d3", "test", null, null],
  ["d4", "fans.mail", "fans", "c:s1"],
  ["d5", "rsvp.mail", "rsvp", "p:r1"],
  ["d6", "payments.order", "payments", "r:o1"],
];

test("the migrations rename the old rows to their declared kinds, each with its reference", async () => {
  const h = await freshDatabase();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = h.db as unknown as Kysely<any>;
  await migrateUpTo(db, "0293");
  await db
    .insertInto("messages")
    .values({
      id: "m1",
      name: "Ada",
      email: "ada@example.com",
      topic: "general",
      body: "Hello",
      status: "new",
      idempotency_key: "k1",
      received_at: T,
      updated_at: T,
    })
    .execute();
  await db.insertInto("deliveries").values(OLD).execute();
  await migrate(h.db);
  const rows = await db.selectFrom("deliveries").select(["id", "kind", "source", "source_ref"]).orderBy("id").execute();
  expect(rows.map((r) => [r.id, r.kind, r.source, r.source_ref])).toEqual(RENAMED);
  // Every kind a row now names is declared by a manifest (or the core's own test e-mail).
  const declared = new Set(capabilities().flatMap((c) => Object.keys(c.mail ?? {})));
  expect(rows.every((r) => r.kind === "test" || declared.has(r.kind))).toBe(true);
});

test("an older export's deliveries are renamed the same way before an import writes them", () => {
  const tables = { deliveries: OLD.map((r) => ({ ...r })) };
  for (const c of capabilities()) c.backupUpgrade?.(tables);
  expect(tables.deliveries.map((r) => [r.id, r.kind, r.source, r.source_ref])).toEqual(RENAMED);
  // Run twice (an export already of today's kinds): nothing changes.
  for (const c of capabilities()) c.backupUpgrade?.(tables);
  expect(tables.deliveries.map((r) => [r.id, r.kind, r.source, r.source_ref])).toEqual(RENAMED);
});
