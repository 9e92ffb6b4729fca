/**
 * The public events list's URLs (issue 17): the month grid at
 * `/events/month/YYYY-MM` (`/events/month` is this month), later list pages
 * at `/events/page/N` and `/events/past/page/N` — paths a static host serves
 * as files. The query URLs they replace (`?view=month&month=…`, `?page=N`)
 * answer with a 301 to these. Pure, unit-tested in list-urls.test.ts.
 */
import { listPageRedirect, otherQuery } from "~/core/http/list-urls.ts";

/** Slugs an event cannot take: they are the list's own path segments (`/events/past`, `/events/month`, `/events/page/2`). */
export const RESERVED_EVENT_SLUGS: readonly string[] = ["past", "month", "page"];

export const isReservedEventSlug = (slug: string) => RESERVED_EVENT_SLUGS.includes(slug);

/** `/events/month/2026-12`; without a month, `/events/month` (this month's grid). */
export const monthPath = (month?: string | null) => (month ? `/events/month/${month}` : "/events/month");

/** A `:month` path segment: `YYYY-MM`, else null. */
export const isMonthParam = (raw: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(raw);

/**
 * The list's own path as the request names it (so a prefix in front, such as
 * a language, is kept): `/de/events/month/2026-12` → `/de/events`,
 * `/events/past/page/3` → `/events/past`.
 */
export function eventsListBase(pathname: string): string {
  return pathname.replace(/\/+$/, "").replace(/\/(?:page\/[^/]*|month(?:\/[^/]*)?)$/, "") || "/events";
}

/**
 * Where an old `/events` or `/events/past` URL lives now, or null when the
 * request needs no move: `?view=month&month=2026-12` → `/events/month/2026-12`,
 * `?view=month` → `/events/month`, `?page=2` → `/events/page/2`, `?page=1`,
 * `?view=list` and `/events/page/1` → `/events`. Other parameters (campaign
 * tags) go along.
 */
export function eventsRedirect(url: URL, params: { page?: string } = {}): string | null {
  const base = eventsListBase(url.pathname);
  const q = url.searchParams;
  // A month view's own path with a stray ?page= or ?view=list: the page is the path's.
  if (/\/month(\/[^/]*)?\/?$/.test(url.pathname)) {
    return ["page", "view", "month"].some((k) => q.has(k)) ? `${url.pathname}${otherQuery(url)}` : null;
  }
  if (q.get("view") === "month" && !/\/past$/.test(base)) {
    const month = q.get("month");
    return `${base}/month${month ? `/${encodeURIComponent(month)}` : ""}${otherQuery(url)}`;
  }
  return listPageRedirect(url, base, params.page);
}
