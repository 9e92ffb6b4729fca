import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { parseEnv } from "~/core/env.server.ts";
import part, { parseTestPeers } from "./env.server.ts";

const dir = mkdtempSync(join(tmpdir(), "marquee-env-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) };
const parse = (raw: Record<string, string>) => parseEnv({ ...base, ...raw }, [part]);

test("FEDIVERSE switches federation on or off, or leaves it to the studio", () => {
  expect(parse({}).FEDIVERSE).toBeUndefined();
  expect(parse({ FEDIVERSE: "true" }).FEDIVERSE).toBe(true);
  expect(parse({ FEDIVERSE: "off" }).FEDIVERSE).toBe(false);
  expect(() => parse({ FEDIVERSE: "maybe" })).toThrow(/FEDIVERSE must be true or false/);
});

test("FEDIVERSE_TEST_PEERS: loopback origins with a port, and only in tests — a real site refuses to start", () => {
  expect(parseTestPeers("http://127.0.0.1:4100 http://localhost:4200,https://[::1]:4300")).toEqual({
    origins: ["http://127.0.0.1:4100", "http://localhost:4200", "https://[::1]:4300"],
  });
  for (const bad of [
    "http://10.0.0.5:80",
    "http://127.0.0.1",
    "http://127.0.0.1:4100/inbox",
    "https://mastodon.social",
  ])
    expect(parseTestPeers(bad)).toHaveProperty("error");
  expect(parse({ NODE_ENV: "test", FEDIVERSE_TEST_PEERS: "http://127.0.0.1:4100" }).FEDIVERSE_TEST_PEERS).toEqual([
    "http://127.0.0.1:4100",
  ]);
  expect(() => parse({ FEDIVERSE_TEST_PEERS: "http://127.0.0.1:4100" })).toThrow(
    /FEDIVERSE_TEST_PEERS is for tests only/,
  );
  expect(() => parse({ NODE_ENV: "production", FEDIVERSE_TEST_PEERS: "http://127.0.0.1:4100" })).toThrow(/tests only/);
  expect(() => parse({ NODE_ENV: "test", FEDIVERSE_TEST_PEERS: "http://10.0.0.5:80" })).toThrow(/loopback origin/);
});
