/** What /press shows a visitor, its sitemap entry, and the ZIP of its photos. */
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import type { ObjectStore } from "~/core/storage/store.server.ts";
import { logError } from "~/core/log.server.ts";
import type { SitemapEntry } from "~/core/seo/sitemap.server.ts";
import { imageOriginals, imageViews } from "~/capabilities/media/index.server.ts";
import type { ImageView } from "~/capabilities/media/index.ts";
import { type PressKit, type PressQuote, pressKitHasContent } from "~/capabilities/press/lib/model.ts";
import { readPressKit, visiblePressKit } from "./press.server.ts";

export interface PressBio {
  html: string;
  /** The plain text (the copy button's and the no-JavaScript version's). */
  text: string;
}

export interface PressPhotoView {
  id: string;
  image: ImageView;
  credit: string;
  /** The original's download address (?key= kept for a private kit). */
  download: string;
}

export interface PressPageView {
  shortBio: PressBio | null;
  longBio: PressBio | null;
  photos: PressPhotoView[];
  quotes: PressQuote[];
  /** "Download all" (null without photos). */
  zip: string | null;
  private: boolean;
  updatedAt: string | null;
}

/** Plain text that keeps the paragraphs (what a booker pastes into a programme): each block's text, a blank line between. */
const plainText = (md: string) =>
  md
    .split(/\n\s*\n/)
    .map((block) => markdownToText(block, 100_000))
    .filter(Boolean)
    .join("\n\n");

const bio = (md: string): PressBio | null => (md.trim() ? { html: renderMarkdown(md), text: plainText(md) } : null);
const withKey = (path: string, k: PressKit) => (k.visibility === "private" ? `${path}?key=${encodeURIComponent(k.token)}` : path);

export async function pressPage(key: string | null): Promise<PressPageView> {
  const k = await visiblePressKit(key);
  const views = await imageViews(k.photos.map((p) => p.id));
  const photos = k.photos.flatMap((p) => {
    const image = views.get(p.id);
    return image ? [{ id: p.id, image, credit: p.credit, download: withKey(`/press/photos/${p.id}`, k) }] : [];
  });
  return {
    shortBio: bio(k.shortBio),
    longBio: bio(k.longBio),
    photos,
    quotes: k.quotes,
    zip: photos.length ? withKey("/press/photos.zip", k) : null,
    private: k.visibility === "private",
    updatedAt: k.updatedAt,
  };
}

export async function pressSitemap(): Promise<SitemapEntry[]> {
  const k = await readPressKit();
  return k.visibility === "public" && pressKitHasContent(k) ? [{ path: "/press", lastmod: k.updatedAt ?? undefined }] : [];
}

/** The file name a photo gets in a download: its place in the kit and the original's extension. */
export const photoFileName = (index: number, ext: string) => `press-photo-${String(index + 1).padStart(2, "0")}.${ext.replace(/[^a-z0-9]/gi, "") || "jpg"}`;

/** One photo's original, for its download: the store's stream, its name and type; undefined when it is not one of the kit's. */
export async function pressPhotoOriginal(key: string | null, id: string, store: ObjectStore = storage()) {
  const k = await visiblePressKit(key);
  const index = k.photos.findIndex((p) => p.id === id);
  if (index < 0) return undefined;
  const original = (await imageOriginals([id])).get(id);
  if (!original) return undefined;
  const obj = await store.get(original.key);
  return obj ? { body: obj.body, size: obj.size, mime: original.mime, name: photoFileName(index, original.ext) } : undefined;
}

/**
 * "Download all": a ZIP streamed from the originals as they are read from the
 * store, one at a time (yazl's lazy entries), stored without compression
 * (photos are compressed already). Only the kit's own photos, by the keys the
 * media capability made — nothing a request names. No temporary file, no
 * buffer of the whole archive: memory stays at a few chunks whatever its size.
 */
export async function pressPhotosZip(key: string | null, store: ObjectStore = storage()): Promise<Readable> {
  const k = await visiblePressKit(key);
  const originals = await imageOriginals(k.photos.map((p) => p.id));
  const zip = new ZipFile();
  const credits: string[] = [];
  k.photos.forEach((p, i) => {
    const o = originals.get(p.id);
    if (!o) return;
    const name = photoFileName(i, o.ext);
    credits.push(`${name}${p.credit ? `: ${p.credit}` : ""}`);
    zip.addReadStreamLazy(name, { compress: false }, (cb) => {
      store.get(o.key).then(
        (obj) => (obj ? cb(null, obj.body) : cb(new Error(`The original of ${p.id} is missing from the store`), undefined as never)),
        (e: unknown) => cb(e, undefined as never),
      );
    });
  });
  zip.addBuffer(Buffer.from(`${credits.join("\n")}\n`, "utf8"), "credits.txt");
  const out = zip.outputStream as unknown as Readable;
  // A missing or unreadable original ends the download with an error (the browser shows it failed) instead of a short archive.
  zip.on("error", (e: unknown) => {
    logError(e, { job: "press-zip" });
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  zip.end();
  return out;
}
