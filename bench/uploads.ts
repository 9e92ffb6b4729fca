/**
 * Upload processing benchmark: processing time per megapixel (decode, rotate,
 * strip, AVIF + WebP variants, placeholder) for photo-like JPEGs of several
 * sizes, and the bytes of each variant of a 12-megapixel photo. Prints
 * figures; asserts nothing.
 *
 *   node bench/uploads.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import "./lib/app-modules.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";

const { default: sharp } = await import("sharp");
const { photo } = await import("../tests/fixtures/images.ts");
const { processImage } = await import("../app/capabilities/media/server/uploads/image.server.ts");
const { LocalStore } = await import("../app/core/storage/local.server.ts");

const dir = mkdtempSync(join(tmpdir(), "marquee-bench-uploads-"));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, libvips threads: ${sharp.concurrency()}`);
console.log("\nProcessing time per megapixel (photo-like JPEG with film grain, quality 88):");
console.log("size            MP    JPEG      total ms   ms/MP   variants");
const SIZES: [number, number][] = [
  [1600, 1200],
  [3000, 2000],
  [4000, 3000],
  [6000, 4000],
];
let twelve: Awaited<ReturnType<typeof processImage>> | undefined;
let twelveJpeg = 0;
for (const [w, h] of SIZES) {
  const jpg = await (await photo(w, h, 7, true)).jpeg({ quality: 88 }).toBuffer();
  const file = join(dir, `${w}x${h}.jpg`);
  writeFileSync(file, jpg);
  const runs: number[] = [];
  let out: Awaited<ReturnType<typeof processImage>> | undefined;
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    out = await processImage(file, new LocalStore(dir), `${w}x${h}-${i}`, "bench");
    runs.push(performance.now() - t);
  }
  const ms = Math.min(...runs);
  const mp = (w * h) / 1e6;
  console.log(
    `${`${w}×${h}`.padEnd(14)} ${mp.toFixed(1).padStart(4)}  ${kb(jpg.length).padStart(9)}  ${ms.toFixed(0).padStart(8)}  ${(ms / mp).toFixed(0).padStart(6)}   ${out!.variants.length}`,
  );
  if (w === 4000) {
    twelve = out;
    twelveJpeg = jpg.length;
  }
}

console.log(`\nVariants of a 12-megapixel photo (4000×3000, original JPEG ${kb(twelveJpeg)}):`);
console.log("width   height   AVIF        WebP        AVIF/WebP");
for (const w of [...new Set(twelve!.variants.map((v) => v.width))]) {
  const a = twelve!.variants.find((v) => v.width === w && v.format === "avif")!;
  const b = twelve!.variants.find((v) => v.width === w && v.format === "webp")!;
  console.log(
    `${String(w).padEnd(7)} ${String(a.height).padEnd(8)} ${kb(a.bytes).padStart(9)}   ${kb(b.bytes).padStart(9)}   ${(a.bytes / b.bytes).toFixed(2)}`,
  );
}
const total = twelve!.variants.reduce((s, v) => s + v.bytes, 0);
console.log(`all variants: ${kb(total)}; placeholder data URI: ${twelve!.placeholder.length} bytes`);
rmSync(dir, { recursive: true, force: true });
