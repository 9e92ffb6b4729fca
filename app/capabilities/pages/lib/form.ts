/** Form helpers shared by the page editor's routes (browser-safe). */
import type { Page } from "./model.ts";

export type PageInput = Record<string, string | string[]>;

/** The form's starting values for a stored page. */
export function pageValues(p: Page): PageInput {
  return {
    title: p.title,
    slug: p.slug,
    body: p.body,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
    hero_upload_id: p.heroUploadId ?? "",
    ...(p.inNav ? { in_nav: "on" } : {}),
  };
}

/** A copy of the form without the image picker's alt text (a preview must not store it). */
export function withoutAltTexts(form: FormData): FormData {
  const copy = new FormData();
  for (const [k, v] of form) if (!k.endsWith("_alt")) copy.append(k, v);
  return copy;
}
