/**
 * Where a pasted link leads, for a release's listening buttons (issue 34):
 * the service is read from the address, so the owner pastes links and the
 * buttons name and mark themselves. Anything else is a plain link named by its
 * host. Pure and browser-safe: the studio shows what it recognised as the
 * owner types.
 */
export const STREAMING_SERVICES = {
  spotify: "Spotify",
  applemusic: "Apple Music",
  bandcamp: "Bandcamp",
  youtubemusic: "YouTube Music",
  youtube: "YouTube",
  deezer: "Deezer",
  tidal: "Tidal",
  soundcloud: "SoundCloud",
  amazonmusic: "Amazon Music",
  mixcloud: "Mixcloud",
  qobuz: "Qobuz",
} as const;
export type StreamingService = keyof typeof STREAMING_SERVICES;

/** Host suffixes per service, most specific first (music.youtube.com before youtube.com). */
const HOSTS: [StreamingService, RegExp][] = [
  ["spotify", /(^|\.)(spotify\.com|spotify\.link)$/],
  ["applemusic", /^(music|itunes|geo\.music)\.apple\.com$/],
  ["bandcamp", /(^|\.)bandcamp\.com$/],
  ["youtubemusic", /^music\.youtube\.com$/],
  ["youtube", /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/],
  ["deezer", /(^|\.)(deezer\.com|deezer\.page\.link)$/],
  ["tidal", /(^|\.)tidal\.com$/],
  ["soundcloud", /(^|\.)(soundcloud\.com|on\.soundcloud\.com)$/],
  ["amazonmusic", /^music\.amazon\.[a-z.]+$/],
  ["mixcloud", /(^|\.)mixcloud\.com$/],
  ["qobuz", /(^|\.)qobuz\.com$/],
];

export interface StreamingLink {
  url: string;
  /** The service, or null for a link we do not know (its host names it). */
  service: StreamingService | null;
  /** "Spotify", or the host ("label.example"). */
  label: string;
}

/** The link read from an address, or null when it is not an http(s) address at all. */
export function streamingLink(raw: string): StreamingLink | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const host = u.hostname.toLowerCase().replace(/^www\./, "");
  const hit = HOSTS.find(([, re]) => re.test(host));
  return hit
    ? { url: u.href, service: hit[0], label: STREAMING_SERVICES[hit[0]] }
    : { url: u.href, service: null, label: host };
}
