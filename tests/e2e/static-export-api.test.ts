/**
 * The static export with --api-origin (issue 17): the exported site, on a
 * plain static host, keeps the fans' sign-up and posts it to a running
 * Marquee server whose ALLOWED_ORIGINS names the static site's origin — a
 * fresh form token fetched from that server first — and the fan is on that
 * server's list. Another origin is refused: no CORS answer to its preflight
 * or token request, and its posts are turned away; the allowed origin may
 * post only the sign-up and RSVP replies, not the contact form or the studio.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { serveStaticExport } from "../fixtures/static-host.ts";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { signInHttp } from "../quality/http.ts";
import { type App, OWNER, hydrated, launchBrowser, openPage, startApp } from "./harness.ts";

const ROOT = resolve(import.meta.dirname, "../..");
let browser: Browser;
let app: App;
let host: { url: string; server: Server };
let dir: string;
let smtp: SmtpFixture;
let log = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "marquee-export-api-"));
  // The static host first: its origin is what the server must allow.
  host = await serveStaticExport(join(dir, "site"));
  // A server that can send mail: without it sign-ups are closed, honestly (issue 25 §1, ADR 2520).
  smtp = await startSmtpServer();
  const mail = {
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Lanterns <web@lanterns.example>",
    MAIL_TO: "band@lanterns.example",
  };
  app = await startApp({ DEMO_CONTENT: "true", ALLOWED_ORIGINS: host.url, ...mail });
  const child = spawn(
    process.execPath,
    [
      join(ROOT, "scripts/export.ts"),
      "--out",
      join(dir, "site"),
      "--site-url",
      host.url,
      "--api-origin",
      app.url,
      "--build-dir",
      inject("buildDir"),
    ],
    {
      cwd: ROOT,
      // The export renders the pages as the server would: with the same mail set up, so the sign-up forms are shown.
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: app.dataDir, ...mail },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr.on("data", (d: Buffer) => (log += d.toString()));
  const code = await new Promise<number | null>((r) => child.once("exit", r));
  if (code !== 0) throw new Error(`export failed (${code}):\n${log}`);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
  await smtp?.close();
  host?.server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("an exported page signs a fan up on the server it was pointed at", async () => {
  expect(log).toContain(`Pointed at ${app.url}`);
  expect(log).toMatch(/the fans' sign-up forms/);
  const w = await openPage(browser);
  await w.page.goto(`${host.url}/`);
  await hydrated(w.page);
  const form = w.page.locator(`main form[action="${app.url}/subscribe"]`).first();
  expect(await form.isVisible()).toBe(true);
  // Nothing is asked of the server before the visitor turns to the form.
  expect(w.requests.filter((u) => u.startsWith(app.url))).toEqual([]);
  await form.locator('input[name="email"]').fill("fan.from.static@lanterns-fans.net");
  await form.getByRole("button").first().click();
  await w.page.waitForURL(`${app.url}/subscribe/thanks`, { timeout: 30_000 });
  expect(w.requests.some((u) => u === `${app.url}/api/form-token`)).toBe(true);
  // The server took it as a person's sign-up (a bot would be thanked too, and not stored).
  const { cookie } = await signInHttp(app.url, OWNER);
  await expect
    .poll(async () =>
      (await (await fetch(`${app.url}/admin/fans`, { headers: { Cookie: cookie } })).text()).includes(
        "fan.from.static@lanterns-fans.net",
      ),
    )
    .toBe(true);
  await w.context.close();
});

test("another origin is refused; the allowed one only for the sign-up, RSVP and the token", async () => {
  const evil = "http://evil.example";
  const preflight = (origin: string, path = "/subscribe") =>
    fetch(app.url + path, { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "POST" } });
  expect((await preflight(host.url)).headers.get("Access-Control-Allow-Origin")).toBe(host.url);
  expect((await preflight(evil)).headers.get("Access-Control-Allow-Origin")).toBeNull();
  expect((await preflight(host.url, "/contact")).headers.get("Access-Control-Allow-Origin")).toBeNull();
  const token = (origin: string) => fetch(`${app.url}/api/form-token`, { headers: { Origin: origin } });
  const allowed = await token(host.url);
  expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe(host.url);
  expect(allowed.headers.get("Cache-Control")).toBe("no-store");
  expect((await token(evil)).headers.get("Access-Control-Allow-Origin")).toBeNull();
  const post = (origin: string, path: string) =>
    fetch(app.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "x@lanterns-fans.net", form_token: "x" }),
    });
  expect((await post(evil, "/subscribe")).status).toBe(400);
  expect((await post(host.url, "/contact")).status).toBe(400);
  expect((await post(host.url, "/admin/login")).status).toBe(400);
  // The allowed origin's sign-up is answered (here as a bot's, with a token made up: thanked, nothing stored).
  expect((await post(host.url, "/subscribe")).status).toBe(302);
});
