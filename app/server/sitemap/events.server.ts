/** Published events pages for /sitemap.xml (filled by the events capability). */
import type { SitemapEntry } from "./entries.server.ts";

export async function eventsSitemapEntries(): Promise<SitemapEntry[]> {
  return [];
}
