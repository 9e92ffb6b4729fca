/** The media capability's pages for /sitemap.xml: /media, /gallery and each published album with something in it. */
import { fixedPages, type SitemapEntry } from "~/core/seo/sitemap.server.ts";
import { galleryIndex } from "./public.server.ts";
import { listAlbums } from "~/capabilities/media/server/data/albums.server.ts";

export async function mediaSitemapEntries(): Promise<SitemapEntry[]> {
  const [fixed, cards, albums] = await Promise.all([
    fixedPages(["/media", "/gallery"]),
    galleryIndex(),
    listAlbums({ publishedOnly: true }),
  ]);
  const updated = new Map(albums.map((a) => [a.id, a.updated_at]));
  return [...fixed, ...cards.map((c) => ({ path: `/gallery/${c.slug}`, lastmod: updated.get(c.id) }))];
}
