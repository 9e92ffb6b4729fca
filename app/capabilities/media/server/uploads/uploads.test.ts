/**
 * Integration: real multipart requests through busboy to disk, real sniffing,
 * real sharp processing, with files the test draws itself.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { UploadError } from "./errors.server.ts";
import { checkImageHeader, ImageFailure, processImage, variantWidths } from "./image.server.ts";
import { receiveMultipart, type Received, type ReceiveOptions } from "./receive.server.ts";
import { mediaDuration } from "./duration.server.ts";
import { drawPoster } from "./poster.server.ts";
import { LocalStore } from "~/core/storage/local.server.ts";

let dir: string;
let opts: ReceiveOptions;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "marquee-uploads-"));
  opts = { tmpDir: join(dir, "tmp"), uploadMaxMb: 200, kinds: ["image", "video", "audio"] };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The variants go to dir/uploads/…, as in the data folder. */
const store = () => new LocalStore(dir);

/** A fresh temporary folder, to check that refused files leave nothing behind. */
const freshTmp = async () => ({ tmpDir: await mkdtemp(join(dir, "tmp-")) });

const receive = (files: Parameters<typeof fx.multipartRequest>[0], o: Partial<ReceiveOptions> = {}) =>
  receiveMultipart(fx.multipartRequest(files), { ...opts, ...o });

function only(r: Received) {
  expect(r.rejected.map((x) => `${x.name}: ${x.error.message} (${x.error.detail})`)).toEqual([]);
  expect(r.files).toHaveLength(1);
  return r.files[0]!;
}
function refusedOnly(r: Received) {
  expect(r.files).toEqual([]);
  expect(r.rejected).toHaveLength(1);
  return r.rejected[0]!.error;
}

test("a JPEG with EXIF GPS is accepted, auto-rotated and published without any metadata", async () => {
  const data = await fx.jpegWithGps(1200, 800);
  const before = await sharp(data).metadata();
  expect(fx.exifHasGps(before.exif)).toBe(true);
  expect(before.orientation).toBe(6);

  const file = only(await receive([{ name: "IMG_0001.JPG", type: "image/jpeg", data }]));
  expect(file.type).toMatchObject({ kind: "image", mime: "image/jpeg", ext: "jpg" });
  expect(file.bytes).toBe(data.length);
  expect(file.sha256).toBe(createHash("sha256").update(data).digest("hex"));
  expect(file.name).toBe("IMG_0001.JPG");

  const out = await processImage(file.path, store(), "gps", "a1");
  // Stored sideways (orientation 6): shown 800 wide, 1200 high.
  expect({ width: out.width, height: out.height }).toEqual({ width: 800, height: 1200 });
  expect(out.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
    "320x480.avif",
    "320x480.webp",
    "640x960.avif",
    "640x960.webp",
    "800x1200.avif",
    "800x1200.webp",
  ]);
  for (const v of out.variants) {
    const meta = await sharp(join(dir, "uploads", v.path)).metadata();
    expect(meta.format).toBe(v.format === "avif" ? "heif" : "webp");
    expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const bytes = await readFile(join(dir, "uploads", v.path));
    expect(bytes.includes(Buffer.from("FixtureCam"))).toBe(false);
    expect(v.bytes).toBe(bytes.length);
  }
  expect(out.placeholder).toMatch(/^data:image\/webp;base64,/);
  expect(out.placeholder.length).toBeLessThanOrEqual(1024);
});

test("a PNG is accepted and processed", async () => {
  const file = only(await receive([{ name: "flyer.png", type: "image/png", data: await fx.png(500, 400) }]));
  expect(file.type.mime).toBe("image/png");
  const out = await processImage(file.path, store(), "png", "p1");
  expect({ width: out.width, height: out.height }).toEqual({ width: 500, height: 400 });
  expect(out.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
    "320x256.avif",
    "320x256.webp",
    "500x400.avif",
    "500x400.webp",
  ]);
});

test("a large photo gets every width up to the largest, never upscaled", async () => {
  const file = only(await receive([{ name: "stage.jpg", type: "image/jpeg", data: await fx.jpeg(2700, 1800) }]));
  const out = await processImage(file.path, store(), "big", "b1");
  expect({ width: out.width, height: out.height }).toEqual({ width: 2700, height: 1800 });
  expect([...new Set(out.variants.map((v) => v.width))]).toEqual([320, 640, 960, 1280, 1920, 2560]);
  expect(out.variants.find((v) => v.width === 2560 && v.format === "webp")!.height).toBe(1707);
  expect(variantWidths(200)).toEqual([200]);
  expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
  expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
  expect(variantWidths(6000)).toEqual([320, 640, 960, 1280, 1920, 2560]);
});

test("a 60-megapixel image is refused with 413 before it is decoded", async () => {
  const file = only(await receive([{ name: "huge.jpg", type: "image/jpeg", data: await fx.sixtyMegapixels() }]));
  const err = await checkImageHeader(file.path).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(UploadError);
  expect(err).toMatchObject({ status: 413, code: "too_large", message: "This file is too large (max 50 megapixels)." });
  await expect(processImage(file.path, store(), "huge", "h")).rejects.toMatchObject({ status: 413 });
  expect(await readdir(join(dir, "uploads")).then((d) => d.includes("huge"))).toBe(false);
});

test("a PNG named .jpg and sent as image/jpeg is sniffed as a PNG", async () => {
  const file = only(await receive([{ name: "holiday.jpg", type: "image/jpeg", data: await fx.png(300, 200) }]));
  expect(file.type).toMatchObject({ mime: "image/png", ext: "png", kind: "image" });
});

test("an animated PNG is taken as a PNG and an M4V-branded video as MP4", async () => {
  const r = await receive([
    { name: "spinner.png", data: await fx.apng(64, 48) },
    { name: "clip.m4v", data: fx.m4v(4) },
  ]);
  expect(r.rejected.map((x) => `${x.name}: ${x.error.message} (${x.error.detail})`)).toEqual([]);
  const [png, m4v] = r.files as [Received["files"][number], Received["files"][number]];
  expect(png.type).toMatchObject({ kind: "image", mime: "image/png", ext: "png" });
  const out = await processImage(png.path, store(), "apng", "ap");
  expect([out.width, out.height, out.variants.length]).toEqual([64, 48, 2]);
  expect(m4v.type).toMatchObject({ kind: "video", mime: "video/mp4", ext: "mp4" });
  expect(await mediaDuration(m4v.path, "mp4")).toBe(4);
});

test("SVG, HTML named .png and polyglots are refused with 415 and leave no file behind", async () => {
  const cases = [
    { name: "logo.svg", type: "image/svg+xml", data: fx.svg(), why: /sniffed as nothing/ },
    { name: "image.png", type: "image/png", data: fx.html(), why: /sniffed as nothing/ },
    { name: "comment.png", type: "image/png", data: await fx.polyglotPng(), why: /polyglot: contains <(html|script)/ },
    { name: "gifar.jpg", type: "image/jpeg", data: await fx.jpegWithZip(), why: /polyglot: ends with a ZIP/ },
    { name: "clip.mov", type: "video/mp4", data: fx.mov(), why: /sniffed as nothing/ },
  ];
  // The polyglots really are valid images (so only the scan can catch them).
  expect((await sharp(cases[2]!.data).metadata()).format).toBe("png");
  expect((await sharp(cases[3]!.data).metadata()).format).toBe("jpeg");
  const tmp = await freshTmp();
  for (const c of cases) {
    const err = refusedOnly(await receive([c], tmp));
    expect([c.name, err.status, err.message]).toEqual([c.name, 415, "This file type isn't supported."]);
    expect(err.detail).toMatch(c.why);
  }
  expect(await readdir(tmp.tmpDir)).toEqual([]);
});

test("a truncated JPEG is received but fails processing with a reason", async () => {
  const file = only(await receive([{ name: "cut.jpg", type: "image/jpeg", data: await fx.truncatedJpeg() }]));
  const err = await processImage(file.path, store(), "cut", "c1").catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImageFailure);
  expect((err as ImageFailure).reason).toMatch(/incomplete/);
});

test("size limits per kind answer 413 with the catalogue message, while streaming", async () => {
  const header = await fx.png(32, 32);
  const bigImage = Buffer.concat([header, Buffer.alloc(25 * 1024 * 1024 + 10)]);
  const tmp = await freshTmp();
  const err = refusedOnly(await receive([{ name: "big.png", data: bigImage }], tmp));
  expect([err.status, err.message]).toEqual([413, "This file is too large (max 25 MB)."]);

  const wav = fx.synthWav({ seconds: 30, sampleRate: 22_050 }); // ~1.3 MB
  const err2 = refusedOnly(await receive([{ name: "long.wav", data: wav }], { uploadMaxMb: 1, ...tmp }));
  expect([err2.status, err2.message]).toEqual([413, "This file is too large (max 1 MB)."]);
  expect(await readdir(tmp.tmpDir)).toEqual([]);
});

test("a form that takes images refuses audio with 415", async () => {
  const err = refusedOnly(await receive([{ name: "song.mp3", data: fx.mp3() }], { kinds: ["image"] }));
  expect(err.status).toBe(415);
});

test("audio and video are sniffed and kept as they are, with their durations", async () => {
  const r = await receive([
    { name: "a.mp4", data: fx.mp4(5) },
    { name: "b.webm", data: fx.webm() },
    { name: "c.mp3", data: fx.mp3() },
    { name: "d.m4a", data: fx.m4a(3) },
    { name: "e.ogg", data: fx.ogg(2) },
    { name: "f.wav", data: fx.synthWav({ seconds: 1.5 }) },
  ]);
  expect(r.rejected).toEqual([]);
  const byName = Object.fromEntries(r.files.map((f) => [f.name, f]));
  expect(Object.fromEntries(r.files.map((f) => [f.name, `${f.type.kind} ${f.type.mime}`]))).toEqual({
    "a.mp4": "video video/mp4",
    "b.webm": "video video/webm",
    "c.mp3": "audio audio/mpeg",
    "d.m4a": "audio audio/mp4",
    "e.ogg": "audio audio/ogg",
    "f.wav": "audio audio/wav",
  });
  expect(await mediaDuration(byName["a.mp4"]!.path, "mp4")).toBe(5);
  expect(await mediaDuration(byName["d.m4a"]!.path, "m4a")).toBe(3);
  expect(await mediaDuration(byName["e.ogg"]!.path, "ogg")).toBe(2);
  expect(await mediaDuration(byName["f.wav"]!.path, "wav")).toBe(1.5);
  expect(await mediaDuration(byName["c.mp3"]!.path, "mp3")).toBeNull();
  const original = await readFile(byName["a.mp4"]!.path);
  expect(original.equals(fx.mp4(5))).toBe(true);
});

test("several files in one request: good ones kept, bad ones refused, same bytes same hash", async () => {
  const img = await fx.png(100, 100);
  const r = await receive(
    [
      { name: "one.png", data: img },
      { name: "evil.png", data: fx.html() },
      { name: "two.png", data: img },
    ],
    {},
  );
  expect(r.files.map((f) => f.name)).toEqual(["one.png", "two.png"]);
  expect(r.files[0]!.sha256).toBe(r.files[1]!.sha256);
  expect(r.rejected.map((x) => [x.name, x.error.status])).toEqual([["evil.png", 415]]);
});

test("form fields arrive beside the files; names are cleaned of folders", async () => {
  const r = await receiveMultipart(
    fx.multipartRequest([{ name: "..\\..\\secret/../photo.png", data: await fx.png(40, 40) }], {
      album: "abc",
      csrf: "t",
    }),
    opts,
  );
  expect(r.fields).toEqual({ album: "abc", csrf: "t" });
  expect(r.files[0]!.name).toBe("photo.png");
  expect(r.files[0]!.path.startsWith(opts.tmpDir)).toBe(true);
});

test("a request that is not multipart is refused with 415; an empty file with 400", async () => {
  const req = new Request("http://localhost/upload", {
    method: "POST",
    body: "x=1",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await expect(receiveMultipart(req, opts)).rejects.toMatchObject({ status: 415 });
  const err = refusedOnly(await receive([{ name: "empty.png", data: Buffer.alloc(0) }]));
  expect(err.status).toBe(400);
});

test("a video gets a drawn poster (no ffmpeg), with a placeholder", async () => {
  const poster = await drawPoster(store(), "vid", "v1", "ab12".repeat(16));
  const meta = await sharp(join(dir, "uploads", poster.path)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 720]);
  expect(poster.placeholder.length).toBeLessThanOrEqual(1024);
});
