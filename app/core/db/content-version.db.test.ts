/**
 * The content version without a query on a hit (issue 17): two handles on one
 * database stand for two processes. A change through one is seen by the other
 * (SQLite: at once, by data_version; PostgreSQL: by NOTIFY, well within a
 * second), a hit asks the database nothing, and on PostgreSQL a lost LISTEN
 * connection falls back to a poll every second and comes back.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, expect, test, vi } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { contentChanged, contentVersion, pgWatcherOf, POLL_MS } from "./content-version.server.ts";
import type { Handle } from "./client.server.ts";

const getDb = useTestDatabase();
const others: Handle[] = [];
afterAll(async () => {
  for (const h of others) await h.close();
});
const another = () => {
  const h = getDb().openAnother();
  others.push(h);
  return h;
};

/** Database statements this process starts while `fn` runs (SQLite prepares each one, pg sends each one). */
async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spies = [vi.spyOn(DatabaseSync.prototype, "prepare"), vi.spyOn(pg.Client.prototype, "query")];
  try {
    await fn();
    return spies.reduce((n, s) => n + s.mock.calls.length, 0);
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

test("a change through one process is seen by the other, and a hit asks the database nothing", async () => {
  const a = getDb().handle;
  const b = another();
  const start = await contentVersion(b);
  expect(await contentVersion(a)).toBe(start);

  await contentChanged(a);
  const changed = await contentVersion(a);
  expect(changed).not.toBe(start);
  await expect.poll(() => contentVersion(b), { timeout: POLL_MS, interval: 5 }).toBe(changed);

  // Hits: no statement reaches either database (the counter does see one that does).
  expect(await queriesDuring(() => b.db.selectFrom("app_meta").select("value").execute())).toBe(1);
  expect(
    await queriesDuring(async () => {
      for (let i = 0; i < 200; i++) {
        expect(await contentVersion(a)).toBe(changed);
        expect(await contentVersion(b)).toBe(changed);
      }
    }),
  ).toBe(0);

  // And the other way round.
  await contentChanged(b);
  const again = await contentVersion(b);
  await expect.poll(() => contentVersion(a), { timeout: POLL_MS, interval: 5 }).toBe(again);
});

test("SQLite: a write by another process that is not a content change costs one read, then hits are free again", async () => {
  if (getDb().dialect !== "sqlite") return;
  const a = getDb().handle;
  const b = another();
  const v = await contentVersion(b);
  await a.db.insertInto("app_meta").values({ key: "unrelated", value: "x" }).execute();
  expect(await queriesDuring(() => contentVersion(b))).toBe(1);
  expect(await contentVersion(b)).toBe(v);
  expect(await queriesDuring(() => contentVersion(b))).toBe(0);
});

test("PostgreSQL: when the LISTEN connection drops, a change still shows within a second, and it reconnects", async () => {
  if (getDb().dialect !== "postgres") return;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const a = getDb().handle;
  const b = another();
  await contentVersion(b);
  const watcher = pgWatcherOf(b)!;
  expect(watcher.isLive()).toBe(true);
  watcher.breakConnection();
  await expect.poll(() => watcher.isLive(), { interval: 5 }).toBe(false);

  await contentChanged(a);
  const changed = await contentVersion(a);
  const t = performance.now();
  await expect.poll(() => contentVersion(b), { timeout: 3 * POLL_MS, interval: 20 }).toBe(changed);
  expect(performance.now() - t).toBeLessThan(2 * POLL_MS + 500); // one poll period, with room for a busy machine
  await expect.poll(() => watcher.isLive(), { timeout: 5 * POLL_MS, interval: 20 }).toBe(true);

  // Live again: notifications arrive, and hits ask nothing.
  await contentChanged(a);
  const last = await contentVersion(a);
  await expect.poll(() => contentVersion(b), { timeout: POLL_MS, interval: 5 }).toBe(last);
  expect(await queriesDuring(() => contentVersion(b))).toBe(0);
});
