import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, expect, test } from "vitest";
import { bool, defineEnvPart, parseAllowedOrigins, parseEnv } from "./env.server.ts";

const dir = mkdtempSync(join(tmpdir(), "marquee-env-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) };

test("defaults follow SPEC §9", () => {
  const e = parseEnv({ DATA_DIR: dir });
  expect(e.PORT).toBe(3000);
  // Unset: the studio's choice, else the log transport (contact capability, issue 11).
  expect(e.MAIL_TRANSPORT).toBeUndefined();
  expect(e.UPLOAD_MAX_MB).toBe(200);
  expect(e.DEMO_CONTENT).toBe(true);
  expect(e.EMAILJS_API_URL).toBe("https://api.emailjs.com");
  expect(e.TRUST_PROXY).toBe(false);
});

test("SESSION_SECRET is generated once and kept in DATA_DIR", () => {
  const a = parseEnv({ DATA_DIR: dir });
  const b = parseEnv({ DATA_DIR: dir });
  expect(a.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  expect(b.SESSION_SECRET).toBe(a.SESSION_SECRET);
  expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(a.SESSION_SECRET);
});

test.each([
  [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number from 0 to 65535 \(got "abc"\)$/],
  [{ PORT: "70000" }, /PORT must be a whole number/],
  [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL/],
  [
    { MAIL_TRANSPORT: "pigeon" },
    /^Invalid configuration: MAIL_TRANSPORT must be one of log, smtp, emailjs \(got "pigeon"\)$/,
  ],
  [{ UPLOAD_MAX_MB: "0" }, /UPLOAD_MAX_MB must be a whole number/],
  [{ DEMO_CONTENT: "maybe" }, /DEMO_CONTENT must be true or false/],
  [{ PUBLIC_URL: "ftp://x" }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
  [{ SMTP_URL: "http://mail" }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
  [{ ADMIN_EMAIL: "owner@example.com" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
  [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 32 characters/],
  [{ TRUST_PROXY: "sometimes" }, /TRUST_PROXY must be true, false/],
])("a bad value stops with one line naming it: %j", (bad, message) => {
  expect(() => parseEnv({ ...base, ...bad })).toThrow(message);
});

test("secrets are never echoed in the error", () => {
  expect(() => parseEnv({ DATA_DIR: dir, SESSION_SECRET: "hunter2" })).toThrow(/^(?!.*hunter2).*$/);
});

test("a capability's part is validated with the core's: its values join the configuration, its problems name the variable", () => {
  const part = defineEnvPart({ SAMPLE_FLAG: bool("SAMPLE_FLAG", false) }, (e, ctx) => {
    if (e.SAMPLE_FLAG && !("x" in e))
      ctx.addIssue({ code: "custom", path: ["SAMPLE_FLAG"], message: "SAMPLE_FLAG needs x" });
  });
  expect(parseEnv(base, [part])).toMatchObject({ SAMPLE_FLAG: false, PORT: 3000 });
  expect(() => parseEnv({ ...base, SAMPLE_FLAG: "perhaps" }, [part])).toThrow(
    /^Invalid configuration: SAMPLE_FLAG must be true or false \(got "perhaps"\)$/,
  );
  expect(() => parseEnv({ ...base, SAMPLE_FLAG: "yes" }, [part])).toThrow(
    /^Invalid configuration: SAMPLE_FLAG needs x/,
  );
  // Without the part, the variable is not the core's: nothing reads it.
  expect(parseEnv({ ...base, SAMPLE_FLAG: "perhaps" }, [])).not.toHaveProperty("SAMPLE_FLAG");
  // A variable is named once, by the core or one part.
  expect(() => parseEnv(base, [part, part])).toThrow(/SAMPLE_FLAG is declared twice/);
  expect(() => parseEnv(base, [defineEnvPart({ PORT: bool("PORT", false) })])).toThrow(/PORT is declared twice/);
});

test("DNS_SERVERS takes addresses with optional ports; unset means the system's resolvers", () => {
  expect(parseEnv(base).DNS_SERVERS).toBeUndefined();
  expect(parseEnv({ ...base, DNS_SERVERS: "9.9.9.9, 2620:fe::fe,127.0.0.1:5353,[::1]:53" }).DNS_SERVERS).toEqual([
    "9.9.9.9",
    "2620:fe::fe",
    "127.0.0.1:5353",
    "[::1]:53",
  ]);
  for (const bad of ["dns.example", "9.9.9.9:0", "9.9.9.9:99999", "[9.9.9.9]:53", "1.1.1.1,", "::1:53x"])
    expect(() => parseEnv({ ...base, DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS must be IP addresses/);
});

test("TRUST_PROXY takes true, a hop count or addresses", () => {
  expect(parseEnv({ ...base, TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  expect(parseEnv({ ...base, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(parseEnv({ ...base, TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8, 127.0.0.1");
});

test("npm start exits with code 1 and one line on a bad variable, before building", () => {
  for (const [name, value] of [
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["MAIL_TRANSPORT", "pigeon"],
    // A capability's variable: start.ts reads the capabilities' env.server.ts without a build.
    ["MAP_PROVIDER", "bing"],
  ]) {
    const r = spawnSync(process.execPath, ["scripts/start.ts"], {
      env: { PATH: process.env.PATH, DATA_DIR: dir, [name!]: value, MARQUEE_BUILD_DIR: join(dir, "never-built") },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(r.stdout).not.toContain("Building");
  }
});

test("ALLOWED_ORIGINS takes exact origins only", () => {
  expect(parseAllowedOrigins(undefined)).toEqual({ origins: [] });
  expect(parseAllowedOrigins("https://you.github.io, http://localhost:4173")).toEqual({
    origins: ["https://you.github.io", "http://localhost:4173"],
  });
  expect(parseAllowedOrigins("https://you.github.io/")).toEqual({ origins: ["https://you.github.io"] });
  for (const bad of [
    "https://you.github.io/band",
    "*.github.io",
    "https://*.github.io",
    "you.github.io",
    "ftp://you.example",
    "https://you.github.io?x=1",
  ]) {
    expect("error" in parseAllowedOrigins(bad), bad).toBe(true);
  }
});
