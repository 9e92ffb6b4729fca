/**
 * SoundCloud: track and set (playlist) permalinks, private links with their
 * s- token, api.soundcloud.com ids and the w.soundcloud.com player URL. Short
 * links (on.soundcloud.com) only resolve by asking SoundCloud, which we won't
 * do for a paste, so they are refused with a way forward.
 */
import type { ProviderDef } from "~/capabilities/media/lib/types.ts";
import { normalHost, oembedUrl, segments, toSafeUrl } from "~/capabilities/media/lib/url.ts";

const SLUG = /^[A-Za-z0-9_-]{1,255}$/;
const SECRET = /^s-[A-Za-z0-9]{1,40}$/;
const ID =
  /^(?:(tracks|playlists)\/\d{1,15}|[A-Za-z0-9_-]{1,255}\/(?:sets\/)?[A-Za-z0-9_-]{1,255}(?:\/s-[A-Za-z0-9]{1,40})?)$/;
// First path segments that are SoundCloud's own pages, not user names.
const RESERVED = new Set([
  "discover",
  "stream",
  "search",
  "upload",
  "you",
  "charts",
  "pages",
  "settings",
  "messages",
  "notifications",
  "people",
  "terms-of-use",
  "mobile",
  "jobs",
  "imprint",
  "popular",
  "signin",
  "logout",
  "tags",
  "feed",
  "connect",
  "go",
  "artists",
  "for-artists",
  "creators",
  "premium",
  "pro",
  "playlists",
  "tracks",
]);
// Second segments that are tabs of a profile, not track names.
const PROFILE_TABS = new Set([
  "tracks",
  "albums",
  "popular-tracks",
  "likes",
  "reposts",
  "followers",
  "following",
  "comments",
  "spotlight",
  "sets",
]);

export const soundcloud: ProviderDef = {
  id: "soundcloud",
  label: "SoundCloud",
  kind: "audio",
  hosts: [
    "soundcloud.com",
    "www.soundcloud.com",
    "m.soundcloud.com",
    "on.soundcloud.com",
    "w.soundcloud.com",
    "api.soundcloud.com",
  ],
  fetchHosts: ["soundcloud.com", "i1.sndcdn.com", "i2.sndcdn.com", "i3.sndcdn.com", "i4.sndcdn.com"],
  frameOrigins: ["https://w.soundcloud.com"],

  extract(url) {
    const host = normalHost(url);
    const segs = segments(url);
    if (host === "on.soundcloud.com") {
      return "SoundCloud short links (on.soundcloud.com) can't be read. Open the link in your browser and paste the full soundcloud.com address instead.";
    }
    if (host === "w.soundcloud.com") {
      const inner = url.searchParams.get("url");
      const innerUrl = inner ? toSafeUrl(inner) : undefined;
      if (
        innerUrl instanceof URL &&
        ["api.soundcloud.com", "soundcloud.com", "www.soundcloud.com"].includes(normalHost(innerUrl))
      ) {
        const r = this.extract(innerUrl);
        if (typeof r !== "string") return r;
      }
      return "This SoundCloud player link doesn't name a track or set.";
    }
    if (host === "api.soundcloud.com") {
      const [type, num] = segs;
      if ((type === "tracks" || type === "playlists") && num && /^\d{1,15}$/.test(num)) return { id: `${type}/${num}` };
      return "This SoundCloud link doesn't point to a track or set.";
    }
    const [user, second, third, fourth] = segs;
    if (!user || RESERVED.has(user) || !SLUG.test(user)) return "This SoundCloud link doesn't point to a track or set.";
    if (second === "sets" && third && SLUG.test(third)) {
      if (fourth && !SECRET.test(fourth)) return "This SoundCloud link doesn't point to a track or set.";
      return { id: `${user}/sets/${third}${fourth ? `/${fourth}` : ""}` };
    }
    if (!second || PROFILE_TABS.has(second))
      return "This SoundCloud link points to a profile. Paste the link of one track or set.";
    if (!SLUG.test(second)) return "This SoundCloud link doesn't point to a track or set.";
    if (third && SECRET.test(third)) return { id: `${user}/${second}/${third}` };
    return { id: `${user}/${second}` };
  },

  build({ id }) {
    if (!ID.test(id)) return null;
    const api = /^(tracks|playlists)\//.test(id);
    const canonical = api ? `https://api.soundcloud.com/${id}` : `https://soundcloud.com/${id}`;
    const isSet = id.startsWith("playlists/") || /^[^/]+\/sets\//.test(id);
    const embed = new URL("https://w.soundcloud.com/player/");
    embed.searchParams.set("url", canonical);
    embed.searchParams.set("visual", "false");
    embed.searchParams.set("show_teaser", "false");
    return {
      provider: "soundcloud",
      kind: "audio",
      id,
      canonicalUrl: canonical,
      embedUrl: embed.href,
      oembedUrl: oembedUrl("https://soundcloud.com/oembed", canonical, { json: true }),
      frame: { height: isSet ? 450 : 166 },
    };
  },
};
