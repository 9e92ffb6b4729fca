/**
 * A database too busy to answer is told apart from a broken query, on the real engines: PostgreSQL's pool
 * with no free connection, SQLite's write lock held by another connection past the busy timeout.
 */
import { sql } from "kysely";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { openDatabase } from "./client.server.ts";
import { isDatabaseBusy } from "./busy.server.ts";

const current = useTestDatabase();

test("no connection or no write lock in time is 'busy'; a broken query is not", async () => {
  const t = current();
  const caught = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => e,
    );
  if (t.dialect === "postgres") {
    const one = openDatabase({ url: t.url, schema: t.schema, poolSize: 1, connectTimeoutMs: 200 });
    try {
      // The pool's only connection is taken; a second query cannot get one within 200 ms.
      const error = await one.db.connection().execute(() => caught(sql`select 1`.execute(one.db)));
      expect(isDatabaseBusy(error)).toBe(true);
    } finally {
      await one.close();
    }
  } else {
    const other = t.openAnother();
    try {
      await sql`pragma busy_timeout = 100`.execute(other.db);
      await sql`create table if not exists busy_probe (n integer)`.execute(t.handle.db);
      const error = await t.handle.db.transaction().execute(async (trx) => {
        await sql`insert into busy_probe values (1)`.execute(trx); // this connection holds the write lock
        return caught(sql`insert into busy_probe values (2)`.execute(other.db));
      });
      expect(isDatabaseBusy(error)).toBe(true);
    } finally {
      await other.close();
    }
  }
  expect(isDatabaseBusy(await caught(sql`select * from no_such_table`.execute(t.handle.db)))).toBe(false);
  expect(isDatabaseBusy(new Error("connection refused"))).toBe(false);
});
