/**
 * A responsive image from its variants: AVIF and WebP sources with srcset and
 * sizes, width and height set (no layout shift), the tiny blurred placeholder
 * as a background until the image paints, lazy below the fold.
 */
import type { CSSProperties } from "react";
import type { CardImageView, LeanImageView } from "~/capabilities/media/lib/view.ts";
import { fallbackSrc } from "~/capabilities/media/lib/picture-src.ts";

/** A picture's srcset in one format ("" when it has no variants to list): the view carries a stem and widths (ADR 0904). */
export const srcSet = ({ stem, widths }: Pick<CardImageView, "stem" | "widths">, format: "avif" | "webp") =>
  widths.map((w) => `${stem}${w}.${format} ${w}w`).join(", ");

/** How soon a card's picture loads: the page's main image ("priority"), above the fold ("eager"), or when scrolled near. */
export type ImageLoading = "priority" | "eager" | "lazy";

export interface PictureProps {
  image: LeanImageView;
  /** The sizes attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The page's main image (LCP): load now, with high priority. */
  priority?: boolean;
  /** Probably above the fold: load now, at normal priority. */
  eager?: boolean;
  className?: string;
  alt?: string;
  /** Which part stays in view when the picture is cropped ("50% 30%"). */
  objectPosition?: string;
}

export function Picture({
  image,
  sizes,
  priority = false,
  eager = false,
  className,
  alt,
  objectPosition,
}: PictureProps) {
  const style: CSSProperties | undefined = image.placeholder
    ? {
        backgroundImage: `url("${image.placeholder}")`,
        backgroundSize: "cover",
        backgroundPosition: objectPosition ?? "center",
        objectPosition,
      }
    : objectPosition
      ? { objectPosition }
      : undefined;
  return (
    <picture className={className}>
      {image.widths.length ? <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} /> : null}
      {image.widths.length ? <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} /> : null}
      <img
        src={image.src ?? fallbackSrc(image)}
        alt={alt ?? image.alt ?? ""}
        width={image.width}
        height={image.height}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={style}
      />
    </picture>
  );
}
