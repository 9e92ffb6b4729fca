/**
 * The "new release" block's form and what the home page shows (issue 34, ADR
 * 3402): title, kind, release date, a few words, the cover, and the links
 * the owner pastes — listening buttons are recognised from them
 * (lib/streaming.ts), and the first one a player can embed becomes the
 * click-to-load player. Browser-safe: the studio form checks as it types.
 */
import { z } from "zod";
import type { EmbedView, LeanImageView } from "./view.ts";
import { streamingLink } from "./streaming.ts";

export const RELEASE_KINDS = ["album", "ep", "single"] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];
export const RELEASE_LIMITS = { title: 120, description: 400, links: 12 } as const;

type StudioT = (key: string, values?: Record<string, string | number>) => string;

/** One address per line; blank lines are no link. */
export const linkLines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The release form's schema, its messages in the studio language of `t`. */
export const releaseFormSchema = (t: StudioT) =>
  z.object({
    title: z
      .string({ message: t("media.studio.release.errors.title") })
      .trim()
      .min(1, { message: t("media.studio.release.errors.title") })
      .max(RELEASE_LIMITS.title, {
        message: t("media.studio.release.errors.titleLong", { max: RELEASE_LIMITS.title }),
      }),
    kind: z.enum(RELEASE_KINDS, { message: t("media.studio.release.errors.kind") }),
    release_date: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), {
        message: t("media.studio.release.errors.date"),
      }),
    description: z
      .string()
      .trim()
      .default("")
      .refine((v) => v.length <= RELEASE_LIMITS.description, {
        message: t("media.studio.release.errors.descriptionLong", { max: RELEASE_LIMITS.description }),
      }),
    links: z
      .string()
      .default("")
      .superRefine((v, ctx) => {
        const lines = linkLines(v);
        const bad = lines.find((l) => !streamingLink(l));
        if (bad) ctx.addIssue({ code: "custom", message: t("media.studio.release.errors.link", { link: bad }) });
        else if (lines.length > RELEASE_LIMITS.links)
          ctx.addIssue({
            code: "custom",
            message: t("media.studio.release.errors.links", { max: RELEASE_LIMITS.links }),
          });
      })
      .transform((v) => [...new Set(linkLines(v).map((l) => streamingLink(l)!.url))]),
  });
export type ReleaseFormValue = z.output<ReturnType<typeof releaseFormSchema>>;

/** A listening button: its service's name and icon (the site's sprite), or the host for a link we do not know. */
export interface ReleaseLinkView {
  href: string;
  label: string;
  /** "/social-icons.svg?v=…#spotify", or null (a plain arrow). */
  icon: string | null;
}

/** What the home page's block shows. */
export interface ReleaseView {
  title: string;
  /** "New album", "New single" … in the site's language. */
  kind: string;
  /** "Out now", "Out 12 March 2027". */
  when: string;
  description: string;
  cover: LeanImageView | null;
  links: ReleaseLinkView[];
  /** The first link a player can embed, loaded on the visitor's click; null: buttons only. */
  player: EmbedView | null;
}
