/**
 * Finds the pages to check from the running site itself: the sitemap, plus a
 * crawl that follows same-origin links from the home page (or, signed in,
 * from the studio's dashboard). New pages are picked up as they land.
 */

export interface Fetched {
  url: string;
  path: string;
  status: number;
  contentType: string;
  html: string;
  headers: Headers;
}

/** Paths listed in /sitemap.xml (pathname + search). */
export async function sitemapPaths(base: string): Promise<string[]> {
  const res = await fetch(`${base}/sitemap.xml`);
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const u = new URL(m[1]!.replace(/&amp;/g, "&"));
    return u.pathname + u.search;
  });
}

/** Same-origin link targets in an HTML page (hrefs of <a> elements), as path + search. */
export function linksIn(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = m[1]!.replace(/&amp;/g, "&");
    if (!raw || raw.startsWith("#") || /^(mailto|tel|webcal|javascript|data):/i.test(raw)) continue;
    let u: URL;
    try {
      u = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (u.origin !== origin) continue;
    out.push(u.pathname + u.search);
  }
  return out;
}

export interface CrawlOptions {
  /** Start paths (default "/"). */
  start?: string[];
  /** Extra request headers (a session cookie). */
  headers?: Record<string, string>;
  /** Whether to follow a path at all. */
  follow?: (path: string) => boolean;
  /** At most this many pages in all. */
  limit?: number;
  /** At most this many URLs that differ only in their query (month views, pages of a list). */
  perPathname?: number;
}

/** Breadth-first crawl of HTML pages; returns every fetched page (any status). */
export async function crawl(base: string, o: CrawlOptions = {}): Promise<Fetched[]> {
  const limit = o.limit ?? 200;
  const perPathname = o.perPathname ?? 3;
  const queue = [...(o.start ?? ["/"])];
  const seen = new Set<string>(queue);
  const perName = new Map<string, number>();
  const pages: Fetched[] = [];
  while (queue.length && pages.length < limit) {
    const path = queue.shift()!;
    const res = await fetch(base + path, { headers: o.headers, redirect: "manual" });
    const contentType = res.headers.get("content-type") ?? "";
    const html = contentType.includes("text/html") ? await res.text() : (await res.arrayBuffer(), "");
    pages.push({ url: base + path, path, status: res.status, contentType, html, headers: res.headers });
    if (!html) continue;
    for (const link of linksIn(html, base + path)) {
      if (seen.has(link)) continue;
      if (o.follow && !o.follow(link)) continue;
      const name = link.split("?")[0]!;
      const n = perName.get(name) ?? 0;
      if (link.includes("?") && n >= perPathname) continue;
      seen.add(link);
      perName.set(name, n + 1);
      queue.push(link);
    }
  }
  return pages;
}

/** Public pages: not the studio, not files or feeds. */
export const isPublicPagePath = (path: string) =>
  !/^\/admin(\/|$|\?)/.test(path) &&
  !/^\/(uploads|assets)\//.test(path) &&
  !/\.(ics|xml|txt|csv|json|jpe?g|png|webp|avif|gif|svg|mp3|mp4|webm|pdf)(\?|$)/i.test(path);

/** The absolute URL in `<link rel="canonical">`, if any. */
export function canonicalOf(html: string): string | undefined {
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (/\srel="canonical"/.test(tag)) return /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
  }
  return undefined;
}
