/**
 * Own pages (issue 14): create, change, publish, delete — checked and
 * audited here, stored by server/data/pages.server.ts. An address is
 * normalised (slugify), must not be a built-in route's (lib/reserved.ts) and
 * must be free among the pages.
 */
import { type Actor, audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { slugify } from "~/core/text/slug.ts";
import type { PageFormValue } from "~/capabilities/pages/schemas.ts";
import { isReservedSlug } from "~/capabilities/pages/lib/reserved.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { deleteTranslations } from "~/core/i18n/content.server.ts";
import {
  deletePageRow,
  findPage,
  findPageBySlug,
  insertPage,
  type Page,
  type PageFields,
  setPageStatus,
  updatePageRow,
} from "./data/pages.server.ts";

export type { Page };
export { findPage, findPageBySlug, listPages, listPublishedPages } from "./data/pages.server.ts";

/** Callers without a studio user (tests, the demo) get the studio's English. */
export const english = () => studioTranslatorFor("en");

/**
 * The address a page gets: what was typed (or the title), normalised; refused when built in or taken by another page,
 * with the message in `tr`'s words (the acting user's studio translator).
 */
export async function checkedSlug(
  value: PageFormValue,
  selfId: string | null,
  tr: Translator = english(),
): Promise<string> {
  const slug = slugify(value.slug || value.title);
  if (isReservedSlug(slug))
    throw new AppError("invalid", { field: "slug", message: tr.t("pages.studio.errors.slugReserved", { slug }) });
  const other = await findPageBySlug(slug);
  if (other && other.id !== selfId)
    throw new AppError("invalid", { field: "slug", message: tr.t("pages.studio.errors.slugTaken") });
  return slug;
}

const fields = (v: PageFormValue, slug: string): PageFields => ({
  slug,
  title: v.title,
  body: v.body.replace(/\r\n/g, "\n"),
  seoTitle: v.seo_title,
  seoDescription: v.seo_description,
  inNav: v.in_nav,
});

export async function createPage(
  actor: Actor,
  v: PageFormValue,
  heroUploadId: string | null | undefined,
  tr: Translator = english(),
): Promise<Page> {
  const page = await insertPage(fields(v, await checkedSlug(v, null, tr)), heroUploadId ?? null);
  await audit(actor, "page.create", "page", page.id, { slug: page.slug });
  return page;
}

export async function updatePage(
  actor: Actor,
  id: string,
  v: PageFormValue,
  heroUploadId: string | null | undefined,
  tr: Translator = english(),
): Promise<Page> {
  const before = await findPage(id);
  if (!before) throw notFound();
  const slug = await checkedSlug(v, id, tr);
  await updatePageRow(id, fields(v, slug), heroUploadId);
  await audit(actor, "page.update", "page", id, before.slug !== slug ? { slug, from: before.slug } : { slug });
  return (await findPage(id))!;
}

export async function setPagePublished(actor: Actor, id: string, published: boolean): Promise<Page> {
  const page = await findPage(id);
  if (!page) throw notFound();
  await setPageStatus(id, published ? "published" : "draft");
  await audit(actor, published ? "page.publish" : "page.unpublish", "page", id, { slug: page.slug });
  return (await findPage(id))!;
}

export async function deletePage(actor: Actor, id: string): Promise<Page> {
  const page = await findPage(id);
  if (!page) throw notFound();
  await deletePageRow(id);
  await deleteTranslations("page", id);
  await audit(actor, "page.delete", "page", id, { slug: page.slug, title: page.title });
  return page;
}

/** A draft of the form, for the studio's preview: the page as it would be, nothing stored. */
export interface PageDraft {
  id: string | null;
  slug: string;
  title: string;
  body: string;
  heroUploadId: string | null;
  seoTitle: string;
  seoDescription: string;
}

export function pageDraft(id: string | null, v: PageFormValue, slug: string, heroUploadId: string | null): PageDraft {
  return {
    id,
    slug,
    title: v.title,
    body: v.body,
    heroUploadId,
    seoTitle: v.seo_title,
    seoDescription: v.seo_description,
  };
}
