/**
 * The deployment files (issue 28, ADR 2810/2813): containers cannot run on the development
 * machines, so their content is checked here — every variable they set is one Marquee reads (the
 * configuration schema), every placeholder of the Caddyfile is one compose sets, the ports and
 * volumes are the ones docs/operations.md lists, the image runs the command the tests run, as a
 * user other than root, with a health check that exists. The systemd unit goes through
 * `systemd-analyze verify`. tests/e2e/proxy.test.ts runs the Caddyfile and the health check.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { envSchema } from "~/core/env-schema.server.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (p: string) => readFileSync(join(ROOT, p), "utf8");
/** The core's variables and every capability's (core/env.server.ts assembles them from the manifests). */
const CONFIG = new Set([...Object.keys(envSchema.shape), ...CAPABILITIES.flatMap((c) => c.env?.names ?? [])]);

/** The Dockerfile's instructions (continuation lines joined), per stage. */
function dockerStages(text: string): { from: string; lines: string[] }[] {
  const joined = text.replace(/\\\n/g, " ");
  const stages: { from: string; lines: string[] }[] = [];
  for (const raw of joined.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (/^FROM\s/i.test(line)) stages.push({ from: line, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

interface ComposeService {
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  expose?: string[];
  build?: string;
}

const compose = parse(read("compose.yaml")) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

/** A docs table's rows (cells without their backticks) under a heading of docs/operations.md. */
function docsTable(heading: string): string[][] {
  const text = read("docs/operations.md");
  const start = text.indexOf(heading);
  expect(start, `docs/operations.md has a "${heading}" heading`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of text
    .slice(start + heading.length)
    .split("\n")
    .slice(1)) {
    if (line.startsWith("#")) break;
    if (!line.startsWith("|") || /^\|\s*-/.test(line)) continue;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim().replace(/`/g, "")),
    );
  }
  return rows.slice(1); // without the header row
}

test("the image is built in two stages and runs the tests' command as an unprivileged user, with a health check", () => {
  const stages = dockerStages(read("Dockerfile"));
  expect(stages.length).toBeGreaterThanOrEqual(2);
  expect(stages[0]!.from).toMatch(/\sAS\s+build$/i);
  const final = stages.at(-1)!;
  const lines = final.lines;
  expect(lines).toContain("COPY --from=build /app /app");
  // The same build steps as a server install (docs/deploy.md) and the e2e setup.
  expect(stages[0]!.lines).toContain("RUN npm ci --no-audit --no-fund");
  expect(stages[0]!.lines.some((l) => l.startsWith("RUN npm run build"))).toBe(true);
  // The command tests/e2e/app-process.ts runs: node server.ts with NODE_ENV=production.
  expect(lines.at(-1)).toBe('CMD ["node", "server.ts"]');
  expect(read("tests/e2e/app-process.ts")).toMatch(/spawn\(process\.execPath, \[join\(ROOT, "server\.ts"\)\]/);
  const user = lines.filter((l) => l.startsWith("USER ")).at(-1);
  expect(user).toBe("USER node");
  const health = lines.find((l) => l.startsWith("HEALTHCHECK "));
  expect(health).toMatch(/CMD \["node", "deploy\/healthcheck\.mjs"\]$/);
  expect(existsSync(join(ROOT, "deploy/healthcheck.mjs"))).toBe(true);

  // Every variable it sets is one Marquee reads; the port and the volume are the configuration's.
  const env = Object.fromEntries(
    lines
      .filter((l) => l.startsWith("ENV "))
      .flatMap((l) => l.slice(4).trim().split(/\s+/))
      .map((kv) => kv.split("=") as [string, string]),
  );
  for (const name of Object.keys(env)) expect(CONFIG, `${name} is in the configuration schema`).toContain(name);
  expect(env).toMatchObject({ NODE_ENV: "production", PORT: "3000", DATA_DIR: "/data" });
  expect(lines).toContain(`EXPOSE ${env.PORT}`);
  expect(lines).toContain(`VOLUME ["${env.DATA_DIR}"]`);
  // Files the build copies exist, and what it must not copy is ignored.
  expect(read(".dockerignore").split("\n")).toEqual(expect.arrayContaining(["node_modules", "data", ".git"]));
});

test("compose sets only variables Marquee and the Caddyfile read, on the image's port and volume", () => {
  const { marquee, caddy, postgres } = compose.services;
  expect(marquee && caddy && postgres).toBeTruthy();
  for (const name of Object.keys(marquee!.environment ?? {}))
    expect(CONFIG, `${name} is in the configuration schema`).toContain(name);
  expect(marquee!.environment).toMatchObject({ DATA_DIR: "/data", PORT: "3000" });
  expect(marquee!.environment!.DATABASE_URL).toMatch(
    /^postgres:\/\/marquee:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/marquee$/,
  );
  expect(marquee!.environment!.PUBLIC_URL).toMatch(/^https:\/\//);
  expect(marquee!.expose).toEqual(["3000"]);
  expect(marquee!.build).toBe(".");
  expect(marquee!.volumes).toEqual(["marquee-data:/data"]);

  // The Caddyfile's placeholders: the two compose sets, and the test-only ones it leaves empty.
  const placeholders = new Set([...read("deploy/Caddyfile").matchAll(/\{\$([A-Z_]+)(?::[^}]*)?\}/g)].map((m) => m[1]!));
  expect([...placeholders].sort()).toEqual([
    "CADDY_GLOBAL_OPTIONS",
    "MARQUEE_DOMAIN",
    "MARQUEE_TLS",
    "MARQUEE_UPSTREAM",
  ]);
  for (const name of Object.keys(caddy!.environment ?? {})) expect(placeholders).toContain(name);
  expect(caddy!.environment!.MARQUEE_UPSTREAM).toBe(`marquee:${marquee!.environment!.PORT}`);
  expect(caddy!.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
  // PostgreSQL 18's images keep their data under /var/lib/postgresql (a mount at …/data is refused).
  expect(postgres!.volumes).toEqual(["postgres-data:/var/lib/postgresql"]);
});

test("the ports and volumes are the ones docs/operations.md lists", () => {
  const published = Object.entries(compose.services).flatMap(([service, s]) =>
    (s.ports ?? []).map((p) => `${service} ${p}`),
  );
  expect(
    docsTable("### Ports")
      .map(([service, port]) => `${service} ${port}`)
      .sort(),
  ).toEqual(published.sort());

  const mounted = Object.entries(compose.services).flatMap(([service, s]) =>
    (s.volumes ?? []).filter((v) => !v.startsWith("./")).map((v) => `${v.split(":")[0]} ${service} ${v.split(":")[1]}`),
  );
  expect(
    docsTable("### Volumes")
      .map(([volume, service, at]) => `${volume} ${service} ${at}`)
      .sort(),
  ).toEqual(mounted.sort());
  expect(Object.keys(compose.volumes).sort()).toEqual(mounted.map((m) => m.split(" ")[0]).sort());
});

const systemdAnalyze = spawnSync("sh", ["-c", "command -v systemd-analyze"]).status === 0;

test("the systemd unit is hardened and runs what `npm start` runs", () => {
  const unit = read("deploy/marquee.service");
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]);
  expect(values("ExecStart")).toEqual(["/srv/marquee/node_modules/.bin/node scripts/start.mjs"]);
  expect(JSON.parse(read("package.json")).scripts.start).toBe("node scripts/start.mjs");
  expect(values("User")).toEqual(["marquee"]);
  for (const key of ["NoNewPrivileges", "ProtectHome", "PrivateTmp", "PrivateDevices", "RestrictSUIDSGID"])
    expect(values(key), key).toEqual(["true"]);
  expect(values("ProtectSystem")).toEqual(["strict"]);
  expect(values("ReadWritePaths")).toEqual(["/var/lib/marquee"]);
  // Every Environment= it sets is one Marquee reads.
  for (const e of values("Environment")) expect(CONFIG).toContain(e!.split("=")[0]);
});

test.skipIf(!systemdAnalyze)(
  "systemd-analyze verify accepts the unit (skipped where systemd-analyze is missing)",
  () => {
    // verify checks that ExecStart's program exists: point the unit at this checkout instead of /srv/marquee.
    const dir = mkdtempSync(join(tmpdir(), "marquee-unit-"));
    try {
      const file = join(dir, "marquee.service");
      writeFileSync(file, read("deploy/marquee.service").replaceAll("/srv/marquee", ROOT));
      const r = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
      // verify exits 0 even for an unknown or misspelt key; it says so on stderr.
      expect(r.stderr.trim()).toBe("");
      expect(r.status).toBe(0);
      const security = spawnSync("systemd-analyze", ["security", "--offline=yes", file], { encoding: "utf8" });
      const exposure = Number(/Overall exposure level for marquee\.service: ([\d.]+)/.exec(security.stdout)?.[1]);
      // systemd's own scale: 0 (locked down) to 10 (unprotected); below 2 is "OK".
      expect(exposure).toBeLessThan(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
