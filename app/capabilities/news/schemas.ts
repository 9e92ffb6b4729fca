/** The post form's fields (studio), checked in the action; the service adds the address and time checks. */
import { z } from "zod";
import { SLUG_RE } from "~/core/text/slug.ts";
import { isLocalDateTime } from "~/core/dates/civil.ts";
import { entryExamples, parseDateTimeEntry } from "~/core/dates/entry.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export const POST_LIMITS = { title: 150, body: 50_000 } as const;

/** The schema with its messages in the studio user's language (`tr`: studioI18nFor(user)). */
export const postFormSchema = (tr: Translator) =>
  z
    .object({
      title: z
        .string({ message: tr.t("news.studio.errors.titleRequired") })
        .trim()
        .min(1, { message: tr.t("news.studio.errors.titleRequired") })
        .max(POST_LIMITS.title, { message: tr.t("news.studio.errors.titleTooLong", { max: POST_LIMITS.title }) }),
      slug: z
        .string()
        .trim()
        .toLowerCase()
        .default("")
        .refine((v) => v === "" || SLUG_RE.test(v), { message: tr.t("news.studio.errors.slugFormat") }),
      body: z
        .string()
        .default("")
        .refine((v) => v.length <= POST_LIMITS.body, {
          message: tr.t("news.studio.errors.bodyTooLong", { max: POST_LIMITS.body }),
        }),
      state: z.enum(["draft", "published", "scheduled"]).default("draft"),
      /**
       * A wall-clock time in the site's zone, for "scheduled": as the studio language writes it ("05.12.2026 20:00",
       * ADR 2710) or ISO, turned into ISO; something unreadable stays as typed for the check below.
       */
      publish_at: z
        .string()
        .trim()
        .default("")
        .transform((v) => (v ? (parseDateTimeEntry(v, tr.intl) ?? v) : "")),
      /** A checkbox: "on" when ticked, absent otherwise. */
      send_to_subscribers: z
        .string()
        .optional()
        .transform((v) => v === "on" || v === "1" || v === "true"),
    })
    .superRefine((v, ctx) => {
      if (v.publish_at && !isLocalDateTime(v.publish_at))
        ctx.addIssue({
          code: "custom",
          path: ["publish_at"],
          message: tr.t("core.studio.dateEntry.unreadable.datetime", entryExamples(tr.intl)),
        });
      else if (v.state === "scheduled" && !v.publish_at)
        ctx.addIssue({ code: "custom", path: ["publish_at"], message: tr.t("news.studio.errors.publishAtRequired") });
    });

export type PostFormValue = z.output<ReturnType<typeof postFormSchema>>;
