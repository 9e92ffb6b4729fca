/**
 * Uploads when the server side fails (not the sender): a poster that can't be
 * written, a folder that can't be created, an error that ends the request.
 * Never a 500 for the file's own failure, never a row left "processing", never
 * a temporary file left behind.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { call, filesUploadRequest, signedIn, type Studio } from "~tests/setup/studio-session.ts";
import { action as uploadAction } from "~/capabilities/media/routes/admin/uploads.ts";
import { createAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { getUpload } from "~/capabilities/media/server/data/uploads.server.ts";
import { db } from "~/core/db/client.server.ts";
import { env } from "~/core/env.server.ts";
import { LocalStore } from "~/core/storage/local.server.ts";
import { handleUpload, type FileOutcome } from "./upload-action.server.ts";

const getDb = useTestDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (query: string, files: Parameters<typeof fx.multipartRequest>[0], who: Studio) =>
  call<{ files: FileOutcome[]; error?: string }>(uploadAction as never, filesUploadRequest(query, files, who));

const tmpFiles = () => readdirSync(join(getDb().dataDir, "tmp", "uploads"));

test("a video whose poster can't be written is stored without one: no 500, no row left processing", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  // Storing the drawn poster fails, as on a full disk (the only bytes a video's processing stores from memory;
  // the video itself is stored from its file).
  vi.spyOn(LocalStore.prototype, "put").mockRejectedValueOnce(new Error("No space left on device"));
  const editor = await signedIn();
  const album = await createAlbum({ title: "Posterless" });
  const r = await post(`purpose=gallery&album=${album.id}`, [{ name: "clip.mp4", data: fx.mp4(3) }], editor);
  expect([r.status, r.body.files[0]]).toEqual([201, expect.objectContaining({ ok: true, state: "ready" })]);
  expect(await getUpload(r.body.files[0]!.id!)).toMatchObject({
    kind: "video",
    state: "ready",
    poster_path: null,
    file_path: expect.stringMatching(/\.mp4$/),
    duration: 3,
  });
  expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/No space left on device/)]);
  expect(tmpFiles()).toEqual([]);
});

test("a file that can't be moved into place is a failed upload with a reason: no 500, no row left processing", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const { dataDir } = getDb();
  const originals = join(dataDir, "originals");
  rmSync(originals, { recursive: true, force: true });
  // Where image originals go is a file, not a folder: moving the original there fails.
  writeFileSync(originals, "");
  try {
    const editor = await signedIn();
    const album = await createAlbum({ title: "Nowhere" });
    const r = await post(
      `purpose=gallery&album=${album.id}`,
      [{ name: "lost.png", data: await fx.png(80, 60) }],
      editor,
    );
    expect([r.status, r.body.files[0]]).toEqual([
      201,
      expect.objectContaining({
        ok: false,
        state: "failed",
        failure: "The file could not be stored. Upload it again.",
      }),
    ]);
    const rows = await db()
      .selectFrom("uploads")
      .select(["original_name", "state"])
      .where("album_id", "=", album.id)
      .execute();
    expect(rows).toEqual([{ original_name: "lost.png", state: "failed" }]);
    expect(logged).toHaveBeenCalledOnce();
    expect(tmpFiles()).toEqual([]);
  } finally {
    rmSync(originals, { force: true });
    mkdirSync(originals);
  }
});

test("an error that ends the request still deletes every file it received", async () => {
  const editor = await signedIn();
  const files = [
    { name: "one.png", data: await fx.png(40, 30) },
    { name: "two.png", data: await fx.png(50, 30) },
    { name: "three.png", data: await fx.png(60, 30) },
  ];
  // An album deleted while its upload was on the way: storing the first file fails in the database.
  const target = {
    purpose: "gallery" as const,
    albumId: "deleted-album",
    mediaItemId: null,
    alt: "",
    kinds: ["image" as const],
    maxFiles: 50,
  };
  await expect(
    handleUpload(
      filesUploadRequest("purpose=gallery", files, editor),
      target,
      { id: editor.userId, email: "e@example.com" },
      env(),
    ),
  ).rejects.toThrow();
  expect(tmpFiles()).toEqual([]);
});
