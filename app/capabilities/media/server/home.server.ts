/** Data for the media capability's home page sections: featured media and the gallery preview. */
import type { MediaItemView } from "~/capabilities/media/lib/view.ts";
import { galleryPreview, mediaPage, type GalleryPreviewItem } from "./public.server.ts";

export type HomeMediaData = MediaItemView[];
export type HomeGalleryData = GalleryPreviewItem[];

export async function loadHomeMedia(_request: Request): Promise<HomeMediaData> {
  return mediaPage({ featuredOnly: true, limit: 6 });
}

export async function loadHomeGallery(_request: Request): Promise<HomeGalleryData> {
  return galleryPreview(6);
}
