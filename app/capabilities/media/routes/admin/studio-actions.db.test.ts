/**
 * The studio's gallery and media pages through their real loaders and actions
 * (session, CSRF, forms as the browser posts them): albums reordered, renamed,
 * published; items reordered, given a cover, deleted with their files; an
 * upload a crash left in "processing" finished by "Try again"; media items
 * reordered, featured on the home page and deleted.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { action as albumsAction, loader as albumsLoader } from "./gallery.tsx";
import { action as albumAction, loader as albumLoader } from "./gallery-album.tsx";
import { action as mediaAction } from "./media.tsx";
import { createAlbum, getAlbum, listAlbums } from "~/capabilities/media/server/data/albums.server.ts";
import { db } from "~/core/db/client.server.ts";
import { insertMediaItem, listMediaItems } from "~/capabilities/media/server/data/media.server.ts";
import { albumUploads, getUpload, setProcessed } from "~/capabilities/media/server/data/uploads.server.ts";
import { loadHomeMedia } from "~/capabilities/media/server/home.server.ts";
import { ingestBuffer } from "~/capabilities/media/server/ingest.server.ts";
import { albumPage, galleryIndex } from "~/capabilities/media/server/public.server.ts";
import { call, signedIn, type Studio } from "~tests/setup/studio-session.ts";
import type { AdminItem } from "~/capabilities/media/server/album-items.server.ts";

const getDb = useTestDatabase();

/** A studio form post, as the browser sends it without JavaScript. */
function post(
  fn: unknown,
  path: string,
  who: Studio,
  entries: Record<string, string>,
  params: Record<string, string> = {},
) {
  const body = new URLSearchParams({ csrf: who.csrf, ...entries });
  const req = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  return call<{ errors?: Record<string, string> }>(fn as never, req, params);
}
const get = (fn: unknown, path: string, who: Studio, params: Record<string, string> = {}) =>
  call<{ items: AdminItem[] }>(
    fn as never,
    new Request(`http://localhost${path}`, { headers: { cookie: who.cookie } }),
    params,
  );

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

test("albums are created, reordered and published from /admin/gallery", async () => {
  const editor = await signedIn();
  const created = await post(albumsAction, "/admin/gallery", editor, { intent: "create", title: "Winter" });
  expect([created.status, created.headers.get("location")]).toEqual([
    302,
    expect.stringMatching(/^\/admin\/gallery\/[\w-]+$/),
  ]);
  const winter = (await listAlbums()).find((a) => a.title === "Winter")!;
  const { album: summer } = await albumWith("Summer", 1);
  expect((await listAlbums()).map((a) => a.title)).toEqual(["Winter", "Summer"]);

  await post(albumsAction, "/admin/gallery", editor, { intent: "up", id: summer.id });
  expect((await listAlbums()).map((a) => a.title)).toEqual(["Summer", "Winter"]);
  await post(albumsAction, "/admin/gallery", editor, { intent: "down", id: summer.id });
  expect((await listAlbums()).map((a) => a.title)).toEqual(["Winter", "Summer"]);

  await post(albumsAction, "/admin/gallery", editor, { intent: "publish", id: winter.id });
  expect((await getAlbum(winter.id))!.published).toBe(true);
  await post(albumsAction, "/admin/gallery", editor, { intent: "unpublish", id: winter.id });
  expect((await getAlbum(winter.id))!.published).toBe(false);
  expect((await get(albumsLoader, "/admin/gallery", editor)).status).toBe(200);
  // Without the CSRF token nothing changes.
  const forged = await post(
    albumsAction,
    "/admin/gallery",
    { ...editor, csrf: "forged" },
    { intent: "up", id: summer.id },
  );
  expect(forged.status).toBe(403);
  expect((await listAlbums()).map((a) => a.title)).toEqual(["Winter", "Summer"]);
});

test("an album is renamed, its items reordered, given a cover and deleted one by one", async () => {
  const editor = await signedIn();
  const { album, ids } = await albumWith("Spring", 3);
  const [a, b, c] = ids as [string, string, string];
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };

  const renamed = await post(
    albumAction,
    path,
    editor,
    {
      intent: "save-album",
      title: "Spring Tour 2026",
      slug: "spring-2026",
      description: "Ten cities.",
      published: "on",
    },
    params,
  );
  expect(renamed.status).toBe(302);
  expect(await getAlbum(album.id)).toMatchObject({
    title: "Spring Tour 2026",
    slug: "spring-2026",
    description: "Ten cities.",
    published: true,
  });

  // Item order: "down" on the first, "up" on the last.
  await post(albumAction, path, editor, { intent: `down:${a}` }, params);
  expect((await albumUploads(album.id)).map((u) => u.id)).toEqual([b, a, c]);
  await post(albumAction, path, editor, { intent: `up:${c}` }, params);
  expect((await albumUploads(album.id)).map((u) => u.id)).toEqual([b, c, a]);

  // Alt text, publish and the cover in one save; the public album follows the studio's order.
  const texts = Object.fromEntries(
    ids.flatMap((id, i) => [
      [`alt:${id}`, `Photo ${i + 1} of the spring tour`],
      [`caption:${id}`, ""],
      [`published:${id}`, "on"],
    ]),
  );
  const saved = await post(albumAction, path, editor, { intent: "save-items", ...texts, cover: c }, params);
  expect(saved.status).toBe(302);
  expect((await getAlbum(album.id))!.cover_upload_id).toBe(c);
  expect((await albumPage("spring-2026"))!.items.map((i) => i.id)).toEqual([b, c, a]);
  expect((await galleryIndex()).find((x) => x.id === album.id)!.cover!.id).toBe(c);

  // Deleting the cover item removes its row and files; the album falls back to its first item for a cover.
  const { dataDir } = getDb();
  expect(existsSync(join(dataDir, "uploads", c))).toBe(true);
  await post(albumAction, path, editor, { intent: `delete:${c}` }, params);
  expect(await getUpload(c)).toBeUndefined();
  expect(existsSync(join(dataDir, "uploads", c))).toBe(false);
  expect((await getAlbum(album.id))!.cover_upload_id).toBeNull();
  expect((await galleryIndex()).find((x) => x.id === album.id)!.cover!.id).toBe(b);
  expect((await albumPage("spring-2026"))!.items.map((i) => i.id)).toEqual([b, a]);
});

test("an upload a crash left in processing shows as interrupted and “Try again” finishes it", async () => {
  const editor = await signedIn();
  const { album, ids } = await albumWith("Crash", 1);
  const [photo] = ids as [string];
  const video = (
    await ingestBuffer(fx.mp4(3), "clip.mp4", { dataDir: getDb().dataDir, purpose: "gallery", albumId: album.id })
  ).upload.id;
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };
  // As a crash mid-processing leaves them: still "processing", last touched long ago.
  for (const id of [photo, video]) await setProcessed(id, { state: "processing" });
  await db()
    .updateTable("uploads")
    .set({ updated_at: "2000-01-01T00:00:00.000Z" })
    .where("album_id", "=", album.id)
    .execute();

  const page = await get(albumLoader, path, editor, params);
  expect(page.body.items.map((i) => [i.id, i.state, i.interrupted])).toEqual([
    [photo, "processing", true],
    [video, "processing", true],
  ]);
  // It can't be published in that state, and the message says what to do.
  const refused = await post(
    albumAction,
    path,
    editor,
    { intent: "save-items", [`alt:${photo}`]: "A photo", [`caption:${photo}`]: "", [`published:${photo}`]: "on" },
    params,
  );
  expect([refused.status, refused.body.errors?.[`published:${photo}`]]).toEqual([
    400,
    expect.stringMatching(/interrupted.*Try again/),
  ]);

  // The image is processed again from its kept original; the video (nothing to redo) fails with a reason.
  await post(albumAction, path, editor, { intent: `retry:${photo}` }, params);
  expect(await getUpload(photo)).toMatchObject({ state: "ready", width: 120, height: 80 });
  await post(albumAction, path, editor, { intent: `retry:${video}` }, params);
  expect(await getUpload(video)).toMatchObject({
    state: "failed",
    failure: expect.stringMatching(/interrupted.*again/),
  });
  expect((await get(albumLoader, path, editor, params)).body.items.map((i) => i.interrupted)).toEqual([false, false]);

  // A file processing right now is not mistaken for an interrupted one.
  await setProcessed(photo, { state: "processing" });
  expect((await get(albumLoader, path, editor, params)).body.items[0]).toMatchObject({
    state: "processing",
    interrupted: false,
  });
});

test("media items are reordered, featured on the home page and deleted from /admin/media", async () => {
  const editor = await signedIn();
  const base = {
    kind: "video" as const,
    original_url: "",
    description: "",
    start_seconds: null,
    thumbnail_upload_id: null,
    upload_id: null,
    duration: null,
  };
  const one = await insertMediaItem({
    ...base,
    source: "youtube",
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    provider_id: "dQw4w9WgXcQ",
    title: "One",
    published: true,
  });
  const two = await insertMediaItem({
    ...base,
    source: "vimeo",
    url: "https://vimeo.com/76979871",
    provider_id: "76979871",
    title: "Two",
    published: true,
  });
  const order = async () => (await listMediaItems()).map((i) => i.title);
  expect(await order()).toEqual(["One", "Two"]);

  await post(mediaAction, "/admin/media", editor, { intent: `up:${two.id}` });
  expect(await order()).toEqual(["Two", "One"]);
  await post(mediaAction, "/admin/media", editor, { intent: `down:${two.id}` });
  expect(await order()).toEqual(["One", "Two"]);

  // The Save button: "Two" on the home page, "One" unpublished.
  const saved = await post(mediaAction, "/admin/media", editor, {
    intent: "save-items",
    [`title:${one.id}`]: "One",
    [`description:${one.id}`]: "",
    [`title:${two.id}`]: "Two, live",
    [`description:${two.id}`]: "",
    [`featured:${two.id}`]: "on",
    [`published:${two.id}`]: "on",
  });
  expect(saved.status).toBe(302);
  const home = await loadHomeMedia(new Request("http://localhost/"));
  expect(home.map((i) => i.title)).toEqual(["Two, live"]);

  await post(mediaAction, "/admin/media", editor, { intent: `delete:${two.id}` });
  expect(await order()).toEqual(["One"]);
  expect(await loadHomeMedia(new Request("http://localhost/"))).toEqual([]);
});

test("refused studio forms answer 400 with the failing section, the message at its field and the input kept", async () => {
  const editor = await signedIn();
  type Failure = { errors: Record<string, string>; input: Record<string, string>; section?: string };
  const failure = (r: { status: number; body: unknown }) => [r.status, r.body as Failure] as const;

  expect(failure(await post(albumsAction, "/admin/gallery", editor, { intent: "create", title: " " }))).toEqual([
    400,
    { errors: { title: "Give the album a title." }, input: { intent: "create", title: " " } },
  ]);
  const taken = await createAlbum({ title: "Taken" });
  const album = await createAlbum({ title: "Mine" });
  const path = `/admin/gallery/${album.id}`;
  const params = { id: album.id };
  expect(
    failure(
      await post(
        albumAction,
        path,
        editor,
        { intent: "save-album", title: "Mine", slug: taken.slug, description: "" },
        params,
      ),
    ),
  ).toEqual([
    400,
    {
      section: "album",
      errors: { slug: "Another album already uses this address." },
      input: { intent: "save-album", title: "Mine", slug: taken.slug, description: "" },
    },
  ]);
  expect((await getAlbum(album.id))!.slug).toBe(album.slug);
  const [status, body] = failure(await post(albumAction, path, editor, { intent: "delete-album" }, params));
  expect([status, body.section, body.errors]).toEqual([400, "danger", { confirm: "Tick the box to confirm." }]);
  expect(await getAlbum(album.id)).toBeDefined();
  // A missing album is the catalogue's 404, on either page.
  expect(
    (await post(albumAction, "/admin/gallery/nope", editor, { intent: "save-album", title: "x" }, { id: "nope" }))
      .status,
  ).toBe(404);
  expect((await post(albumsAction, "/admin/gallery", editor, { intent: "up", id: "nope" })).status).toBe(404);

  // A link already in the media is refused by the service, under the form's field.
  const url = "https://www.youtube.com/watch?v=M7lc1UVf-VE";
  await insertMediaItem({
    kind: "video",
    source: "youtube",
    original_url: url,
    url,
    provider_id: "M7lc1UVf-VE",
    start_seconds: null,
    title: "Already here",
    description: "",
    thumbnail_upload_id: null,
    upload_id: null,
    duration: null,
  });
  const [mStatus, mBody] = failure(await post(mediaAction, "/admin/media", editor, { intent: "add-url", url }));
  expect([mStatus, mBody.section, mBody.errors, mBody.input.url]).toEqual([
    400,
    "add",
    { url: "This is already in your media as “Already here”." },
    url,
  ]);
});
