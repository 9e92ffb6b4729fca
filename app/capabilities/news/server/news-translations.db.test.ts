/**
 * News in several languages (issue 15) on both databases: a post's title and
 * text translated into Spanish are what /es/news, the post's page, the home
 * section and /es/news.xml show; an untranslated post and the default
 * language keep the original; deleting the post removes its translations.
 * The studio's refusals speak the editor's studio language.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { AppError } from "~/core/errors.ts";
import { inLanguage } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsOf } from "~/core/i18n/content.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { postFormSchema } from "~/capabilities/news/schemas.ts";
import { NEWS_POST_ENTITY } from "~/capabilities/news/lib/model.ts";
import { createPost, deletePost } from "./posts.server.ts";
import { loadHomeNews, newsAtom, newsPage, newsPost } from "./public.server.ts";

useTestDatabase();

const actor = { id: "u1", email: "owner@example.com" };
const form = (v: Record<string, string>) =>
  postFormSchema(studioTranslatorFor("en")).parse({ body: "", state: "published", ...v });

test("a translated post shows its Spanish title and text on /es pages and feed; the default language and untranslated posts keep the original", async () => {
  const tour = await createPost(
    actor,
    form({ title: "Tour announced", body: "Twelve **dates** in spring." }),
    "UTC",
    null,
  );
  await createPost(actor, form({ title: "New single", body: "Out now." }), "UTC", null);
  await saveTranslations(NEWS_POST_ENTITY, tour.id, {
    es: { title: "Gira anunciada", body: "Doce **fechas** en primavera." },
  });

  const es = await inLanguage("es", async () => ({
    page: await newsPage(1),
    post: await newsPost("tour-announced"),
    home: await loadHomeNews(),
    feed: await newsAtom("https://band.example"),
  }));
  expect(es.page!.posts.map((p) => p.title).sort()).toEqual(["Gira anunciada", "New single"]);
  expect(es.post!.title).toBe("Gira anunciada");
  expect(es.post!.html).toContain("<strong>fechas</strong>");
  expect(es.post!.description).toBe("Doce fechas en primavera.");
  expect(es.home.posts.map((p) => p.title)).toContain("Gira anunciada");
  expect(es.feed).toContain(`<title type="text">Gira anunciada</title>`);
  expect(es.feed).toContain("https://band.example/es/news/tour-announced");

  // French has no translation: the default language's text is the fallback.
  expect((await inLanguage("fr", () => newsPost("tour-announced")))!.title).toBe("Tour announced");
  const en = {
    page: await newsPage(1),
    post: await newsPost("tour-announced"),
    feed: await newsAtom("https://band.example"),
  };
  expect(en.page!.posts.map((p) => p.title).sort()).toEqual(["New single", "Tour announced"]);
  expect(en.post!.html).toContain("<strong>dates</strong>");
  expect(en.feed).not.toContain("Gira anunciada");

  await deletePost(actor, tour.id);
  expect(await translationsOf(NEWS_POST_ENTITY, tour.id)).toEqual({});
});

test("the studio's refusals are in the editor's studio language", async () => {
  const de = studioTranslatorFor("de");
  expect(postFormSchema(de).safeParse({ title: "" }).error?.issues[0]?.message).toBe("Der Titel fehlt.");
  await createPost(actor, form({ title: "Same" }), "UTC", null);
  const taken = await createPost(actor, form({ title: "Same" }), "UTC", null, de).catch((e: unknown) => e);
  expect(taken).toBeInstanceOf(AppError);
  expect((taken as AppError).message).toBe("Ein anderer Beitrag hat bereits diese Adresse.");
});
