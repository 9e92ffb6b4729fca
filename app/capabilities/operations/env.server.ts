/**
 * The operations capability's environment variables (issue 28, docs/operations.md).
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { defineEnvPart, optionalText, type EnvOf } from "../../core/env.server.ts";

const part = defineEnvPart({
  /** Turns /metrics on (Prometheus text, docs/operations.md): scrapers send it as `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{16,256}$/.test(v), {
    message: "METRICS_TOKEN must be 16 to 256 printable characters without spaces (or unset to turn /metrics off)",
  }),
});
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}
