/**
 * The fediverse's environment variables (issue 31, docs/fediverse.md, SPEC §12).
 * Part of the configuration (core/env.server.ts assembles it from the
 * manifests; plain Node loads it before a build: relative imports only).
 */
import { z } from "zod";
import { defineEnvPart, optionalText, type EnvOf } from "../../core/env.server.ts";

/**
 * FEDIVERSE_TEST_PEERS: exact origins on the loopback interface (127.0.0.0/8, ::1, localhost) with an
 * explicit port — the only addresses a test lets the fediverse fetcher reach (ADR 3102).
 */
export function parseTestPeers(raw: string | undefined): { origins: string[] } | { error: string } {
  const origins: string[] = [];
  for (const item of (raw ?? "").split(/[\s,]+/).filter(Boolean)) {
    let u: URL;
    try {
      u = new URL(item);
    } catch {
      return { error: `FEDIVERSE_TEST_PEERS: ${item} is not an origin (write it as http://127.0.0.1:4100)` };
    }
    const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|localhost)$/.test(u.hostname);
    if (!/^https?:$/.test(u.protocol) || !loopback || !u.port || u.origin !== item.replace(/\/$/, "")) {
      return {
        error: `FEDIVERSE_TEST_PEERS: ${item} must be a loopback origin with a port (http://127.0.0.1:4100), nothing else`,
      };
    }
    origins.push(u.origin);
  }
  return { origins };
}

const shape = defineEnvPart({
  /** true or false switches federation on or off whatever the studio says; unset: the studio's choice (off until chosen). */
  FEDIVERSE: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const s = v.toLowerCase();
    if (["1", "true", "yes", "on"].includes(s)) return true;
    if (["0", "false", "no", "off"].includes(s)) return false;
    ctx.addIssue({ code: "custom", message: "FEDIVERSE must be true or false (or unset for the studio's choice)" });
    return z.NEVER;
  }),
  /**
   * Tests only (NODE_ENV=test): origins of fediverse servers on this machine (http://127.0.0.1:PORT), which
   * the SSRF-safe fetcher lets through by exact origin. A real site never has it: the start fails otherwise.
   */
  FEDIVERSE_TEST_PEERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const r = parseTestPeers(v);
      if ("origins" in r) return r.origins;
      ctx.addIssue({ code: "custom", message: r.error });
      return z.NEVER;
    }),
});

/** The part, with the one check that needs a core variable: test peers only where NODE_ENV=test. */
const part: typeof shape = {
  names: shape.names,
  parse(raw) {
    const r = shape.parse(raw);
    if ("data" in r && r.data.FEDIVERSE_TEST_PEERS.length && raw.NODE_ENV !== "test") {
      const message =
        "FEDIVERSE_TEST_PEERS is for tests only (NODE_ENV=test): a real site never lets the fediverse reach its own machine";
      return { error: new z.ZodError([{ code: "custom", path: ["FEDIVERSE_TEST_PEERS"], message, input: undefined }]) };
    }
    return r;
  },
};
export default part;

declare module "../../core/env.server.ts" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this part's variables into Env
  interface CapabilityEnv extends EnvOf<typeof part> {}
}
