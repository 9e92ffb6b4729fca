/**
 * The press kit in several languages (issue 15) on both databases: the
 * studio form's Spanish biographies and quote translations (each in its
 * quote's row, so it stays with it when another row is emptied) are what
 * /es/press shows and copies; an untranslated quote, every source and name,
 * another language and the default one keep the kit's own words. The form's
 * messages follow the studio user's language.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { inLanguage } from "~/core/i18n/request-language.server.ts";
import { translationsOf } from "~/core/i18n/content.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { parsePressForm, pressInput } from "~/capabilities/press/lib/form.ts";
import { PRESS_KIT_ENTITY } from "~/capabilities/press/lib/model.ts";
import { readPressKit, savePressKit } from "./press.server.ts";
import { pressPage } from "./public.server.ts";

useTestDatabase();

const actor = { id: "u1", email: "owner@example.com" };
const en = studioTranslatorFor("en");

test("Spanish biographies and quotes on /es/press; the default language, French and untranslated quotes keep the kit's words", async () => {
  const sub = parsePressForm(
    {
      short_bio: "Night **jazz** from Leipzig.",
      long_bio: "Founded in 2019.",
      quote: ["", "A quiet storm.", "Loud and clear."],
      source: ["", "Leipziger Zeitung", "Radio Eins"],
      link: ["", "", ""],
      date: ["", "", ""],
      // Row 0 is empty and dropped: the translations of rows 1 and 2 stay with their quotes.
      "tr.es.quote": ["ignored", "Una tormenta tranquila.", ""],
      "tr.es.shortBio": "Jazz **nocturno** de Leipzig.",
      "tr.es.longBio": "",
      "tr.fr.shortBio": "not offered",
    },
    en,
    ["es"],
  );
  expect(sub.errors).toEqual({});
  await savePressKit(actor, sub.value!);
  expect(await translationsOf(PRESS_KIT_ENTITY, "1")).toEqual({
    es: { shortBio: "Jazz **nocturno** de Leipzig.", quotes: JSON.stringify(["Una tormenta tranquila.", ""]) },
  });

  const es = await inLanguage("es", () => pressPage(null));
  expect(es.shortBio!.html).toContain("<strong>nocturno</strong>");
  expect(es.shortBio!.text).toBe("Jazz nocturno de Leipzig.");
  expect(es.longBio!.text).toBe("Founded in 2019.");
  expect(es.quotes.map((q) => [q.quote, q.source])).toEqual([
    ["Una tormenta tranquila.", "Leipziger Zeitung"],
    ["Loud and clear.", "Radio Eins"],
  ]);
  const fr = await inLanguage("fr", () => pressPage(null));
  expect(fr.shortBio!.text).toBe("Night jazz from Leipzig.");
  const def = await pressPage(null);
  expect(def.quotes.map((q) => q.quote)).toEqual(["A quiet storm.", "Loud and clear."]);

  // The studio form shows the stored translations in their rows.
  const input = pressInput(await readPressKit(), await translationsOf(PRESS_KIT_ENTITY, "1"));
  expect(input["tr.es.quote"]).toEqual(["Una tormenta tranquila.", ""]);
  expect(input["tr.es.shortBio"]).toBe("Jazz **nocturno** de Leipzig.");

  // Emptying the Spanish fields removes the translations: Spanish visitors read the kit's own words.
  const cleared = parsePressForm({ ...input, "tr.es.quote": ["", ""], "tr.es.shortBio": "" }, en, ["es"]);
  await savePressKit(actor, cleared.value!);
  expect(await translationsOf(PRESS_KIT_ENTITY, "1")).toEqual({});
  expect((await inLanguage("es", () => pressPage(null))).shortBio!.text).toBe("Night jazz from Leipzig.");
});

test("the form's messages are in the studio user's language, a too-long quote translation is refused under its row", () => {
  const de = studioTranslatorFor("de");
  const bad = parsePressForm(
    { quote: ["Great."], source: [""], link: [""], date: [""], "tr.es.quote": ["x".repeat(1001)] },
    de,
    ["es"],
  );
  expect(bad.value).toBeUndefined();
  expect(bad.errors["source.0"]).toBe("Gib an, wer es geschrieben hat (eine Zeitung, ein Name).");
  expect(bad.errors["tr.es.quote.0"]).toBe("Höchstens 1.000 Zeichen.");
});
