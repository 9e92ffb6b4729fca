/** The post form's fields (studio), checked in the action; the service adds the address and time checks. */
import { z } from "zod";
import { SLUG_RE } from "~/core/text/slug.ts";
import { isLocalDateTime } from "~/core/dates/civil.ts";
import { NEWS_MESSAGES as M } from "./lib/messages.ts";

export const POST_LIMITS = { title: 150, body: 50_000 } as const;

export const postFormSchema = z
  .object({
    title: z.string({ message: M.titleRequired }).trim().min(1, { message: M.titleRequired }).max(POST_LIMITS.title, { message: M.titleTooLong(POST_LIMITS.title) }),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .default("")
      .refine((v) => v === "" || SLUG_RE.test(v), { message: M.slugFormat }),
    body: z.string().default("").refine((v) => v.length <= POST_LIMITS.body, { message: M.bodyTooLong(POST_LIMITS.body) }),
    state: z.enum(["draft", "published", "scheduled"]).default("draft"),
    /** A wall-clock time in the site's zone (datetime-local), for "scheduled". */
    publish_at: z.string().trim().default(""),
    /** A checkbox: "on" when ticked, absent otherwise. */
    send_to_subscribers: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "1" || v === "true"),
  })
  .superRefine((v, ctx) => {
    if (v.state === "scheduled" && !isLocalDateTime(v.publish_at)) ctx.addIssue({ code: "custom", path: ["publish_at"], message: M.publishAtRequired });
  });

export type PostFormValue = z.output<typeof postFormSchema>;
