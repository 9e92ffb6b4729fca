/**
 * Marquee behind a real proxy with HTTPS (issue 28, ADR 2810): the project's deploy/Caddyfile, run
 * by Debian's Caddy with a local certificate authority (`tls internal`) in front of the production
 * build with TRUST_PROXY=loopback. Pages arrive over TLS compressed once, with one HSTS header and
 * the page cache's Cache-Control; assets stay immutable; http:// redirects to https://; a visitor
 * connecting from 127.0.0.2 is seen as 127.0.0.2 even when they forge X-Forwarded-For; a person
 * signs in to the studio through the proxy (Secure cookies, the Origin check behind a proxy). The
 * container's health check script answers against the same server.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { startCaddy, type RunningCaddy } from "../fixtures/caddy.ts";
import { freePort } from "../setup/postgres.ts";
import { type App, OWNER, launchBrowser, openPage, startApp } from "./harness.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const DOMAIN = "marquee.localhost";

let app: App;
let caddy: RunningCaddy;

beforeAll(async () => {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  app = await startApp({
    DEMO_CONTENT: "true",
    TRUST_PROXY: "loopback",
    PUBLIC_URL: `https://${DOMAIN}:${httpsPort}`,
  });
  caddy = await startCaddy({ upstream: `127.0.0.1:${app.port}`, domain: DOMAIN, httpPort, httpsPort });
});

afterAll(async () => {
  await caddy?.stop();
  await app?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Each header line as sent (to count repeated ones). */
  raw: string[];
  body: Buffer;
}

/** One request to Caddy over TLS (trusting only its local CA), from `from` (a loopback address). */
function viaProxy(
  path: string,
  opts: { from?: string; headers?: Record<string, string>; method?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: caddy.httpsPort,
        servername: DOMAIN,
        ca: caddy.ca,
        localAddress: opts.from ?? "127.0.0.1",
        method: opts.method ?? "GET",
        path,
        headers: { Host: `${DOMAIN}:${caddy.httpsPort}`, ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          done({ status: res.statusCode!, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", fail);
    req.end(opts.body);
  });
}

const headerCount = (a: Answer, name: string) =>
  a.raw.filter((h, i) => i % 2 === 0 && h.toLowerCase() === name.toLowerCase()).length;

test("pages come over HTTPS compressed once, with one HSTS header and the page cache's Cache-Control", async () => {
  for (const [encoding, decode] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    const page = await viaProxy("/events", { headers: { "Accept-Encoding": encoding } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe(encoding);
    expect(headerCount(page, "content-encoding")).toBe(1);
    // Decoded once it is the page itself: had the proxy compressed it again, one decoding would not be HTML.
    const html = decode(page.body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain(`https://${DOMAIN}:${caddy.httpsPort}/events`); // the canonical URL: PUBLIC_URL
    expect(headerCount(page, "strict-transport-security")).toBe(1);
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, must-revalidate$/);
    expect(page.headers.etag).toBeTruthy();
    // Revalidating through the proxy: the page cache's 304.
    const again = await viaProxy("/events", {
      headers: { "Accept-Encoding": encoding, "If-None-Match": String(page.headers.etag) },
    });
    expect(again.status).toBe(304);
  }

  // A fingerprinted asset: immutable for a year, the build's own brotli copy, encoded once.
  const asset = readdirSync(join(inject("buildDir"), "client/assets")).find((f) => f.endsWith(".js"))!;
  const js = await viaProxy(`/assets/${asset}`, { headers: { "Accept-Encoding": "br" } });
  expect(js.status).toBe(200);
  expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(js.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(js.body).length).toBeGreaterThan(js.body.length);

  // Not something Marquee compresses (an image): passed on as it is, not encoded by the proxy either.
  const icon = await viaProxy("/favicon.svg", { headers: { "Accept-Encoding": "identity" } });
  expect(icon.status).toBe(200);
  expect(icon.headers["content-encoding"]).toBeUndefined();

  // The proxy's health check path answers through it too.
  const health = await viaProxy("/healthz");
  expect(health.status).toBe(200);
});

test("http:// answers with a permanent redirect to https://, keeping the path and query", async () => {
  const answer = await new Promise<{ status: number; location?: string }>((done, fail) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: caddy.httpPort,
        path: "/events?view=month",
        headers: { Host: `${DOMAIN}:${caddy.httpPort}` },
      },
      (res) => {
        res.resume();
        done({ status: res.statusCode!, location: res.headers.location });
      },
    );
    req.on("error", fail);
    req.end();
  });
  expect(answer.status).toBe(308);
  // On ports 80/443 this is the same address over https; with the test's high ports Caddy names the
  // host alone (it assumes 443 outside), so the port is not compared.
  const to = new URL(answer.location!);
  expect([to.protocol, to.hostname, to.pathname + to.search]).toEqual(["https:", DOMAIN, "/events?view=month"]);
});

test("with TRUST_PROXY the studio sees the visitor's own address, not the proxy's nor a forged one", async () => {
  const form = await viaProxy("/admin/login", { from: "127.0.0.2" });
  const cookies = ([] as string[]).concat(form.headers["set-cookie"] ?? []);
  const jar = cookies.map((c) => c.split(";")[0]).join("; ");
  const csrf = /name="csrf" value="([^"]+)"/.exec(form.body.toString("utf8"))?.[1];
  expect(csrf).toBeTruthy();
  // Over HTTPS behind the proxy the cookies are Secure and carry the __Host- prefix.
  expect(cookies.length).toBeGreaterThan(0);
  for (const c of cookies) expect(c).toMatch(/^__Host-.*; Secure/i);

  const signIn = await viaProxy("/admin/login", {
    from: "127.0.0.2",
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: jar,
      Origin: `https://${DOMAIN}:${caddy.httpsPort}`,
      "X-Forwarded-For": "203.0.113.7", // a client's own claim: Caddy replaces it
    },
    body: new URLSearchParams({ csrf: csrf!, email: OWNER.email, password: OWNER.password, next: "/admin" }).toString(),
  });
  expect(signIn.status).toBe(302);
  expect(signIn.headers.location).toBe("/admin");

  const db = new DatabaseSync(join(app.dataDir, "marquee.sqlite"), { readOnly: true });
  try {
    const rows = db.prepare("SELECT ip FROM sessions").all() as { ip: string | null }[];
    expect(rows.map((r) => r.ip)).toEqual(["127.0.0.2"]);
  } finally {
    db.close();
  }
});

test("a person signs in to the studio through the proxy over HTTPS", async () => {
  const browser = await launchBrowser();
  try {
    // Chromium resolves *.localhost to this machine; the local CA is the test's, so its certificate is
    // accepted here (the Node requests above verify it against that CA).
    const { page, errors } = await openPage(browser, { ignoreHTTPSErrors: true });
    await page.goto(`${caddy.httpsUrl}/admin/login`);
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((u) => u.pathname === "/admin");
    await page.locator("main#main").waitFor();
    expect(new URL(page.url()).protocol).toBe("https:");
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("the container's health check passes against a running server and fails without one", async () => {
  const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
  const cmd = JSON.parse(/^HEALTHCHECK .* CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  expect(cmd[0]).toBe("node");
  const run = (port: number) =>
    spawnSync(process.execPath, cmd.slice(1), { cwd: ROOT, env: { PATH: process.env.PATH, PORT: String(port) } });
  expect(run(app.port).status).toBe(0);
  expect(run(await freePort()).status).toBe(1);
});
