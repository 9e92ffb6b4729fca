/** Studio operations on media items: add by URL, edit, order, publish, delete. */
import { parseMediaUrl, PROVIDERS } from "~/capabilities/media/lib/providers.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { db } from "~/core/db/client.server.ts";
import { deleteMediaItemRow, getMediaItem, insertMediaItem, listMediaItems, updateMediaItem, type MediaItem } from "~/capabilities/media/server/data/media.server.ts";
import { getUploads, setUploadsPublished } from "~/capabilities/media/server/data/uploads.server.ts";
import type { Env } from "~/core/env.server.ts";
import { deleteUpload } from "./ingest.server.ts";
import type { Resolver } from "~/capabilities/media/server/fetch/fetch.server.ts";
import { thumbnailFor } from "./thumbnails.server.ts";
import { imageView } from "./views.server.ts";

export type AddResult = { ok: true; item: MediaItem; thumbnail: "provider" | "drawn" } | { ok: false; error: string };

/** Adds an item from a pasted link or embed code (unpublished, for the admin to check the title first). */
export async function addMediaByUrl(input: string, actor: Actor, e: Env, opts: { resolve?: Resolver } = {}): Promise<AddResult> {
  const parsed = parseMediaUrl(input);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const m = parsed.media;
  const existing = await db().selectFrom("media_items").select(["id", "title"]).where("source", "=", m.provider).where("provider_id", "=", m.id).executeTakeFirst();
  if (existing) return { ok: false, error: `This is already in your media as “${existing.title}”.` };
  const thumb = await thumbnailFor(m, e.DATA_DIR, { baseUrl: e.OEMBED_BASE_URL, ...(opts.resolve ? { resolve: opts.resolve } : {}) });
  const label = PROVIDERS[m.provider].label;
  const title = thumb.info.title ?? m.titleHint ?? `${label} ${m.kind === "video" ? "video" : "audio"}`;
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
  await audit(actor, "media.create", "media_item", item.id, { source: m.provider, id: m.id, thumbnail: thumb.source });
  return { ok: true, item, thumbnail: thumb.source };
}

export interface AdminMediaRow {
  id: string;
  kind: "video" | "audio";
  source: string;
  sourceLabel: string;
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
  const uploads = await getUploads(items.flatMap((i) => [i.thumbnail_upload_id, i.upload_id]).filter((x): x is string => !!x));
  return items.map((i) => {
    const thumb = imageView(i.thumbnail_upload_id ? uploads.get(i.thumbnail_upload_id) : null);
    const file = i.upload_id ? uploads.get(i.upload_id) : undefined;
    return {
      id: i.id,
      kind: i.kind,
      source: i.source,
      sourceLabel: i.source === "upload" ? `Uploaded ${i.kind}` : PROVIDERS[i.source].label,
      url: i.source === "upload" ? "" : i.url,
      title: i.title,
      description: i.description,
      featured: i.featured,
      published: i.published,
      thumbnail: thumb ? thumb.sources[0]?.src ?? thumb.src : file?.poster_path ? `/uploads/${file.poster_path}` : null,
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
  for (const u of [item.thumbnail_upload_id, item.upload_id]) if (u) await deleteUpload(u, dataDir);
  await audit(actor, "media.delete", "media_item", id, { title: item.title });
  return item;
}
