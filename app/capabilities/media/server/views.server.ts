/** Rows to the plain view data pages render (app/lib/media/view.ts). */
import { buildMedia, providerLabel, isProviderId } from "~/capabilities/media/lib/providers.ts";
import {
  cardImage,
  type EmbedView,
  type GalleryItemView,
  type ImageView,
  type MediaItemView,
  type UploadedMediaView,
} from "~/capabilities/media/lib/view.ts";
import type { MediaItem } from "~/capabilities/media/server/data/media.server.ts";
import type { Upload } from "~/capabilities/media/server/data/uploads.server.ts";
import { uploadUrl } from "./storage.server.ts";

/**
 * The variants as a stem and widths (view.ts): the pipeline names them `<name>-<width>.<format>`, one
 * of each format per width. Anything else (no such upload is known) lists no widths, and the picture
 * shows its `src` alone rather than a wrong srcset.
 */
export function variantSet(variants: readonly { format: string; width: number; path: string }[]): {
  stem: string;
  widths: number[];
} {
  const widths = [...new Set(variants.map((v) => v.width))].sort((a, b) => a - b);
  const first = variants[0];
  const suffix = first ? `${first.width}.${first.format}` : "";
  const stem = first && first.path.endsWith(suffix) ? uploadUrl(first.path.slice(0, -suffix.length)) : "";
  const whole =
    stem !== "" &&
    variants.length === widths.length * 2 &&
    variants.every(
      (v) => (v.format === "avif" || v.format === "webp") && uploadUrl(v.path) === `${stem}${v.width}.${v.format}`,
    ) &&
    widths.every(
      (w) =>
        variants.some((v) => v.width === w && v.format === "avif") &&
        variants.some((v) => v.width === w && v.format === "webp"),
    );
  return whole ? { stem, widths } : { stem: "", widths: [] };
}

/** Responsive image data for a ready image upload; null when it has no variants. */
export function imageView(u: Upload | undefined | null): ImageView | null {
  if (!u || u.state !== "ready" || u.variants.length === 0) return null;
  const webp = u.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const fallback = webp.find((v) => v.width >= 640) ?? webp[webp.length - 1]!;
  const largest = webp[webp.length - 1]!;
  return {
    id: u.id,
    alt: u.alt,
    caption: u.caption,
    width: u.width ?? largest.width,
    height: u.height ?? largest.height,
    placeholder: u.placeholder,
    ...variantSet(u.variants),
    src: uploadUrl(fallback.path),
    full: uploadUrl(largest.path),
    fullWidth: largest.width,
    fullHeight: largest.height,
    sources: webp.map((v) => ({ src: uploadUrl(v.path), width: v.width, height: v.height })),
  };
}

export function galleryItemView(u: Upload): GalleryItemView | null {
  if (u.state !== "ready") return null;
  if (u.kind === "image") {
    const v = imageView(u);
    return v ? { type: "image", ...v } : null;
  }
  if (u.kind === "video" && u.file_path) {
    return {
      type: "video",
      id: u.id,
      kind: "video",
      src: uploadUrl(u.file_path),
      mime: u.mime,
      poster: u.poster_path ? uploadUrl(u.poster_path) : "",
      width: u.width ?? 1280,
      height: u.height ?? 720,
      caption: u.caption,
      alt: u.alt,
    };
  }
  return null;
}

/** A media item as the public page shows it; null when it can't be shown (a file still processing, a damaged id). */
export function mediaItemView(item: MediaItem, uploads: Map<string, Upload>): MediaItemView | null {
  const full = imageView(item.thumbnail_upload_id ? uploads.get(item.thumbnail_upload_id) : null);
  // A card's picture: no lightbox sizes in the page's data.
  const thumbnail = full ? cardImage(full) : null;
  if (item.source === "upload") {
    const file = item.upload_id ? uploads.get(item.upload_id) : undefined;
    if (!file || file.state !== "ready" || !file.file_path) return null;
    const v: UploadedMediaView = {
      type: "upload",
      id: item.id,
      kind: item.kind,
      title: item.title,
      description: item.description,
      src: uploadUrl(file.file_path),
      mime: file.mime,
      poster: file.poster_path ? uploadUrl(file.poster_path) : null,
      duration: item.duration ?? file.duration,
      thumbnail,
    };
    return v;
  }
  if (!isProviderId(item.source) || !item.provider_id) return null;
  const media = buildMedia(item.source, item.provider_id, { start: item.start_seconds, canonicalUrl: item.url });
  if (!media) return null;
  const v: EmbedView = {
    type: "embed",
    id: item.id,
    provider: media.provider,
    providerLabel: providerLabel(media.provider),
    kind: media.kind,
    title: item.title,
    description: item.description,
    url: media.canonicalUrl,
    embedSrc: media.embedUrl,
    frame: media.frame,
    thumbnail,
  };
  return v;
}

/** The upload ids a list of media items needs. */
export const mediaUploadIds = (items: readonly MediaItem[]) =>
  items.flatMap((i) => [i.thumbnail_upload_id, i.upload_id]).filter((x): x is string => !!x);
