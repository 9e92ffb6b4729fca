/**
 * Bulk actions on an album's grid and the media grid (issue 27 §3, ADR 2720),
 * through the real actions as a browser posts the form without JavaScript
 * (one `ids` per ticked box, `intent=bulk`, `bulk=<action>`): publish holds
 * back what has no alt text and says which; delete asks first, then removes
 * rows and files; move and cover; any id that is not this album's (or not a
 * media item) refuses the whole request and changes nothing.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { action as albumAction } from "./gallery-album.tsx";
import { action as mediaAction } from "./media.tsx";
import { createAlbum, getAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { db } from "~/core/db/client.server.ts";
import { insertMediaItem, listMediaItems } from "~/capabilities/media/server/data/media.server.ts";
import { albumUploads, getUpload, updateUploadText } from "~/capabilities/media/server/data/uploads.server.ts";
import { ingestBuffer } from "~/capabilities/media/server/ingest.server.ts";
import { albumBulk } from "~/capabilities/media/server/album-bulk.server.ts";
import { call, signedIn, type Studio } from "~tests/setup/studio-session.ts";
import type { BulkFailure } from "~/capabilities/media/server/bulk-answer.server.ts";

const getDb = useTestDatabase();

/** A bulk form as the browser posts it: repeated `ids`, the action's button. */
function bulk(
  fn: unknown,
  path: string,
  who: Studio,
  action: string,
  ids: string[],
  more: [string, string][] = [],
  params = {},
) {
  const body = new URLSearchParams([
    ["csrf", who.csrf],
    ["intent", "bulk"],
    ...ids.map((id): [string, string] => ["ids", id]),
    ...more,
    ["bulk", action],
  ]);
  const req = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  return call<BulkFailure>(fn as never, req, params);
}

async function albumWith(title: string, n: number) {
  const album = await createAlbum({ title });
  for (let i = 0; i < n; i++)
    await ingestBuffer(await fx.png(120 + i * 10, 80), `p${i}.png`, {
      dataDir: getDb().dataDir,
      purpose: "gallery",
      albumId: album.id,
    });
  return { album, ids: (await albumUploads(album.id)).map((u) => u.id) };
}

const published = async (albumId: string) =>
  (await albumUploads(albumId)).filter((u) => u.published).map((u) => u.original_name);

const auditOf = async (action: string) =>
  (await db().selectFrom("audit_entries").select("entity_id").where("action", "=", action).execute()).map(
    (r) => r.entity_id,
  );

test("bulk publish publishes the items with alt text, holds back the others by name, and audits each", async () => {
  const editor = await signedIn();
  const { album, ids } = await albumWith("Tour", 4);
  for (const id of ids.slice(0, 3)) await updateUploadText(id, { alt: "The band on stage" });
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };

  const r = await bulk(albumAction, path, editor, "publish", ids, [], params);
  expect([r.status, r.headers.get("location")]).toEqual([302, path]);
  expect(await published(album.id)).toEqual(["p0.png", "p1.png", "p2.png"]);
  expect((await auditOf("gallery.item.publish")).sort()).toEqual(ids.slice(0, 3).sort());
  // The service says which were held back and why (the route words it in the toast).
  const again = await albumBulk({ id: editor.userId, email: "editor@example.com" }, album, "publish", ids);
  expect(again).toEqual({ ok: true, intent: "publish", changed: 0, held: [{ name: "p3.png", reason: "alt" }] });

  const off = await bulk(albumAction, path, editor, "unpublish", [ids[0]!, ids[3]!], [], params);
  expect(off.status).toBe(302);
  expect(await published(album.id)).toEqual(["p1.png", "p2.png"]);
  expect(await auditOf("gallery.item.unpublish")).toEqual([ids[0]]);
});

test("an id from another album refuses the whole bulk request, whatever the action, and changes nothing", async () => {
  const editor = await signedIn();
  const { album, ids } = await albumWith("Mine", 2);
  const { album: other, ids: foreign } = await albumWith("Theirs", 1);
  for (const id of [...ids, ...foreign]) await updateUploadText(id, { alt: "A photo" });
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };
  const { dataDir } = getDb();

  for (const [action, more] of [
    ["publish", []],
    ["delete", [["confirm", "yes"]]],
    ["move", [["target", other.id]]],
    ["cover", []],
  ] as [string, [string, string][]][]) {
    const r = await bulk(albumAction, path, editor, action, [ids[0]!, foreign[0]!], more, params);
    expect([action, r.status, r.body.errors._form]).toEqual([
      action,
      400,
      expect.stringMatching(/no longer in this album.*Nothing was changed/),
    ]);
    // What was chosen comes back ticked.
    expect(r.body.ids).toEqual([ids[0], foreign[0]]);
  }
  expect((await albumUploads(album.id)).map((u) => [u.id, u.published])).toEqual(ids.map((id) => [id, false]));
  expect((await albumUploads(other.id)).map((u) => [u.id, u.published])).toEqual([[foreign[0], false]]);
  expect(existsSync(join(dataDir, "uploads", foreign[0]!))).toBe(true);
  expect((await getAlbum(album.id))!.cover_upload_id).toBeNull();
  expect(await auditOf("upload.delete")).toEqual([]);

  // Nothing chosen, or an unknown action: refused too.
  expect((await bulk(albumAction, path, editor, "publish", [], [], params)).status).toBe(400);
  expect((await bulk(albumAction, path, editor, "explode", ids, [], params)).status).toBe(400);
});

test("bulk delete asks first naming the count, then removes the rows, their files and the cover", async () => {
  const editor = await signedIn();
  const { album, ids } = await albumWith("Old", 3);
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };
  const { dataDir } = getDb();
  await bulk(albumAction, path, editor, "cover", [ids[0]!], [], params);
  expect((await getAlbum(album.id))!.cover_upload_id).toBe(ids[0]);

  const ask = await bulk(albumAction, path, editor, "delete", ids.slice(0, 2), [], params);
  expect([ask.status, ask.body.confirm, ask.body.ids]).toEqual([200, "delete", ids.slice(0, 2)]);
  expect((await albumUploads(album.id)).length).toBe(3);

  const done = await bulk(albumAction, path, editor, "delete", ids.slice(0, 2), [["confirm", "yes"]], params);
  expect(done.status).toBe(302);
  expect((await albumUploads(album.id)).map((u) => u.id)).toEqual([ids[2]]);
  for (const id of ids.slice(0, 2)) {
    expect(await getUpload(id)).toBeUndefined();
    expect(existsSync(join(dataDir, "uploads", id))).toBe(false);
  }
  expect((await getAlbum(album.id))!.cover_upload_id).toBeNull();
  expect((await auditOf("upload.delete")).sort()).toEqual(ids.slice(0, 2).sort());
});

test("bulk move puts the items after the target album's own, in their order; the cover needs exactly one photo", async () => {
  const editor = await signedIn();
  const { album, ids } = await albumWith("From", 3);
  const { album: target, ids: theirs } = await albumWith("To", 1);
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };
  await bulk(albumAction, path, editor, "cover", [ids[2]!], [], params);

  expect((await bulk(albumAction, path, editor, "move", [ids[0]!], [], params)).status).toBe(400);
  expect((await bulk(albumAction, path, editor, "move", [ids[0]!], [["target", album.id]], params)).status).toBe(400);
  const moved = await bulk(albumAction, path, editor, "move", [ids[2]!, ids[0]!], [["target", target.id]], params);
  expect(moved.status).toBe(302);
  expect((await albumUploads(target.id)).map((u) => u.id)).toEqual([theirs[0], ids[0], ids[2]]);
  expect((await albumUploads(album.id)).map((u) => u.id)).toEqual([ids[1]]);
  // The cover went with its photo.
  expect((await getAlbum(album.id))!.cover_upload_id).toBeNull();
  expect((await auditOf("gallery.item.move")).sort()).toEqual([ids[0], ids[2]].sort());

  const two = await bulk(albumAction, `/admin/gallery/${target.id}`, editor, "cover", [ids[0]!, ids[2]!], [], {
    id: target.id,
  });
  expect([two.status, two.body.errors._form]).toEqual([400, "Select exactly one photo to be the cover."]);
});

test("the media grid publishes, unpublishes and deletes in bulk; an unknown id refuses it all", async () => {
  const editor = await signedIn();
  const make = (n: number) =>
    insertMediaItem({
      kind: "video",
      source: "youtube",
      original_url: `https://youtu.be/abcdefghij${n}`,
      url: `https://www.youtube.com/watch?v=abcdefghij${n}`,
      provider_id: `abcdefghij${n}`,
      start_seconds: null,
      title: `Video ${n}`,
      description: "",
      thumbnail_upload_id: null,
      upload_id: null,
      duration: null,
    });
  const items = [await make(1), await make(2), await make(3)];
  const ids = items.map((i) => i.id);
  const state = async () => (await listMediaItems()).map((i) => [i.title, i.published]);

  const refused = await bulk(mediaAction, "/admin/media", editor, "publish", [ids[0]!, "not-an-item"]);
  expect([refused.status, refused.body.errors._form]).toEqual([400, expect.stringMatching(/no longer in your media/)]);
  expect(await state()).toEqual([
    ["Video 1", false],
    ["Video 2", false],
    ["Video 3", false],
  ]);

  expect((await bulk(mediaAction, "/admin/media", editor, "publish", ids)).status).toBe(302);
  expect((await bulk(mediaAction, "/admin/media", editor, "unpublish", [ids[1]!])).status).toBe(302);
  expect(await state()).toEqual([
    ["Video 1", true],
    ["Video 2", false],
    ["Video 3", true],
  ]);
  expect((await auditOf("media.publish")).length).toBe(3);

  const ask = await bulk(mediaAction, "/admin/media", editor, "delete", [ids[0]!, ids[1]!]);
  expect([ask.status, ask.body.confirm]).toEqual([200, "delete"]);
  await bulk(mediaAction, "/admin/media", editor, "delete", [ids[0]!, ids[1]!], [["confirm", "yes"]]);
  expect(await state()).toEqual([["Video 3", true]]);
  expect((await auditOf("media.delete")).sort()).toEqual([ids[0], ids[1]].sort());
});
