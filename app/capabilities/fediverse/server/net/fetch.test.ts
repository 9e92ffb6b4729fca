/**
 * The fediverse fetcher's rules (ADR 0303, 3102) against real local servers: a name that resolves to
 * a private or loopback address is refused before any connection, http and odd ports are refused,
 * a POST never follows a redirect, a GET follows one on the same host only, and bodies are capped —
 * while a test's declared loopback peer is reached, and nothing else on the loopback is.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { env, parseEnv, setEnv } from "~/core/env.server.ts";
import part from "../../env.server.ts";
import { checkTarget, fediFetch, FediRefused } from "./fetch.server.ts";

let server: Server;
let origin: string;
beforeAll(async () => {
  // The unit project registers no manifest: the configuration is the core's and this capability's part.
  setEnv(parseEnv({ ...process.env, NODE_ENV: "test", SESSION_SECRET: "x".repeat(40) }, [part]));
  server = createServer((req, res) => {
    if (req.url === "/redirect") return void res.writeHead(302, { location: "/doc" }).end();
    if (req.url === "/away") return void res.writeHead(302, { location: "http://169.254.169.254/latest" }).end();
    if (req.url === "/big") return void res.end("x".repeat(5000));
    res.writeHead(200, { "content-type": "application/activity+json" }).end('{"id":"x"}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const get = { method: "GET" as const, headers: {}, timeoutMs: 2000, maxBytes: 1000 };

test("only https on the default port, no user info — unless the origin is a declared test peer", () => {
  expect(() => checkTarget("http://mastodon.example/inbox", [])).toThrow(/Only https/);
  expect(() => checkTarget("https://mastodon.example:8443/inbox", [])).toThrow(/default https port/);
  expect(() => checkTarget("https://a:b@mastodon.example/", [])).toThrow(/user info/);
  expect(checkTarget("https://mastodon.example/inbox", []).peer).toBe(false);
  expect(checkTarget("http://127.0.0.1:4100/inbox", ["http://127.0.0.1:4100"]).peer).toBe(true);
  expect(() => checkTarget("http://127.0.0.1:4101/inbox", ["http://127.0.0.1:4100"])).toThrow(/Only https/);
});

test("names resolving to private, loopback or metadata addresses are refused before connecting", async () => {
  for (const address of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "::1", "::ffff:192.168.0.1"]) {
    const err = await fediFetch("https://fedi.example/inbox", {
      ...get,
      resolve: async () => [{ address, family: address.includes(":") ? 6 : 4 }],
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FediRefused);
    expect((err as FediRefused).reason).toBe("address");
  }
});

test("a declared peer is reached; POSTs never follow redirects; GETs stay on the host; bodies are capped", async () => {
  const peers = env().FEDIVERSE_TEST_PEERS;
  peers.push(origin);
  try {
    expect((await fediFetch(`${origin}/doc`, get)).body.toString()).toBe('{"id":"x"}');
    expect((await fediFetch(`${origin}/redirect`, get)).url).toBe(`${origin}/doc`);
    await expect(fediFetch(`${origin}/away`, get)).rejects.toMatchObject({ reason: "url" });
    await expect(
      fediFetch(`${origin}/redirect`, { ...get, method: "POST", body: new TextEncoder().encode("{}") }),
    ).rejects.toMatchObject({ reason: "redirect" });
    await expect(fediFetch(`${origin}/big`, get)).rejects.toMatchObject({ reason: "too_large" });
  } finally {
    peers.pop();
  }
});
