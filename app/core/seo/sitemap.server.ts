/** /sitemap.xml: every capability lists its published pages (its manifest's `sitemap`). */
import { capabilities } from "../capability.server.ts";
import { getSettings } from "../settings/settings.server.ts";

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** A capability's fixed pages (its index pages), dated by the last settings change like the site itself. */
export async function fixedPages(paths: string[]): Promise<SitemapEntry[]> {
  const { updated_at } = await getSettings();
  return paths.map((path) => ({ path, lastmod: updated_at }));
}

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const lists = await Promise.all(capabilities().map((c) => c.sitemap?.() ?? Promise.resolve([])));
  return lists.flat();
}
