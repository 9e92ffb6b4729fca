/**
 * Albums, media items and the demo on a real database: the alt-text rule,
 * what the public pages get, adding by URL through a local provider stand-in
 * (OEMBED_BASE_URL) or with no network, publishing files with their item,
 * and the demo's seed and removal.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { startProviderServer, type ProviderServer } from "~tests/fixtures/provider-server.ts";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { createAlbum, getAlbum, updateAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { db } from "~/core/db/client.server.ts";
import { srcSet } from "~/capabilities/media/components/site/Picture.tsx";
import { getMediaItem } from "~/capabilities/media/server/data/media.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { getUpload } from "~/capabilities/media/server/data/uploads.server.ts";
import { env } from "~/core/env.server.ts";
import { removeDemoMedia, seedMedia } from "~/capabilities/media/demo.server.ts";
import { ingestBuffer } from "./ingest.server.ts";
import { albumPage, galleryIndex, galleryPreview, heroImage, mediaPage } from "./public.server.ts";
import { adminItems, publishReadyItems, reorderAlbumItems, saveAlbumItems } from "./album-items.server.ts";
import { addMediaByUrl, adminMediaRows, deleteMediaItem, setMediaPublished } from "./media-admin.server.ts";
import { adminAlbumRows, reorderAlbums } from "./gallery-admin.server.ts";
import { mediaSitemapEntries } from "./sitemap.server.ts";

const getDb = useTestDatabase();
const actor = { id: "u1", email: "editor@example.com" };
let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer();
});
afterAll(() => provider.close());

async function albumWithImages(title: string, n: number) {
  const album = await createAlbum({ title });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { upload } = await ingestBuffer(await fx.jpeg(400 + i * 10, 300, i + 1), `${i}.jpg`, {
      dataDir: getDb().dataDir,
      purpose: "gallery",
      albumId: album.id,
    });
    ids.push(upload.id);
  }
  return { album, ids };
}

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

test("an image can't be published without alt text; with it, it shows in the public album", async () => {
  const { album, ids } = await albumWithImages("Alt rule", 2);
  const [a, b] = ids as [string, string];
  const refused = await saveAlbumItems(
    album.id,
    form({
      [`alt:${a}`]: "  ",
      [`caption:${a}`]: "x",
      [`published:${a}`]: "on",
      [`alt:${b}`]: "",
      [`caption:${b}`]: "",
    }),
    actor,
    true,
  );
  expect(refused).toEqual({
    ok: false,
    errors: { [`alt:${a}`]: expect.stringMatching(/^Add alt text before publishing/) },
  });
  expect((await getUpload(a))!.published).toBe(false);

  await updateAlbum(album.id, { published: true });
  expect(await albumPage(album.slug)).toMatchObject({ items: [] });
  const ok = await saveAlbumItems(
    album.id,
    form({
      [`alt:${a}`]: "A drummer mid-fill",
      [`caption:${a}`]: "Leipzig",
      [`published:${a}`]: "on",
      [`alt:${b}`]: "",
      [`caption:${b}`]: "",
      cover: a,
    }),
    actor,
    true,
  );
  expect(ok).toEqual({ ok: true, published: 1, unpublished: 0 });
  const page = (await albumPage(album.slug))!;
  expect(page.items.map((i) => [i.id, i.alt, i.caption])).toEqual([[a, "A drummer mid-fill", "Leipzig"]]);
  const img = page.items[0]!;
  if (img.type !== "image") throw new Error("expected an image");
  expect(img.widths).toEqual([320, 400]);
  expect(
    srcSet(img, "avif")
      .split(", ")
      .map((s) => s.split(" ")[1]),
  ).toEqual(["320w", "400w"]);
  expect(srcSet(img, "webp")).toMatch(/^\/uploads\/[\w-]+\/[0-9a-f]{10}-320\.webp 320w, /);
  expect([img.width, img.height, img.placeholder.startsWith("data:image/webp;base64,")]).toEqual([400, 300, true]);

  // "Publish all with alt text" leaves the one without alt alone.
  expect(await publishReadyItems(album.id, actor)).toEqual({ published: 0, missingAlt: 1 });
  const [card] = (await galleryIndex()).filter((c) => c.id === album.id);
  expect(card).toMatchObject({ title: "Alt rule", count: 1, cover: { id: a } });
  expect((await galleryPreview(10)).map((p) => p.href)).toContain(`/gallery/${album.slug}/${a}`);
  expect(await mediaSitemapEntries()).toContainEqual({ path: `/gallery/${album.slug}`, lastmod: expect.any(String) });
});

test("unpublished albums and their items stay private", async () => {
  const { album, ids } = await albumWithImages("Private", 1);
  await saveAlbumItems(
    album.id,
    form({ [`alt:${ids[0]}`]: "x", [`caption:${ids[0]}`]: "", [`published:${ids[0]}`]: "on" }),
    actor,
    true,
  );
  expect(await albumPage(album.slug)).toBeNull();
  expect((await galleryIndex()).some((c) => c.id === album.id)).toBe(false);
  expect((await galleryPreview(50)).some((p) => p.image.id === ids[0])).toBe(false);
});

test("adding by URL asks the provider (through OEMBED_BASE_URL) for the title and a thumbnail stored here", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir, OEMBED_BASE_URL: provider.baseUrl });
  provider.reset();
  const r = await addMediaByUrl("https://youtu.be/dQw4w9WgXcQ?t=42", actor, env());
  expect(r.thumbnail).toBe("provider");
  expect(r.item).toMatchObject({
    source: "youtube",
    kind: "video",
    provider_id: "dQw4w9WgXcQ",
    start_seconds: 42,
    title: "YouTube item dQw4w9WgXcQ",
    published: true,
  });
  expect(provider.requests).toEqual([
    "/www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ",
    "/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
  ]);
  const thumb = (await getUpload(r.item.thumbnail_upload_id!))!;
  expect(thumb).toMatchObject({ purpose: "thumbnail", state: "ready", published: true, width: 480, height: 360 });

  // Public at once (issue 11: a link just added is not hidden as a draft): the privacy-first embed with the local thumbnail.
  const [view] = await mediaPage();
  expect(view).toMatchObject({
    type: "embed",
    provider: "youtube",
    embedSrc: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
  });
  expect(view!.thumbnail!.src).toMatch(/^\/uploads\//);

  // Refusals go under the form's url field.
  await expect(addMediaByUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ", actor, env())).rejects.toMatchObject({
    code: "invalid",
    field: "url",
    message: expect.stringMatching(/already in your media/),
  });
  await expect(
    addMediaByUrl("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", actor, env()),
  ).rejects.toMatchObject({ code: "invalid", field: "url", message: expect.stringMatching(/supported service/) });
});

test("with no answer from the provider the item still gets a title and a drawn thumbnail", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  const r = await addMediaByUrl("https://vimeo.com/76979871", actor, env(), {
    resolve: async () => Promise.reject(new Error("ENOTFOUND")),
  });
  expect([r.thumbnail, r.item.title]).toEqual(["drawn", "Vimeo video 76979871"]);
  expect((await getUpload(r.item.thumbnail_upload_id!))!.state).toBe("ready");
  // Bandcamp has no oEmbed: the title comes from the pasted code.
  const bc = await addMediaByUrl(
    '<iframe src="https://bandcamp.com/EmbeddedPlayer/album=123456/size=large/"><a href="https://band.bandcamp.com/album/lp">LP by Band</a></iframe>',
    actor,
    env(),
  );
  expect(bc.item).toMatchObject({
    title: "LP by Band",
    url: "https://band.bandcamp.com/album/lp",
    provider_id: "album/123456",
  });
});

test("a thumbnail the provider sends damaged is not kept: the item gets a drawn one and no failed upload is left", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir, OEMBED_BASE_URL: provider.baseUrl });
  provider.reset();
  const jpg = await fx.jpeg(480, 360, 9);
  provider.route(
    "/i.scdn.co/image/trackcut",
    (_q, res) =>
      void res.writeHead(200, { "content-type": "image/jpeg" }).end(jpg.subarray(0, Math.floor(jpg.length / 2))),
  );
  provider.route(
    "/open.spotify.com/oembed",
    (_q, res) =>
      void res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ title: "Cut", thumbnail_url: "https://i.scdn.co/image/trackcut" })),
  );
  const before = await db().selectFrom("uploads").select("id").where("purpose", "=", "thumbnail").execute();
  const originals = () =>
    existsSync(join(getDb().dataDir, "originals")) ? readdirSync(join(getDb().dataDir, "originals")) : [];
  const originalsBefore = originals();
  const r = await addMediaByUrl("https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", actor, env());
  expect([r.thumbnail, r.item.title]).toEqual(["drawn", "Cut"]);
  expect(provider.requests).toContain("/i.scdn.co/image/trackcut");
  const after = await db().selectFrom("uploads").select(["id", "state"]).where("purpose", "=", "thumbnail").execute();
  expect(after.filter((u) => !before.some((b) => b.id === u.id))).toEqual([
    { id: r.item.thumbnail_upload_id, state: "ready" },
  ]);
  // Only the drawn picture's original was added.
  expect(
    originals()
      .filter((f) => !originalsBefore.includes(f))
      .map((f) => f.split(".")[0]),
  ).toEqual([r.item.thumbnail_upload_id]);
});

test("an uploaded file is public only while its media item is published, and goes with it", async () => {
  const { dataDir } = getDb();
  const { upload } = await ingestBuffer(fx.synthWav({ seconds: 1 }), "t.wav", { dataDir, purpose: "media" });
  const { insertMediaItem } = await import("~/capabilities/media/server/data/media.server.ts");
  const item = await insertMediaItem({
    kind: "audio",
    source: "upload",
    original_url: "",
    url: "",
    provider_id: null,
    start_seconds: null,
    title: "T",
    description: "",
    thumbnail_upload_id: null,
    upload_id: upload.id,
    duration: 1,
  });
  expect((await getUpload(upload.id))!.published).toBe(false);
  await setMediaPublished(item, true);
  expect((await getUpload(upload.id))!.published).toBe(true);
  expect((await mediaPage()).find((v) => v.id === item.id)).toMatchObject({
    type: "upload",
    kind: "audio",
    mime: "audio/wav",
    duration: 1,
  });
  await setMediaPublished({ ...item, published: true }, false);
  expect((await getUpload(upload.id))!.published).toBe(false);
  await deleteMediaItem(item.id, actor, dataDir);
  expect(await getMediaItem(item.id)).toBeUndefined();
  expect(await getUpload(upload.id)).toBeUndefined();
  expect(existsSync(join(dataDir, "uploads", upload.id))).toBe(false);
});

// The demo draws and encodes about fifteen pictures (AVIF and WebP at every width): ~20 s on an idle
// 2-core machine, more while the e2e files run beside it; the timeout is a budget, not a speed check.
test("the demo seeds a hero, an album and one item per provider plus a track, and removes exactly those", async () => {
  const { dataDir } = getDb();
  setTestEnv({ DATA_DIR: dataDir });
  const before = await db().selectFrom("uploads").select("id").execute();
  await seedMedia({ now: new Date(), dataDir, timeZone: "Europe/Berlin" });
  expect((await heroImage())?.alt).toMatch(/Velvet Lanterns/);
  const demo = (await albumPage("on-tour"))!;
  expect(demo.items).toHaveLength(4);
  expect(demo.items.every((i) => i.alt.length > 10)).toBe(true);
  const items = await mediaPage();
  const sources = items.map((i) => (i.type === "embed" ? i.provider : "upload"));
  for (const p of ["youtube", "vimeo", "soundcloud", "spotify", "bandcamp", "mixcloud", "upload"])
    expect(sources).toContain(p);
  expect(items.every((i) => i.thumbnail !== null || i.type === "upload")).toBe(true);

  await removeDemoMedia();
  expect(await albumPage("on-tour")).toBeNull();
  expect((await getSettings()).hero_upload_id).toBeNull();
  expect(await db().selectFrom("media_items").select("id").where("title", "like", "Demo%").execute()).toEqual([]);
  const after = await db().selectFrom("uploads").select("id").execute();
  expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
  const left = readdirSync(join(dataDir, "uploads"));
  expect(left.sort()).toEqual(
    before
      .map((r) => r.id)
      .filter((id) => left.includes(id))
      .sort(),
  );
}, 120_000);

test("a media link just added comes first in the list, published", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir });
  const offline = { resolve: async () => Promise.reject(new Error("ENOTFOUND")) };
  const first = await addMediaByUrl("https://vimeo.com/11111111", actor, env(), offline);
  const second = await addMediaByUrl("https://vimeo.com/22222222", actor, env(), offline);
  const rows = await adminMediaRows();
  expect(rows.slice(0, 2).map((r) => [r.id, r.published])).toEqual([
    [second.item.id, true],
    [first.item.id, true],
  ]);
  await deleteMediaItem(first.item.id, actor, getDb().dataDir);
  await deleteMediaItem(second.item.id, actor, getDb().dataDir);
});

test("a photo hidden for want of alt text is published when it gets alt text; unticked afterwards, it stays hidden", async () => {
  const { album, ids } = await albumWithImages("Alt later", 2);
  const [a, b] = ids as [string, string];
  const r = await saveAlbumItems(
    album.id,
    form({ [`alt:${a}`]: "The horns on stage", [`caption:${a}`]: "", [`alt:${b}`]: "", [`caption:${b}`]: "" }),
    actor,
    true,
  );
  expect(r).toEqual({ ok: true, published: 1, unpublished: 0 });
  expect([(await getUpload(a))!.published, (await getUpload(b))!.published]).toEqual([true, false]);
  // It has alt text now: unticking Published hides it and keeps it hidden.
  await saveAlbumItems(album.id, form({ [`alt:${a}`]: "The horns on stage", [`caption:${a}`]: "" }), actor, true);
  expect((await getUpload(a))!.published).toBe(false);
});

test("a drag's new order is stored whole; an order from a stale page (a row missing or unknown) changes nothing", async () => {
  const { album, ids } = await albumWithImages("Order", 3);
  const [a, b, c] = ids as [string, string, string];
  const order = async () => (await adminItems((await getAlbum(album.id))!)).map((i) => i.id);
  expect(await reorderAlbumItems(actor, album, [c, a, b])).toMatchObject({ ok: true });
  expect(await order()).toEqual([c, a, b]);
  expect(await reorderAlbumItems(actor, album, [a, b])).toMatchObject({
    ok: false,
    message: expect.stringMatching(/changed meanwhile/),
  });
  expect(await reorderAlbumItems(actor, album, [a, b, "nope"])).toMatchObject({ ok: false });
  expect(await reorderAlbumItems(actor, album, [a, a, b])).toMatchObject({ ok: false });
  expect(await order()).toEqual([c, a, b]);
  // Albums too.
  const other = await createAlbum({ title: "Other" });
  const albums = (await adminAlbumRows()).map((x) => x.id);
  expect(await reorderAlbums(actor, [...albums].reverse())).toMatchObject({ ok: true });
  expect((await adminAlbumRows()).map((x) => x.id)).toEqual([...albums].reverse());
  expect(albums).toContain(other.id);
});
