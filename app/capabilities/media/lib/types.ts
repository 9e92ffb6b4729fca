/** Shared types of the media provider registry (universal: browser and server). */

export type ProviderId = "youtube" | "vimeo" | "soundcloud" | "spotify" | "bandcamp" | "mixcloud";
export type MediaKind = "video" | "audio";

/** How the provider's player wants to be sized: a ratio (video) or a fixed height (audio widgets). */
export interface FrameSize {
  aspectRatio?: string;
  height?: number;
}

/** Everything Marquee needs to show, link and embed one item from a provider. */
export interface ParsedMedia {
  provider: ProviderId;
  kind: MediaKind;
  /** The provider's id, in a form `buildMedia()` accepts back (e.g. "dQw4w9WgXcQ", "track/4uLU6hMCjMI75M1A2tKUQC"). */
  id: string;
  /** Start time in whole seconds, when the link carried one. */
  start?: number;
  /** The link people would share; stored as the item's URL. */
  canonicalUrl: string;
  /** The player URL (privacy-enhanced where the provider offers it), without autoplay. */
  embedUrl: string;
  /** The full oEmbed request URL, when the provider has one. */
  oembedUrl?: string;
  frame: FrameSize;
  /** A title found in what was pasted (Bandcamp embed code carries one). */
  titleHint?: string;
}

export type ParseResult = { ok: true; media: ParsedMedia } | { ok: false; error: string };

/** What a provider's parser extracts from a URL before the registry builds the rest. */
export interface Extracted {
  id: string;
  start?: number;
  canonicalUrl?: string;
  titleHint?: string;
}

export interface ProviderDef {
  id: ProviderId;
  label: string;
  kind: MediaKind;
  /** Hosts whose links are accepted when pasted (exact names, lower case). */
  hosts: readonly string[];
  /** Hosts the server may contact for oEmbed and thumbnails (SPEC §7). */
  fetchHosts: readonly string[];
  /** Origins the player iframe loads from (for the CSP frame-src). */
  frameOrigins: readonly string[];
  /** Reads a URL on one of `hosts`: the extracted id, or a message for the admin. */
  extract(url: URL): Extracted | string;
  /** Builds the full description from an id; null when the id is not valid for this provider. */
  build(e: Extracted): ParsedMedia | null;
}
