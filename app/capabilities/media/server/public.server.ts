/** Data for the public pages: /gallery, /gallery/:slug, /media and the home sections. */
import {
  cardImage,
  type AlbumCardView,
  type CardImageView,
  type GalleryItemView,
  type ImageView,
  type MediaItemView,
} from "~/capabilities/media/lib/view.ts";
import {
  getAlbumBySlug,
  listAlbums,
  publishedCounts,
  type Album,
} from "~/capabilities/media/server/data/albums.server.ts";
import { listMediaItems } from "~/capabilities/media/server/data/media.server.ts";
import { albumUploads, getUploads, type Upload } from "~/capabilities/media/server/data/uploads.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { db } from "~/core/db/client.server.ts";
import { toUpload } from "~/capabilities/media/server/data/uploads.server.ts";
import { galleryItemView, imageView, mediaItemView, mediaUploadIds } from "./views.server.ts";
import { translated, translatedOne } from "~/core/i18n/content.server.ts";
import { ALBUM_ENTITY, GALLERY_ITEM_ENTITY, MEDIA_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";

/** Published albums that have something to show, each with its cover. */
export async function galleryIndex(): Promise<AlbumCardView[]> {
  // Titles and descriptions in the request's language (issue 15); no query on a default-language request.
  const [albums, counts] = await Promise.all([
    listAlbums({ publishedOnly: true }).then((a) => translated(ALBUM_ENTITY, a, (x) => x.id)),
    publishedCounts(),
  ]);
  const shown = albums.filter((a) => (counts.get(a.id) ?? 0) > 0);
  const covers = await coversOf(shown);
  // The covers' alt text in the request's language.
  const described = new Map(
    (await translated(GALLERY_ITEM_ENTITY, [...covers.values()], (x) => x.id)).map((v) => [v.id, v]),
  );
  return shown.map((a) => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    description: a.description,
    count: counts.get(a.id) ?? 0,
    cover: described.get(covers.get(a.id)?.id ?? "") ?? null,
  }));
}

/** The chosen cover when it is published, else the album's first published image. */
async function coversOf(albums: Album[]): Promise<Map<string, ImageView>> {
  const out = new Map<string, ImageView>();
  const chosen = await getUploads(albums.map((a) => a.cover_upload_id).filter((x): x is string => !!x));
  for (const a of albums) {
    const c = a.cover_upload_id ? chosen.get(a.cover_upload_id) : undefined;
    let view = c && c.published && c.album_id === a.id ? imageView(c) : null;
    if (!view) {
      const first = await db()
        .selectFrom("uploads")
        .selectAll()
        .where("album_id", "=", a.id)
        .where("published", "=", 1)
        .where("state", "=", "ready")
        .where("kind", "=", "image")
        .orderBy("position")
        .limit(1)
        .executeTakeFirst();
      view = first ? imageView(toUpload(first)) : null;
    }
    if (view) out.set(a.id, view);
  }
  return out;
}

export interface AlbumPage {
  album: { id: string; slug: string; title: string; description: string };
  items: GalleryItemView[];
}

/** A published album and its published, ready items; null for a 404. */
export async function albumPage(slug: string): Promise<AlbumPage | null> {
  const found = await getAlbumBySlug(slug);
  if (!found || !found.published) return null;
  const album = await translatedOne(ALBUM_ENTITY, found, found.id);
  // The lightbox's captions and the pictures' alt text in the request's language.
  const uploads = await translated(
    GALLERY_ITEM_ENTITY,
    await albumUploads(album.id, { publishedOnly: true }),
    (u) => u.id,
  );
  return {
    album: { id: album.id, slug: album.slug, title: album.title, description: album.description },
    items: uploads.map(galleryItemView).filter((x): x is GalleryItemView => x !== null),
  };
}

export async function mediaPage(opts: { featuredOnly?: boolean; limit?: number } = {}): Promise<MediaItemView[]> {
  const items = await translated(
    MEDIA_ITEM_ENTITY,
    await listMediaItems({ publishedOnly: true, ...opts }),
    (i) => i.id,
  );
  const uploads = await getUploads(mediaUploadIds(items));
  return items.map((i) => mediaItemView(i, uploads)).filter((x): x is MediaItemView => x !== null);
}

export interface GalleryPreviewItem {
  image: CardImageView;
  href: string;
}

/** The newest published images of published albums, for the home page. */
export async function galleryPreview(limit = 6): Promise<GalleryPreviewItem[]> {
  const rows = await db()
    .selectFrom("uploads")
    .innerJoin("albums", "albums.id", "uploads.album_id")
    .selectAll("uploads")
    .select("albums.slug as album_slug")
    .where("albums.published", "=", 1)
    .where("uploads.published", "=", 1)
    .where("uploads.state", "=", "ready")
    .where("uploads.kind", "=", "image")
    .orderBy("uploads.created_at", "desc")
    .orderBy("uploads.position")
    .limit(limit)
    .execute();
  // The pictures' alt text in the request's language (issue 15).
  return (await translated(GALLERY_ITEM_ENTITY, rows, (r) => r.id))
    .map((r) => {
      const { album_slug, ...row } = r;
      const image = imageView(toUpload(row));
      return image ? { image: cardImage(image), href: `/gallery/${album_slug}/${row.id}` } : null;
    })
    .filter((x): x is GalleryPreviewItem => x !== null);
}

/** The hero image from the settings, when set and ready. */
/** The published hero picture; pass the settings row when the caller has it (the root loader runs per request). */
export async function heroImage(settings?: { hero_upload_id: string | null }): Promise<ImageView | null> {
  const s = settings ?? (await getSettings());
  if (!s.hero_upload_id) return null;
  const u: Upload | undefined = (await getUploads([s.hero_upload_id])).get(s.hero_upload_id);
  return u && u.published ? imageView(u) : null;
}
