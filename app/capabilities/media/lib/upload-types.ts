/**
 * What may be uploaded (SPEC §5): decided by the file's bytes on the server;
 * the browser uses the same table for its `accept` hints and early size checks.
 */

export type UploadKind = "image" | "video" | "audio";

export interface UploadType {
  kind: UploadKind;
  /** The MIME type files are served with. */
  mime: string;
  /** The extension files are stored with. */
  ext: string;
  label: string;
}

/** Keyed by the MIME type file-type reports for the bytes. */
export const UPLOAD_TYPES: Readonly<Record<string, UploadType>> = {
  "image/jpeg": { kind: "image", mime: "image/jpeg", ext: "jpg", label: "JPEG" },
  "image/png": { kind: "image", mime: "image/png", ext: "png", label: "PNG" },
  // An animated PNG is a PNG (its first frame is what other readers show); file-type names it apart.
  "image/apng": { kind: "image", mime: "image/png", ext: "png", label: "PNG" },
  "image/webp": { kind: "image", mime: "image/webp", ext: "webp", label: "WebP" },
  "image/avif": { kind: "image", mime: "image/avif", ext: "avif", label: "AVIF" },
  "image/gif": { kind: "image", mime: "image/gif", ext: "gif", label: "GIF" },
  "video/mp4": { kind: "video", mime: "video/mp4", ext: "mp4", label: "MP4" },
  // Apple's "M4V " brand of MP4 (iTunes, HandBrake's Apple presets): the same container, served as MP4.
  "video/x-m4v": { kind: "video", mime: "video/mp4", ext: "mp4", label: "MP4" },
  "video/webm": { kind: "video", mime: "video/webm", ext: "webm", label: "WebM" },
  "audio/mpeg": { kind: "audio", mime: "audio/mpeg", ext: "mp3", label: "MP3" },
  "audio/x-m4a": { kind: "audio", mime: "audio/mp4", ext: "m4a", label: "M4A" },
  "audio/mp4": { kind: "audio", mime: "audio/mp4", ext: "m4a", label: "M4A" },
  "audio/ogg": { kind: "audio", mime: "audio/ogg", ext: "ogg", label: "OGG" },
  "audio/ogg; codecs=opus": { kind: "audio", mime: "audio/ogg", ext: "ogg", label: "OGG (Opus)" },
  "audio/wav": { kind: "audio", mime: "audio/wav", ext: "wav", label: "WAV" },
  "audio/vnd.wave": { kind: "audio", mime: "audio/wav", ext: "wav", label: "WAV" },
};

export const MB = 1024 * 1024;
/** Images: 25 MB and 50 megapixels (SPEC §5). Video and audio: UPLOAD_MAX_MB. */
export const IMAGE_MAX_MB = 25;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * MB;
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Image variant widths (SPEC §9), never upscaled. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export function maxBytesFor(kind: UploadKind, uploadMaxMb: number): number {
  return kind === "image" ? IMAGE_MAX_BYTES : uploadMaxMb * MB;
}

export function maxMbFor(kind: UploadKind, uploadMaxMb: number): number {
  return kind === "image" ? IMAGE_MAX_MB : uploadMaxMb;
}

/** The `accept` attribute for a file input taking these kinds (a hint only: the server sniffs). */
export function acceptFor(kinds: readonly UploadKind[]): string {
  const mimes = new Set<string>();
  for (const t of Object.values(UPLOAD_TYPES)) if (kinds.includes(t.kind)) mimes.add(t.mime);
  const exts = new Set(
    Object.values(UPLOAD_TYPES)
      .filter((t) => kinds.includes(t.kind))
      .map((t) => `.${t.ext}`),
  );
  if (kinds.includes("image")) exts.add(".jpeg");
  return [...mimes, ...exts].join(",");
}
