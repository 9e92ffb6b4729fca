/** Studio forms of the media capability (gallery albums and items, media items). */
import { z } from "zod";
import { bandcampPageUrl, parseMediaUrl } from "~/capabilities/media/lib/providers.ts";

const checkbox = z
  .union([z.literal("on"), z.literal("1"), z.literal("true")])
  .optional()
  .transform((v) => v !== undefined);

export const albumSchema = z.object({
  title: z
    .string({ message: "Give the album a title." })
    .trim()
    .min(1, { message: "Give the album a title." })
    .max(120, { message: "The title must be at most 120 characters." }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, { message: "The address must be at most 80 characters." })
    .regex(/^[a-z0-9-]*$/, { message: "Use lower-case letters, digits and hyphens only." })
    .optional()
    .transform((v) => v || undefined),
  description: z
    .string()
    .trim()
    .max(2000, { message: "The description must be at most 2,000 characters." })
    .optional()
    .default(""),
  published: checkbox,
});
export type AlbumInput = z.output<typeof albumSchema>;

export const newAlbumSchema = albumSchema.pick({ title: true });

export const ALT_MAX = 300;
export const CAPTION_MAX = 500;

/** One gallery item's texts, as the studio form sends them. */
export const itemTextSchema = z.object({
  alt: z
    .string()
    .trim()
    .max(ALT_MAX, { message: `Alt text must be at most ${ALT_MAX} characters.` })
    .default(""),
  caption: z
    .string()
    .trim()
    .max(CAPTION_MAX, { message: `The caption must be at most ${CAPTION_MAX} characters.` })
    .default(""),
});

export const mediaUrlSchema = z.object({
  url: z
    .string({ message: "Paste the link of a video or track." })
    .trim()
    .min(1, { message: "Paste the link of a video or track." })
    .max(4000, { message: "This is too long for a link or embed code." })
    .superRefine((v, ctx) => {
      // A Bandcamp page's address is read on the server (its player id is in the page): accepted here.
      if (bandcampPageUrl(v)) return;
      const r = parseMediaUrl(v);
      if (!r.ok) ctx.addIssue({ code: "custom", message: r.error });
    }),
});

export const mediaItemSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: "Give it a title." })
    .max(200, { message: "The title must be at most 200 characters." }),
  description: z
    .string()
    .trim()
    .max(2000, { message: "The description must be at most 2,000 characters." })
    .default(""),
});
