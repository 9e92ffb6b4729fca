/**
 * Backups always restore (issue 18): a site with every kind of content —
 * the demo act (events with a series and its exceptions, media, albums,
 * uploads with their variants, settings), a booking with an attachment,
 * deliveries, users and audit entries — exported, imported into an empty site,
 * is the same site: every row, and every file byte for byte. On PostgreSQL
 * also across databases: PostgreSQL → SQLite → PostgreSQL.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { expect, test } from "vitest";
import { createTestDatabase, setTestEnv, testDialect, useTestDatabase } from "../setup/db.ts";
import { makeUser } from "../factories/users.ts";
import { db, openDatabase, setDatabase, type Handle } from "~/core/db/client.server.ts";
import { migrate } from "~/core/db/migrate.server.ts";
import { seedDemo } from "~/core/demo/demo.server.ts";
import { audit } from "~/core/audit/audit.server.ts";
import { contentTables, exportSite, importSite } from "~/core/backup/backup.server.ts";
import { storeMessage } from "~/capabilities/contact/server/data/messages.server.ts";

const getDb = useTestDatabase();
// Each test seeds the whole demo (sharp draws and encodes every picture: ~9 s
// alone on 2 cores, three times that under the full suite's load).
const HEAVY = 120_000;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Every content row, in a form both databases agree on (bytes as base64, rows sorted). */
async function snapshotTables(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await contentTables()) {
    const rows = (await db()
      .selectFrom(t as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    out[t] = rows
      .map((r) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(r)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, v instanceof Uint8Array ? `bytes:${Buffer.from(v).toString("base64")}` : v]),
          ),
        ),
      )
      .sort();
  }
  return out;
}

async function snapshotFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const rel = relative(dir, join(e.parentPath, e.name)).split(sep).join("/");
    if (/^(marquee\.sqlite|session-secret|tmp\/|backup-import)/.test(rel)) continue;
    out[rel] = createHash("sha256")
      .update(readFileSync(join(dir, rel)))
      .digest("hex");
  }
  return out;
}

const ATTACHMENT = Buffer.concat([
  Buffer.from("%PDF-1.4\n"),
  Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256)),
]);

async function fillSite(dataDir: string): Promise<void> {
  await seedDemo(dataDir, new Date("2026-11-02T12:00:00Z"));
  const owner = await makeUser("owner@example.com", "owner");
  await makeUser("editor@example.com", "editor");
  await storeMessage(
    {
      name: "Booker",
      email: "booker@example.com",
      phone: "+49 30 123",
      topic: "booking",
      dateWanted: "2027-03-01",
      body: "We would love to book you for our festival.",
      consent: true,
      spamReasons: [],
      ipHash: "abc",
      userAgent: "test",
      idempotencyKey: "round-trip-1",
      attachment: {
        filename: "rider.pdf",
        contentType: "application/pdf",
        data: ATTACHMENT,
        sha256: createHash("sha256").update(ATTACHMENT).digest("hex"),
      },
    },
    () => [{ kind: "contact.notification", recipient: "band@example.com", transport: "log" }],
  );
  await audit({ id: owner.id, email: owner.email }, "event.publish", "event", "e1", { note: "ünïcode ✓" });
}

test(
  "export → import into an empty site gives the same site, every row and every file byte for byte",
  async () => {
    const source = getDb();
    await fillSite(source.dataDir);
    const tables = await snapshotTables();
    const files = await snapshotFiles(source.dataDir);
    expect(tables.message_attachments).toHaveLength(1);
    expect(tables.message_attachments![0]).toContain(`bytes:${ATTACHMENT.toString("base64")}`);
    expect(Object.keys(files).some((f) => f.startsWith("uploads/"))).toBe(true);
    expect(tables.events!.length).toBeGreaterThan(3);

    const archive = await collect(exportSite());
    // The export's data.json carries the attachment as base64, not as a JSON'd byte array.
    expect(archive.length).toBeGreaterThan(1000);

    const target = await createTestDatabase();
    try {
      const result = await importSite(Readable.from(archive));
      expect(result.files).toBe(Object.keys(files).length);
      expect(await snapshotTables()).toEqual(tables);
      expect(await snapshotFiles(target.dataDir)).toEqual(files);
    } finally {
      await target.handle.close();
      rmSync(target.dataDir, { recursive: true, force: true });
      setDatabase(source.handle);
      setTestEnv({ DATA_DIR: source.dataDir });
    }
  },
  HEAVY,
);

test.runIf(testDialect() === "postgres")(
  "PostgreSQL → SQLite → PostgreSQL keeps every row and file",
  async () => {
    const pgSource = await createTestDatabase();
    const sqliteDir = mkdtempSync(join(tmpdir(), "marquee-cross-"));
    let sqlite: Handle | undefined;
    const pgTarget = await createTestDatabase();
    try {
      setDatabase(pgSource.handle);
      setTestEnv({ DATA_DIR: pgSource.dataDir });
      await fillSite(pgSource.dataDir);
      const tables = await snapshotTables();
      const files = await snapshotFiles(pgSource.dataDir);
      const fromPg = await collect(exportSite());

      sqlite = openDatabase({ dataDir: sqliteDir });
      setDatabase(sqlite);
      setTestEnv({ DATA_DIR: sqliteDir });
      await migrate(sqlite.db);
      await importSite(Readable.from(fromPg));
      expect(await snapshotTables()).toEqual(tables);
      expect(await snapshotFiles(sqliteDir)).toEqual(files);
      const fromSqlite = await collect(exportSite());

      setDatabase(pgTarget.handle);
      setTestEnv({ DATA_DIR: pgTarget.dataDir });
      await importSite(Readable.from(fromSqlite));
      expect(await snapshotTables()).toEqual(tables);
      expect(await snapshotFiles(pgTarget.dataDir)).toEqual(files);
    } finally {
      await sqlite?.close();
      for (const t of [pgSource, pgTarget]) {
        await t.handle.close();
        rmSync(t.dataDir, { recursive: true, force: true });
      }
      rmSync(sqliteDir, { recursive: true, force: true });
      setDatabase(getDb().handle);
      setTestEnv({ DATA_DIR: getDb().dataDir });
    }
  },
  HEAVY,
);
