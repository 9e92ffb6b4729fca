/**
 * e2e harness: a real Marquee server (production build, fresh data folder,
 * free port) and a real Chromium page that fails the test on console errors
 * or uncaught page errors.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { inject } from "vitest";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../setup/browser.ts";
import { freePort } from "../setup/postgres.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export const OWNER = { email: "owner@example.com", password: "a-Sturdy-passphrase-42" };

export interface App {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  setupCode: () => string | null;
  stop(): Promise<void>;
}

/** Starts the built server. By default with the owner from ADMIN_EMAIL/ADMIN_PASSWORD and no demo content. */
export async function startApp(env: Record<string, string> = {}): Promise<App> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-e2e-"));
  let out = "";
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "server.ts")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      MARQUEE_BUILD_DIR: inject("buildDir"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Two minutes, as bench/lib/server.ts: a production build seeding the demo takes over a minute on a shared, loaded machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Server exited (${child.exitCode}):\n${out}`);
    }
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Server did not answer within 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    output: () => out,
    setupCode: () => /setup code: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(out)?.[1] ?? null,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and page errors seen so far (the test asserts none unless it expects them). */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => {
    // The browser logs failed resource loads (e.g. an expected 4xx) as console errors; those are asserted where they matter.
    if (m.type() === "error" && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => {
    // A response still streaming when the test itself loads another document (a reload right after a
    // save, while the router revalidates) is cut off by the browser; the router's reader reports that
    // as an unhandled AbortError. It is the test leaving the page, not a fault of the page.
    if (e.name === "AbortError" && /BodyStreamBuffer was aborted/.test(e.message)) return;
    errors.push(String(e));
  });
  page.on("request", (r) => requests.push(r.url()));
  return { page, context, errors, requests };
}

/**
 * Waits until React has hydrated. The framework loads after the window's load
 * event (ADR 0504), creates the router (its global appears), then hydrates;
 * two frames later the first commit and its effects have run.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined,
  );
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export async function signIn(page: Page, app: App, who: { email: string; password: string } = OWNER): Promise<void> {
  await page.goto(`${app.url}/admin/login`);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Away from the sign-in page (which has a main#main too), then the studio's main column.
  await page.waitForURL((u) => /^\/admin(\/|$)/.test(u.pathname) && !u.pathname.startsWith("/admin/login"));
  // The studio's main column (on a phone the navigation is behind the Menu button).
  await page.locator("main#main").waitFor();
}
