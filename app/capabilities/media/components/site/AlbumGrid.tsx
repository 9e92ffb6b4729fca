/**
 * An album as a grid of responsive thumbnails. Every thumbnail is a link to
 * its item's own page (which, without JavaScript, shows the full image); with
 * JavaScript the click opens the lightbox instead (the page decides).
 */
import type { MouseEvent } from "react";
import { Play } from "lucide-react";
import type { GalleryItemView } from "~/capabilities/media/lib/view.ts";
import { Picture } from "./Picture.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export interface AlbumGridProps {
  slug: string;
  items: GalleryItemView[];
  onOpen?(index: number, event: MouseEvent<HTMLAnchorElement>): void;
}

/** How wide a thumbnail is shown: 2 columns on phones, up to 4 on wide screens. */
export const GRID_SIZES = "(min-width: 72rem) 17rem, (min-width: 48rem) 31vw, 48vw";

export function AlbumGrid({ slug, items, onOpen }: AlbumGridProps) {
  const { t } = useI18n();
  return (
    <ul className="gallery-grid">
      {items.map((item, i) => (
        <li key={item.id}>
          <figure>
            <a
              href={`/gallery/${slug}/${item.id}`}
              data-item={item.id}
              className="gallery-thumb"
              onClick={(e) => {
                if (!onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                e.preventDefault();
                onOpen(i, e);
              }}
            >
              {item.type === "image" ? (
                // The first four fill a phone's first screen, and one of them is the largest paint: fetched
                // first (Lighthouse found the album's LCP waiting behind the scripts). The rest load lazily.
                <Picture image={item} sizes={GRID_SIZES} priority={i < 4} />
              ) : (
                <span className="gallery-video">
                  {item.poster ? (
                    <img
                      src={item.poster}
                      alt=""
                      width={item.width}
                      height={item.height}
                      loading={i < 4 ? "eager" : "lazy"}
                    />
                  ) : null}
                  <Play className="icon gallery-video-mark" aria-hidden="true" />
                  <span className="visually-hidden">
                    {t("media.grid.video", { title: item.alt || item.caption || t("media.grid.untitled") })}
                  </span>
                </span>
              )}
            </a>
            {item.caption ? <figcaption>{item.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
