/**
 * Reordering under concurrency: two moves at once from two processes (two
 * database handles) of neighbouring rows both apply, one after the other, and
 * positions stay 0…n-1. Before the list was read inside the write transaction
 * (with the rows locked on PostgreSQL), both moves worked from the same old
 * list and left two rows at one position (PostgreSQL), or one failed (SQLite).
 */
import { sql } from "kysely";
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import { newId } from "~/core/db/ids.server.ts";
import { createAlbum } from "./albums.server.ts";
import { insertMediaItem } from "./media.server.ts";
import { moveInList, type OrderedList } from "./order.server.ts";
import { insertUpload } from "./uploads.server.ts";

const getDb = useTestDatabase();

/** Moves the second and the third row up, at once, each through its own handle. */
async function twoMovesAtOnce(list: OrderedList, ids: readonly string[]) {
  const other = getDb().openAnother();
  try {
    // A first query opens the other handle's connection, so both moves really start together.
    await other.db.selectFrom(list.table).select("id").execute();
    const moved = await Promise.all([moveInList(list, ids[1]!, "up"), moveInList(list, ids[2]!, "up", other.db)]);
    expect(moved).toEqual([true, true]);
  } finally {
    await other.close();
  }
  const rows = await order(list);
  expect(rows.map((r) => Number(r.position))).toEqual([0, 1, 2, 3]);
  // Whichever went first: [a b c d] → B up, then C up → [b c a d]; or C up, then B up → [a b c d].
  const [a, b, c, d] = ids;
  expect([
    [b, c, a, d],
    [a, b, c, d],
  ]).toContainEqual(rows.map((r) => r.id));
}

async function order(list: OrderedList) {
  let q = db().selectFrom(list.table).select(["id", "position"]);
  if (list.table === "uploads") q = q.where(sql<boolean>`album_id = ${list.albumId}`);
  return q.orderBy("position").execute();
}

test("two albums moved at once from two processes: both moves apply, positions stay distinct", async () => {
  const albums = [];
  for (const title of ["A", "B", "C", "D"]) albums.push(await createAlbum({ title }));
  await twoMovesAtOnce(
    { table: "albums" },
    albums.map((x) => x.id),
  );
});

test("two media items moved at once from two processes: both moves apply, positions stay distinct", async () => {
  const ids: string[] = [];
  for (const title of ["A", "B", "C", "D"]) {
    const item = await insertMediaItem({
      kind: "video",
      source: "youtube",
      original_url: "",
      url: "",
      provider_id: newId(),
      start_seconds: null,
      title,
      description: "",
      thumbnail_upload_id: null,
      upload_id: null,
      duration: null,
    });
    ids.push(item.id);
  }
  await twoMovesAtOnce({ table: "media_items" }, ids);
});

test("two items of an album moved at once from two processes: both moves apply, other albums untouched", async () => {
  const album = await createAlbum({ title: "Items" });
  const elsewhere = await createAlbum({ title: "Elsewhere" });
  const photo = (albumId: string, position: number) =>
    insertUpload({
      id: newId(),
      album_id: albumId,
      kind: "image",
      purpose: "gallery",
      original_name: `p${position}.png`,
      mime: "image/png",
      ext: "png",
      bytes: 1,
      sha256: newId(),
      width: null,
      height: null,
      duration: null,
      alt: "",
      caption: "",
      position,
      state: "ready",
      failure: null,
      placeholder: "",
      file_path: null,
      poster_path: null,
      original_path: null,
    });
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push((await photo(album.id, i)).id);
  const other = (await photo(elsewhere.id, 7)).id;
  const list: OrderedList = { table: "uploads", albumId: album.id };
  await twoMovesAtOnce(list, ids);
  expect(await order({ table: "uploads", albumId: elsewhere.id })).toEqual([{ id: other, position: 7 }]);
  // At either end there is nowhere to go.
  const first = (await order(list))[0]!.id;
  expect(await moveInList(list, first, "up")).toBe(false);
  expect(await moveInList(list, "nope", "down")).toBe(false);
});
