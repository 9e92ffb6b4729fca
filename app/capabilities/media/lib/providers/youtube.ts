/** YouTube: watch, youtu.be, shorts, embed, live, /v/, m. and music. hosts, with start times. */
import type { ProviderDef } from "~/capabilities/media/lib/types.ts";
import { parseStartTime } from "~/capabilities/media/lib/start-time.ts";
import { hashParam, normalHost, oembedUrl, segments } from "~/capabilities/media/lib/url.ts";

const ID = /^[A-Za-z0-9_-]{11}$/;

export const youtube: ProviderDef = {
  id: "youtube",
  label: "YouTube",
  kind: "video",
  hosts: [
    "youtube.com",
    "www.youtube.com",
    "m.youtube.com",
    "music.youtube.com",
    "youtu.be",
    "youtube-nocookie.com",
    "www.youtube-nocookie.com",
  ],
  fetchHosts: ["www.youtube.com", "i.ytimg.com", "img.youtube.com"],
  frameOrigins: ["https://www.youtube-nocookie.com"],

  extract(url) {
    const host = normalHost(url);
    const segs = segments(url);
    const q = url.searchParams;
    const start = parseStartTime(q.get("t") ?? q.get("start") ?? q.get("time_continue") ?? hashParam(url, "t"));
    let id: string | undefined;
    if (host === "youtu.be") id = segs[0];
    else if (segs[0] === "watch") id = q.get("v") ?? undefined;
    else if (["shorts", "embed", "live", "v", "e"].includes(segs[0] ?? "")) id = segs[1];
    else if (segs[0] === "playlist") return "YouTube playlists can't be added yet. Paste the link of one video.";
    else if (segs[0]?.startsWith("@") || segs[0] === "channel" || segs[0] === "c" || segs[0] === "user")
      return "This YouTube link points to a channel. Paste the link of one video.";
    if (id === undefined || id === "") return "This YouTube link doesn't point to a video.";
    if (!ID.test(id)) return "This YouTube link has a malformed video id.";
    return { id, start };
  },

  build({ id, start }) {
    if (!ID.test(id)) return null;
    const canonical = new URL("https://www.youtube.com/watch");
    canonical.searchParams.set("v", id);
    const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
    if (start) {
      canonical.searchParams.set("t", `${start}s`);
      embed.searchParams.set("start", String(start));
    }
    return {
      provider: "youtube",
      kind: "video",
      id,
      ...(start ? { start } : {}),
      canonicalUrl: canonical.href,
      embedUrl: embed.href,
      oembedUrl: oembedUrl("https://www.youtube.com/oembed", `https://www.youtube.com/watch?v=${id}`, { json: true }),
      frame: { aspectRatio: "16 / 9" },
    };
  },
};
