/**
 * Uploads made through the media capability's real pipeline, for tests of
 * other capabilities that show images (no mocks). Factories may reach any
 * module; the tests that use them stay behind the capabilities' doors.
 */
import * as fx from "~tests/fixtures/images.ts";
import { ingestBuffer } from "~/capabilities/media/server/ingest.server.ts";
import { setUploadsPublished } from "~/capabilities/media/server/data/uploads.server.ts";

/** A 1200×800 JPEG ingested as an event image with its alt text: ready and published, as a picked image is. */
export async function publishedImageUpload(dataDir: string, alt: string, bytes?: Buffer) {
  const { upload } = await ingestBuffer(bytes ?? (await fx.jpeg(1200, 800, 7)), "stage.jpg", {
    dataDir,
    purpose: "event",
    alt,
    published: true,
  });
  return upload;
}

/** Hides (or shows again) uploads, as unpublishing a gallery photo does. */
export const setUploadPublished = (id: string, published: boolean) => setUploadsPublished([id], published);
