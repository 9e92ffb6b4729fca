/** Published media pages for /sitemap.xml (filled by the media capability). */
import type { SitemapEntry } from "./entries.server.ts";

export async function mediaSitemapEntries(): Promise<SitemapEntry[]> {
  return [];
}
