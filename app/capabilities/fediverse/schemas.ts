/**
 * The studio's fediverse account form (issue 31), read alike in the browser and on the server: the
 * switch, the handle (what Mastodon accepts in a username, lib/handle.ts) and "approve each follower".
 */
import { z } from "zod";
import { readHandle } from "./lib/handle.ts";

/** A studio translator's `t` (the messages are the studio's, in the user's language). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

const HANDLE_ERRORS = {
  empty: "fediverse.studio.handle.empty",
  chars: "fediverse.studio.handle.chars",
  long: "fediverse.studio.handle.long",
} as const;

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

export const accountSchema = (t: StudioT) =>
  z.object({
    enabled: checkbox,
    approveFollows: checkbox,
    handle: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const r = readHandle(raw ?? "");
        if (r.ok) return r.handle;
        ctx.addIssue({ code: "custom", message: t(HANDLE_ERRORS[r.reason]) });
        return z.NEVER;
      }),
  });
