/** Vimeo: public and private (hash) links, channels, groups, showcases, player.vimeo.com; embeds with dnt=1. */
import type { ProviderDef } from "~/capabilities/media/lib/types.ts";
import { parseStartTime } from "~/capabilities/media/lib/start-time.ts";
import { hashParam, normalHost, oembedUrl, segments } from "~/capabilities/media/lib/url.ts";

const NUM = /^\d{1,12}$/;
const HASH = /^[0-9a-f]{6,20}$/i;
const ID = /^(\d{1,12})(?:\/([0-9a-f]{6,20}))?$/i;

export const vimeo: ProviderDef = {
  id: "vimeo",
  label: "Vimeo",
  kind: "video",
  hosts: ["vimeo.com", "www.vimeo.com", "player.vimeo.com"],
  fetchHosts: ["vimeo.com", "i.vimeocdn.com"],
  frameOrigins: ["https://player.vimeo.com"],

  extract(url) {
    const segs = segments(url);
    const start = parseStartTime(hashParam(url, "t") ?? url.searchParams.get("t"));
    let num: string | undefined;
    let hash: string | undefined = url.searchParams.get("h") ?? undefined;
    if (normalHost(url) === "player.vimeo.com") {
      if (segs[0] === "video") num = segs[1];
    } else if (segs[0] && NUM.test(segs[0])) {
      num = segs[0];
      if (segs[1] && HASH.test(segs[1])) hash = segs[1];
    } else if (segs[0] === "channels" && segs[2] && NUM.test(segs[2])) {
      num = segs[2];
    } else if (segs[0] === "groups" && segs[2] === "videos") {
      num = segs[3];
    } else if ((segs[0] === "album" || segs[0] === "showcase") && segs[2] === "video") {
      num = segs[3];
    } else if (segs[0] === "video") {
      num = segs[1];
    } else if (segs[0] === "manage" && segs[1] === "videos") {
      num = segs[2];
      if (segs[3] && HASH.test(segs[3])) hash = segs[3];
    }
    if (!num || !NUM.test(num)) return "This Vimeo link doesn't point to a video.";
    if (hash !== undefined && !HASH.test(hash)) return "This Vimeo link has a malformed private hash.";
    return { id: hash ? `${num}/${hash.toLowerCase()}` : num, start };
  },

  build({ id, start }) {
    const m = ID.exec(id);
    if (!m) return null;
    const [, num, hash] = m;
    const embed = new URL(`https://player.vimeo.com/video/${num}`);
    if (hash) embed.searchParams.set("h", hash);
    // dnt=1: Vimeo's player sets no tracking cookies and sends no analytics.
    embed.searchParams.set("dnt", "1");
    const canonical = `https://vimeo.com/${num}${hash ? `/${hash}` : ""}`;
    return {
      provider: "vimeo",
      kind: "video",
      id,
      ...(start ? { start } : {}),
      canonicalUrl: start ? `${canonical}#t=${start}s` : canonical,
      embedUrl: start ? `${embed.href}#t=${start}s` : embed.href,
      oembedUrl: oembedUrl("https://vimeo.com/api/oembed.json", canonical),
      frame: { aspectRatio: "16 / 9" },
    };
  },
};
