/** The studio pages to check: a signed-in crawl from /admin that never follows links that change or download things. */
import { crawl } from "./crawl.ts";
import { leafRoutes, matchRoute, sectionOf, type Manifest } from "./manifest.ts";
import type { SitePage } from "./pages.ts";

/** Studio links a crawler must not follow: sign-out, downloads and exports. */
export const isSafeStudioPath = (path: string) =>
  /^\/admin(\/|$|\?)/.test(path) &&
  !/\/(logout|setup|login)(\/|$|\?)/.test(path) &&
  !/(export|attachment|download|\.csv|\.ics|\.tar\.gz)(\/|$|\?)/.test(path);

export async function studioPages(base: string, cookie: string, m: Manifest, limit = 80): Promise<SitePage[]> {
  const pages = await crawl(base, {
    start: ["/admin"],
    headers: { Cookie: cookie },
    follow: isSafeStudioPath,
    limit,
    perPathname: 2,
  });
  const leaves = leafRoutes(m);
  return pages
    .filter((p) => p.status === 200 && p.contentType.includes("text/html"))
    .map((p) => ({ ...p, routeId: matchRoute(m, p.path.split("?")[0]!, leaves)?.id ?? "?" }))
    .filter((p) => sectionOf(m, p.routeId) === "admin");
}
