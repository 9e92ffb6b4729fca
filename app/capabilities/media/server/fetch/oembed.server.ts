/**
 * Asking a provider about an item when an admin adds it: the oEmbed answer
 * (title, author, thumbnail address, duration) and the thumbnail's bytes, both
 * through the SSRF-safe fetcher and only from that provider's fixed hosts.
 */
import { z } from "zod";
import { PROVIDERS, type ParsedMedia, type ProviderId } from "~/capabilities/media/lib/providers.ts";
import { sniffType } from "~/capabilities/media/server/uploads/sniff.server.ts";
import { FetchRefused, safeFetch, type FetchConfig, type Resolver } from "./fetch.server.ts";

export interface ProviderFetchOptions {
  /** OEMBED_BASE_URL. */
  baseUrl?: string | undefined;
  resolve?: Resolver;
  timeoutMs?: number;
}

export interface OembedInfo {
  title?: string;
  authorName?: string;
  thumbnailUrl?: string;
  /** Seconds, when the provider says (Vimeo does). */
  duration?: number;
}

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\s+/g, " ").trim().slice(0, max))
    .optional()
    .catch(undefined);

// Every field optional and forgiving: a provider adding or changing a field must not break adding an item.
const OembedSchema = z.object({
  title: text(200),
  author_name: text(200),
  thumbnail_url: z.string().max(2048).optional().catch(undefined),
  image: z.string().max(2048).optional().catch(undefined),
  duration: z
    .number()
    .nonnegative()
    .max(48 * 3600)
    .optional()
    .catch(undefined),
});

export function fetchConfig(provider: ProviderId, opts: ProviderFetchOptions, accept: string): FetchConfig {
  return {
    allowedHosts: PROVIDERS[provider].fetchHosts,
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(opts.resolve ? { resolve: opts.resolve } : {}),
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
    accept,
  };
}

/** The oEmbed answer for an item; throws FetchRefused when it can't be had. */
export async function fetchOembed(media: ParsedMedia, opts: ProviderFetchOptions = {}): Promise<OembedInfo> {
  if (!media.oembedUrl) throw new FetchRefused("url", `${PROVIDERS[media.provider].label} has no oEmbed endpoint`);
  const res = await safeFetch(media.oembedUrl, fetchConfig(media.provider, opts, "application/json"));
  let raw: unknown;
  try {
    raw = JSON.parse(res.body.toString("utf8"));
  } catch {
    throw new FetchRefused("status", "The oEmbed answer is not JSON");
  }
  const parsed = OembedSchema.safeParse(raw);
  if (!parsed.success) throw new FetchRefused("status", "The oEmbed answer is not an object");
  const o = parsed.data;
  const thumb = o.thumbnail_url ?? o.image;
  return {
    ...(o.title ? { title: o.title } : {}),
    ...(o.author_name ? { authorName: o.author_name } : {}),
    ...(thumb ? { thumbnailUrl: thumb } : {}),
    ...(o.duration ? { duration: Math.round(o.duration) } : {}),
  };
}

/** The thumbnail's bytes, checked to be an image by its bytes; throws FetchRefused otherwise. */
export async function fetchThumbnail(
  provider: ProviderId,
  url: string,
  opts: ProviderFetchOptions = {},
): Promise<Buffer> {
  const res = await safeFetch(
    url,
    fetchConfig(provider, opts, "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8"),
  );
  const type = await sniffType(res.body.subarray(0, 4100));
  if (!type || type.kind !== "image") throw new FetchRefused("status", "The thumbnail is not an image");
  return res.body;
}

/** Where a thumbnail can be had without oEmbed (YouTube's is at a fixed address). */
export function fallbackThumbnailUrl(media: ParsedMedia): string | undefined {
  return media.provider === "youtube" ? `https://i.ytimg.com/vi/${media.id}/hqdefault.jpg` : undefined;
}
