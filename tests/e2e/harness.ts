/**
 * e2e harness: a real Marquee server (production build, its own data folder,
 * free port) and a real Chromium page that fails the test on console errors
 * or uncaught page errors.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from "playwright-core";
import { CHROMIUM_ARGS } from "../setup/browser.ts";
import { signInHttp } from "../quality/http.ts";
import { type App, OWNER, spawnApp } from "./app-process.ts";
import { copyTemplate, DEMO, EMPTY, type Template } from "./templates.ts";

export { type App, OWNER };

/**
 * Starts the built server on a new data folder. By default with the owner from ADMIN_EMAIL/ADMIN_PASSWORD
 * and no demo content. The folder is a copy of the run's template for that start (templates.ts: migrated,
 * and with DEMO_CONTENT=true the demo already there), unless the server is told to keep its data elsewhere
 * (DATA_DIR, DATABASE_URL or STORAGE_URL): then it is a first start, as before.
 */
export async function startApp(env: Record<string, string> = {}): Promise<App> {
  const elsewhere = ["DATA_DIR", "DATABASE_URL", "STORAGE_URL"].some((k) => env[k]);
  return (await start(env, elsewhere ? undefined : env.DEMO_CONTENT === "true" ? DEMO : EMPTY)).app;
}

/**
 * Starts the built server on a copy of a template that added content to the demo (tests/quality/sites.ts),
 * and returns what the template's preparation found (paths to crawl, say) with it.
 */
export async function startAppFrom<F>(
  t: Template<F>,
  env: Record<string, string> = {},
): Promise<{ app: App; facts: F }> {
  return start({ DEMO_CONTENT: "true", ...env }, t);
}

async function start<F>(env: Record<string, string>, t: Template<F> | undefined): Promise<{ app: App; facts: F }> {
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-e2e-"));
  let facts: F | undefined;
  try {
    if (t) facts = await copyTemplate(t, dataDir);
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return { app: await spawnApp(env, dataDir), facts: facts as F };
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
  trackRequests(page);
  return { page, context, errors, requests };
}

/** The requests of each tracked page that have not finished or failed yet. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Lets settled() know what `page` is waiting for (openPage does it; a page made otherwise calls it first). */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
}

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Waits until the page has loaded, hydrated, and nothing it asked for is still on the way — also what its
 * scripts asked for after hydrating, or an image scrolled into view: after the last answer, two frames pass
 * with no new request. The state Playwright's "networkidle" guesses at by waiting for 500 ms of silence, which
 * a page of a gate paid hundreds of times. Tests that prove a request did NOT happen keep "networkidle"'s
 * quiet window. For pages opened with openPage (or tracked with trackRequests).
 */
export async function settled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("settled(): open the page with openPage(), or call trackRequests() first");
  await page.waitForLoadState("load");
  await hydrated(page);
  for (;;) {
    while (pending.size > 0) {
      await new Promise<void>((done) => {
        const check = () => {
          if (pending.size > 0) return;
          page.off("requestfinished", check).off("requestfailed", check);
          done();
        };
        page.on("requestfinished", check).on("requestfailed", check);
        check();
      });
    }
    await twoFrames(page);
    if (pending.size === 0) return;
  }
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
  await twoFrames(page);
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

/**
 * The session fixture: `who` (the owner by default) signed in over HTTP — one POST of the real sign-in form,
 * no page loaded for it — and the session and CSRF cookies given to the page's browser context. For every
 * test whose subject is not signing in (the form journey is tested in studio-auth and foundation, with
 * signIn). Like signIn, the page ends on the studio's dashboard.
 */
export async function signedIn(page: Page, app: App, who: { email: string; password: string } = OWNER): Promise<void> {
  await studioSession(page.context(), app, who);
  await page.goto(`${app.url}/admin`);
  await page.locator("main#main").waitFor();
}

/** Signs `who` in over HTTP and gives the context the session's cookies (not the "welcome back" toast). */
async function studioSession(
  context: BrowserContext,
  app: App,
  who: { email: string; password: string } = OWNER,
): Promise<void> {
  const session = await signInHttp(app.url, who);
  if (session.status !== 302) throw new Error(`Sign-in as ${who.email} answered ${session.status}, not a redirect`);
  const cookies = session.cookie
    .split("; ")
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: app.url }))
    .filter((c) => c.name.startsWith("marquee_") && c.name !== "marquee_toast");
  await context.addCookies(cookies);
}
