/**
 * Addresses an own page may not take: the first segment of every built-in
 * route (a page at /events would never be reached: React Router ranks the
 * static route first) and of the files served before the router. The unit
 * test lib/reserved.test.ts reads the real route table (app/routes.ts) and
 * public/, and fails when a capability adds a route whose first segment is
 * missing here — add it to this list then.
 */
import { LOCALE_CODES } from "~/core/i18n/locales.ts";

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // Routes (app/routes.ts and every capability's routes.ts).
  "admin",
  "healthz",
  "about",
  "contact",
  "events",
  "media",
  "gallery",
  "uploads",
  "news",
  "press",
  "subscribe",
  "unsubscribe",
  "rsvp",
  "go",
  "privacy",
  "legal",
  "i18n",
  // Payments (issue 29).
  "checkout",
  "tickets",
  "support",
  "webhooks",
  "metrics",
  // The store (issue 30).
  "releases",
  "redeem",
  "downloads",
  // The fediverse's protocol paths, answered before the router while federating (issue 31).
  "ap",
  "nodeinfo",
  // Resource routes whose first segment has a dot are out of a slug's alphabet anyway
  // (robots.txt, sitemap.xml, calendar.ics, news.xml, logo.svg); listed for the test.
  "robots.txt",
  "sitemap.xml",
  "social-icons.svg",
  "calendar.ics",
  "logo.svg",
  "logo.webp",
  "news.xml",
  // Served before the router (server.ts): the build's files and public/.
  "assets",
  "favicon.svg",
  "leaflet",
  // Names that would only confuse: the home page, a site's own feeds, well-known paths.
  "index",
  "home",
  "feed",
  "rss",
  "atom",
  "api",
  "well-known",
  "404",
  "500",
  // The site's other languages live under their codes (/es/…, issue 15 L2): a page there would never be reached.
  ...LOCALE_CODES.filter((c) => c === c.toLowerCase()),
]);

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug);
