/**
 * The media capability's environment variables (docs/media.md).
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { defineEnvPart, httpUrl, type EnvOf } from "../../core/env.server.ts";

const part = defineEnvPart({
  /** Base URL that replaces every provider's oEmbed/thumbnail host (tests, or a caching proxy). */
  OEMBED_BASE_URL: httpUrl("OEMBED_BASE_URL"),
});
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}
