/**
 * A picked picture without alt text is refused at save time, at its field (issue 25: it was saved, never
 * shown, and the theme page then said "no hero picture yet"). With alt text typed beside it, or already
 * described, it passes; no picture, or one that is not a ready image, is not this check's business.
 */
import { expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { useTestDatabase } from "~tests/setup/db.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { ingestBuffer } from "./ingest.server.ts";
import { pickedAltErrors, pickedImageId } from "./picker.server.ts";
import { getUploads } from "./data/uploads.server.ts";

const getDb = useTestDatabase();
const { t } = studioTranslatorFor("en");
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

test("a picture with no alt text, and none typed beside it, gets the message under its alt field", async () => {
  const { upload } = await ingestBuffer(await fx.jpeg(800, 600, 3), "hero.jpg", {
    dataDir: getDb().dataDir,
    purpose: "hero",
    alt: "",
    published: false,
  });
  expect(await pickedAltErrors(form({ hero_upload_id: upload.id }), "hero_upload_id", t)).toEqual({
    hero_upload_id_alt:
      "Describe this picture for people who can't see it (alt text): without a description it is not shown to visitors.",
  });
  expect(
    await pickedAltErrors(form({ hero_upload_id: upload.id, hero_upload_id_alt: "  " }), "hero_upload_id", t),
  ).toHaveProperty("hero_upload_id_alt");
  // Described beside it: no message, and the save makes it public with that text.
  const described = form({ hero_upload_id: upload.id, hero_upload_id_alt: "The band on stage" });
  expect(await pickedAltErrors(described, "hero_upload_id", t)).toEqual({});
  expect(await pickedImageId(described, "hero_upload_id")).toBe(upload.id);
  const stored = (await getUploads([upload.id])).get(upload.id)!;
  expect([stored.alt, stored.published]).toEqual(["The band on stage", true]);
  // Already described: nothing to ask.
  expect(await pickedAltErrors(form({ hero_upload_id: upload.id }), "hero_upload_id", t)).toEqual({});
});

test("no picture, an unknown id or no field at all is not this check's business", async () => {
  expect(await pickedAltErrors(form({ hero_upload_id: "" }), "hero_upload_id", t)).toEqual({});
  expect(await pickedAltErrors(form({ hero_upload_id: "no-such-upload" }), "hero_upload_id", t)).toEqual({});
  expect(await pickedAltErrors(form({}), "hero_upload_id", t)).toEqual({});
});
