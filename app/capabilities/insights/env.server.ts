/**
 * Insights' environment variables (docs/insights.md).
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { z } from "zod";
import { bool, defineEnvPart, type EnvOf } from "../../core/env.server.ts";

const part = defineEnvPart({
  /** Count public page views and outcomes on the server (issue 16, docs/insights.md); off to measure without it. */
  INSIGHTS: bool("INSIGHTS", true),
  /** How many days of Insights' daily aggregates are kept; 0 keeps them all. */
  INSIGHTS_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return 1825;
      if (!/^\d+$/.test(v) || Number(v) > 36500) {
        ctx.addIssue({
          code: "custom",
          message: "INSIGHTS_RETENTION_DAYS must be a whole number of days (0 keeps everything)",
        });
        return z.NEVER;
      }
      return Number(v);
    }),
});
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}
