/** Published media pages for /sitemap.xml (/media and /gallery are listed by the sitemap itself): each published album with something in it. */
import type { SitemapEntry } from "~/core/seo/sitemap.server.ts";
import { galleryIndex } from "./public.server.ts";
import { listAlbums } from "~/capabilities/media/server/data/albums.server.ts";

export async function mediaSitemapEntries(): Promise<SitemapEntry[]> {
  const [cards, albums] = await Promise.all([galleryIndex(), listAlbums({ publishedOnly: true })]);
  const updated = new Map(albums.map((a) => [a.id, a.updated_at]));
  return cards.map((c) => ({ path: `/gallery/${c.slug}`, lastmod: updated.get(c.id) }));
}
