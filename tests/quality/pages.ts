/**
 * The set of pages the quality gates check, taken from the running site: the
 * sitemap and a crawl from "/", each tagged with the route it lands on (from
 * the build's manifest). Representatives — one URL per route, plus one per
 * distinct query (e.g. /events?utm_source=x) — keep the browser checks short.
 */
import { crawl, isPublicPagePath, sitemapPaths, type Fetched } from "./crawl.ts";
import { fullPath, leafRoutes, matchRoute, sectionOf, type Manifest } from "./manifest.ts";

export interface SitePage extends Fetched {
  routeId: string;
}

/** `extra`: start paths no link leads to (a page only a form posts to, seeded by tests/quality/content.ts). */
export async function publicPages(base: string, m: Manifest, limit = 200, extra: string[] = []): Promise<SitePage[]> {
  const fromSitemap = await sitemapPaths(base);
  const start = [...new Set(["/", ...fromSitemap, ...extra])];
  const pages = await crawl(base, { start, follow: isPublicPagePath, limit });
  const leaves = leafRoutes(m);
  return pages
    .filter((p) => p.status === 200 && p.contentType.includes("text/html") && isPublicPagePath(p.path))
    .map((p) => ({ ...p, routeId: matchRoute(m, p.path.split("?")[0]!, leaves)?.id ?? "?" }))
    .filter((p) => sectionOf(m, p.routeId) === "site");
}

/** One page per route, and one per route and query-parameter set. */
export function representatives<T extends { path: string; routeId: string }>(pages: T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const p of pages) {
    const params = [...new URL(p.path, "http://x").searchParams.keys()].sort().join(",");
    const key = `${p.routeId}?${params}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/**
 * Public pages that only a link from an e-mail opens (a signed single-use token): no crawl can reach them
 * with content, so the journey that has the e-mail checks their markup, and the crawl leaves them out.
 */
export const TOKEN_PAGES: Record<string, string> = {
  "capabilities/fans/routes/site/thanks": "tests/e2e/fans.test.ts",
  "capabilities/fans/routes/site/confirm": "tests/e2e/fans.test.ts",
  "capabilities/fans/routes/site/unsubscribe": "tests/e2e/fans.test.ts",
  // The change/cancel link in every RSVP e-mail (its token names one reply).
  "capabilities/rsvp/routes/site/rsvp-reply": "tests/e2e/rsvp.test.ts",
  // A release's download link, from its receipt or a redeemed code (issue 30).
  "capabilities/payments/routes/site/download": "tests/e2e/store.test.ts",
};

/**
 * Public pages that exist only once the owner has connected a payment provider (issue 29): the demo the crawl
 * runs on takes no money, so the journey that connects one validates their markup and head tags.
 */
export const CONFIGURED_PAGES: Record<string, string> = {
  "capabilities/payments/routes/site/checkout": "tests/e2e/payments.test.ts",
  "capabilities/payments/routes/site/checkout-return": "tests/e2e/payments.test.ts",
  "capabilities/payments/routes/site/ticket": "tests/e2e/payments.test.ts",
  "capabilities/payments/routes/site/support": "tests/e2e/payments.test.ts",
  // The release on sale and its codes (issue 30): the demo sells nothing, so nothing links to them.
  "capabilities/payments/routes/site/release": "tests/e2e/store.test.ts",
  "capabilities/payments/routes/site/redeem": "tests/e2e/store.test.ts",
};

/** Public routes (inside the site layout) that no page reached: listed in the test output, so a gap is visible. */
export function unreachedRoutes(m: Manifest, pages: { routeId: string }[]): string[] {
  const reached = new Set(pages.map((p) => p.routeId));
  return leafRoutes(m)
    .filter(
      (r) =>
        sectionOf(m, r.id) === "site" && !reached.has(r.id) && !(r.id in TOKEN_PAGES) && !(r.id in CONFIGURED_PAGES),
    )
    .map((r) => r.id);
}

/** One URL per public route with parameters, filled with a value no content has: each must answer with the 404 page. */
export function notFoundSamples(m: Manifest): string[] {
  return leafRoutes(m)
    .filter((r) => sectionOf(m, r.id) === "site")
    .map((r) => fullPath(m, r.id))
    .filter((p) => p.includes(":"))
    .map((p) =>
      p
        .split("/")
        .filter((seg) => !seg.endsWith("?"))
        .map((seg) => (seg.startsWith(":") ? "no-such-thing-7" : seg))
        .join("/"),
    )
    .concat("/no-such-page");
}
