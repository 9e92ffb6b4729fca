/**
 * What pages receive about images and media: plain data, built on the server
 * from rows and rendered by the components (universal: no server imports).
 */
import type { FrameSize, MediaKind, ProviderId } from "./types.ts";
import { fallbackSrc } from "./picture-src.ts";

export interface VariantView {
  format: "avif" | "webp";
  width: number;
  height: number;
  src: string;
}

export interface ImageView {
  id: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
  /** data: URI shown while loading ("" when none). */
  placeholder: string;
  /**
   * Where the variants' addresses start ("/uploads/<id>/<name>-"): each is
   * `${stem}${width}.${format}`, in AVIF and in WebP (Picture's `srcSet` writes the
   * srcset). Not the srcset strings themselves: pages carry this in their
   * hydration data once per picture, and two srcsets repeat the path six times
   * (−0.2 KB brotli on the home page, ADR 0904).
   */
  stem: string;
  /** The variants' widths, smallest first ([] when they don't follow the pattern: only `src` is shown). */
  widths: number[];
  /** The smallest WebP that is at least 640 wide (the <img> fallback). */
  src: string;
  /** The largest WebP (lightbox, no-JS full image link). */
  full: string;
  fullWidth: number;
  fullHeight: number;
  /** The WebP variants, smallest first (the lightbox's srcSet). */
  sources: { src: string; width: number; height: number }[];
}

/** What a picture on a card needs (no lightbox sizes): smaller loader data on pages that show many. */
export type CardImageView = Pick<
  ImageView,
  "id" | "alt" | "width" | "height" | "placeholder" | "stem" | "widths" | "src"
>;

export function cardImage({ id, alt, width, height, placeholder, stem, widths, src }: ImageView): CardImageView {
  return { id, alt, width, height, placeholder, stem, widths, src };
}

/**
 * A picture as the home page's sections carry it (ADR 3404): no id, no blurred placeholder, no alt text where
 * the picture is decoration, and no `src` when the variants give it (Picture writes it): each is a random path
 * that compresses badly, and the home page carries a dozen of them in its markup and again in its data.
 */
export type LeanImageView = Pick<CardImageView, "width" | "height" | "stem" | "widths"> &
  Partial<Pick<CardImageView, "id" | "alt" | "placeholder" | "src">>;

export function leanImage(v: LeanImageView, opts: { alt?: boolean } = {}): LeanImageView {
  const { width, height, stem, widths } = v;
  return {
    width,
    height,
    stem,
    widths,
    ...(opts.alt && v.alt ? { alt: v.alt } : {}),
    ...(v.src && v.src !== fallbackSrc(v) ? { src: v.src } : {}),
  };
}

export interface VideoView {
  id: string;
  kind: "video";
  src: string;
  mime: string;
  poster: string;
  width: number;
  height: number;
  caption: string;
  alt: string;
}

/** One item of an album: an image or an uploaded video. */
export type GalleryItemView = ({ type: "image" } & ImageView) | ({ type: "video" } & VideoView);

export interface AlbumCardView {
  id: string;
  slug: string;
  title: string;
  description: string;
  count: number;
  cover: ImageView | null;
}

export interface EmbedView {
  type: "embed";
  id: string;
  provider: ProviderId;
  providerLabel: string;
  kind: MediaKind;
  title: string;
  description: string;
  url: string;
  /** The player's URL (without autoplay: for providers the visitor always allows); the click adds autoplay (lib/autoplay.ts). */
  embedSrc: string;
  frame: FrameSize;
  thumbnail: LeanImageView | null;
}

export interface UploadedMediaView {
  type: "upload";
  id: string;
  kind: MediaKind;
  title: string;
  description: string;
  src: string;
  mime: string;
  poster: string | null;
  duration: number | null;
  thumbnail: LeanImageView | null;
}

export type MediaItemView = EmbedView | UploadedMediaView;

/** "3:07", "1:02:03" */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds < 0) return "";
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${r}` : `${m}:${r}`;
}
