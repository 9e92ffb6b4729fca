/**
 * How Fedify reads remote documents (actors, keys, notes) — through the capability's SSRF-safe
 * fetcher (server/net/fetch.server.ts, ADR 0303/3102) instead of its own fetch: every address
 * checked and pinned, same-host redirects only, 5 s and 1 MB at most, nesting limited. The JSON-LD
 * contexts Fedify ships (ActivityStreams, security, Mastodon's) are answered from memory, so reading
 * a document never asks w3.org. An authenticated loader signs its GET with the site's key for servers
 * that refuse unsigned reads (Mastodon's secure mode).
 */
import { kvCache, preloadedContexts, signRequest, type KvStore } from "@fedify/fedify";
import {
  FetchError,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type DocumentLoaderFactory,
  type RemoteDocument,
} from "@fedify/vocab-runtime";
import { jsonDepth, MAX_DEPTH } from "../../lib/json-limits.ts";
import { fediFetch } from "../net/fetch.server.ts";

export const AP_ACCEPT =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
export const USER_AGENT = "Marquee (ActivityPub; +https://github.com/marquee)";
const FETCH_TIMEOUT_MS = 5_000;
const FETCH_MAX_BYTES = 1024 * 1024;

function preloaded(url: string): RemoteDocument | null {
  return Object.hasOwn(preloadedContexts, url)
    ? { contextUrl: null, documentUrl: url, document: preloadedContexts[url] }
    : null;
}

async function load(url: string, headers: Record<string, string>): Promise<RemoteDocument> {
  const res = await fediFetch(url, {
    method: "GET",
    headers: { accept: AP_ACCEPT, "user-agent": USER_AGENT, ...headers },
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: FETCH_MAX_BYTES,
  });
  if (res.status !== 200) throw new FetchError(url, `HTTP ${res.status} from ${new URL(url).host}`);
  const type = (res.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (!/^application\/(activity\+json|ld\+json|json|jrd\+json)$/.test(type))
    throw new FetchError(url, `Not JSON (${type || "no content type"})`);
  const text = res.body.toString("utf8");
  if (jsonDepth(text) > MAX_DEPTH) throw new FetchError(url, `Nested deeper than ${MAX_DEPTH}`);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new FetchError(url, "Not valid JSON");
  }
  return { contextUrl: null, documentUrl: res.url, document };
}

/** The loader for contexts and documents, cached in the site's KvStore for a few minutes. */
export function documentLoaderFactory(kv: KvStore): DocumentLoaderFactory {
  const loader: DocumentLoader = (url) => Promise.resolve(preloaded(url) ?? load(url, {}));
  const cached = kvCache({ loader, kv, prefix: ["_fedify", "remoteDocument"] });
  return () => cached;
}

/** Signs each GET with the site's key (draft-cavage, what servers in secure mode verify). Never cached. */
export const authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory = (identity) => async (url) => {
  const early = preloaded(url);
  if (early) return early;
  const signed = await signRequest(
    new Request(url, { method: "GET", headers: { accept: AP_ACCEPT } }),
    identity.privateKey,
    identity.keyId,
    { spec: "draft-cavage-http-signatures-12" },
  );
  const headers: Record<string, string> = {};
  signed.headers.forEach((v, k) => (headers[k] = v));
  return load(url, headers);
};
