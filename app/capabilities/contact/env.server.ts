/**
 * The contact capability's environment variables.
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { bool, defineEnvPart, type EnvOf } from "../../core/env.server.ts";

const part = defineEnvPart({
  /** Confirm receipt to the visitor (clean messages only; EmailJS needs its auto-reply template, docs/email.md). */
  MAIL_AUTOREPLY: bool("MAIL_AUTOREPLY", false),
});
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}
