/**
 * Uploads kept in an S3 bucket (issue 17), against a real S3 API
 * (tests/fixtures/s3-server.ts): an upload's original and variants go to the
 * bucket and nothing to the data folder; /uploads serves them through the app
 * with the same caching, privacy and byte ranges as from disk; a failed image
 * is processed again from the bucket's original; deleting the item deletes
 * its objects; and an export taken from a bucket imports back exactly, into
 * the bucket or into a data folder.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { startS3, type RunningS3 } from "~tests/fixtures/s3-server.ts";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { call, ctx, filesUploadRequest, signedIn, type Studio } from "~tests/setup/studio-session.ts";
import { action as uploadAction } from "~/capabilities/media/routes/admin/uploads.ts";
import { loader as fileLoader } from "~/capabilities/media/routes/resources/uploads.ts";
import { createAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { getUpload, setProcessed, setUploadsPublished } from "~/capabilities/media/server/data/uploads.server.ts";
import { albumItemAction } from "~/capabilities/media/server/album-items.server.ts";
import { ingestBuffer } from "~/capabilities/media/server/ingest.server.ts";
import type { FileOutcome } from "~/capabilities/media/server/upload-action.server.ts";
import { exportSite, importSite } from "~/core/backup/backup.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { getBuffer, type ObjectStore } from "~/core/storage/store.server.ts";

const getDb = useTestDatabase();
let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3();
  setTestEnv({ DATA_DIR: getDb().dataDir, ...s3.env(`site-${getDb().dialect}`) });
});
afterAll(async () => {
  storage().close();
  await s3?.stop();
});

const post = (query: string, files: Parameters<typeof fx.multipartRequest>[0], who: Studio) =>
  call<{ files: FileOutcome[] }>(uploadAction as never, filesUploadRequest(query, files, who));
/** /uploads/<path> as a visitor asks for it: the Response itself (its body is bytes). */
const file = async (path: string, headers: Record<string, string> = {}) => {
  const res = (await fileLoader({
    request: new Request(`http://localhost/uploads/${path}`, { headers }),
    context: ctx(),
    params: { "*": path },
  } as never)) as Response;
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

async function objects(store: ObjectStore = storage()): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const o of store.list(""))
    out[o.key] = createHash("sha256")
      .update((await getBuffer(store, o.key))!)
      .digest("hex");
  return out;
}

test("an upload's original and variants go to the bucket, are served with ranges, and go with the item", async () => {
  expect(storage().name).toBe(`s3://${s3.bucket}/site-${getDb().dialect}`);
  const editor = await signedIn();
  const album = await createAlbum({ title: "On tour" });
  const r = await post(
    `purpose=gallery&album=${album.id}`,
    [
      { name: "stage.jpg", type: "image/jpeg", data: await fx.jpegWithGps(700, 500) },
      { name: "clip.mp4", type: "video/mp4", data: fx.mp4(3) },
    ],
    editor,
  );
  expect(r.body.files.map((f) => [f.status, f.state])).toEqual([
    [201, "ready"],
    [201, "ready"],
  ]);
  const image = (await getUpload(r.body.files[0]!.id!))!;
  const video = (await getUpload(r.body.files[1]!.id!))!;

  const stored = Object.keys(await objects()).sort();
  expect(stored).toEqual(
    [
      `originals/${image.original_path}`,
      ...image.variants.map((v) => `uploads/${v.path}`),
      `uploads/${video.file_path}`,
      `uploads/${video.poster_path}`,
    ].sort(),
  );
  // Nothing of the site is kept on this machine; its temporary folder is empty.
  const { dataDir } = getDb();
  expect([existsSync(join(dataDir, "uploads")), existsSync(join(dataDir, "originals"))]).toEqual([false, false]);

  // Unpublished: a 404 for visitors, as from disk.
  expect((await file(image.variants[0]!.path)).status).toBe(404);
  await setUploadsPublished([image.id, video.id], true);

  const variant = await file(image.variants[0]!.path);
  expect(variant.status).toBe(200);
  expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(variant.headers.get("content-type")).toBe("image/avif");
  const variantBytes = (await getBuffer(storage(), `uploads/${image.variants[0]!.path}`))!;
  expect(variant.bytes).toEqual(variantBytes);
  expect(variant.headers.get("content-length")).toBe(String(variantBytes.length));

  // Audio and video seek: one byte range, a suffix, and a range past the end.
  const whole = (await getBuffer(storage(), `uploads/${video.file_path}`))!;
  const part = await file(video.file_path!, { Range: "bytes=10-29" });
  expect([part.status, part.headers.get("content-range"), part.headers.get("content-length")]).toEqual([
    206,
    `bytes 10-29/${whole.length}`,
    "20",
  ]);
  expect(part.bytes).toEqual(whole.subarray(10, 30));
  const tail = await file(video.file_path!, { Range: "bytes=-16" });
  expect(tail.bytes).toEqual(whole.subarray(whole.length - 16));
  const past = await file(video.file_path!, { Range: `bytes=${whole.length}-` });
  expect([past.status, past.headers.get("content-range")]).toEqual([416, `bytes */${whole.length}`]);
  // The original is never served, wherever it is kept.
  expect((await file(`${image.id}/${image.original_path}`)).status).toBe(404);

  // A failed image is processed again from the bucket's original.
  await setProcessed(image.id, { state: "failed", failure: "Something went wrong." });
  const actor = { id: editor.userId, email: "editor@example.com" };
  expect(await albumItemAction(actor, album, `retry:${image.id}`, dataDir)).toMatchObject({ ok: true });
  expect((await getUpload(image.id))!.state).toBe("ready");

  // Deleting the items deletes their objects.
  for (const u of [image, video])
    expect(await albumItemAction(actor, album, `delete:${u.id}`, dataDir)).toMatchObject({ ok: true });
  expect(await objects()).toEqual({});
  expect((await file(image.variants[0]!.path)).status).toBe(404);
});

test("an export from the bucket imports back exactly, into the bucket or into a data folder", async () => {
  await signedIn("owner"); // an export needs an owner to be importable
  const album = await createAlbum({ title: "Backstage" });
  await ingestBuffer(await fx.png(400, 300), "a.png", {
    dataDir: getDb().dataDir,
    purpose: "gallery",
    albumId: album.id,
  });
  await ingestBuffer(fx.synthWav({ seconds: 1 }), "t.wav", {
    dataDir: getDb().dataDir,
    purpose: "media",
    published: true,
  });
  const before = await objects();
  expect(Object.keys(before).length).toBeGreaterThan(4);
  const archive = await collect(exportSite());

  // The bucket changes after the export: one object lost, one that no row names.
  const [first] = Object.keys(before);
  await storage().delete([first!]);
  await storage().put("uploads/stray0000/x.webp", Buffer.from("not in the export"));
  const result = await importSite(Readable.from(archive));
  expect(result.files).toBe(Object.keys(before).length);
  expect(await objects()).toEqual(before);

  // The same file onto a site that keeps its uploads in the data folder.
  const s3Env = s3.env(`site-${getDb().dialect}`);
  setTestEnv({ DATA_DIR: getDb().dataDir });
  try {
    expect(storage().name).toContain("the data folder");
    await importSite(Readable.from(archive));
    expect(await objects()).toEqual(before);
    expect(existsSync(join(getDb().dataDir, "uploads"))).toBe(true);
  } finally {
    setTestEnv({ DATA_DIR: getDb().dataDir, ...s3Env });
  }
});

async function collect(r: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
