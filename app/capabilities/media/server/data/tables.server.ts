/**
 * Row types of the media tables (SPEC §3). Timestamps are ISO-8601 UTC text;
 * booleans 0/1.
 *
 * One `uploads` table holds every file people upload — gallery photos,
 * uploaded audio and video, the hero image, event images — and the thumbnails
 * the server fetches or draws for provider items, so every image goes through
 * the same pipeline and is served the same way. A file is public only when its
 * upload is `published`; everything else under /uploads needs a studio session.
 */
import type { UploadKind } from "~/capabilities/media/lib/upload-types.ts";

export type UploadState = "processing" | "ready" | "failed";
/** Why the file exists; decides where it is listed and whether it starts public. */
export type UploadPurpose = "gallery" | "media" | "hero" | "event" | "thumbnail" | "poster";

export interface UploadsTable {
  id: string;
  album_id: string | null;
  kind: UploadKind;
  purpose: UploadPurpose;
  original_name: string;
  mime: string; // sniffed from the bytes
  ext: string;
  bytes: number;
  sha256: string;
  width: number | null; // displayed size (after rotation)
  height: number | null;
  duration: number | null; // seconds (audio, video)
  alt: string;
  caption: string;
  position: number;
  state: UploadState;
  failure: string | null; // why processing failed, shown to the admin
  variants: string; // JSON ImageVariant[] (format, width, height, path, bytes)
  placeholder: string; // data: URI ≤ 1 KB, or ""
  file_path: string | null; // audio/video as uploaded, relative to DATA_DIR/uploads
  poster_path: string | null; // video poster, relative to DATA_DIR/uploads
  original_path: string | null; // image originals, relative to DATA_DIR/originals (never served)
  published: number;
  created_at: string;
  updated_at: string;
}

export interface AlbumsTable {
  id: string;
  slug: string; // unique, [a-z0-9-]{1,80}
  title: string;
  description: string;
  cover_upload_id: string | null;
  position: number;
  published: number;
  created_at: string;
  updated_at: string;
}

export type MediaSource = "youtube" | "vimeo" | "soundcloud" | "spotify" | "bandcamp" | "mixcloud" | "upload";

export interface MediaItemsTable {
  id: string;
  kind: "video" | "audio";
  source: MediaSource;
  original_url: string; // what the admin pasted (the embed src for Bandcamp code); "" for uploads
  url: string; // canonical link; "" for uploads
  provider_id: string | null; // as app/lib/media/providers.ts builds it back
  start_seconds: number | null;
  title: string;
  description: string;
  thumbnail_upload_id: string | null; // stored locally, never hot-linked
  upload_id: string | null; // the audio/video file when source = upload
  duration: number | null;
  position: number;
  featured: number;
  published: number;
  created_at: string;
  updated_at: string;
}

/** The home page's "new release" block: one row (id 1), absent until the owner fills it (issue 34). */
export interface FeaturedReleaseTable {
  id: number;
  title: string;
  kind: string;
  release_date: string | null;
  description: string;
  cover_upload_id: string | null;
  links: string; // JSON string[]
  updated_at: string;
}

export interface MediaTables {
  uploads: UploadsTable;
  albums: AlbumsTable;
  media_items: MediaItemsTable;
  featured_release: FeaturedReleaseTable;
}

declare module "~/core/db/schema.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this capability's tables to the database type
  interface Database extends MediaTables {}
}
