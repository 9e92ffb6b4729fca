/**
 * Every request the fediverse capability makes (issue 31): fetching a remote actor, key or note, and
 * delivering an activity to an inbox. The rules of the SSRF-safe fetcher (ADR 0303), for any host:
 *
 * - https on the default port only; no user info;
 * - the name is resolved and every address must be public unicast (media's isPublicAddress); the
 *   connection is pinned to the checked addresses, so a second DNS answer cannot switch it;
 * - GET follows at most 3 redirects, on the same host only (each hop checked again); a POST follows
 *   none — a delivery answered with a redirect has failed;
 * - a time limit for the whole exchange and a cap on the bytes read.
 *
 * The only exception is FEDIVERSE_TEST_PEERS: exact loopback origins a test names, which the
 * configuration refuses outside NODE_ENV=test (ADR 3102). They skip the address check and may be
 * plain http; nothing else about them is relaxed.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "~/capabilities/media/index.server.ts";
import { env } from "~/core/env.server.ts";

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export type RefusedReason = "url" | "address" | "redirect" | "too_large" | "timeout" | "network";

export class FediRefused extends Error {
  readonly reason: RefusedReason;
  constructor(reason: RefusedReason, message: string) {
    super(message);
    this.name = "FediRefused";
    this.reason = reason;
  }
}

export interface FediRequest {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: Uint8Array;
  timeoutMs: number;
  maxBytes: number;
  /** DNS answers; the system resolver unless a test supplies its own. */
  resolve?: Resolver;
}

export interface FediResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL that answered (after same-host redirects). */
  url: string;
}

const MAX_REDIRECTS = 3;
const systemResolve: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Whether this URL may be asked at all, and whether it is a test's loopback peer. */
export function checkTarget(
  raw: string | URL,
  peers: readonly string[] = env().FEDIVERSE_TEST_PEERS,
): { url: URL; peer: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FediRefused("url", "Not a URL");
  }
  if (url.username || url.password) throw new FediRefused("url", "URLs with user info are refused");
  if (peers.includes(url.origin)) return { url, peer: true };
  if (url.protocol !== "https:") throw new FediRefused("url", "Only https is allowed");
  if (url.port !== "" && url.port !== "443") throw new FediRefused("url", "Only the default https port is allowed");
  return { url, peer: false };
}

async function checkedAddresses(host: string, resolve: Resolver): Promise<{ address: string; family: number }[]> {
  let addrs: { address: string; family: number }[];
  try {
    addrs = await resolve(host);
  } catch {
    throw new FediRefused("network", `Could not resolve ${host}`);
  }
  if (addrs.length === 0) throw new FediRefused("network", `Could not resolve ${host}`);
  const bad = addrs.find((a) => !isPublicAddress(a.address));
  if (bad) throw new FediRefused("address", `${host} resolves to a non-public address (${bad.address})`);
  return addrs;
}

function pinnedLookup(addrs: { address: string; family: number }[]): LookupFunction {
  return (_host, options, callback) => {
    const wanted =
      typeof options === "object" && options.family ? addrs.filter((a) => a.family === options.family) : addrs;
    const list = wanted.length > 0 ? wanted : addrs;
    if (typeof options === "object" && options.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, list);
    else callback(null, list[0]!.address, list[0]!.family);
  };
}

/** One request under the rules above. Resolves with any status; refuses what the rules forbid. */
export async function fediFetch(raw: string | URL, req: FediRequest): Promise<FediResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs);
  try {
    let target = checkTarget(raw);
    for (let hop = 0; ; hop++) {
      const res = await once(target, req, controller.signal);
      const location = res.headers.location;
      if (res.status >= 300 && res.status < 400 && location) {
        if (req.method !== "GET") throw new FediRefused("redirect", `Answered with a redirect (${res.status})`);
        if (hop >= MAX_REDIRECTS) throw new FediRefused("redirect", "Too many redirects");
        const next = checkTarget(new URL(location, target.url));
        if (next.url.host !== target.url.host)
          throw new FediRefused("redirect", `Redirect to another host refused (${next.url.host})`);
        target = next;
        continue;
      }
      return { ...res, url: target.url.href };
    }
  } catch (e) {
    if (controller.signal.aborted) throw new FediRefused("timeout", `No complete answer within ${req.timeoutMs} ms`);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

async function once(
  target: { url: URL; peer: boolean },
  req: FediRequest,
  signal: AbortSignal,
): Promise<Omit<FediResponse, "url">> {
  const lookup = target.peer
    ? undefined
    : pinnedLookup(await checkedAddresses(target.url.hostname.replace(/^\[|\]$/g, ""), req.resolve ?? systemResolve));
  signal.throwIfAborted();
  const mod = target.url.protocol === "https:" ? https : http;
  return new Promise((resolvePromise, reject) => {
    const r = mod.request(
      target.url,
      {
        method: req.method,
        signal,
        ...(lookup ? { lookup } : {}),
        // One request per connection: a slow or dead server never holds a pooled socket others wait for.
        agent: false,
        headers: {
          "accept-encoding": "identity",
          ...req.headers,
          ...(req.body ? { "content-length": String(req.body.byteLength) } : {}),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
        const declared = Number(headers["content-length"] ?? NaN);
        if (Number.isFinite(declared) && declared > req.maxBytes) {
          reject(new FediRefused("too_large", `Answer of ${declared} bytes is over the ${req.maxBytes}-byte cap`));
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total > req.maxBytes) {
            reject(new FediRefused("too_large", `Answer is over the ${req.maxBytes}-byte cap`));
            res.destroy();
            r.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolvePromise({ status, headers, body: Buffer.concat(chunks) }));
        res.on("error", (e) => reject(e));
        res.on("aborted", () => reject(new FediRefused("network", "Connection closed early")));
      },
    );
    r.on("error", (e) => {
      if (e instanceof FediRefused) return reject(e);
      reject(signal.aborted ? e : new FediRefused("network", e.message));
    });
    r.end(req.body ? Buffer.from(req.body) : undefined);
  });
}
