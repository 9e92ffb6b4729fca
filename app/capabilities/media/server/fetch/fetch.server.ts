/**
 * The one way the server fetches from the internet on an admin's behalf
 * (oEmbed and thumbnails, SPEC §7), built against server-side request forgery:
 *
 * - only https, only the provider's fixed hosts (exact names), no user info,
 *   no port other than 443;
 * - the name is resolved first and every address checked: a host that
 *   resolves to a private, loopback or link-local address is refused before
 *   any connection, and the connection is pinned to the checked address (so a
 *   second, different DNS answer cannot sneak in);
 * - redirects are followed by hand, at most 3, and only to the same host
 *   (or, when asked, to another allowed host, checked like the first);
 * - 5 s for the whole exchange, 1 MB of body at most (streamed, aborted past it).
 *
 * OEMBED_BASE_URL (tests, or an operator's caching proxy) replaces the
 * providers' hosts: https://i.ytimg.com/vi/x.jpg is fetched as
 * {base}/i.ytimg.com/vi/x.jpg. The base is the operator's own choice, so it is
 * trusted and exempt from the address check; the host allow-list still applies.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./addresses.server.ts";

export const FETCH_TIMEOUT_MS = 5_000;
export const FETCH_MAX_BYTES = 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 3;

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export interface FetchConfig {
  /** Hosts that may be contacted (exact, lower case); "any": every host whose addresses are public (calendar subscriptions). */
  allowedHosts: readonly string[] | "any";
  /** OEMBED_BASE_URL, when set. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolution; the system resolver unless a test supplies its own answers. */
  resolve?: Resolver;
  accept?: string;
  /** More request headers (If-None-Match, If-Modified-Since for conditional refreshes). */
  headers?: Record<string, string>;
  /** Resolve with a 304 (empty body) instead of refusing it: for conditional requests. */
  notModifiedOk?: boolean;
  /**
   * Follow redirects to other hosts too (still https, still allowed, every address checked again):
   * a Bandcamp page that moved to the artist's own domain. Same host only when unset.
   */
  crossHostRedirects?: boolean;
  userAgent?: string;
}

export type RefusalReason = "url" | "host" | "address" | "redirect" | "too_large" | "timeout" | "status" | "network";

export class FetchRefused extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.name = "FetchRefused";
    this.reason = reason;
  }
}

export interface FetchResult {
  status: number;
  contentType: string;
  body: Buffer;
  /** The provider URL finally answered (logical, before the base rewrite). */
  url: string;
  /** The answer's ETag and Last-Modified, when it sent them. */
  etag?: string;
  lastModified?: string;
}

interface Target {
  /** What is actually requested. */
  request: URL;
  /** The provider URL it stands for (redirects resolve against it). */
  logical: URL;
  /** The provider host this request stands for (redirects must keep it). */
  host: string;
  /** True under OEMBED_BASE_URL: no address check. */
  trusted: boolean;
}

const systemResolve: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Maps a provider URL to what is requested, or refuses it. */
export function resolveTarget(raw: string | URL, cfg: Pick<FetchConfig, "allowedHosts" | "baseUrl">): Target {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused("url", "Not a URL");
  }
  if (url.username || url.password) throw new FetchRefused("url", "URLs with user info are refused");
  const allowed = (h: string) => (cfg.allowedHosts === "any" ? /^[a-z0-9.-]+$/.test(h) : cfg.allowedHosts.includes(h));
  if (cfg.baseUrl) {
    const base = new URL(cfg.baseUrl.replace(/\/+$/, "") + "/");
    if (url.origin === base.origin && url.pathname.startsWith(base.pathname)) {
      const rest = url.pathname.slice(base.pathname.length);
      const host = rest.split("/")[0]!.toLowerCase();
      if (!allowed(host)) throw new FetchRefused("host", `Host ${host || "(none)"} is not allowed`);
      return { request: url, logical: new URL(`https://${rest}${url.search}`), host, trusted: true };
    }
  }
  if (url.protocol !== "https:") throw new FetchRefused("url", "Only https is allowed");
  if (url.port !== "" && url.port !== "443") throw new FetchRefused("url", "Only the default https port is allowed");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!allowed(host)) throw new FetchRefused("host", `Host ${host} is not allowed`);
  if (cfg.baseUrl) {
    const base = new URL(cfg.baseUrl.replace(/\/+$/, "") + "/");
    return {
      request: new URL(`${base.pathname}${host}${url.pathname}${url.search}`, base),
      logical: url,
      host,
      trusted: true,
    };
  }
  return { request: url, logical: url, host, trusted: false };
}

/** Resolves a name and refuses it unless every address is public. */
async function checkedAddresses(host: string, resolve: Resolver): Promise<{ address: string; family: number }[]> {
  let addrs: { address: string; family: number }[];
  try {
    addrs = await resolve(host);
  } catch {
    throw new FetchRefused("network", `Could not resolve ${host}`);
  }
  if (addrs.length === 0) throw new FetchRefused("network", `Could not resolve ${host}`);
  const bad = addrs.find((a) => !isPublicAddress(a.address));
  if (bad) throw new FetchRefused("address", `${host} resolves to a non-public address (${bad.address})`);
  return addrs;
}

/** A lookup that only ever answers with the addresses already checked. */
function pinnedLookup(addrs: { address: string; family: number }[]): LookupFunction {
  return (_host, options, callback) => {
    const wanted =
      typeof options === "object" && options.family ? addrs.filter((a) => a.family === options.family) : addrs;
    const list = wanted.length > 0 ? wanted : addrs;
    if (typeof options === "object" && options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, list);
    } else {
      callback(null, list[0]!.address, list[0]!.family);
    }
  };
}

/** GET with every rule above; resolves only with a 200 answer. */
export async function safeFetch(raw: string, cfg: FetchConfig): Promise<FetchResult> {
  const timeoutMs = cfg.timeoutMs ?? FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let target = resolveTarget(raw, cfg);
    for (let hop = 0; ; hop++) {
      const res = await requestOnce(target, cfg, controller.signal);
      if (res.redirect !== undefined) {
        if (hop >= (cfg.maxRedirects ?? FETCH_MAX_REDIRECTS)) throw new FetchRefused("redirect", "Too many redirects");
        // Relative locations are relative to the provider URL, not to the base that stands in for it.
        const nextRaw = new URL(res.redirect, target.logical);
        let next: Target;
        try {
          next = resolveTarget(nextRaw, cfg);
        } catch {
          throw new FetchRefused("redirect", `Redirect to another host refused (${nextRaw.host})`);
        }
        if (next.host !== target.host && !cfg.crossHostRedirects)
          throw new FetchRefused("redirect", `Redirect to another host refused (${next.host})`);
        target = next;
        continue;
      }
      if (res.status === 304 && cfg.notModifiedOk)
        return {
          status: 304,
          contentType: res.contentType,
          body: Buffer.alloc(0),
          url: target.logical.href,
          ...res.validators,
        };
      if (res.status !== 200) throw new FetchRefused("status", `HTTP ${res.status}`);
      return {
        status: res.status,
        contentType: res.contentType,
        body: res.body!,
        url: target.logical.href,
        ...res.validators,
      };
    }
  } catch (e) {
    if (controller.signal.aborted) throw new FetchRefused("timeout", `No complete answer within ${timeoutMs} ms`);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where a short link points, without going there: one GET on an allowed host
 * (every rule above), and the absolute address of its redirect. The caller
 * decides whether to follow it (the map links' short links: maps.app.goo.gl,
 * maps.apple). An answer that is no redirect is refused ("status").
 */
export async function safeRedirect(raw: string, cfg: FetchConfig): Promise<string> {
  const timeoutMs = cfg.timeoutMs ?? FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const target = resolveTarget(raw, cfg);
    const res = await requestOnce(target, { ...cfg, maxBytes: cfg.maxBytes ?? 64 * 1024 }, controller.signal);
    if (res.redirect === undefined) throw new FetchRefused("status", `HTTP ${res.status}, not a redirect`);
    return new URL(res.redirect, target.logical).href;
  } catch (e) {
    if (controller.signal.aborted) throw new FetchRefused("timeout", `No complete answer within ${timeoutMs} ms`);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

interface Once {
  status: number;
  contentType: string;
  validators?: { etag?: string; lastModified?: string };
  redirect?: string;
  body?: Buffer;
}

async function requestOnce(target: Target, cfg: FetchConfig, signal: AbortSignal): Promise<Once> {
  const maxBytes = cfg.maxBytes ?? FETCH_MAX_BYTES;
  const lookup = target.trusted
    ? undefined
    : pinnedLookup(await checkedAddresses(target.host, cfg.resolve ?? systemResolve));
  signal.throwIfAborted();
  const mod = target.request.protocol === "https:" ? https : http;
  return new Promise<Once>((resolvePromise, reject) => {
    const req = mod.get(
      target.request,
      {
        signal,
        ...(lookup ? { lookup } : {}),
        headers: {
          accept: cfg.accept ?? "application/json, image/*;q=0.9",
          "accept-encoding": "identity",
          "user-agent": cfg.userAgent ?? "Marquee (+https://github.com/marquee; oEmbed and thumbnails)",
          ...cfg.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        const validators = {
          ...(typeof res.headers.etag === "string" ? { etag: res.headers.etag } : {}),
          ...(typeof res.headers["last-modified"] === "string" ? { lastModified: res.headers["last-modified"] } : {}),
        };
        if ([301, 302, 303, 307, 308].includes(status)) {
          res.resume();
          const location = res.headers.location;
          if (!location) return reject(new FetchRefused("redirect", "Redirect without a location"));
          return resolvePromise({ status, contentType, redirect: location });
        }
        if (status !== 200) {
          res.resume();
          return resolvePromise({ status, contentType, validators });
        }
        const declared = Number(res.headers["content-length"] ?? NaN);
        if (Number.isFinite(declared) && declared > maxBytes) {
          reject(new FetchRefused("too_large", `Answer of ${declared} bytes is over the ${maxBytes}-byte cap`));
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total > maxBytes) {
            // Settle first: destroying emits "aborted"/"error", which must not win.
            reject(new FetchRefused("too_large", `Answer is over the ${maxBytes}-byte cap`));
            res.destroy();
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolvePromise({ status, contentType, body: Buffer.concat(chunks), validators }));
        res.on("error", (e) => reject(e));
        res.on("aborted", () => reject(new FetchRefused("network", "Connection closed early")));
      },
    );
    req.on("error", (e) => {
      if (e instanceof FetchRefused) return reject(e);
      reject(signal.aborted ? e : new FetchRefused("network", e.message));
    });
  });
}
