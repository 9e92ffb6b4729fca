/** What /admin/uploads does with a request: receive, store, attach (album, media item, hero), audit. */
import type { UploadKind } from "~/capabilities/media/lib/upload-types.ts";
import { ALT_MAX } from "~/capabilities/media/schemas.ts";
import type { ImageView } from "~/capabilities/media/lib/view.ts";
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { getAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { getMediaItem, insertMediaItem, updateMediaItem } from "~/capabilities/media/server/data/media.server.ts";
import type { UploadPurpose } from "~/capabilities/media/server/data/tables.server.ts";
import type { Env } from "~/core/env.server.ts";
import { UploadError } from "~/capabilities/media/server/uploads/errors.server.ts";
import { discard, receiveMultipart, type ReceivedFile } from "~/capabilities/media/server/uploads/receive.server.ts";
import { deleteUpload, ingestReceived } from "./ingest.server.ts";
import { uploadTmpDir } from "./storage.server.ts";
import { imageView } from "./views.server.ts";

export interface UploadTarget {
  purpose: Extract<UploadPurpose, "gallery" | "media" | "hero" | "event" | "thumbnail">;
  albumId: string | null;
  /** For a replaced thumbnail: the media item it belongs to. */
  mediaItemId: string | null;
  /**
   * A hero or event image sent with its alt text is public once ready; sent without (issue 11: the
   * picture first, its description next to it afterwards), it stays hidden until the form that uses it
   * saves the alt text (picker.server.ts).
   */
  alt: string;
  kinds: UploadKind[];
  maxFiles: number;
}

/** What each destination takes. A Map: ?purpose= is the sender's, and "__proto__" or "constructor" must be no key. */
const KINDS = new Map<UploadTarget["purpose"], UploadKind[]>([
  ["gallery", ["image", "video"]],
  ["media", ["audio", "video"]],
  ["hero", ["image"]],
  ["event", ["image"]],
  ["thumbnail", ["image"]],
]);

const SINGLE: readonly UploadTarget["purpose"][] = ["hero", "event", "thumbnail"];

const isPurpose = (v: string): v is UploadTarget["purpose"] => KINDS.has(v as UploadTarget["purpose"]);

export async function parseUploadTarget(url: URL): Promise<UploadTarget | { error: string }> {
  const p = url.searchParams.get("purpose") ?? "";
  if (!isPurpose(p)) return { error: "Unknown upload destination." };
  let albumId: string | null = null;
  if (p === "gallery") {
    const album = await getAlbum(url.searchParams.get("album") ?? "");
    if (!album) return { error: "That album no longer exists." };
    albumId = album.id;
  }
  let mediaItemId: string | null = null;
  if (p === "thumbnail") {
    const item = await getMediaItem(url.searchParams.get("item") ?? "");
    if (!item) return { error: "That media item no longer exists." };
    mediaItemId = item.id;
  }
  const alt = (url.searchParams.get("alt") ?? "").trim().slice(0, ALT_MAX);
  return { purpose: p, albumId, mediaItemId, alt, kinds: KINDS.get(p)!, maxFiles: SINGLE.includes(p) ? 1 : 50 };
}

export interface FileOutcome {
  name: string;
  /** Position in the request. */
  index: number;
  ok: boolean;
  /** The HTTP status this file alone would get: 201, 200 (duplicate), 400, 413, 415. */
  status: number;
  id?: string;
  state?: string;
  failure?: string | null;
  duplicate?: boolean;
  error?: string;
  image?: ImageView | null;
  mediaItemId?: string;
}

export interface UploadOutcome {
  status: number;
  body: { files: FileOutcome[]; error?: string };
}

/** Title for an uploaded track from its file name: "02 - Night Drive.mp3" → "02 - Night Drive". */
export const titleFromFileName = (name: string) =>
  name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[_]+/g, " ")
    .trim()
    .slice(0, 200) || "Untitled";

export async function handleUpload(
  request: Request,
  target: UploadTarget,
  actor: Actor,
  e: Env,
): Promise<UploadOutcome> {
  let received;
  try {
    received = await receiveMultipart(request, {
      tmpDir: uploadTmpDir(e.DATA_DIR),
      uploadMaxMb: e.UPLOAD_MAX_MB,
      kinds: target.kinds,
      maxFiles: target.maxFiles,
    });
  } catch (err) {
    if (err instanceof UploadError) return { status: err.status, body: { files: [], error: err.message } };
    throw err;
  }
  const files: FileOutcome[] = [];
  // Every temporary file goes, whatever happens to its file: stored, refused, or an error that ends the request.
  try {
    for (const f of received.files) {
      try {
        files.push(await storeOne(f, target, actor, e));
      } catch (err) {
        if (!(err instanceof UploadError)) throw err;
        files.push({ name: f.name, index: f.index, ok: false, status: err.status, error: err.message });
      }
    }
  } finally {
    await discard(received.files);
  }
  for (const r of received.rejected)
    files.push({ name: r.name, ok: false, status: r.error.status, error: r.error.message, index: r.index });
  // Answer in the order the files were sent.
  files.sort((a, b) => a.index - b.index);
  const status = files.length === 1 ? files[0]!.status : files.length === 0 ? 400 : 200;
  return { status, body: files.length === 0 ? { files, error: "Choose a file to upload." } : { files } };
}

/** Stores one received file and attaches it where the target says (a new media item, an item's thumbnail). */
async function storeOne(f: ReceivedFile, target: UploadTarget, actor: Actor, e: Env): Promise<FileOutcome> {
  const waitsForAlt = (target.purpose === "hero" || target.purpose === "event") && !target.alt;
  const { upload, duplicate } = await ingestReceived(f, {
    dataDir: e.DATA_DIR,
    purpose: target.purpose,
    albumId: target.albumId,
    ...(target.alt ? { alt: target.alt } : {}),
    ...(waitsForAlt ? { published: false } : {}),
  });
  const outcome: FileOutcome = {
    name: f.name,
    index: f.index,
    ok: upload.state !== "failed",
    status: duplicate ? 200 : 201,
    id: upload.id,
    state: upload.state,
    failure: upload.failure,
    duplicate,
    image: upload.kind === "image" ? imageView(upload) : null,
  };
  if (!duplicate) {
    await audit(actor, "upload.create", "upload", upload.id, {
      purpose: target.purpose,
      name: f.name,
      state: upload.state,
      album: target.albumId,
    });
    if (target.purpose === "media" && upload.state === "ready") {
      const item = await insertMediaItem({
        kind: upload.kind === "video" ? "video" : "audio",
        source: "upload",
        original_url: "",
        url: "",
        provider_id: null,
        start_seconds: null,
        title: titleFromFileName(f.name),
        description: "",
        thumbnail_upload_id: null,
        upload_id: upload.id,
        duration: upload.duration,
      });
      outcome.mediaItemId = item.id;
      await audit(actor, "media.create", "media_item", item.id, { source: "upload" });
    }
  }
  if (target.purpose === "thumbnail" && target.mediaItemId && upload.state === "ready") {
    // The item's own picture (shown beside its title, so decorative): replace it and drop the old one.
    const item = await getMediaItem(target.mediaItemId);
    await updateMediaItem(target.mediaItemId, { thumbnail_upload_id: upload.id });
    if (item?.thumbnail_upload_id && item.thumbnail_upload_id !== upload.id)
      await deleteUpload(item.thumbnail_upload_id, e.DATA_DIR);
    await audit(actor, "media.thumbnail", "media_item", target.mediaItemId, { upload: upload.id });
  }
  return outcome;
}

/** One line for the toast after a plain (no-JavaScript) upload. */
export function summarise(files: FileOutcome[]): { ok: boolean; message: string } {
  if (files.length === 0) return { ok: false, message: "Choose a file to upload." };
  const good = files.filter((f) => f.ok);
  const bad = files.filter((f) => !f.ok);
  const parts: string[] = [];
  if (good.length) parts.push(`${good.length} file${good.length === 1 ? "" : "s"} uploaded.`);
  for (const f of bad.slice(0, 3)) parts.push(`${f.name}: ${f.error ?? f.failure ?? "failed"}`);
  if (bad.length > 3) parts.push(`…and ${bad.length - 3} more not uploaded.`);
  return { ok: bad.length === 0, message: parts.join(" ") };
}
