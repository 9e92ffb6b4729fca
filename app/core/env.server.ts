/**
 * The validated configuration (SPEC §9). Every environment variable Marquee
 * reads is named once: the core's here, each capability's in its own
 * env.server.ts, which its manifest names (`env`). The schema is assembled
 * from the core's part and the registered manifests' and validated once at
 * start, a bad value stopping it with one line naming the variable. Nothing
 * else reads process.env.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
// Relative, not "~/": scripts/start.ts loads this file (and the capabilities' parts) with plain Node before any build.
import { capabilities } from "./capability.server.ts";
import { envSchema } from "./env-schema.server.ts";

export { bool, httpUrl, optionalText, parseAllowedOrigins } from "./env-schema.server.ts";

/**
 * A capability's part of the configuration: its variables, and checks across
 * them (one needs another). Declared in the capability's env.server.ts, whose
 * default export its manifest names as `env`, and merged into `Env` there:
 *
 *   const part = defineEnvPart({ INSIGHTS: bool("INSIGHTS", true) });
 *   export default part;
 *   declare module "../../core/env.server.ts" {
 *     interface CapabilityEnv extends EnvOf<typeof part> {}
 *   }
 */
export interface EnvPart<T = unknown> {
  /** The variables it reads: each is named once, by the core or by one part. */
  readonly names: readonly string[];
  /** Its variables from the raw environment, or the first problem. */
  parse(raw: Record<string, string | undefined>): { data: T } | { error: z.ZodError };
}

export function defineEnvPart<S extends z.ZodRawShape>(
  shape: S,
  check?: (env: z.output<z.ZodObject<S>>, ctx: z.RefinementCtx) => void,
): EnvPart<z.output<z.ZodObject<S>>> {
  const schema = z.object(shape).superRefine((v, ctx) => check?.(v, ctx));
  return {
    names: Object.keys(shape),
    parse(raw) {
      const r = schema.safeParse(raw);
      return r.success ? { data: r.data } : { error: r.error };
    },
  };
}

export type EnvOf<P> = P extends EnvPart<infer T> ? T : never;

/** The capabilities' variables, merged in by their env.server.ts files, so `env()` is typed end to end. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- capabilities merge their parts in
export interface CapabilityEnv {}

export type CoreEnv = z.output<typeof envSchema>;
export type Env = CoreEnv & CapabilityEnv & { SESSION_SECRET: string };

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** The first problem, as one line naming the variable (never echoing a secret). */
function configError(error: z.ZodError, raw: Record<string, string | undefined>): ConfigError {
  const issue = error.issues[0]!;
  const name = String(issue.path[0] ?? "configuration");
  const value = raw[name];
  // Never echo a secret: named as one, or a URL's user:password part.
  const secret =
    name.includes("SECRET") ||
    name.includes("PASSWORD") ||
    name.includes("KEY") ||
    name.includes("TOKEN") ||
    /\/\/[^/]*@/.test(value ?? "");
  const shown = value === undefined || secret ? "" : ` (got "${value}")`;
  const msg = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
  return new ConfigError(`Invalid configuration: ${msg}${shown}`);
}

/** The registered manifests' parts (before registerCapabilities, only the core's variables are known). */
export const registeredEnvParts = (): EnvPart[] => capabilities().flatMap((c) => (c.env ? [c.env] : []));

/**
 * Parses a raw environment with the core's part and `parts` (the registered manifests' by default);
 * throws ConfigError with one line naming the variable.
 */
export function parseEnv(
  raw: Record<string, string | undefined>,
  parts: readonly EnvPart[] = registeredEnvParts(),
): Env {
  const core = envSchema.safeParse(raw);
  if (!core.success) throw configError(core.error, raw);
  const named = new Set(Object.keys(envSchema.shape));
  const theirs = {};
  for (const part of parts) {
    for (const name of part.names) {
      if (named.has(name)) throw new Error(`The environment variable ${name} is declared twice.`);
      named.add(name);
    }
    const result = part.parse(raw);
    if ("error" in result) throw configError(result.error, raw);
    Object.assign(theirs, result.data);
  }
  const e = core.data;
  // The parts are the manifests' env.server.ts files, which merge their types into CapabilityEnv
  // (tests/unit/env-parts.test.ts checks every manifest names its folder's file).
  return { ...(theirs as CapabilityEnv), ...e, SESSION_SECRET: e.SESSION_SECRET ?? loadOrCreateSecret(e.DATA_DIR) };
}

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) {
    const s = readFileSync(file, "utf8").trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

let current: { env: Env; parsedWith?: ReturnType<typeof capabilities> } | undefined;

/**
 * The configuration of this process: set at start (boot), else parsed on first use — again when
 * other capabilities are registered since, as their variables are part of it.
 */
export function env(): Env {
  if (!current || (current.parsedWith && current.parsedWith !== capabilities()))
    current = { env: parseEnv(process.env), parsedWith: capabilities() };
  return current.env;
}

/** Replaces the configuration (start-up and tests). */
export function setEnv(next: Env): Env {
  current = { env: next };
  return next;
}

/** Public origin for absolute links (feeds, e-mails, canonical URLs). */
export function publicOrigin(request?: Request): string {
  const e = env();
  if (e.PUBLIC_URL) return e.PUBLIC_URL;
  if (request) return new URL(request.url).origin;
  return `http://localhost:${e.PORT}`;
}
