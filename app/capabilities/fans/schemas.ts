/** The newsletter form's fields (studio, issue 12 point 5), checked in the action; the service resolves the town and the time. */
import { z } from "zod";
import { isLocalDateTime } from "~/core/dates/civil.ts";
import { RADII_KM } from "./lib/geo.ts";

export const NEWSLETTER_LIMITS = { subject: 150, body: 50_000 } as const;

export const newsletterSchema = z
  .object({
    subject: z
      .string({ message: "Give the newsletter a subject." })
      .trim()
      .min(1, { message: "Give the newsletter a subject." })
      .max(NEWSLETTER_LIMITS.subject, { message: `Keep the subject under ${NEWSLETTER_LIMITS.subject} characters.` })
      // One line: the subject becomes a mail header.
      .refine((v) => !/[\r\n]/.test(v), { message: "Keep the subject on one line." }),
    body: z
      .string()
      .default("")
      .refine((v) => v.trim().length > 0, { message: "Write the newsletter before saving it." })
      .refine((v) => v.length <= NEWSLETTER_LIMITS.body, {
        message: `Keep the newsletter under ${NEWSLETTER_LIMITS.body.toLocaleString("en")} characters.`,
      }),
    town: z.string().trim().max(200).default(""),
    town_id: z.string().trim().max(40).default(""),
    radius_km: z.coerce
      .number()
      .default(100)
      .refine((v) => (RADII_KM as readonly number[]).includes(v), { message: "Choose one of the distances." }),
    source: z.enum(["", "home", "footer", "event", "subscribe", "import"]).default(""),
    /** A wall-clock time in the site's zone (datetime-local), for "schedule". */
    send_at: z.string().trim().default(""),
    intent: z.string().default("save"),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "schedule" && !isLocalDateTime(v.send_at))
      ctx.addIssue({ code: "custom", path: ["send_at"], message: "Choose the day and time to send it." });
  });

export type NewsletterValue = z.output<typeof newsletterSchema>;
