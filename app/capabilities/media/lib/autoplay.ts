/**
 * The iframe src to load after the visitor's click: the embed URL, told to start playing. Its own small module:
 * the player frame (loaded with the click) works it out from the embed URL, so pages carry one address per
 * player instead of two (ADR 3404).
 */
export function autoplaySrc(embedUrl: string, provider: string): string {
  const [base, hash] = embedUrl.split("#", 2) as [string, string | undefined];
  const url = new URL(base);
  if (provider === "youtube" || provider === "vimeo" || provider === "mixcloud") url.searchParams.set("autoplay", "1");
  else if (provider === "soundcloud") url.searchParams.set("auto_play", "true");
  // Spotify and Bandcamp players have no autoplay switch: one more click inside the player.
  return hash ? `${url.href}#${hash}` : url.href;
}
