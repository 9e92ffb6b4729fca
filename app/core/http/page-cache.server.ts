/**
 * The public page cache (SPEC §9: public HTML is cacheable and revalidated on
 * every content change; issue 7: measured in bench/ssr.ts, ADR 0501).
 *
 * - A rendered public page (HTML, or the `.data` answer of a client-side
 *   navigation) is kept per URL with its gzip and brotli bytes, so a hit costs
 *   a write: no query, no loaders, no React, no compression.
 * - Every entry belongs to a content version, a value in `app_meta` that each
 *   studio change replaces (contentChangedMiddleware) and each start replaces.
 *   Each process knows it without a query (content-version.server.ts: NOTIFY
 *   on PostgreSQL, data_version on SQLite), so a change made through one
 *   process is seen by all of them within a second, usually milliseconds.
 *   Entries also expire after a minute, because "upcoming" and "past" follow
 *   the clock, or sooner when the page said when it changes
 *   (`expirePageAt`: a ticket sale opening at 10:00 is not served stale).
 * - Inline scripts are allowed by their SHA-256 hashes instead of the
 *   per-request nonce, so the stored bytes never change between visitors; a
 *   visitor's page carries nothing of another's (no cookies are read or set).
 * - Browsers get an ETag and `Cache-Control: public, max-age=0,
 *   must-revalidate`: they revalidate every time and get 304 until something
 *   changes. A shared cache (a CDN) is also given `s-maxage`: the seconds this
 *   copy has left here, at most a minute — the lag the clock-dependent lists
 *   already allow — after which it revalidates too (ADR 2811).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { type Encoding, pickEncoding, prefersHtml } from "./encoding.ts";
import { contentChanged, contentVersion } from "~/core/db/content-version.server.ts";
import { env } from "~/core/env.server.ts";
import { contentSecurityPolicy } from "./csp.server.ts";
import { TOAST_COOKIE } from "./toast.server.ts";
import { PREVIEW_COOKIE } from "~/core/preview/cookie.ts";
import { now as clock } from "~/core/clock.server.ts";

/** Clock-dependent lists (upcoming, past, "next 3") may lag the clock by at most this much. */
export const PAGE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;
/** The page cache's Cache-Control for a copy that lives `ms` more here: browsers revalidate, a CDN keeps it that long (≤ 1 min). */
export function sharedCacheControl(ms: number): string {
  const seconds = Math.floor(Math.max(0, Math.min(PAGE_TTL_MS, ms)) / 1000);
  return `public, max-age=0, s-maxage=${seconds}, must-revalidate`;
}

/** Whether an answer's Cache-Control is the page cache's (a shared public page). */
export const isSharedPageCacheControl = (value: string | null) =>
  value !== null && /^public, max-age=0, (s-maxage=\d+, )?must-revalidate$/.test(value);

// Known without a query on a hit: LISTEN/NOTIFY on PostgreSQL, data_version on SQLite (issue 17, ADR 0505).
export { contentChanged, contentVersion };

/**
 * On the studio layout: after any studio request that may change something
 * (every action, uploads included), the public pages' version moves on.
 */
export const contentChangedMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const res = await next();
  if (request.method !== "GET" && request.method !== "HEAD") await contentChanged();
  return res;
};

// The page being rendered: the earliest instant its loaders said it changes at.
const rendering = new AsyncLocalStorage<{ until: number }>();

/**
 * Called while a public page renders (a loader, a service): what it shows
 * changes at `ms` (a ticket sale opens), so a cached copy must not outlive it.
 * Outside a cached render it does nothing.
 */
export function expirePageAt(ms: number): void {
  const scope = rendering.getStore();
  if (scope && Number.isFinite(ms) && ms < scope.until) scope.until = ms;
}

interface Entry {
  version: string;
  expires: number;
  etag: string;
  contentType: string;
  /** The Vary of the rendered answer besides Accept-Encoding (Accept, where the page has another representation). */
  vary: string;
  csp: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  size: number;
}

const entries = new Map<string, Entry>();
const inflight = new Map<string, Promise<Entry | null>>();
let bytes = 0;

function drop(key: string) {
  const e = entries.get(key);
  if (!e) return;
  bytes -= e.size;
  entries.delete(key);
}

function store(key: string, e: Entry) {
  drop(key);
  entries.set(key, e);
  bytes += e.size;
  // Oldest first: a Map iterates in insertion order, and hits re-insert (least recently used goes).
  for (const k of entries.keys()) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    drop(k);
  }
}

function live(key: string, version: string, now: number): Entry | undefined {
  const e = entries.get(key);
  if (!e) return undefined;
  if (e.version !== version || e.expires <= now) {
    drop(key);
    return undefined;
  }
  entries.delete(key); // move to the young end
  entries.set(key, e);
  return e;
}

/** For tests and the dashboard: how many pages are held, and their bytes. */
export function pageCacheStats(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes };
}

// Requests the cache could answer since the start, and how many it did (/metrics' hit ratio, issue 28).
const counted = { hits: 0, misses: 0 };

/** Cacheable requests answered from the cache (hits) and rendered (misses) since this process started. */
export function pageCacheCounts(): { hits: number; misses: number } {
  return { ...counted };
}

export function clearPageCache(): void {
  entries.clear();
  bytes = 0;
}

/** The parts of a request the cache looks at (a Fetch API request, or Node's for the fast path). */
interface Asked {
  method: string;
  url: string;
  header(name: "cookie" | "if-none-match" | "accept-encoding" | "accept"): string | null;
}

const asked = (r: Request): Asked => ({ method: r.method, url: r.url, header: (n) => r.headers.get(n) });

/**
 * Only what every visitor would get alike: a public GET without a one-time toast waiting for it, and not a
 * preview of unsaved changes — asked by someone who wants HTML (a fediverse server asking the same URL for
 * its ActivityPub form is answered by the app, never from these copies; issue 31).
 */
function eligible(request: Asked): boolean {
  if (request.method !== "GET") return false;
  if (!prefersHtml(request.header("accept"))) return false;
  const { pathname } = new URL(request.url);
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return false;
  const cookie = request.header("cookie") ?? "";
  return !cookie.includes(TOAST_COOKIE) && !cookie.includes(PREVIEW_COOKIE);
}

/** A page the route allows to be shared: 200, HTML or navigation data, no cookie, no caching rule of its own. */
function storable(res: Response): boolean {
  const type = res.headers.get("Content-Type") ?? "";
  return (
    res.status === 200 &&
    res.body !== null &&
    (type.startsWith("text/html") || type.startsWith("text/x-script")) &&
    !res.headers.has("Set-Cookie") &&
    !res.headers.has("Cache-Control")
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** CSP hash sources for the page's inline scripts (JSON-LD and other data blocks never run, so they need none). */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    out.add(
      `'sha256-${createHash("sha256")
        .update(m[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...out];
}

async function toEntry(res: Response, version: string, now: number, until = Infinity): Promise<Entry> {
  const body = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get("Content-Type")!;
  const html = contentType.startsWith("text/html");
  return {
    version,
    expires: Math.min(now + PAGE_TTL_MS, until),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    contentType,
    vary: ["Accept-Encoding", ...(res.headers.get("Vary") ?? "").split(",").map((v) => v.trim())]
      .filter((v, i, all) => v && all.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i)
      .join(", "),
    csp: contentSecurityPolicy({ hashes: html ? inlineScriptHashes(body.toString("utf8")) : [] }),
    body,
    size: body.length * 2, // the compressed copies come on demand; count room for them
  };
}

function bodyFor(e: Entry, enc: Encoding): Buffer {
  // Quality 11, once per entry: ~8 % fewer bytes than 9 on every later answer (the home page 13.3 KB instead of
  // 14.5, inside the first round trip) for ~50 ms of one core on the first (ADR 0501).
  if (enc === "br")
    return (e.br ??= brotliCompressSync(e.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: e.body.length },
    }));
  if (enc === "gzip") return (e.gzip ??= gzipSync(e.body, { level: 9 }));
  return e.body;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === etag || tag === "*";
  });
}

/** A cached answer as plain values: a 304, or the body in the encoding asked for. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

function answer(e: Entry, request: Asked): CachedAnswer {
  // The CSP goes on the 304 too: a browser applies the 304's headers to the copy it holds, and the
  // per-request nonce policy every other answer carries would block that copy's inline scripts.
  const headers: Record<string, string> = {
    ETag: e.etag,
    "Cache-Control": sharedCacheControl(e.expires - clock()),
    Vary: e.vary,
    "Content-Security-Policy": e.csp,
  };
  if (matches(request.header("if-none-match"), e.etag)) return { status: 304, headers, body: null };
  const enc = pickEncoding(request.header("accept-encoding"));
  const body = bodyFor(e, enc);
  headers["Content-Type"] = e.contentType;
  headers["Content-Length"] = String(body.length);
  if (enc !== "identity") headers["Content-Encoding"] = enc;
  return { status: 200, headers, body };
}

function respond(e: Entry, request: Request): Response {
  const a = answer(e, asked(request));
  return new Response(a.body && new Uint8Array(a.body), { status: a.status, headers: a.headers });
}

/**
 * The hit path without the Fetch API (server.ts asks this first, with Node's
 * request): a cached page's bytes, or undefined to go through the router
 * (a miss, or a request the cache never answers). Building a Request and
 * streaming a Response cost a hit more than everything else together
 * (bench/ssr.ts).
 */
export async function cachedAnswer(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<CachedAnswer | undefined> {
  const header = (n: string) => {
    const v = headers[n];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  const request: Asked = { method, url, header };
  if (!env().HTML_CACHE || !eligible(request)) return undefined;
  const hit = live(url, await contentVersion(), clock());
  if (hit) counted.hits++;
  return hit && answer(hit, request);
}

/**
 * Answers a request from the cache, or renders it (once, however many visitors
 * ask for the same page at the same moment) and keeps the result when it may
 * be shared. Anything not storable passes through untouched.
 */
export async function servePage(request: Request, render: () => Promise<Response>): Promise<Response> {
  if (!env().HTML_CACHE || !eligible(asked(request))) return render();
  const key = request.url;
  const version = await contentVersion();
  const now = clock();
  const hit = live(key, version, now);
  if (hit) {
    counted.hits++;
    return respond(hit, request);
  }
  const waiting = inflight.get(key);
  if (waiting) counted.hits++;
  else counted.misses++;
  if (waiting) {
    const e = await waiting;
    return e && e.version === version ? respond(e, request) : render();
  }
  let settle!: (e: Entry | null) => void;
  inflight.set(key, new Promise((r) => (settle = r)));
  try {
    const scope = { until: Infinity };
    const res = await rendering.run(scope, render);
    if (!storable(res)) {
      settle(null);
      return res;
    }
    const e = await toEntry(res, version, now, scope.until);
    store(key, e);
    settle(e);
    return respond(e, request);
  } catch (error) {
    settle(null);
    throw error;
  } finally {
    inflight.delete(key);
  }
}
