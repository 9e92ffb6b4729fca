/**
 * What a download link gives (issue 30): the page listing the release's
 * files, and the files themselves — the originals as uploaded, one by one or
 * as one ZIP (stored, not deflated: audio does not shrink). Each file or ZIP
 * fetched counts one of the link's downloads; a link that is expired, used
 * up or not ours gets the page that says so, never a file.
 */
import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { logError } from "~/core/log.server.ts";
import { openTrack, releaseTitle, trackFiles } from "~/capabilities/media/index.server.ts";
import { readSale } from "./data.server.ts";
import { grantToken, linkState, takeDownload, type LinkState } from "./grants.server.ts";
import { saleTracks } from "./sale.server.ts";

export interface DownloadPageData {
  state: LinkState["kind"];
  title: string;
  files: { href: string; name: string; bytes: number }[];
  zip: string | null;
  usesLeft: number;
  expiresAt: string | null;
}

const safeName = (s: string) => s.replace(/[^\p{L}\p{N} ._()-]+/gu, "_").slice(0, 120) || "release";

export async function downloadPage(token: string, nowMs: number): Promise<DownloadPageData> {
  const [s, release] = await Promise.all([linkState(token, nowMs), releaseTitle()]);
  const title = release?.title ?? "";
  if (s.kind !== "ok")
    return {
      state: s.kind,
      title,
      files: [],
      zip: null,
      usesLeft: 0,
      expiresAt: "grant" in s ? s.grant.expires_at : null,
    };
  const tracks = await trackFiles(saleTracks(await readSale()));
  const base = `/downloads/${grantToken(s.grant.id)}`;
  return {
    state: "ok",
    title,
    files: tracks.map((t, i) => ({ href: `${base}/${i + 1}`, name: t.name, bytes: t.bytes })),
    zip: tracks.length > 1 ? `${base}/all.zip` : null,
    usesLeft: s.grant.max_uses - s.grant.uses,
    expiresAt: s.grant.expires_at,
  };
}

/** The file (`1`, `2` … or `all.zip`), counted; null: the link cannot give it (the page explains why). */
export async function downloadFile(token: string, file: string, nowMs: number): Promise<Response | null> {
  const tracks = await trackFiles(saleTracks(await readSale()));
  const n = /^[1-9]\d{0,3}$/.test(file) ? Number(file) : null;
  const one = n !== null ? tracks[n - 1] : undefined;
  if (!tracks.length || (file !== "all.zip" && !one)) return null;
  const s = await takeDownload(token, nowMs);
  if (s.kind !== "ok") return null;
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (one) {
    const o = await openTrack(one);
    if (!o) return null;
    return new Response(Readable.toWeb(o.body) as ReadableStream<Uint8Array>, {
      headers: {
        ...headers,
        "Content-Type": "application/octet-stream",
        "Content-Length": String(o.length),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(one.name)}`,
      },
    });
  }
  const zip = new ZipFile();
  const width = String(tracks.length).length;
  // Opened one after another as the ZIP is written; a store that fails midway breaks the download (the browser
  // says so) rather than ending a ZIP that silently lacks a track.
  void (async () => {
    for (const [i, t] of tracks.entries()) {
      const o = await openTrack(t);
      if (!o) throw new Error(`payments: the release's file ${t.id} is missing from the store`);
      zip.addReadStream(o.body, `${String(i + 1).padStart(width, "0")} ${safeName(t.name)}`, { compress: false });
    }
    zip.end();
  })().catch((e: unknown) => {
    logError(e);
    (zip.outputStream as Readable).destroy(e instanceof Error ? e : new Error(String(e)));
  });
  const title = safeName((await releaseTitle())?.title ?? "release");
  return new Response(Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>, {
    headers: {
      ...headers,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(`${title}.zip`)}`,
    },
  });
}
