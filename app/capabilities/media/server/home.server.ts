/**
 * Data for the media capability's home page sections: featured media and the
 * gallery preview. Both sit below the fold, so their pictures come without
 * the blurred placeholder (≈ 170 bytes each that no compression can shrink):
 * the card's own background shows while they load, and the home page stays
 * under 14 KB brotli (issue 10).
 */
import type { CardImageView, MediaItemView } from "~/capabilities/media/lib/view.ts";
import { galleryPreview, mediaPage, type GalleryPreviewItem } from "./public.server.ts";

export type HomeMediaData = MediaItemView[];
export type HomeGalleryData = GalleryPreviewItem[];

const plain = (image: CardImageView): CardImageView => ({ ...image, placeholder: "" });

export async function loadHomeMedia(_request: Request): Promise<HomeMediaData> {
  const items = await mediaPage({ featuredOnly: true, limit: 6 });
  return items.map((item) => ({ ...item, thumbnail: item.thumbnail ? plain(item.thumbnail) : null }));
}

export async function loadHomeGallery(_request: Request): Promise<HomeGalleryData> {
  return (await galleryPreview(6)).map((g) => ({ ...g, image: plain(g.image) }));
}
