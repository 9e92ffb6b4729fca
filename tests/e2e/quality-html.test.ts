/**
 * Markup gate (issue 7): the server-rendered HTML of every public page, the
 * 404 pages and the studio's main pages passes html-validate
 * (tests/quality/html-validate.ts) with no errors. Pages come from the
 * running site (sitemap + crawl), so new ones are checked as they land.
 */
import { afterAll, beforeAll, expect, inject, test, vi } from "vitest";
import { OWNER, startAppFrom, type App } from "./harness.ts";
import { QUALITY_SITE } from "../quality/sites.ts";
import { validateHtml } from "../quality/html-validate.ts";
import { signInHttp } from "../quality/http.ts";
import { readManifest } from "../quality/manifest.ts";
import { notFoundSamples, publicPages, representatives, unreachedRoutes, type SitePage } from "../quality/pages.ts";
import { studioPages } from "../quality/studio.ts";

const manifest = readManifest(inject("buildDir"));
let app: App;
let pages: SitePage[];

/**
 * Each request of this file on a connection of its own. Validating holds the event loop for seconds on a busy
 * machine, long enough for the server to close an idle kept-alive socket before the client has seen it go: the
 * next fetch (of any helper: sign-in, crawl) would be sent on it and fail ("other side closed"). With
 * `Connection: close` no socket waits in the pool; a request that fails now fails for a real reason.
 */
const keptAliveFetch = globalThis.fetch;
vi.stubGlobal("fetch", (input: string | URL | Request, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Connection", "close");
  return keptAliveFetch(input, { ...init, headers });
});

beforeAll(async () => {
  // The demo plus an own page, a news post, RSVP and second pages of the lists (tests/quality/sites.ts).
  const site = await startAppFrom(QUALITY_SITE);
  app = site.app;
  // Every page found, not one per route: validating is cheap, and a gallery item's page or a past event differs in markup from its route's first page.
  pages = await publicPages(app.url, manifest, undefined, site.facts.starts);
});
afterAll(async () => {
  await app?.stop();
});

test("a page with a markup fault fails the check", async () => {
  // The gate must be able to fail: a duplicate id and a <div> inside a <p> are errors.
  const bad =
    '<!doctype html><html lang="en"><head><title>x</title></head><body><p id="a"><div>x</div></p><span id="a"></span></body></html>';
  const found = await validateHtml("/broken", bad);
  expect(found.some((f) => f.includes("[no-dup-id]"))).toBe(true);
  expect(found.length).toBeGreaterThan(1);
});

test("every public page and every 404 page passes html-validate", async () => {
  expect(pages.map((p) => p.path)).toEqual(
    expect.arrayContaining(["/", "/events", "/contact", "/gallery", "/media", "/about"]),
  );
  expect(unreachedRoutes(manifest, pages)).toEqual([]);
  // The 404 pages are fetched first: validating every page takes longer than the server keeps an idle
  // connection open, and a request on a connection it has just closed fails ("other side closed").
  const missing = [...new Set(notFoundSamples(manifest))];
  const notFound: { path: string; html: string }[] = [];
  for (const path of missing) {
    const res = await fetch(app.url + path);
    expect(res.status, path).toBe(404);
    notFound.push({ path: `${path} (404)`, html: await res.text() });
  }
  const found: string[] = [];
  for (const p of [...pages, ...notFound]) found.push(...(await validateHtml(p.path, p.html)));
  console.log(
    `html-validate checked ${pages.length} public pages and ${missing.length} 404 pages: ${[...pages.map((p) => p.path), ...missing].join(" ")}`,
  );
  expect(found).toEqual([]);
});

test("the studio's main pages pass html-validate", async () => {
  const session = await signInHttp(app.url, OWNER);
  const studio = representatives(await studioPages(app.url, session.cookie, manifest));
  expect(studio.map((p) => p.path)).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/events",
      "/admin/events/new",
      "/admin/inbox",
      "/admin/settings",
      "/admin/gallery",
    ]),
  );
  // The sign-in page is the studio's front door (signed out). Fetched before validating: validation holds the
  // event loop for seconds on a busy machine, long enough for the server to close the idle kept-alive socket
  // that fetch would otherwise reuse ("other side closed").
  const login = await (await fetch(`${app.url}/admin/login`)).text();
  const found: string[] = [];
  for (const p of studio) found.push(...(await validateHtml(p.path, p.html)));
  found.push(...(await validateHtml("/admin/login", login)));
  console.log(
    `html-validate checked ${studio.length + 1} studio pages: ${studio.map((p) => p.path).join(" ")} /admin/login`,
  );
  expect(found).toEqual([]);
});
