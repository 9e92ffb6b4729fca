/**
 * Reads a production build's client manifest (the object React Router puts in
 * assets/manifest-*.js) to learn the route table and what each page loads
 * first. The quality tests and the benchmarks use it, so new routes are picked
 * up without editing either.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface Manifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(buildDir: string): Manifest {
  const assets = join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No manifest in ${assets}`);
  const text = readFileSync(join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

/** The route and its ancestors, root first. */
export function routeChain(m: Manifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = m.routes[id]; r; r = r.parentId ? m.routes[r.parentId] : undefined)
    chain.unshift(r);
  return chain;
}

/** The full URL pattern of a route, e.g. "/events/:slug" or "/gallery/:slug/:item?". */
export function fullPath(m: Manifest, id: string): string {
  const parts = routeChain(m, id)
    .map((r) => r.path ?? "")
    .filter((p) => p !== "");
  return "/" + parts.join("/");
}

export type Section = "site" | "admin" | "resource" | "other";

/**
 * Which part of the site a route belongs to: pages inside the public layout,
 * the studio (/admin…), or resources (no UI: feeds, files, health).
 */
export function sectionOf(m: Manifest, id: string): Section {
  const r = m.routes[id]!;
  const path = fullPath(m, id);
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (!r.hasDefaultExport) return "resource";
  if (routeChain(m, id).some((x) => x.id === "site")) return "site";
  return "other";
}

/** Leaf routes (the ones a URL can end on): no other route names them as parent, or index routes. */
export function leafRoutes(m: Manifest): ManifestRoute[] {
  const parents = new Set(Object.values(m.routes).map((r) => r.parentId));
  return Object.values(m.routes).filter((r) => r.id !== "root" && (!parents.has(r.id) || r.index));
}

/** Every JS file a first visit to this route downloads: the entry and each route module of the chain, with their static imports. */
export function firstLoadJs(m: Manifest, id: string): string[] {
  const files = [m.entry.module, ...(m.entry.imports ?? [])];
  for (const r of routeChain(m, id)) files.push(r.module, ...(r.imports ?? []));
  return [...new Set(files)];
}

/** Turns a route pattern into a regular expression for URL paths. */
export function patternRegex(pattern: string): RegExp {
  const src = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) => {
      if (seg === "*") return "(?:/.*)?";
      const optional = seg.endsWith("?");
      const s = optional ? seg.slice(0, -1) : seg;
      const body = s.startsWith(":") ? "/[^/]+" : "/" + s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return optional ? `(?:${body})?` : body;
    })
    .join("");
  return new RegExp(`^${src || "/"}${src ? "/?" : ""}$`);
}

/** Specificity for choosing between routes that match one path: static segments win over params, params over splats. */
export function specificity(pattern: string): number {
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce((n, seg) => n + (seg === "*" ? 0 : seg.startsWith(":") ? 1 : 3), 0);
}

/** The route a URL path lands on among the given leaf routes (most specific match). */
export function matchRoute(m: Manifest, path: string, leaves = leafRoutes(m)): ManifestRoute | undefined {
  let best: { r: ManifestRoute; score: number } | undefined;
  for (const r of leaves) {
    const p = fullPath(m, r.id);
    if (!patternRegex(p).test(path)) continue;
    const score = specificity(p);
    if (!best || score > best.score) best = { r, score };
  }
  return best?.r;
}

export interface Sized {
  file: string;
  raw: number;
  /** What a gzip-only client receives: the build's precompressed .gz (scripts/precompress.ts), else gzip at the default level. */
  gzip: number;
  /** What browsers receive: the precompressed .br, else brotli at the default quality. */
  br: number;
}

/** Raw, gzip and brotli sizes of build files given as "/assets/x.js", as the server sends them. */
export function sizeOf(buildDir: string, files: string[]): Sized[] {
  return files.map((file) => {
    const p = join(buildDir, "client", file);
    if (!existsSync(p)) throw new Error(`Manifest names ${file}, which is not in the build`);
    const buf = readFileSync(p);
    const ready = (ext: string) => (existsSync(`${p}.${ext}`) ? statSync(`${p}.${ext}`).size : undefined);
    return {
      file,
      raw: buf.length,
      gzip: ready("gz") ?? gzipSync(buf).length,
      br: ready("br") ?? brotliCompressSync(buf).length,
    };
  });
}
