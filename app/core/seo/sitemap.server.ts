/** A sitemap entry; each capability lists its published pages. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}
