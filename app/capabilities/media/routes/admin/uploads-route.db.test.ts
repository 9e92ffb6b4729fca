/**
 * The upload endpoint and /uploads serving, end to end on a real database:
 * guards, per-file statuses, processing states, de-duplication, what is
 * public and what needs a studio session.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { action as uploadAction } from "./uploads.ts";
import { loader as fileLoader } from "~/capabilities/media/routes/resources/uploads.ts";
import { createAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { db } from "~/core/db/client.server.ts";
import { getUpload, setProcessed, updateUploadText } from "~/capabilities/media/server/data/uploads.server.ts";
import { resumeInterrupted } from "~/capabilities/media/server/ingest.server.ts";
import { pickedImageId } from "~/capabilities/media/server/picker.server.ts";
import { addMediaByUrl } from "~/capabilities/media/server/media-admin.server.ts";
import { env } from "~/core/env.server.ts";
import { call, filesUploadRequest, signedIn, uploadRequest, type Studio } from "~tests/setup/studio-session.ts";
import type { FileOutcome } from "~/capabilities/media/server/upload-action.server.ts";

const getDb = useTestDatabase({ UPLOAD_MAX_MB: "2" });

const post = (
  query: string,
  files: Parameters<typeof fx.multipartRequest>[0],
  who?: Studio,
  headers: Record<string, string> = {},
) =>
  call<{ files: FileOutcome[]; error?: string }>(uploadAction as never, filesUploadRequest(query, files, who, headers));

const file = (path: string, who?: Studio, headers: Record<string, string> = {}) =>
  call(
    fileLoader as never,
    new Request(`http://localhost/uploads/${path}`, {
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
    }),
    { "*": path },
  );

test("uploads need a signed-in editor and the CSRF token", async () => {
  const album = await createAlbum({ title: "Guarded" });
  const img = await fx.png(40, 40);
  const anon = await post(`purpose=gallery&album=${album.id}`, [{ name: "a.png", data: img }]);
  expect([anon.status, anon.headers.get("location")]).toEqual([302, expect.stringMatching(/^\/admin\/login\?next=/)]);
  const editor = await signedIn("editor");
  const noToken = await post(`purpose=gallery&album=${album.id}`, [{ name: "a.png", data: img }], {
    ...editor,
    csrf: "forged",
  });
  expect(noToken.status).toBe(403);
  const hero = await post("purpose=hero", [{ name: "a.png", data: img }], editor);
  expect(hero.status).toBe(403);
  expect(
    Number(
      (
        await db()
          .selectFrom("uploads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBe(0);
});

test("a gallery upload answers per file: stored, processed, refused with 415", async () => {
  const { dataDir } = getDb();
  const editor = await signedIn();
  const album = await createAlbum({ title: "Spring" });
  const gps = await fx.jpegWithGps(900, 600);
  const r = await post(
    `purpose=gallery&album=${album.id}`,
    [
      { name: "gps.jpg", type: "image/jpeg", data: gps },
      { name: "photo.jpg", type: "image/jpeg", data: await fx.png(500, 300) },
      { name: "logo.png", type: "image/png", data: fx.svg() },
    ],
    editor,
  );
  expect(r.status).toBe(200);
  expect(r.body.files.map((f) => [f.name, f.status, f.state ?? f.error])).toEqual([
    ["gps.jpg", 201, "ready"],
    ["photo.jpg", 201, "ready"],
    ["logo.png", 415, "This file type isn't supported."],
  ]);
  const u = (await getUpload(r.body.files[0]!.id!))!;
  expect(u).toMatchObject({
    album_id: album.id,
    kind: "image",
    mime: "image/jpeg",
    width: 600,
    height: 900,
    published: false,
    purpose: "gallery",
    position: 0,
  });
  expect(u.variants.map((v) => `${v.format}${v.width}`)).toEqual(["avif320", "webp320", "avif600", "webp600"]);
  for (const v of u.variants) expect((await sharp(join(dataDir, "uploads", v.path)).metadata()).exif).toBeUndefined();
  // The original keeps its metadata, outside what /uploads serves.
  expect(fx.exifHasGps((await sharp(join(dataDir, "originals", u.original_path!)).metadata()).exif)).toBe(true);
  expect((await getUpload(r.body.files[1]!.id!))!.mime).toBe("image/png");
  expect(readdirSync(join(dataDir, "tmp", "uploads"))).toEqual([]);

  // The same bytes into the same album again: nothing new is stored.
  const again = await post(`purpose=gallery&album=${album.id}`, [{ name: "copy.jpg", data: gps }], editor);
  expect([again.status, again.body.files[0]!.duplicate, again.body.files[0]!.id]).toEqual([200, true, u.id]);
  const rows = await db().selectFrom("uploads").select("id").where("album_id", "=", album.id).execute();
  expect(rows).toHaveLength(2);
});

test("over-sized and broken images: 413 with no row, and a failed row with its reason", async () => {
  const editor = await signedIn();
  const album = await createAlbum({ title: "Limits" });
  const huge = await post(
    `purpose=gallery&album=${album.id}`,
    [{ name: "huge.jpg", data: await fx.sixtyMegapixels() }],
    editor,
  );
  expect([huge.status, huge.body.files[0]!.error]).toEqual([413, "This file is too large (max 50 megapixels)."]);
  const cut = await post(
    `purpose=gallery&album=${album.id}`,
    [{ name: "cut.jpg", data: await fx.truncatedJpeg() }],
    editor,
  );
  expect(cut.status).toBe(201);
  expect(cut.body.files[0]).toMatchObject({ ok: false, state: "failed", failure: expect.stringMatching(/incomplete/) });
  const rows = await db()
    .selectFrom("uploads")
    .select(["original_name", "state"])
    .where("album_id", "=", album.id)
    .execute();
  expect(rows).toEqual([{ original_name: "cut.jpg", state: "failed" }]);
  // Audio over UPLOAD_MAX_MB (2 here) → 413 with the configured limit.
  const long = await post(
    "purpose=media",
    [{ name: "long.wav", data: fx.synthWav({ seconds: 60, sampleRate: 22_050 }) }],
    editor,
  );
  expect([long.status, long.body.files[0]!.error]).toEqual([413, "This file is too large (max 2 MB)."]);
});

test("an uploaded track becomes an unpublished media item named after the file", async () => {
  const editor = await signedIn();
  const r = await post("purpose=media", [{ name: "03 Night_Drive.wav", data: fx.synthWav({ seconds: 2 }) }], editor);
  expect(r.status).toBe(201);
  const item = await db()
    .selectFrom("media_items")
    .selectAll()
    .where("id", "=", r.body.files[0]!.mediaItemId!)
    .executeTakeFirstOrThrow();
  expect(item).toMatchObject({ kind: "audio", source: "upload", title: "03 Night Drive", published: 0, duration: 2 });
  // Images are not accepted as media.
  const img = await post("purpose=media", [{ name: "x.png", data: await fx.png(20, 20) }], editor);
  expect(img.status).toBe(415);
});

test("hero and event images with alt text are public once ready; without, they wait hidden for their alt text", async () => {
  const owner = await signedIn("owner");
  const img = await fx.png(300, 200);
  // The picture first, its description afterwards (issue 11): stored, but not public without alt text.
  const bare = await post("purpose=hero", [{ name: "h.png", data: await fx.png(310, 200) }], owner);
  expect(bare.status).toBe(201);
  expect(await getUpload(bare.body.files[0]!.id!)).toMatchObject({
    purpose: "hero",
    alt: "",
    published: false,
    state: "ready",
  });
  // The form that uses it saves the alt text next to it, and the picture goes public.
  const form = new FormData();
  form.set("hero_upload_id", bare.body.files[0]!.id!);
  form.set("hero_upload_id_alt", "  The band on the roof  ");
  expect(await pickedImageId(form, "hero_upload_id")).toBe(bare.body.files[0]!.id);
  expect(await getUpload(bare.body.files[0]!.id!)).toMatchObject({ alt: "The band on the roof", published: true });
  const ok = await post(
    `purpose=event&alt=${encodeURIComponent("The band on a boat")}`,
    [{ name: "e.png", data: img }],
    await signedIn("editor"),
  );
  expect(ok.status).toBe(201);
  expect(await getUpload(ok.body.files[0]!.id!)).toMatchObject({
    purpose: "event",
    alt: "The band on a boat",
    published: true,
    state: "ready",
  });
  expect(ok.body.files[0]!.image).toMatchObject({ alt: "The band on a boat", width: 300, height: 200 });
  const two = await post(
    `purpose=hero&alt=x`,
    [
      { name: "a.png", data: img },
      { name: "b.png", data: await fx.png(30, 20) },
    ],
    owner,
  );
  expect(two.status).toBe(400);
});

test("an item's thumbnail can be replaced by an uploaded image; the old one is deleted", async () => {
  const editor = await signedIn();
  const added = await addMediaByUrl(
    "https://open.spotify.com/track/11dFghVXANMlKmJXsNCbNl",
    { id: editor.userId, email: "e@example.com" },
    env(),
    { resolve: async () => [] },
  );
  const old = added.item.thumbnail_upload_id!;
  const r = await post(
    `purpose=thumbnail&item=${added.item.id}`,
    [{ name: "cover.png", data: await fx.png(600, 600) }],
    editor,
  );
  expect(r.status).toBe(201);
  const item = await db()
    .selectFrom("media_items")
    .select("thumbnail_upload_id")
    .where("id", "=", added.item.id)
    .executeTakeFirstOrThrow();
  expect(item.thumbnail_upload_id).toBe(r.body.files[0]!.id);
  expect(await getUpload(old)).toBeUndefined();
  expect((await getUpload(item.thumbnail_upload_id!))!).toMatchObject({
    purpose: "thumbnail",
    published: true,
    width: 600,
  });
  expect(
    (await post("purpose=thumbnail&item=nope", [{ name: "c.png", data: await fx.png(10, 10) }], editor)).status,
  ).toBe(400);
});

test("/uploads: unpublished files need a studio session; published ones are public, immutable and cookie-free", async () => {
  const editor = await signedIn();
  const album = await createAlbum({ title: "Serve" });
  const r = await post(`purpose=gallery&album=${album.id}`, [{ name: "s.png", data: await fx.png(400, 300) }], editor);
  const u = (await getUpload(r.body.files[0]!.id!))!;
  const avif = u.variants.find((v) => v.format === "avif")!.path;

  expect((await file(avif)).status).toBe(404);
  const studio = await file(avif, editor);
  expect([studio.status, studio.headers.get("cache-control"), studio.headers.get("content-type")]).toEqual([
    200,
    "private, no-store",
    "image/avif",
  ]);

  await updateUploadText(u.id, { published: true });
  const pub = await file(avif);
  expect(pub.status).toBe(200);
  expect(pub.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(pub.headers.get("set-cookie")).toBeNull();
  expect(Number(pub.headers.get("content-length"))).toBe(u.variants.find((v) => v.format === "avif")!.bytes);

  // Only the upload's own files: not its original, not other names, no traversal.
  for (const bad of [
    `${u.id}/${u.original_path}`,
    `${u.id}/secret.webp`,
    `${u.id}/../../marquee.sqlite`,
    "x/y.webp",
    `${u.id}/${u.variants[0]!.path.split("/")[1]!.replace(".avif", ".exe")}`,
  ]) {
    expect([bad, (await file(bad, editor)).status]).toEqual([bad, 404]);
  }
});

test("/uploads answers byte ranges for audio and video", async () => {
  const editor = await signedIn();
  const wav = fx.synthWav({ seconds: 1 });
  const r = await post("purpose=media", [{ name: "r.wav", data: wav }], editor);
  const u = (await getUpload(r.body.files[0]!.id!))!;
  await updateUploadText(u.id, { published: true });
  const part = await file(u.file_path!, undefined, { range: "bytes=10-19" });
  expect([
    part.status,
    part.headers.get("content-range"),
    part.headers.get("content-length"),
    part.headers.get("content-type"),
  ]).toEqual([206, `bytes 10-19/${wav.length}`, "10", "audio/wav"]);
  expect(Buffer.from(part.body as string, "latin1").length).toBe(10);
  const tail = await file(u.file_path!, undefined, { range: "bytes=-4" });
  expect(tail.headers.get("content-range")).toBe(`bytes ${wav.length - 4}-${wav.length - 1}/${wav.length}`);
  expect((await file(u.file_path!, undefined, { range: `bytes=${wav.length + 5}-` })).status).toBe(416);
});

test("an upload left in processing by a restart is processed again from its original", async () => {
  const { dataDir } = getDb();
  const editor = await signedIn();
  const album = await createAlbum({ title: "Restart" });
  const r = await post(`purpose=gallery&album=${album.id}`, [{ name: "re.png", data: await fx.png(350, 200) }], editor);
  const id = r.body.files[0]!.id!;
  await setProcessed(id, { state: "processing" });
  await db().updateTable("uploads").set({ updated_at: "2000-01-01T00:00:00.000Z" }).where("id", "=", id).execute();
  expect(await resumeInterrupted(dataDir)).toBe(1);
  expect((await getUpload(id))!.state).toBe("ready");
  expect(existsSync(join(dataDir, "uploads", id))).toBe(true);
});

test("an upload destination that is a name on Object.prototype is refused with 400, not a 500", async () => {
  const editor = await signedIn();
  const img = await fx.png(20, 20);
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom("uploads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  for (const purpose of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "nope"]) {
    const r = await post(`purpose=${purpose}`, [{ name: "a.png", data: img }], editor);
    expect([purpose, r.status, r.body.error]).toEqual([purpose, 400, "Unknown upload destination."]);
  }
  expect(await count()).toBe(before);
});

test("a multipart body busboy can't read is a 400, and no temporary file stays", async () => {
  const { dataDir } = getDb();
  const editor = await signedIn();
  const album = await createAlbum({ title: "Broken" });
  const send = (contentType: string, data: BodyInit) =>
    call<{ files: FileOutcome[]; error?: string }>(
      uploadAction as never,
      uploadRequest(`purpose=gallery&album=${album.id}`, { contentType, data }, editor),
    );
  const whole = fx.multipartRequest([{ name: "a.png", data: await fx.png(60, 40) }]);
  const type = whole.headers.get("content-type")!;
  const bytes = Buffer.from(await whole.arrayBuffer());
  const boundary = type.split("boundary=")[1]!;
  // One whole file, then the body ends in the middle of the next part's headers.
  const cut = Buffer.concat([
    bytes.subarray(0, bytes.lastIndexOf(`--${boundary}--`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filena`),
  ]);
  for (const [contentType, data] of [
    ["multipart/form-data; boundary=", bytes],
    ["multipart/form-data; charset=utf-8", bytes],
    ["multipart/form-data; boundary=x; charset=klingon", bytes],
    [type, cut],
  ] as const) {
    const r = await send(contentType, new Uint8Array(data));
    expect([contentType, r.status, r.body.error]).toEqual([
      contentType,
      400,
      "The upload was interrupted or malformed.",
    ]);
  }
  expect(readdirSync(join(dataDir, "tmp", "uploads"))).toEqual([]);
  expect(await db().selectFrom("uploads").select("id").where("album_id", "=", album.id).execute()).toEqual([]);
});
