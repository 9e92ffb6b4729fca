/** Mixcloud: show (cloudcast) links and the player-widget URL with its feed parameter. */
import type { ProviderDef } from "~/capabilities/media/lib/types.ts";
import { normalHost, oembedUrl, segments } from "~/capabilities/media/lib/url.ts";

const SLUG = /^[A-Za-z0-9_.-]{1,255}$/;
const ID = /^[A-Za-z0-9_.-]{1,255}\/[A-Za-z0-9_.-]{1,255}$/;
// First segments that are Mixcloud's own pages, not user names.
const RESERVED = new Set([
  "discover",
  "upload",
  "select",
  "live",
  "categories",
  "tag",
  "dashboard",
  "settings",
  "search",
  "about",
  "pro",
  "developers",
  "oembed",
  "widget",
  "notifications",
  "messages",
  "feed",
  "creators",
  "jobs",
  "login",
  "signup",
]);
// Second segments that are tabs of a profile, not shows.
const PROFILE_TABS = new Set([
  "uploads",
  "favorites",
  "listens",
  "playlists",
  "followers",
  "following",
  "stream",
  "reposts",
  "hosts",
  "posts",
  "stats",
]);

export const mixcloud: ProviderDef = {
  id: "mixcloud",
  label: "Mixcloud",
  kind: "audio",
  hosts: ["mixcloud.com", "www.mixcloud.com", "m.mixcloud.com", "player-widget.mixcloud.com"],
  fetchHosts: ["www.mixcloud.com", "thumbnailer.mixcloud.com"],
  frameOrigins: ["https://player-widget.mixcloud.com"],

  extract(url) {
    let segs = segments(url);
    const widget = normalHost(url) === "player-widget.mixcloud.com" || (segs[0] === "widget" && segs[1] === "iframe");
    if (widget) {
      const feed = url.searchParams.get("feed") ?? "";
      // The feed is "/user/show/" or a full https://www.mixcloud.com/user/show/ address.
      const path = feed.replace(/^https?:\/\/(www\.|m\.)?mixcloud\.com(?=\/)/i, "");
      if (!path.startsWith("/")) return "This Mixcloud player link doesn't name a show.";
      segs = path.split("/").filter(Boolean);
    }
    const [user, show, extra] = segs;
    if (!user || RESERVED.has(user.toLowerCase()) || !SLUG.test(user))
      return "This Mixcloud link doesn't point to a show.";
    if (!show || PROFILE_TABS.has(show)) return "This Mixcloud link points to a profile. Paste the link of one show.";
    if (!SLUG.test(show) || extra !== undefined) return "This Mixcloud link doesn't point to a show.";
    return { id: `${user}/${show}` };
  },

  build({ id }) {
    if (!ID.test(id)) return null;
    const canonical = `https://www.mixcloud.com/${id}/`;
    const embed = new URL("https://player-widget.mixcloud.com/widget/iframe/");
    embed.searchParams.set("hide_cover", "1");
    embed.searchParams.set("feed", `/${id}/`);
    return {
      provider: "mixcloud",
      kind: "audio",
      id,
      canonicalUrl: canonical,
      embedUrl: embed.href,
      oembedUrl: oembedUrl("https://www.mixcloud.com/oembed/", canonical, { json: true }),
      frame: { height: 120 },
    };
  },
};
