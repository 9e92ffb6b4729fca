/**
 * The translation store (issue 15, L2) on a real database: saved per entity, field and language (one row
 * each, updated in place), an empty text removes it, only declared fields are written, and public reads
 * overlay the request's language with the default language as the fallback.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { db } from "~/core/db/client.server.ts";
import {
  saveTranslations,
  translated,
  translationsFromForm,
  translationsOf,
  translationsOfMany,
} from "./content.server.ts";
import { inLanguage } from "./request-language.server.ts";

const getDb = useTestDatabase();

test("translations are kept one per entity, field and language, and an empty text removes one", async () => {
  getDb();
  await saveTranslations("event", "e1", {
    es: { title: "  Concierto  ", description: "Una noche" },
    fr: { title: "Concert" },
  });
  await saveTranslations("event", "e1", { es: { title: "Gran concierto" } });
  expect(await translationsOf("event", "e1")).toEqual({
    es: { title: "Gran concierto", description: "Una noche" },
    fr: { title: "Concert" },
  });
  await saveTranslations("event", "e1", { es: { description: "" } });
  expect(await translationsOf("event", "e1")).toEqual({ es: { title: "Gran concierto" }, fr: { title: "Concert" } });
  // An undeclared field (the slug is no visitor's text) is never written.
  await saveTranslations("event", "e1", { es: { slug: "concierto" } });
  const rows = await db().selectFrom("translations").selectAll().where("entity_id", "=", "e1").execute();
  expect(rows.map((r) => `${r.language}.${r.field}`).sort()).toEqual(["es.title", "fr.title"]);
});

test("public reads show the request's language where translated and the default elsewhere, with no query in the default language", async () => {
  getDb();
  await saveTranslations("event", "a", { es: { title: "Uno" } });
  const rows = [
    { id: "a", title: "One", description: "First" },
    { id: "b", title: "Two", description: "Second" },
  ];
  expect(await translated("event", rows, (r) => r.id, "es")).toEqual([
    { id: "a", title: "Uno", description: "First" },
    { id: "b", title: "Two", description: "Second" },
  ]);
  expect(await translated("event", rows, (r) => r.id, undefined)).toBe(rows);
  expect(await inLanguage("es", () => translated("event", rows, (r) => r.id))).toEqual([
    { id: "a", title: "Uno", description: "First" },
    { id: "b", title: "Two", description: "Second" },
  ]);
});

test("the studio form's tr.<language>.<field> values are read for the site's other languages only", () => {
  const f = new FormData();
  f.set("tr.es.title", "Hola");
  f.set("tr.es.description", "");
  f.set("tr.de.title", "Hallo");
  f.set("tr.es.slug", "x");
  expect(translationsFromForm(f, "event", ["es"])).toEqual({ es: { title: "Hola", description: "" } });
});

test("a studio list reads the translations of all its items in one go, per id and language", async () => {
  getDb();
  await saveTranslations("event", "x", { es: { title: "Equis" }, fr: { title: "Iks" } });
  await saveTranslations("event", "y", { es: { description: "Ye" } });
  await saveTranslations("page", "x", { es: { title: "not an event" } });
  expect(await translationsOfMany("event", ["x", "y", "z"])).toEqual({
    x: { es: { title: "Equis" }, fr: { title: "Iks" } },
    y: { es: { description: "Ye" } },
  });
  expect(await translationsOfMany("event", [])).toEqual({});
});
