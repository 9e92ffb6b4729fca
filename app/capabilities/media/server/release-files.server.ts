/**
 * The featured release's audio files, for the store that sells them (issue 30):
 * which uploads may be tracks, the tracks' files in the owner's order, and a
 * track's bytes from the store. The files stay private to the release's buyers:
 * an unpublished upload is never served under /uploads without a studio session.
 */
import type { Readable } from "node:stream";
import { db } from "~/core/db/client.server.ts";
import { todayIn } from "~/core/dates/zoned.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { RELEASE_KINDS, type ReleaseKind, type ReleaseView } from "../lib/release.ts";
import { cardImage, leanImage } from "../lib/view.ts";
import type { FeaturedReleaseTable } from "./data/tables.server.ts";
import { imageViews } from "./picker.server.ts";
import { storage } from "~/core/storage/storage.server.ts";
import { readRelease } from "./data/release.server.ts";
import { getUploads } from "./data/uploads.server.ts";
import { uploadKey } from "./storage.server.ts";

export interface TrackFile {
  id: string;
  /** The file's name as uploaded (what the buyer's download is called). */
  name: string;
  path: string;
  bytes: number;
}

/** The featured release's title and date, or null while there is none. */
export async function releaseTitle(): Promise<{ title: string; releaseDate: string | null } | null> {
  const r = await readRelease();
  return r ? { title: r.title, releaseDate: r.release_date } : null;
}

const KIND_KEYS: Record<ReleaseKind, string> = {
  album: "media.release.kind.album",
  ep: "media.release.kind.ep",
  single: "media.release.kind.single",
};

/** The release's card — title, kind, when it is out, words, cover — without its links (the home block adds them; the store's page shows it as is). */
export async function releaseCard(
  row?: FeaturedReleaseTable | null,
): Promise<Pick<ReleaseView, "title" | "kind" | "when" | "description" | "cover"> | null> {
  const r = row === undefined ? await readRelease() : row;
  if (!r) return null;
  const [tr, s, covers] = await Promise.all([siteI18n(), getSettings(), imageViews([r.cover_upload_id])]);
  const kind = (RELEASE_KINDS as readonly string[]).includes(r.kind) ? (r.kind as ReleaseKind) : "album";
  const cover = r.cover_upload_id ? covers.get(r.cover_upload_id) : undefined;
  const upcoming = r.release_date !== null && r.release_date > todayIn(s.time_zone);
  const date = r.release_date
    ? new Intl.DateTimeFormat(tr.intl, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        Date.parse(`${r.release_date}T12:00:00Z`),
      )
    : "";
  return {
    title: r.title,
    kind: tr.t(KIND_KEYS[kind]),
    when: upcoming ? tr.t("media.release.outOn", { date }) : tr.t("media.release.outNow"),
    description: r.description,
    // Below the hero: a lean picture (no placeholder, no id, its src from its variants; ADR 3404).
    cover: cover ? leanImage(cardImage(cover), { alt: true }) : null,
  };
}

/** Uploaded audio ready to be a track, newest first (the studio's picker). */
export async function audioChoices(): Promise<{ id: string; name: string; duration: number | null }[]> {
  const rows = await db()
    .selectFrom("uploads")
    .select(["id", "original_name", "duration"])
    .where("kind", "=", "audio")
    .where("state", "=", "ready")
    .where("file_path", "is not", null)
    .orderBy("created_at", "desc")
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.original_name, duration: r.duration }));
}

/** The files of these uploads in the order given; gone or unready ones are left out. */
export async function trackFiles(ids: readonly string[]): Promise<TrackFile[]> {
  const found = await getUploads(ids);
  return ids.flatMap((id) => {
    const u = found.get(id);
    return u && u.kind === "audio" && u.state === "ready" && u.file_path
      ? [{ id, name: u.original_name, path: u.file_path, bytes: u.bytes }]
      : [];
  });
}

/** A track's bytes as a stream, or null when the store no longer has them. */
export async function openTrack(t: TrackFile): Promise<{ body: Readable; length: number } | null> {
  const o = await storage().get(uploadKey(t.path));
  return o ? { body: o.body, length: o.length } : null;
}
