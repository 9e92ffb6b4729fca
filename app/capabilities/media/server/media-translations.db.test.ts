/**
 * Media in several languages (issue 15) on both databases: a media item's
 * title and description, an album's title and description, and a photo's
 * caption and alt text, saved from the studio's forms, are what /es/media,
 * /es/gallery, the album page and its lightbox, and the home page's sections show; another language falls
 * back to the default one; deleting removes the translations.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import * as fx from "~tests/fixtures/images.ts";
import { startProviderServer, type ProviderServer } from "~tests/fixtures/provider-server.ts";
import { setTestEnv, useTestDatabase } from "~tests/setup/db.ts";
import { env } from "~/core/env.server.ts";
import { updateSettings } from "~/core/settings/settings.server.ts";
import { inLanguage } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsOf } from "~/core/i18n/content.server.ts";
import { createAlbum, updateAlbum } from "~/capabilities/media/server/data/albums.server.ts";
import { ALBUM_ENTITY, GALLERY_ITEM_ENTITY, MEDIA_ITEM_ENTITY } from "~/capabilities/media/lib/entities.ts";
import { ingestBuffer } from "./ingest.server.ts";
import { albumPage, galleryIndex, galleryPreview, mediaPage } from "./public.server.ts";
import { saveAlbumItems } from "./album-items.server.ts";
import { addMediaByUrl, deleteMediaItem } from "./media-admin.server.ts";
import { saveMediaItems } from "./media-items-form.server.ts";
import { deleteAlbum } from "./gallery-admin.server.ts";
import { loadHomeMedia } from "./home.server.ts";

const getDb = useTestDatabase();
const actor = { id: "u1", email: "editor@example.com" };
let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer();
});
afterAll(() => provider.close());

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

test("a media item's Spanish title and description show on /es pages; the default language and French keep the original", async () => {
  setTestEnv({ DATA_DIR: getDb().dataDir, OEMBED_BASE_URL: provider.baseUrl });
  await updateSettings({ languages: "es" });
  const { item } = await addMediaByUrl("https://youtu.be/dQw4w9WgXcQ", actor, env());
  const saved = await saveMediaItems(
    form({
      [`title:${item.id}`]: "Live in Leipzig",
      [`description:${item.id}`]: "The whole set.",
      [`published:${item.id}`]: "on",
      [`featured:${item.id}`]: "on",
      [`tr.es.title:${item.id}`]: "En directo en Leipzig",
      [`tr.es.description:${item.id}`]: "",
      [`tr.fr.title:${item.id}`]: "not offered",
    }),
    actor,
    true,
  );
  expect(saved).toEqual({ ok: true, changed: 1 });
  // Only the site's other languages are written; an empty field is no translation.
  expect(await translationsOf(MEDIA_ITEM_ENTITY, item.id)).toEqual({ es: { title: "En directo en Leipzig" } });

  const es = await inLanguage("es", async () => ({
    page: await mediaPage(),
    home: await loadHomeMedia(new Request("http://x/")),
  }));
  expect(es.page.map((i) => [i.title, i.description])).toEqual([["En directo en Leipzig", "The whole set."]]);
  expect(es.home.map((i) => i.title)).toEqual(["En directo en Leipzig"]);
  expect((await mediaPage()).map((i) => i.title)).toEqual(["Live in Leipzig"]);
  expect((await inLanguage("fr", () => mediaPage())).map((i) => i.title)).toEqual(["Live in Leipzig"]);

  await deleteMediaItem(item.id, actor, getDb().dataDir);
  expect(await translationsOf(MEDIA_ITEM_ENTITY, item.id)).toEqual({});
});

test("an album's title and a photo's caption and alt text in Spanish on /es/gallery and the album page (its lightbox); removed with the album", async () => {
  await updateSettings({ languages: "es" });
  const album = await createAlbum({ title: "On the road" });
  const { upload } = await ingestBuffer(await fx.jpeg(400, 300, 1), "a.jpg", {
    dataDir: getDb().dataDir,
    purpose: "gallery",
    albumId: album.id,
  });
  const id = upload.id;
  const ok = await saveAlbumItems(
    album.id,
    form({
      [`alt:${id}`]: "A drummer mid-fill",
      [`caption:${id}`]: "Leipzig, night two",
      [`published:${id}`]: "on",
      [`tr.es.alt:${id}`]: "Un batería en pleno redoble",
      [`tr.es.caption:${id}`]: "Leipzig, segunda noche",
    }),
    actor,
    true,
  );
  expect(ok).toMatchObject({ ok: true });
  await updateAlbum(album.id, { published: true });
  await saveTranslations(ALBUM_ENTITY, album.id, { es: { title: "De gira" } });

  const es = await inLanguage("es", async () => ({ index: await galleryIndex(), page: await albumPage(album.slug) }));
  expect(es.index.map((a) => [a.title, a.cover?.alt])).toEqual([["De gira", "Un batería en pleno redoble"]]);
  expect(es.page!.album.title).toBe("De gira");
  expect(es.page!.items.map((i) => [i.alt, i.caption])).toEqual([
    ["Un batería en pleno redoble", "Leipzig, segunda noche"],
  ]);
  // The home page's gallery preview describes the picture in Spanish too.
  expect((await inLanguage("es", () => galleryPreview())).map((g) => g.image.alt)).toEqual([
    "Un batería en pleno redoble",
  ]);
  expect((await galleryPreview()).map((g) => g.image.alt)).toEqual(["A drummer mid-fill"]);
  const en = await albumPage(album.slug);
  expect(en!.album.title).toBe("On the road");
  expect(en!.items.map((i) => [i.alt, i.caption])).toEqual([["A drummer mid-fill", "Leipzig, night two"]]);

  await deleteAlbum(album.id, actor, getDb().dataDir);
  expect(await translationsOf(ALBUM_ENTITY, album.id)).toEqual({});
  expect(await translationsOf(GALLERY_ITEM_ENTITY, id)).toEqual({});
});
