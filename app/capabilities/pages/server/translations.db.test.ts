/**
 * An own page in another language of the site (issue 15, L2) on a real database: title, text and search
 * fields show their translation under /es/ (the default language's where untranslated), the menu names the
 * page in that language, a language code is no page's address, and deleting the page deletes its translations.
 */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { AppError } from "~/core/errors.ts";
import { saveTranslations, translationsOf } from "~/core/i18n/content.server.ts";
import { inLanguage } from "~/core/i18n/request-language.server.ts";
import { pageFormSchema, type PageFormValue } from "~/capabilities/pages/schemas.ts";
import { createPage, deletePage, setPagePublished } from "./pages.server.ts";
import { pagesNavItems, publicPage } from "./public.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

/** The form's messages in English (the studio catalogue). */
const tr = studioTranslatorFor("en");

useTestDatabase();

const actor = { id: "u1", email: "owner@example.com" };
const form = (v: Partial<Record<keyof PageFormValue, string>>): PageFormValue =>
  pageFormSchema(tr.t).parse({ body: "", ...v });

test("a translated page under /es/: its Spanish texts, the English ones where untranslated, the menu in Spanish", async () => {
  const p = await createPage(
    actor,
    form({ title: "Our story", body: "We met in **2009**.", seo_description: "How it began", in_nav: "on" }),
    null,
  );
  await setPagePublished(actor, p.id, true);
  await saveTranslations("page", p.id, { es: { title: "Nuestra historia", body: "Nos conocimos en **2009**." } });

  const es = await inLanguage("es", () => publicPage(p.slug));
  expect(es?.title).toBe("Nuestra historia");
  expect(es?.html).toContain("Nos conocimos en <strong>2009</strong>.");
  // No Spanish search description: the English one stands.
  expect(es?.description).toBe("How it began");
  expect((await publicPage(p.slug))?.title).toBe("Our story");
  expect((await inLanguage("es", () => pagesNavItems())).map((n) => n.label)).toContain("Nuestra historia");
  expect((await pagesNavItems()).map((n) => n.label)).toContain("Our story");

  await deletePage(actor, p.id);
  expect(await translationsOf("page", p.id)).toEqual({});
});

test("a language code is no page's address (/es/ is the Spanish site)", async () => {
  const e = await createPage(actor, form({ title: "ES" }), null).then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  expect((e as AppError).field).toBe("slug");
});
