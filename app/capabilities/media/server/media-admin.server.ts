/** Studio operations on media items: add by URL, edit, order, publish, delete. */
import { bandcampPageUrl, parseMediaUrl, PROVIDERS, type ParsedMedia } from "~/capabilities/media/lib/providers.ts";
import type { BandcampPage } from "~/capabilities/media/lib/providers/bandcamp-page.ts";
import { titleFromLink } from "~/capabilities/media/lib/fallback-title.ts";
import { BANDCAMP_PAGE_MAX_BYTES, fetchBandcampPage } from "~/capabilities/media/server/fetch/bandcamp-page.server.ts";
import { FetchRefused } from "~/capabilities/media/server/fetch/fetch.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { logWarn } from "~/core/log.server.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError, type Outcome } from "~/core/errors.ts";
import { db } from "~/core/db/client.server.ts";
import {
  deleteMediaItemRow,
  getMediaItem,
  insertMediaItem,
  listMediaItems,
  updateMediaItem,
  type MediaItem,
} from "~/capabilities/media/server/data/media.server.ts";
import { moveInList, moveToTop, setListOrder } from "~/capabilities/media/server/data/order.server.ts";
import { getUploads, setUploadsPublished } from "~/capabilities/media/server/data/uploads.server.ts";
import type { Env } from "~/core/env.server.ts";
import { deleteUpload } from "./ingest.server.ts";
import { deleteTranslations } from "~/core/i18n/content.server.ts";
import { MEDIA_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import type { Resolver } from "~/capabilities/media/server/fetch/fetch.server.ts";
import { thumbnailFor } from "./thumbnails.server.ts";
import { imageView } from "./views.server.ts";

export interface Added {
  item: MediaItem;
  thumbnail: "provider" | "drawn";
}

/** A link the form can't take, shown under its field. */
const badUrl = (message: string) => new AppError("invalid", { field: "url", message });

/** A studio translator's `t`. */
type StudioT = (key: string, values?: Record<string, string | number>) => string;
const english: StudioT = (key, values) => studioTranslatorFor("en").t(key, values);

/** Why a Bandcamp page could not be read, for the editor (issue 25 §5's "refused with the reason"). */
function pageRefusal(e: unknown, t: StudioT): string {
  if (e instanceof FetchRefused) {
    if (e.reason === "too_large")
      return t("media.studio.bandcamp.tooLarge", { mb: BANDCAMP_PAGE_MAX_BYTES / 1024 / 1024 });
    if (e.reason === "redirect") return t("media.studio.bandcamp.redirect");
    if (e.reason === "address") return t("media.studio.bandcamp.address");
    if (e.reason === "timeout") return t("media.studio.bandcamp.timeout");
    if (e.reason === "status") return t("media.studio.bandcamp.status", { status: e.message });
    return t("media.studio.bandcamp.unreachable");
  }
  if (e instanceof Error && e.message === "not-page") return t("media.studio.bandcamp.notPage");
  if (e instanceof Error && e.message === "no-player") return t("media.studio.bandcamp.noPlayer");
  throw e;
}

/** What was pasted, as an item: a link or embed code parsed here, or a Bandcamp page read from its host. */
async function mediaFor(
  input: string,
  e: Env,
  opts: { resolve?: Resolver },
  t: StudioT,
): Promise<{ media: ParsedMedia; imageUrl?: string }> {
  const page = bandcampPageUrl(input);
  if (!page) {
    const parsed = parseMediaUrl(input);
    if (!parsed.ok) throw badUrl(parsed.error);
    return { media: parsed.media };
  }
  let read: BandcampPage;
  try {
    read = await fetchBandcampPage(page, {
      baseUrl: e.OEMBED_BASE_URL,
      ...(opts.resolve ? { resolve: opts.resolve } : {}),
    });
  } catch (error) {
    logWarn(`Bandcamp page ${page.href}: ${error instanceof Error ? error.message : String(error)}`);
    throw badUrl(pageRefusal(error, t));
  }
  const { imageUrl, ...extracted } = read;
  const media = PROVIDERS.bandcamp.build(extracted);
  if (!media) throw badUrl(t("media.studio.bandcamp.noPlayer"));
  return { media, ...(imageUrl ? { imageUrl } : {}) };
}

/**
 * Adds an item from a pasted link, embed code or Bandcamp page address
 * (published, first in the list). A link no provider matches, a page that
 * can't be read, or an item already added is an AppError under the `url`
 * field, and nothing is stored. `t` words the messages (English without it).
 */
export async function addMediaByUrl(
  input: string,
  actor: Actor,
  e: Env,
  opts: { resolve?: Resolver; t?: StudioT } = {},
): Promise<Added> {
  const t = opts.t ?? english;
  const { media: m, imageUrl } = await mediaFor(input, e, opts, t);
  const existing = await db()
    .selectFrom("media_items")
    .select(["id", "title"])
    .where("source", "=", m.provider)
    .where("provider_id", "=", m.id)
    .executeTakeFirst();
  if (existing) throw badUrl(`This is already in your media as “${existing.title}”.`);
  const thumb = await thumbnailFor(
    m,
    e.DATA_DIR,
    { baseUrl: e.OEMBED_BASE_URL, ...(opts.resolve ? { resolve: opts.resolve } : {}) },
    imageUrl,
  );
  const label = PROVIDERS[m.provider].label;
  // The host's own title; else the pasted code's, the link's own words, or the provider and the id (issue 25 §5).
  const title =
    thumb.info.title ??
    m.titleHint ??
    titleFromLink(m) ??
    t("media.studio.media.untitled", { provider: label, kind: m.kind, id: m.id });
  const item = await insertMediaItem({
    kind: m.kind,
    source: m.provider,
    original_url: input.trim().startsWith("<") ? m.embedUrl : input.trim().slice(0, 2048),
    url: m.canonicalUrl,
    provider_id: m.id,
    start_seconds: m.start ?? null,
    title: title.slice(0, 200),
    description: "",
    thumbnail_upload_id: thumb.upload.id,
    upload_id: null,
    duration: thumb.info.duration ?? null,
  });
  // A link the person just added is what they want to show: it goes first, published (issue 11: not a
  // draft at the bottom of a long page). "Published" beside it unticks it.
  await moveToTop({ table: "media_items" }, item.id);
  await setMediaPublished(item, true);
  await audit(actor, "media.create", "media_item", item.id, { source: m.provider, id: m.id, thumbnail: thumb.source });
  return { item: { ...item, published: true, position: 0 }, thumbnail: thumb.source };
}

export interface AdminMediaRow {
  id: string;
  kind: "video" | "audio";
  source: string;
  sourceLabel: string | null;
  url: string;
  title: string;
  description: string;
  featured: boolean;
  published: boolean;
  thumbnail: string | null;
  fileState: string | null;
}

export async function adminMediaRows(): Promise<AdminMediaRow[]> {
  const items = await listMediaItems();
  const uploads = await getUploads(
    items.flatMap((i) => [i.thumbnail_upload_id, i.upload_id]).filter((x): x is string => !!x),
  );
  return items.map((i) => {
    const thumb = imageView(i.thumbnail_upload_id ? uploads.get(i.thumbnail_upload_id) : null);
    const file = i.upload_id ? uploads.get(i.upload_id) : undefined;
    return {
      id: i.id,
      kind: i.kind,
      source: i.source,
      // An upload is named by the studio in the reader's language; a provider by its own name.
      sourceLabel: i.source === "upload" ? null : PROVIDERS[i.source].label,
      url: i.source === "upload" ? "" : i.url,
      title: i.title,
      description: i.description,
      featured: i.featured,
      published: i.published,
      thumbnail: thumb
        ? (thumb.sources[0]?.src ?? thumb.src)
        : file?.poster_path
          ? `/uploads/${file.poster_path}`
          : null,
      fileState: file ? file.state : null,
    };
  });
}

/** Publishing an item publishes its files too (and unpublishing hides an uploaded file again). */
export async function setMediaPublished(item: MediaItem, published: boolean): Promise<void> {
  await updateMediaItem(item.id, { published });
  if (item.upload_id) await setUploadsPublished([item.upload_id], published);
}

export async function deleteMediaItem(id: string, actor: Actor, dataDir: string): Promise<MediaItem | undefined> {
  const item = await getMediaItem(id);
  if (!item) return undefined;
  await deleteMediaItemRow(id);
  await deleteTranslations(MEDIA_ITEM_ENTITY, id);
  for (const u of [item.thumbnail_upload_id, item.upload_id]) if (u) await deleteUpload(u, dataDir);
  await audit(actor, "media.delete", "media_item", id, { title: item.title });
  return item;
}

/** A new order of all media items (after a drag, or the keyboard's move); refused when the page was out of date. */
export async function reorderMediaItems(actor: Actor, ids: string[]): Promise<Outcome> {
  if (!(await setListOrder({ table: "media_items" }, ids)))
    return { ok: false, message: "The list changed meanwhile. Reload the page and try again." };
  await audit(actor, "media.move", "media_item", null, { order: ids });
  return { ok: true, message: "Media reordered." };
}

/** One item's button ("up:ID", "down:ID", "delete:ID"): what it did, for the toast. */
export async function mediaItemAction(actor: Actor, intent: string, dataDir: string): Promise<Outcome> {
  const m = /^(up|down|delete):([\w-]+)$/.exec(intent);
  const item = m ? await getMediaItem(m[2]!) : undefined;
  if (!m || !item) return { ok: false, message: "Unknown action." };
  const [, verb] = m;
  if (verb === "delete") {
    await deleteMediaItem(item.id, actor, dataDir);
    return { ok: true, message: `Deleted “${item.title}”.` };
  }
  await moveInList({ table: "media_items" }, item.id, verb === "up" ? "up" : "down");
  await audit(actor, "media.move", "media_item", item.id, { direction: verb });
  return { ok: true, message: `Moved “${item.title}” ${verb}.` };
}
