/** What /press shows a visitor, its sitemap entry, and the ZIP of its photos. */
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import type { ObjectStore } from "~/core/storage/store.server.ts";
import { logError } from "~/core/log.server.ts";
import type { SitemapEntry } from "~/core/seo/sitemap.server.ts";
import { imageOriginals, imageViews, mediaPage } from "~/capabilities/media/index.server.ts";
import type { ImageView, LeanImageView } from "~/capabilities/media/index.ts";
import { announceableEvents, getEventDate } from "~/capabilities/events/index.server.ts";
import { formatWhen } from "~/core/dates/format.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import {
  type PressContact,
  type PressFileSlot,
  type PressKit,
  type PressQuote,
  PRESS_FILE_NAMES,
  pressKitHasContent,
} from "~/capabilities/press/lib/model.ts";
import { readPressKit, visiblePressKit } from "./press.server.ts";
import { translatedOne } from "~/core/i18n/content.server.ts";
import { PRESS_KIT_ENTITY } from "~/capabilities/press/lib/model.ts";
import { quoteTexts } from "~/capabilities/press/lib/form.ts";
import { readPressFileBytes } from "./data/files.server.ts";

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

export interface PressFileLink {
  slot: PressFileSlot;
  href: string;
  /** Bytes, for "PDF, 1.2 MB". */
  size: number;
  width: number;
  height: number;
}

export interface PressMediaItem {
  id: string;
  title: string;
  /** The provider's page (YouTube, Bandcamp…) or the site's media page for an upload. */
  href: string;
  provider: string;
  thumbnail: LeanImageView | null;
}

export interface PressDate {
  title: string;
  whenText: string;
  venueName: string;
  path: string;
}

export interface PressPageView {
  shortBio: PressBio | null;
  longBio: PressBio | null;
  photos: PressPhotoView[];
  quotes: PressQuote[];
  contacts: PressContact[];
  /** The logo as PNG and as SVG (each shown and downloadable). */
  logos: PressFileLink[];
  /** The technical rider and the stage plot (PDF attachments). */
  documents: PressFileLink[];
  media: PressMediaItem[];
  dates: PressDate[];
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
const withKey = (path: string, k: PressKit) =>
  k.visibility === "private" ? `${path}?key=${encodeURIComponent(k.token)}` : path;

/** The site's featured media (its published media otherwise), at most three: a booker's first listen. */
async function pressMedia(): Promise<PressMediaItem[]> {
  const featured = await mediaPage({ featuredOnly: true, limit: 3 });
  const items = featured.length ? featured : await mediaPage({ limit: 3 });
  return items.map((i) => ({
    id: i.id,
    title: i.title,
    href: i.type === "embed" ? i.url : "/media",
    provider: i.type === "embed" ? i.providerLabel : "",
    thumbnail: i.thumbnail ? { ...i.thumbnail, placeholder: "" } : null,
  }));
}

/** The next five dates (not cancelled), from the events capability; their times written in the site's locale. */
async function pressDates(): Promise<PressDate[]> {
  const [events, tr] = await Promise.all([announceableEvents(), siteI18n()]);
  const next = events.filter((e) => !e.cancelled).slice(0, 5);
  const dates = await Promise.all(next.map((e) => getEventDate(e.eventId, null)));
  return next.map((e, i) => {
    const d = dates[i];
    const whenText = d
      ? formatWhen({ start: d.startMs, end: d.endMs, tz: d.tz, allDay: d.allDay }, tr.intl)
      : e.whenText;
    return { title: e.title, whenText, venueName: e.venueName, path: e.path };
  });
}

/**
 * The kit's texts in the request's language (issue 15): each biography, and
 * each quote whose row has a translation, replaced; the rest (and every name,
 * source and credit) as written. No query on a default-language request.
 */
export async function localizedKit(k: PressKit): Promise<PressKit> {
  const t = await translatedOne(PRESS_KIT_ENTITY, { shortBio: k.shortBio, longBio: k.longBio, quotes: "" }, "1");
  const quotes = quoteTexts(t.quotes);
  return {
    ...k,
    shortBio: t.shortBio,
    longBio: t.longBio,
    quotes: k.quotes.map((q, i) => (quotes[i] ? { ...q, quote: quotes[i] } : q)),
  };
}

export async function pressPage(key: string | null): Promise<PressPageView> {
  const k = await localizedKit(await visiblePressKit(key));
  const [views, media, dates] = await Promise.all([imageViews(k.photos.map((p) => p.id)), pressMedia(), pressDates()]);
  const file = (slot: PressFileSlot): PressFileLink[] => {
    const f = k.files.find((x) => x.slot === slot);
    return f
      ? [
          {
            slot,
            href: withKey(`/press/files/${PRESS_FILE_NAMES[slot]}`, k),
            size: f.size,
            width: f.width,
            height: f.height,
          },
        ]
      : [];
  };
  const photos = k.photos.flatMap((p) => {
    const image = views.get(p.id);
    return image ? [{ id: p.id, image, credit: p.credit, download: withKey(`/press/photos/${p.id}`, k) }] : [];
  });
  return {
    shortBio: bio(k.shortBio),
    longBio: bio(k.longBio),
    photos,
    quotes: k.quotes,
    contacts: k.contacts,
    logos: [...file("logo_svg"), ...file("logo_png")],
    documents: [...file("rider"), ...file("stage_plot")],
    media,
    dates,
    zip: photos.length ? withKey("/press/photos.zip", k) : null,
    private: k.visibility === "private",
    updatedAt: k.updatedAt,
  };
}

export async function pressSitemap(): Promise<SitemapEntry[]> {
  const k = await readPressKit();
  return k.visibility === "public" && pressKitHasContent(k)
    ? [{ path: "/press", lastmod: k.updatedAt ?? undefined }]
    : [];
}

/** The file name a photo gets in a download: its place in the kit and the original's extension. */
export const photoFileName = (index: number, ext: string) =>
  `press-photo-${String(index + 1).padStart(2, "0")}.${ext.replace(/[^a-z0-9]/gi, "") || "jpg"}`;

/** One photo's original, for its download: the store's stream, its name and type; undefined when it is not one of the kit's. */
export async function pressPhotoOriginal(key: string | null, id: string, store: ObjectStore = storage()) {
  const k = await visiblePressKit(key);
  const index = k.photos.findIndex((p) => p.id === id);
  if (index < 0) return undefined;
  const original = (await imageOriginals([id])).get(id);
  if (!original) return undefined;
  const obj = await store.get(original.key);
  return obj
    ? { body: obj.body, size: obj.size, mime: original.mime, name: photoFileName(index, original.ext) }
    : undefined;
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
  // The kit's last change as every entry's date (yazl's default is now): the same kit gives the same bytes,
  // so a published static site re-uploads the archive only when the kit changed (issue 28).
  const mtime = new Date(k.updatedAt ?? "2000-01-01T00:00:00Z");
  const credits: string[] = [];
  k.photos.forEach((p, i) => {
    const o = originals.get(p.id);
    if (!o) return;
    const name = photoFileName(i, o.ext);
    credits.push(`${name}${p.credit ? `: ${p.credit}` : ""}`);
    zip.addReadStreamLazy(name, { compress: false, mtime }, (cb) => {
      store.get(o.key).then(
        (obj) =>
          obj
            ? cb(null, obj.body)
            : cb(new Error(`The original of ${p.id} is missing from the store`), undefined as never),
        (e: unknown) => cb(e, undefined as never),
      );
    });
  });
  zip.addBuffer(Buffer.from(`${credits.join("\n")}\n`, "utf8"), "credits.txt", { mtime });
  const out = zip.outputStream as unknown as Readable;
  // A missing or unreadable original ends the download with an error (the browser shows it failed) instead of a short archive.
  zip.on("error", (e: unknown) => {
    logError(e, { job: "press-zip" });
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  zip.end();
  return out;
}

/** A kit file by its download name (logo.svg, technical-rider.pdf…), for a visitor who may see the kit; undefined when there is none. */
export async function pressFile(key: string | null, name: string) {
  const k = await visiblePressKit(key);
  const slot = (Object.keys(PRESS_FILE_NAMES) as PressFileSlot[]).find((s) => PRESS_FILE_NAMES[s] === name);
  if (!slot || !k.files.some((f) => f.slot === slot)) return undefined;
  const f = await readPressFileBytes(slot);
  return f ? { ...f, name } : undefined;
}
