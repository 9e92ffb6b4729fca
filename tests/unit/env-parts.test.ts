/**
 * The configuration is assembled from the manifests (core/env.server.ts), and
 * `npm start` assembles it before a build from the capabilities' env.server.ts
 * files: the two must be the same parts. And the README's table, which lists
 * the variables for people, must name every one of them.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { envSchema } from "~/core/env-schema.server.ts";

test("every manifest's `env` is its folder's env.server.ts, and every such file is named by its manifest", async () => {
  for (const c of CAPABILITIES) {
    const file = join("app/capabilities", c.name, "env.server.ts");
    if (!existsSync(file)) {
      expect(c.env, `${c.name} declares variables but has no env.server.ts`).toBeUndefined();
      continue;
    }
    const own = ((await import(`~/capabilities/${c.name}/env.server.ts`)) as { default: unknown }).default;
    expect(c.env, `${c.name}'s manifest does not name its env.server.ts`).toBe(own);
  }
});

test("the README's table names every variable of the core and of every capability", () => {
  const names = [...Object.keys(envSchema.shape), ...CAPABILITIES.flatMap((c) => c.env?.names ?? [])];
  const readme = readFileSync("README.md", "utf8");
  // NODE_ENV is set by the commands themselves (npm start, the tests), MARQUEE_SITE_COPY by the export,
  // TEST_CLOCK_FILE and FEDIVERSE_TEST_PEERS by the tests: not by an owner.
  const internal = new Set(["NODE_ENV", "MARQUEE_SITE_COPY", "TEST_CLOCK_FILE", "FEDIVERSE_TEST_PEERS"]);
  const missing = names.filter((n) => !internal.has(n) && !readme.includes(`\`${n}\``));
  expect(missing, "README.md").toEqual([]);
});
