/** The page form's fields (studio), checked in the action; the service adds the address checks. */
import { z } from "zod";
import { SLUG_RE } from "~/core/text/slug.ts";
import { DESCRIPTION_MAX, TITLE_MAX } from "~/core/seo/meta.ts";
import { PAGE_MESSAGES as M } from "./lib/messages.ts";

export const PAGE_LIMITS = { title: 120, body: 50_000, seoTitle: TITLE_MAX, seoDescription: DESCRIPTION_MAX } as const;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean());

export const pageFormSchema = z.object({
  title: z
    .string({ message: M.titleRequired })
    .trim()
    .min(1, { message: M.titleRequired })
    .max(PAGE_LIMITS.title, { message: M.titleTooLong(PAGE_LIMITS.title) }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .default("")
    .refine((v) => v === "" || SLUG_RE.test(v), { message: M.slugFormat }),
  body: z.string().default("").refine((v) => v.length <= PAGE_LIMITS.body, { message: M.bodyTooLong(PAGE_LIMITS.body) }),
  seo_title: z.string().trim().default("").refine((v) => v.length <= PAGE_LIMITS.seoTitle, { message: M.seoTitleTooLong(PAGE_LIMITS.seoTitle) }),
  seo_description: z
    .string()
    .trim()
    .default("")
    .refine((v) => v.length <= PAGE_LIMITS.seoDescription, { message: M.seoDescriptionTooLong(PAGE_LIMITS.seoDescription) }),
  in_nav: checkbox,
});

export type PageFormValue = z.output<typeof pageFormSchema>;
