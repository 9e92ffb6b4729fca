/** Data for the home page's hero image, featured media and gallery preview (media capability). */
import type { ImageView, MediaItemView } from "~/capabilities/media/lib/view.ts";
import { galleryPreview, heroImage, mediaPage, type GalleryPreviewItem } from "./public.server.ts";

export interface HomeMediaData {
  hero: ImageView | null;
  featured: MediaItemView[];
  gallery: GalleryPreviewItem[];
}

export async function loadHomeMedia(_request: Request): Promise<HomeMediaData> {
  const [hero, featured, gallery] = await Promise.all([heroImage(), mediaPage({ featuredOnly: true, limit: 6 }), galleryPreview(6)]);
  return { hero, featured, gallery };
}
