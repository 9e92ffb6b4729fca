/**
 * Data for the media capability's home page sections: featured media and the
 * gallery preview. Both sit below the fold, so their pictures come without
 * the blurred placeholder (≈ 170 bytes each that no compression can shrink):
 * the card's own background shows while they load, and the home page stays
 * under 14 KB brotli (issue 10).
 */
import { leanImage, type LeanImageView, type MediaItemView } from "~/capabilities/media/lib/view.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { languageBase } from "~/core/i18n/request-language.server.ts";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";
import { HomeGallery } from "~/capabilities/media/components/site/HomeMedia.tsx";
import { galleryPreview, mediaPage } from "./public.server.ts";

export type HomeMediaData = MediaItemView[];
export type HomeGalleryData = { image: LeanImageView; href: string }[];

export async function loadHomeMedia(_request: Request): Promise<HomeMediaData> {
  const items = await mediaPage({ featuredOnly: true, limit: 6 });
  // The cards' pictures are decoration beside their titles (alt ""): lean (ADR 3404).
  return items.map((item) => ({ ...item, thumbnail: item.thumbnail ? leanImage(item.thumbnail) : null }));
}

/** The gallery preview as finished markup (null: no published photo yet). */
export async function loadHomeGallery(request: Request): Promise<ServerMarkupData | null> {
  // The links' pictures keep their alt text: it is each link's name.
  const data = (await galleryPreview(6)).map((g) => ({ ...g, image: leanImage(g.image, { alt: true }) }));
  if (data.length === 0) return null;
  const tr = await siteI18n();
  return serverMarkup(
    request,
    renderToStaticMarkup(createElement(HomeGallery, { data, t: tr.t, base: languageBase() })),
  );
}
