/**
 * The line-up page's forms (issue 32 §1), one schema each, shared by the
 * browser's hints and the action. Rules that need the date (inside the event,
 * no overlap on a stage) are the service's (lib/lineup.ts), said under the field.
 */
import { z } from "zod";
import { webLink } from "~/core/validation/fields.ts";
import { parseTimeEntry } from "~/core/dates/entry.ts";
import { LINEUP_LIMITS, PERFORMER_KINDS, PERFORMER_ROLES } from "./lineup.ts";

type StudioT = (key: string, values?: Record<string, string | number>) => string;

// Something that reads as a tag ("<b>", "</a>", "<!--"): names and stages are plain text.
const MARKUP = /<\s*[/!?]?\s*[a-z][^<>]*>|<!--/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

function plain(t: StudioT, max: number, required: boolean) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").replace(/\s+/g, " ").trim();
      const fail = (key: string, values?: Record<string, number>) => {
        ctx.addIssue({ code: "custom", message: t(key, values) });
        return z.NEVER;
      };
      if (required && !v) return fail("events.studio.lineup.errors.required");
      if (CONTROL.test(v)) return fail("events.studio.lineup.errors.control");
      if (MARKUP.test(v)) return fail("events.studio.lineup.errors.markup");
      if (v.length > max) return fail("events.studio.lineup.errors.tooLong", { max });
      return v;
    });
}

/** An http(s) link or nothing; a link typed without its scheme is completed (core/validation/fields.ts). */
const optionalLink = (t: StudioT) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").trim();
      if (!v) return "";
      const link = webLink(v);
      if (link && link.length <= 500) return link;
      ctx.addIssue({ code: "custom", message: t("events.studio.lineup.errors.link") });
      return z.NEVER;
    });

const time = (t: StudioT, required: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").trim();
      if (!v && !required) return null;
      // Typed the studio language's way ("20:00", "20 Uhr", "8 pm", "2000"; ADR 2710), stored as "HH:mm".
      const read = parseTimeEntry(v);
      if (!read) {
        ctx.addIssue({ code: "custom", message: t("events.studio.lineup.errors.time") });
        return z.NEVER;
      }
      return read;
    });

export const performerSchema = (t: StudioT) =>
  z.object({
    name: plain(t, LINEUP_LIMITS.name, true),
    role: z.enum(PERFORMER_ROLES, { message: t("events.studio.lineup.errors.choice") }),
    kind: z.enum(PERFORMER_KINDS, { message: t("events.studio.lineup.errors.choice") }),
    self: z
      .string()
      .optional()
      .transform((v) => v === "on"),
    url: optionalLink(t),
    image: z
      .string()
      .optional()
      .transform((v) => v ?? ""),
  });
export type PerformerFormValue = z.output<ReturnType<typeof performerSchema>>;

export const setSchema = (t: StudioT) =>
  z
    .object({
      performer: z
        .string()
        .optional()
        .transform((v) => v || null),
      label: plain(t, LINEUP_LIMITS.label, false),
      stage: plain(t, LINEUP_LIMITS.stage, false),
      day: z
        .string()
        .optional()
        .transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
      start: time(t, true),
      end: time(t, false),
    })
    .superRefine((v, ctx) => {
      if (!v.performer && !v.label)
        ctx.addIssue({ code: "custom", path: ["performer"], message: t("events.studio.lineup.errors.who") });
    });
export type SetFormValue = z.output<ReturnType<typeof setSchema>>;

export const runningSchema = (t: StudioT) =>
  z.object({
    doors: time(t, false),
    curfew: time(t, false),
    doors_day: z
      .string()
      .optional()
      .transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
    curfew_day: z
      .string()
      .optional()
      .transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
  });
export type RunningFormValue = z.output<ReturnType<typeof runningSchema>>;
