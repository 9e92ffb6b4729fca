/**
 * The SEO gate's rules for a page's head (title, description, canonical URL,
 * Open Graph and Twitter tags) and what the studio says is published, to hold
 * the sitemap against.
 */
import { crawl } from "./crawl.ts";
import { decodeEntities as decode } from "./forms.ts";

export interface Head {
  titles: string[];
  /** Meta tags by their name or property ("description", "og:title", "twitter:card" …); each may repeat. */
  meta: Map<string, string[]>;
  canonicals: string[];
}

export function readHead(html: string): Head {
  const end = html.search(/<body\b/i);
  const head = end > 0 ? html.slice(0, end) : html;
  const titles = [...head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]!).trim());
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = /\s(?:name|property)="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase();
    const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decode(content)]);
  }
  const canonicals = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => /\srel="canonical"/i.test(t))
    .map((t) => decode(/\shref="([^"]*)"/i.exec(t)?.[1] ?? ""));
  return { titles, meta, canonicals };
}

export const DESCRIPTION = { min: 50, max: 160 };
export const TITLE_MAX = 70;
const OG_TYPES = ["website", "article", "profile", "music.song", "music.album", "video.other"];

/**
 * How a URL canonicalises (docs/quality.md): a list's later pages and the
 * month grids are paths (`/events/page/2`, `/events/month/2026-12`, issue 17),
 * so no canonical URL keeps a query (tracking tags, `view=list`, an old
 * `?page=` all drop away); a month grid's names its month (even at
 * `/events/month`), and a later page keeps its page.
 */
export function canonicalQueryProblems(requested: string, canonical: URL): string[] {
  const req = new URL(requested, canonical.origin).pathname;
  const out: string[] = [];
  if (canonical.search) out.push(`keeps a query: ${canonical.search}`);
  if (/\/events\/month(\/|$)/.test(req) && !/\/events\/month\/\d{4}-\d{2}$/.test(canonical.pathname))
    out.push(`a month grid whose canonical does not name its month: ${canonical.pathname}`);
  const month = /\/events\/month\/(\d{4}-\d{2})$/.exec(req)?.[1];
  if (month && !canonical.pathname.endsWith(`/month/${month}`))
    out.push(`month ${month} canonicalises to ${canonical.pathname}`);
  const page = /\/page\/(\d+)$/.exec(req)?.[1];
  if (page && !canonical.pathname.endsWith(`/page/${page}`))
    out.push(`page ${page} canonicalises to ${canonical.pathname}`);
  return out;
}

/** Title, description, canonical, Open Graph and Twitter tags of one public page. */
export function headProblems(path: string, html: string, origin: string): string[] {
  const h = readHead(html);
  const out: string[] = [];
  const say = (s: string) => out.push(`${path}: ${s}`);
  const one = (key: string) => {
    const v = h.meta.get(key) ?? [];
    if (v.length !== 1) say(`${v.length} meta ${key} tags`);
    if (v.length && !v[0]!.trim()) say(`empty ${key}`);
    return v[0] ?? "";
  };
  if (h.titles.length !== 1) say(`${h.titles.length} <title> elements`);
  const title = h.titles[0] ?? "";
  if (!title) say("empty title");
  if (title.length > TITLE_MAX)
    say(`title of ${title.length} characters (search results show about ${TITLE_MAX}): ${title}`);
  const description = one("description");
  if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max)
    say(`description of ${description.length} characters (want ${DESCRIPTION.min}–${DESCRIPTION.max}): ${description}`);
  if (h.canonicals.length !== 1) say(`${h.canonicals.length} canonical links`);
  const canonical = h.canonicals[0] ?? "";
  let url: URL | undefined;
  try {
    url = new URL(canonical);
  } catch {
    say(`canonical "${canonical}" is not an absolute URL`);
  }
  if (url) {
    if (url.origin !== origin) say(`canonical ${canonical} is not on the public origin ${origin}`);
    // This month's grid at /events/month names its month's own URL (checked in canonicalQueryProblems).
    const thisMonth =
      /\/events\/month$/.test(new URL(path, origin).pathname) && /\/events\/month\/\d{4}-\d{2}$/.test(url.pathname);
    if (url.pathname !== new URL(path, origin).pathname && !thisMonth) say(`canonical ${canonical} names another page`);
    out.push(...canonicalQueryProblems(path, url).map((p) => `${path}: canonical ${p}`));
  }
  if (one("og:url") !== canonical)
    say(`og:url ${JSON.stringify(h.meta.get("og:url"))} differs from the canonical ${canonical}`);
  one("og:title");
  if (one("og:description") !== description) say("og:description differs from the description");
  if (!OG_TYPES.includes(one("og:type"))) say(`og:type ${JSON.stringify(h.meta.get("og:type"))}`);
  const card = one("twitter:card");
  if (!["summary", "summary_large_image"].includes(card)) say(`twitter:card ${JSON.stringify(card)}`);
  const image = h.meta.get("og:image")?.[0];
  if (card === "summary_large_image" && !image) say("summary_large_image without og:image");
  if (image && !image.startsWith(`${origin}/`)) say(`og:image ${image} is not an absolute URL on ${origin}`);
  if ((h.meta.get("robots") ?? []).some((r) => /noindex/i.test(r))) say("a public page marked noindex");
  return out;
}

export interface Published {
  /** Event and album pages as the studio knows them. */
  events: { id: string; title: string; slug: string; published: boolean }[];
  albums: { id: string; title: string; slug: string; published: boolean }[];
}

const field = (html: string, name: string) =>
  decode(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "");
const heading = (html: string) => decode(/<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? "").trim();

/** What the studio says exists and is published: every event (all tabs) and album, from their edit pages. */
export async function publishedInStudio(base: string, cookie: string): Promise<Published> {
  const lists = await crawl(base, {
    start: ["/admin/events?tab=upcoming", "/admin/events?tab=past", "/admin/events?tab=drafts", "/admin/gallery"],
    headers: { Cookie: cookie },
    follow: (p) => /^\/admin\/events\?tab=\w+(&page=\d+)?$/.test(p),
    perPathname: 20,
  });
  const ids = (re: RegExp) =>
    [...new Set(lists.flatMap((p) => [...p.html.matchAll(re)].map((m) => m[1]!)))].filter(
      (id) => id !== "new" && id !== "import",
    ); // the list also links its new and import pages
  const open = async (path: string) => (await fetch(base + path, { headers: { Cookie: cookie } })).text();
  const events = [];
  for (const id of ids(/href="\/admin\/events\/([\w-]+)"/g)) {
    const html = await open(`/admin/events/${id}`);
    // The edit page says "Published · Scheduled" or "Draft · …" above its buttons.
    const visibility = /<span>(Published|Draft)<!-- --> ·/.exec(html)?.[1];
    if (!visibility) throw new Error(`/admin/events/${id} shows no visibility`);
    events.push({ id, title: heading(html), slug: field(html, "slug"), published: visibility === "Published" });
  }
  const albums = [];
  for (const id of ids(/href="\/admin\/gallery\/([\w-]+)"/g)) {
    const html = await open(`/admin/gallery/${id}`);
    const published = /<input type="checkbox"[^>]*name="published"[^>]*checked=""/.test(html);
    albums.push({ id, title: field(html, "title"), slug: field(html, "slug"), published });
  }
  return { events, albums };
}
