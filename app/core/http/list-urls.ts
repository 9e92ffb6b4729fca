/**
 * Paths for the pages of a long public list (/events, /events/past, /news):
 * page 1 is the list's own path, later pages `<list>/page/<n>`. Paths, not a
 * `?page=` query, so a static host can serve every page as its own file
 * (the static export, issue 17); the old query URLs answer with a 301 here.
 * Pure, so the mapping is unit-tested (list-urls.test.ts).
 */

/**
 * The page a request is for, as a loader should read it: a client-side
 * navigation's data request (`/events/month.data?_routes=…`, React Router's
 * single fetch) names the same page as the document request (`/events/month`).
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

/** `/events`, 1 → `/events`; `/events`, 3 → `/events/page/3`. */
export const listPagePath = (base: string, page: number) =>
  page <= 1 ? base : `${base.replace(/\/+$/, "")}/page/${page}`;

/** A `:page` path segment: 2…99999 written plainly, else null (page 1 has no `/page/1`: see `listPageRedirect`). */
export function parseListPage(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,4}$/.test(raw)) return null;
  return Number(raw);
}

/** The query keys that once chose a list's page or view; any other key (a campaign tag) stays with the redirect. */
const VIEW_KEYS = ["page", "view", "month"];

/** The query left once the view keys are gone, with its `?`, or "". */
export function otherQuery(url: URL): string {
  const rest = new URLSearchParams(url.search);
  for (const k of VIEW_KEYS) rest.delete(k);
  const s = rest.toString();
  return s ? `?${s}` : "";
}

/**
 * Where an old list URL lives now, or null when the request is already a path URL:
 * `/events/past?page=2` → `/events/past/page/2`, `?page=1` → the bare list,
 * `/events/page/1` → `/events`. `base` is the list's own path as the request
 * names it (a language prefix included). A page that is not a number still
 * moves: its new path answers 404, as the query did.
 */
export function listPageRedirect(url: URL, base: string, pageParam?: string): string | null {
  if (pageParam === "1") return `${base}${otherQuery(url)}`;
  const q = url.searchParams;
  if (!VIEW_KEYS.some((k) => q.has(k))) return null;
  const page = q.get("page");
  const path = page && page !== "1" ? `${base.replace(/\/+$/, "")}/page/${encodeURIComponent(page)}` : base;
  return `${path}${otherQuery(url)}`;
}
