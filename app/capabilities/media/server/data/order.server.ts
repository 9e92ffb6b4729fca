/**
 * The two ways the studio reorders a list (albums, media items, an album's
 * items): one row one place up or down (the buttons that work without
 * JavaScript), or the whole new order after a drag (setListOrder); positions
 * are rewritten 0…n-1.
 *
 * The list is read and written in one transaction, so two moves at once (two
 * editors, two processes) both apply instead of one overwriting the other with
 * a list it read before the first was written. PostgreSQL: the rows are
 * locked (FOR UPDATE), so the second move waits for the first. SQLite: a
 * second process that read before the first wrote is refused at once
 * (SQLITE_BUSY: the busy timeout does not apply to a read transaction that
 * has to become a write one), so the move is simply tried again.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { db, type DB } from "~/core/db/client.server.ts";
import { isPostgres } from "~/core/db/dialect.server.ts";

export type Direction = "up" | "down";

/** Which list: every album, every media item, or the items of one album. */
export type OrderedList = { table: "albums" } | { table: "media_items" } | { table: "uploads"; albumId: string };

const SQLITE_BUSY = 5;
const ATTEMPTS = 20;

const isBusy = (e: unknown): boolean => {
  const code = (e as { errcode?: unknown } | null)?.errcode;
  return typeof code === "number" && (code & 0xff) === SQLITE_BUSY;
};

/** Moves `id` one place in `list`; false when it is not there or already at that end. */
export async function moveInList(list: OrderedList, id: string, direction: Direction, on: DB = db()): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await moveOnce(list, id, direction, on);
    } catch (e) {
      if (!isBusy(e) || attempt >= ATTEMPTS) throw e;
      await sleep(attempt * 5);
    }
  }
}

function moveOnce(list: OrderedList, id: string, direction: Direction, on: DB): Promise<boolean> {
  const postgres = isPostgres(on);
  return on.transaction().execute(async (trx) => {
    let q = trx.selectFrom(list.table).select(["id", "position", "created_at"]);
    if (list.table === "uploads") q = q.where(sql<boolean>`album_id = ${list.albumId}`);
    if (postgres) q = q.forUpdate();
    // Sorted here, not by ORDER BY: on PostgreSQL a row that waited for its lock comes back with its new
    // position but in the order of the old one.
    const rows = (await q.execute()).sort(
      (a, b) => Number(a.position) - Number(b.position) || a.created_at.localeCompare(b.created_at),
    );
    const i = rows.findIndex((r) => r.id === id);
    const j = direction === "up" ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= rows.length) return false;
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    for (const [n, r] of rows.entries()) {
      if (Number(r.position) !== n)
        await trx.updateTable(list.table).set({ position: n }).where("id", "=", r.id).execute();
    }
    return true;
  });
}

/**
 * Puts the whole list in the order of `ids` (a drag and drop: the row may
 * move several places). `ids` must name exactly the rows of the list — an
 * order made from a stale page (a row added or deleted meanwhile) is refused
 * with false, and nothing is written.
 */
export async function setListOrder(list: OrderedList, ids: readonly string[], on: DB = db()): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await setOrderOnce(list, ids, on);
    } catch (e) {
      if (!isBusy(e) || attempt >= ATTEMPTS) throw e;
      await sleep(attempt * 5);
    }
  }
}

function setOrderOnce(list: OrderedList, ids: readonly string[], on: DB): Promise<boolean> {
  return on.transaction().execute(async (trx) => {
    let q = trx.selectFrom(list.table).select(["id", "position"]);
    if (list.table === "uploads") q = q.where(sql<boolean>`album_id = ${list.albumId}`);
    if (isPostgres(on)) q = q.forUpdate();
    const rows = await q.execute();
    const known = new Map(rows.map((r) => [r.id, Number(r.position)]));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      return false;
    for (const [n, id] of ids.entries()) {
      if (known.get(id) !== n) await trx.updateTable(list.table).set({ position: n }).where("id", "=", id).execute();
    }
    return true;
  });
}

/** Puts `id` first in `list`, the others after it in their order (a newly added media link shows at the top). */
export async function moveToTop(list: OrderedList, id: string, on: DB = db()): Promise<void> {
  let q = on.selectFrom(list.table).select(["id", "position", "created_at"]);
  if (list.table === "uploads") q = q.where(sql<boolean>`album_id = ${list.albumId}`);
  const rows = (await q.execute()).sort(
    (a, b) => Number(a.position) - Number(b.position) || a.created_at.localeCompare(b.created_at),
  );
  const ids = [id, ...rows.map((r) => r.id).filter((x) => x !== id)];
  await setListOrder(list, ids, on);
}

/** The position after the last row (0 for an empty list): where a new row goes. Uploads outside albums are one list too. */
export async function nextPosition(list: OrderedList | { table: "uploads"; albumId: null }): Promise<number> {
  let q = db()
    .selectFrom(list.table)
    .select((eb) => eb.fn.max("position").as("max"));
  if (list.table === "uploads")
    q = q.where(list.albumId === null ? sql<boolean>`album_id is null` : sql<boolean>`album_id = ${list.albumId}`);
  const r = await q.executeTakeFirst();
  return r?.max === null || r?.max === undefined ? 0 : Number(r.max) + 1;
}
