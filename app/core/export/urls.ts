/**
 * The static export's URL work (issue 17), pure so it is unit-tested: which
 * site paths a page links to, which file a path becomes on a static host, and
 * how a rendered page is moved under a base path (`/band/`).
 */

/** Paths the export never crawls: the studio, the server's own endpoints. */
const SERVER_ONLY = /^\/(admin|healthz|__manifest|__marquee)(\/|$)/;

/** A path with a query (`/events?page=2`) has no file of its own on a static host. */
export const hasQuery = (path: string) => path.includes("?");

/** A file URL whose only query is a version (`/social-icons.svg?v=abc`): the same bytes without it. */
export const isCacheBuster = (path: string) => /^[^?]+\.[a-z0-9]+\?v=[\w-]+$/i.test(path);

/** The same-site paths a text links to: attributes, srcset candidates, CSS url(), feeds' own absolute URLs. */
export function linkedPaths(text: string, origin: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    let v = raw.trim().replace(/&amp;/g, "&");
    if (v.startsWith(origin + "/")) v = v.slice(origin.length);
    if (!v.startsWith("/") || v.startsWith("//")) return;
    v = v.split("#")[0]!;
    if (v && !SERVER_ONLY.test(v)) found.add(v);
  };
  for (const m of text.matchAll(/\s(?:href|src|action|poster|data-src)="([^"]*)"/g)) add(m[1]!);
  for (const m of text.matchAll(/\ssrcset="([^"]*)"/gi))
    for (const c of m[1]!.split(",")) add(c.trim().split(/\s+/)[0] ?? "");
  for (const m of text.matchAll(/url\(\s*['"]?(\/[^'")\s]+)/g)) add(m[1]!);
  for (const m of text.matchAll(/<(?:loc|link|id|url)>\s*([^<\s]+)\s*</g)) add(m[1]!);
  // The site language's catalogue, named in the root loader's data: fetched after hydration (ADR 0902).
  for (const m of text.matchAll(/\/i18n\/[\w-]+\.[0-9a-f]{12}\.json/g)) add(m[0]);
  return [...found];
}

/** The file a path is written to: pages as `<path>/index.html`, everything else at its own name. */
export function fileFor(path: string, isHtml: boolean): string {
  const clean = decodeURIComponent(path.split("?")[0]!).replace(/\/+$/, "");
  if (clean.split("/").some((seg) => seg === ".." || seg === "."))
    throw new Error(`Refusing a path that leaves the export: ${path}`);
  if (!isHtml) return clean.replace(/^\//, "") || "index.html";
  return `${clean.replace(/^\//, "")}${clean ? "/" : ""}index.html`;
}

/** React Router's single-fetch data URL for a page (its `singleFetchUrl`): `/` → `/_.data`, `/events` → `/events.data`. */
export const dataPathFor = (path: string) => (path.endsWith("/") ? `${path}_.data` : `${path}.data`);

/** `/band`, `band/`, `/band/` → `/band/`; empty or `/` → `/`. */
export function normaliseBase(base: string | undefined): string {
  const trimmed = (base ?? "/").trim().replace(/^\/+|\/+$/g, "");
  if (!trimmed) return "/";
  if (!/^[A-Za-z0-9._~\-/]+$/.test(trimmed))
    throw new Error(`--base-path may use letters, digits and . _ ~ - / only: ${base}`);
  return `/${trimmed}/`;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Moves an HTML page under the base path: root-relative URLs in attributes,
 * srcset and CSS, React Router's basename, the route manifest's module URLs,
 * and the site's own absolute URLs (canonical, Open Graph, JSON-LD).
 */
export function rebaseHtml(html: string, base: string, origin: string): string {
  if (base === "/") return html;
  const pre = base.slice(0, -1); // "/band"
  let out = html
    .replace(/(\s(?:href|src|action|poster|data-src|content)=")\/(?!\/)/g, `$1${pre}/`)
    .replace(
      /(\ssrcset=")([^"]*)"/gi,
      (_, a: string, set: string) => `${a}${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${pre}/`)}"`,
    )
    .replace(/url\((['"]?)\/(?!\/)/g, `url($1${pre}/`)
    // A page of another language of the site has its prefix as the basename ("/es", issue 15 L2): "/band/es".
    .replace(/"basename":"\/([^"]*)"/g, (_, rest: string) => `"basename":${JSON.stringify(base + rest)}`);
  out = rebaseData(out, base, origin);
  return out;
}

/** File extensions whose root-relative URLs in data are files, never routes a <Link> receives. */
const FILE_EXT = "svg|ics|xml|txt|json|webp|avif|jpe?g|png|gif|pdf|mp3|m4a|wav|ogg|flac|mp4|webm|woff2?";

/**
 * Moves loader data (a `.data` file, or the stream inlined in a page) under
 * the base path. Only file URLs are moved — uploads, built assets, anything
 * with a file extension (the icon sprite, feeds), each candidate of a srcset —
 * and the site's absolute URLs; paths handed to <Link> stay as they are,
 * since the router adds its basename to them itself.
 */
export function rebaseData(text: string, base: string, origin: string): string {
  if (base === "/") return text;
  const pre = base.slice(0, -1);
  const already = escapeRe(base.slice(1));
  const fileUrl = new RegExp(
    `(^|[\\s"'\`,(])/(?!/)(?!${already})((?:uploads|assets|leaflet)/|[\\w\\-./]*\\.(?:${FILE_EXT})(?=[?#"'\`\\s,)\\\\]))`,
    "g",
  );
  return (
    text
      .replace(fileUrl, `$1${pre}/$2`)
      .replace(new RegExp(`${escapeRe(origin)}/(?!${already})`, "g"), `${origin}${base}`)
      // The bare origin pages build their URLs from (`${origin}${pathname}` in meta: the canonical
      // and Open Graph tags React renders again after hydration): the site's root is under the base.
      .replace(new RegExp(`(\\\\?")${escapeRe(origin)}(\\\\?")`, "g"), `$1${origin}${pre}$2`)
  );
}

/**
 * A built script's own references to the build's public files (`/favicon.svg`
 * in the root route's links, `/assets/…` chunks). `names`: the client folder's
 * entries, folders with a trailing slash.
 */
/**
 * Vite's preload helper, which fetches a dynamic import's dependencies ahead of
 * it, writes their URLs from the build's base: `return"/"+e}` (or with
 * backticks, as Vite 8's minifier writes it). Under a base path it must be that.
 */
export function rebasePreloadHelper(text: string, base: string): string {
  if (base === "/") return text;
  return text.replace(/return(["'`])\/\1\+(\w)\}/g, `return${JSON.stringify(base)}+$2}`);
}

export function rebaseScript(text: string, base: string, names: string[]): string {
  if (base === "/" || names.length === 0) return text;
  const alternatives = names.map((n) => (n.endsWith("/") ? escapeRe(n) : `${escapeRe(n)}(?=["'\`?#])`)).join("|");
  return text.replace(new RegExp(`(["'\`])/(${alternatives})`, "g"), `$1${base}$2`);
}

/** The 404 page without its scripts: a static host serves it at any path, where the router would match another route. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

/** Text files the base path and the resolved /go/ links are applied to. */
export const isText = (contentType: string | null) =>
  /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|ld\+json|javascript|x-ndjson|manifest\+json))/.test(
    contentType ?? "",
  );

/** Replaces every tracked `/go/…` link (a 302 on the server) with where it leads, in markup and in JSON strings. */
export function resolveRedirects(text: string, redirects: Map<string, string>): string {
  let out = text;
  for (const [from, to] of redirects) {
    if (/["\\<>\s]/.test(to)) continue; // never a valid URL; left pointing at the server
    out = out.split(`"${from}"`).join(`"${to}"`);
    out = out.split(`\\"${from}\\"`).join(JSON.stringify(JSON.stringify(to)).slice(1, -1));
  }
  return out;
}
