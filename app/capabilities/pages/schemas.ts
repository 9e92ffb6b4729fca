/** The page form's fields (studio), checked in the action; the service adds the address checks. */
import { z } from "zod";
import { SLUG_RE } from "~/core/text/slug.ts";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/core/seo/meta.ts";

export const PAGE_LIMITS = { title: 120, body: 50_000, seoTitle: TITLE_MAX, seoDescription: DESCRIPTION_MAX } as const;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean());

/** A studio translator's `t` (the form's messages are the studio's, in the user's language). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

/** The page form's schema, its messages in the studio language of `t`. */
export const pageFormSchema = (t: StudioT) =>
  z.object({
    title: z
      .string({ message: t("pages.studio.errors.titleRequired") })
      .trim()
      .min(1, { message: t("pages.studio.errors.titleRequired") })
      .max(PAGE_LIMITS.title, { message: t("pages.studio.errors.titleLong", { max: PAGE_LIMITS.title }) }),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .default("")
      .refine((v) => v === "" || SLUG_RE.test(v), { message: t("pages.studio.errors.slug") }),
    body: z
      .string()
      .default("")
      .refine((v) => v.length <= PAGE_LIMITS.body, {
        message: t("pages.studio.errors.bodyLong", { max: PAGE_LIMITS.body }),
      }),
    seo_title: z
      .string()
      .trim()
      .default("")
      .refine((v) => v.length <= PAGE_LIMITS.seoTitle, {
        message: t("pages.studio.errors.seoTitleLong", { max: PAGE_LIMITS.seoTitle }),
      }),
    seo_description: z
      .string()
      .trim()
      .default("")
      .refine((v) => v.length <= PAGE_LIMITS.seoDescription, {
        message: t("pages.studio.errors.seoDescriptionLong", { max: PAGE_LIMITS.seoDescription }),
      }),
    in_nav: checkbox,
  });

export type PageFormValue = z.output<ReturnType<typeof pageFormSchema>>;
