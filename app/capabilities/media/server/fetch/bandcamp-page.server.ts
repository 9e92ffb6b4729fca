/**
 * Reading a Bandcamp album or track page for its player (issue 25 §5), when an
 * editor adds the page's address: one GET through the SSRF-safe fetcher (ADR
 * 0303) — https only, every address public and pinned, at most 3 redirects
 * (to the artist's own domain too, each checked again), 5 s, 2 MB — then the
 * head's embed metadata (lib/providers/bandcamp-page.ts). A page that is too
 * large, redirects somewhere private, never answers or names no player is
 * refused with its reason, and nothing is stored.
 */
import { type BandcampPage, readBandcampPage } from "~/capabilities/media/lib/providers/bandcamp-page.ts";
import { safeFetch } from "./fetch.server.ts";
import type { ProviderFetchOptions } from "./oembed.server.ts";

export const BANDCAMP_PAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The page's player id, title, canonical address and cover; throws FetchRefused (the fetch), or an Error "not-page" or "no-player". */
export async function fetchBandcampPage(page: URL, opts: ProviderFetchOptions = {}): Promise<BandcampPage> {
  const res = await safeFetch(page.href, {
    allowedHosts: "any",
    crossHostRedirects: true,
    maxBytes: BANDCAMP_PAGE_MAX_BYTES,
    accept: "text/html,application/xhtml+xml;q=0.9",
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(opts.resolve ? { resolve: opts.resolve } : {}),
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
  });
  if (res.contentType && !/html/i.test(res.contentType)) throw new Error("not-page");
  const read = readBandcampPage(res.body.toString("utf8"), res.url);
  if (typeof read === "string") throw new Error(read);
  return read;
}
