/**
 * Local thumbnails for provider items. Fetched once from the provider (oEmbed,
 * SSRF-safe) when an item is added, else drawn here: the provider's brand mark
 * (simple-icons) on its colour. Either way stored as an upload, so visitors'
 * browsers only ever load it from this site.
 */
import sharp from "sharp";
import { siBandcamp, siMixcloud, siSoundcloud, siSpotify, siVimeo, siYoutube } from "simple-icons";
import type { ParsedMedia, ProviderId } from "~/capabilities/media/lib/providers.ts";
import type { Upload } from "~/capabilities/media/server/data/uploads.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { deleteUpload, ingestBuffer } from "./ingest.server.ts";
import {
  fallbackThumbnailUrl,
  fetchOembed,
  fetchThumbnail,
  type OembedInfo,
  type ProviderFetchOptions,
} from "~/capabilities/media/server/fetch/oembed.server.ts";

const BRAND: Record<ProviderId, { path: string; hex: string }> = {
  youtube: siYoutube,
  vimeo: siVimeo,
  soundcloud: siSoundcloud,
  spotify: siSpotify,
  bandcamp: siBandcamp,
  mixcloud: siMixcloud,
};

/** A 960×540 picture: the brand colour, a soft pattern from `seed`, the brand mark in white. */
export async function drawThumbnail(provider: ProviderId, seed: string): Promise<Buffer> {
  const { path, hex } = BRAND[provider];
  let h = 0;
  for (const c of seed) h = (h * 33 + c.charCodeAt(0)) >>> 0;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (h >> (i * 3)) % 960;
    const y = (h >> (i * 2 + 5)) % 540;
    return `<circle cx="${x}" cy="${y}" r="${90 + i * 40}" fill="#fff" fill-opacity="${0.05 + i * 0.015}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${hex}"/><stop offset="1" stop-color="#1b1724"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>${circles}
<g transform="translate(390 180) scale(7.5)"><path d="${path}" fill="#fff"/></g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface ThumbnailOutcome {
  upload: Upload;
  info: OembedInfo;
  /** Where the picture came from. */
  source: "provider" | "drawn";
}

/**
 * Asks the provider (oEmbed, then its fixed thumbnail address) and stores the
 * thumbnail; draws one when that fails. Never throws for network reasons.
 */
export async function thumbnailFor(
  media: ParsedMedia,
  dataDir: string,
  opts: ProviderFetchOptions,
  /** A picture the provider's page named (a Bandcamp page's og:image), tried after oEmbed's. */
  imageUrl?: string,
): Promise<ThumbnailOutcome> {
  let info: OembedInfo = {};
  try {
    if (media.oembedUrl) info = await fetchOembed(media, opts);
  } catch (e) {
    logWarn(`oEmbed for ${media.provider} ${media.id}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const candidates = [info.thumbnailUrl, imageUrl, fallbackThumbnailUrl(media)].filter((x): x is string => !!x);
  for (const url of [...new Set(candidates)]) {
    try {
      const bytes = await fetchThumbnail(media.provider, url, opts);
      const { upload } = await ingestBuffer(bytes, `${media.provider}-${media.id.replace(/\W+/g, "-")}.img`, {
        dataDir,
        purpose: "thumbnail",
        kinds: ["image"],
      });
      if (upload.state === "ready") return { upload, info, source: "provider" };
      // A picture that sniffed as an image but could not be processed (cut off, damaged) belongs to no item: drop it.
      await deleteUpload(upload.id, dataDir);
    } catch (e) {
      logWarn(`thumbnail for ${media.provider} ${media.id}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const drawn = await drawThumbnail(media.provider, media.id);
  const { upload } = await ingestBuffer(drawn, `${media.provider}-drawn.png`, {
    dataDir,
    purpose: "thumbnail",
    kinds: ["image"],
  });
  return { upload, info, source: "drawn" };
}
