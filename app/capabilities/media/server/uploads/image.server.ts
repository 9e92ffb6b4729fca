/**
 * Image processing with sharp: the pixel limit (checked on the header, before
 * decoding), auto-rotation, metadata stripped (sharp writes no EXIF, GPS, XMP
 * or IPTC unless asked), AVIF and WebP variants at the SPEC §9 widths never
 * upscaled, and a tiny blurred placeholder inlined as a data URI.
 */
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from "sharp";
import {
  IMAGE_MAX_PIXELS,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
} from "~/capabilities/media/lib/upload-types.ts";
import type { ObjectStore } from "~/core/storage/store.server.ts";
import { tooManyPixels, unsupportedType } from "./errors.server.ts";

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  /** Relative to the uploads folder, with forward slashes ("<id>/<name>-640.avif"). */
  path: string;
  bytes: number;
}

export interface ProcessedImage {
  /** Displayed size, after rotation. */
  width: number;
  height: number;
  variants: ImageVariant[];
  /** A data: URI of at most 1 KB. */
  placeholder: string;
}

/** A file that could not be turned into variants; `reason` is shown to the admin. */
export class ImageFailure extends Error {
  readonly reason: string;
  readonly detail: string | undefined;
  constructor(reason: string, detail?: string) {
    super(reason);
    this.name = "ImageFailure";
    this.reason = reason;
    this.detail = detail;
  }
}

export const PLACEHOLDER_MAX_BYTES = 1024;
const QUALITY = { avif: 52, webp: 78 } as const;
const LARGEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/**
 * Checks an image's header: the pixel limit (413) and that sharp can read it
 * at all (415). Cheap: nothing is decoded.
 */
export async function checkImageHeader(file: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (e) {
    throw unsupportedType(`unreadable image header: ${String(e)}`);
  }
  const { width, height } = meta;
  if (!width || !height) throw unsupportedType("image without dimensions");
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels(IMAGE_MAX_PIXELS / 1_000_000, `${width}×${height}`);
  return { width, height };
}

/** The widths to make for an image this wide: the SPEC's widths below it, plus its own (capped at the largest). */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const top = Math.min(originalWidth, LARGEST);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * Stores the variants of `input` (a file on this machine) as
 * `uploads/<relDir>/<baseName>-<width>.<format>` in `store`.
 * Throws ImageFailure (truncated, corrupt) or UploadError (too many pixels).
 */
export async function processImage(
  input: string,
  store: ObjectStore,
  relDir: string,
  baseName: string,
): Promise<ProcessedImage> {
  await checkImageHeader(input);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decode once, oriented and no larger than the largest variant; every
    // variant is then cut from these pixels. failOn "error" stops on truncated
    // or corrupt data but tolerates the harmless warnings many cameras cause.
    decoded = await sharp(input, { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (e) {
    throw new ImageFailure(describeDecodeError(e), String(e));
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // The displayed size is that of the original (after rotation), not the decode cap.
  const oriented = await sharp(input, { autoOrient: true, limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  const width = oriented.autoOrient?.width ?? oriented.width ?? info.width;
  const height = oriented.autoOrient?.height ?? oriented.height ?? info.height;

  const variants: ImageVariant[] = [];
  try {
    for (const w of variantWidths(width)) {
      const h = Math.max(1, Math.round((w * height) / width));
      for (const format of VARIANT_FORMATS) {
        const name = `${baseName}-${w}.${format}`;
        const pipeline = sharp(data, raw).resize({
          width: Math.min(w, info.width),
          height: Math.min(h, info.height),
          fit: "fill",
        });
        // AVIF effort 2: effort 4 (sharp's default) took 5–6× as long on one core for a few percent fewer bytes (bench/uploads.ts).
        const encoded =
          format === "avif"
            ? pipeline.avif({ quality: QUALITY.avif, effort: 2 })
            : pipeline.webp({ quality: QUALITY.webp, effort: 4 });
        const bytes = await encoded.toBuffer();
        await store.put(`uploads/${relDir}/${name}`, bytes, { contentType: `image/${format}` });
        variants.push({ format, width: w, height: h, path: `${relDir}/${name}`, bytes: bytes.length });
      }
    }
  } catch (e) {
    await store.delete(variants.map((v) => `uploads/${v.path}`)).catch(() => undefined); // the original error is the one to report
    throw new ImageFailure("The image could not be converted.", String(e));
  }
  return { width, height, variants, placeholder: await placeholderFrom(data, raw) };
}

/** A blurred, very small WebP as a data URI (≤ 1 KB), shown while the real image loads. */
export async function placeholderFrom(input: Buffer | string, opts?: SharpOptions): Promise<string> {
  for (const size of [20, 16, 12, 8]) {
    const buf = await sharp(input, opts)
      .resize(size, size, { fit: "inside" })
      .blur(0.5)
      .webp({ quality: 40, effort: 6 })
      .toBuffer();
    const uri = `data:image/webp;base64,${buf.toString("base64")}`;
    if (uri.length <= PLACEHOLDER_MAX_BYTES) return uri;
  }
  // A flat grey pixel: always tiny.
  return "data:image/gif;base64,R0lGODlhAQABAIAAAMzMzAAAACwAAAAAAQABAAACAkQBADs=";
}

/** A reason a person can act on, from libvips's message. */
function describeDecodeError(e: unknown): string {
  const msg = String(e).toLowerCase();
  if (/premature end|truncat|unexpected end|end of (file|data)|not enough data|read error/.test(msg)) {
    return "The file is incomplete (it was cut off during copying or upload). Upload it again.";
  }
  return "The image is damaged and could not be read. Try exporting it again.";
}
