/**
 * A featured release with audio tracks on sale (issue 30), made through the
 * media capability's real pipeline and the payments' own row. Factories may
 * reach any module; tests stay behind the capabilities' doors.
 */
import * as fx from "~tests/fixtures/images.ts";
import { ingestBuffer } from "~/capabilities/media/server/ingest.server.ts";
import { writeRelease } from "~/capabilities/media/server/data/release.server.ts";
import { writeSale } from "~/capabilities/payments/server/store/data.server.ts";
import type { SaleMode } from "~/capabilities/payments/server/store/tables.server.ts";

/** An uploaded WAV, ready (as the media page's upload leaves it) and not published. */
export async function audioUpload(dataDir: string, name: string, seconds = 1) {
  const { upload } = await ingestBuffer(fx.synthWav({ seconds }), name, { dataDir, purpose: "media" });
  return upload;
}

/** The release "Night Drive" with two tracks, offered as asked; returns the tracks' uploads. */
export async function releaseOnSale(
  dataDir: string,
  offer: { mode: SaleMode; price?: number; min?: number },
  title = "Night Drive",
) {
  const tracks = [await audioUpload(dataDir, "01 Intro.wav"), await audioUpload(dataDir, "02 Night Drive.wav", 2)];
  await writeRelease({
    title,
    kind: "album",
    release_date: "2026-10-01",
    description: "Ten songs written on the road.",
    cover_upload_id: null,
    links: "[]",
  });
  await writeSale({
    mode: offer.mode,
    price: offer.price ?? 0,
    min: offer.min ?? 0,
    tracks: JSON.stringify(tracks.map((t) => t.id)),
    updated_at: new Date().toISOString(),
  });
  return tracks;
}
