/**
 * Byte budgets and the no-third-party promise (issue 7). Sizes and requests
 * only, never time. The routes and pages come from the build's manifest and
 * the running site, so new pages are checked as they land.
 */
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, launchBrowser, openPage, settled, startAppFrom } from "./harness.ts";
import { QUALITY_SITE } from "../quality/sites.ts";
import { BUDGET, filesContaining, kb, LAZY_ONLY } from "../quality/budgets.ts";
import { firstLoadJs, fullPath, leafRoutes, readManifest, sectionOf, sizeOf } from "../quality/manifest.ts";
import { publicPages, representatives, unreachedRoutes, type SitePage } from "../quality/pages.ts";

const buildDir = inject("buildDir");
const manifest = readManifest(buildDir);
let app: App;
let browser: Browser;
let pages: SitePage[];

beforeAll(async () => {
  // The demo plus an own page, a news post, RSVP and second pages of the lists (tests/quality/sites.ts).
  const site = await startAppFrom(QUALITY_SITE);
  app = site.app;
  browser = await launchBrowser();
  pages = await publicPages(app.url, manifest, undefined, site.facts.starts);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test("first-load JavaScript of every public route is at most 120 KB gzipped", () => {
  const routes = leafRoutes(manifest).filter((r) => sectionOf(manifest, r.id) === "site");
  expect(routes.length).toBeGreaterThan(3);
  const over: string[] = [];
  const table: string[] = [];
  for (const r of routes) {
    const files = sizeOf(buildDir, firstLoadJs(manifest, r.id));
    const gzip = files.reduce((n, f) => n + f.gzip, 0);
    const br = files.reduce((n, f) => n + f.br, 0);
    table.push(
      `${fullPath(manifest, r.id).padEnd(28)} ${kb(gzip).padStart(9)} gzip ${kb(br).padStart(9)} brotli, in ${files.length} files`,
    );
    if (gzip > BUDGET.firstLoadJsGzip) {
      const top = [...files]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
        .map((f) => `${f.file} ${kb(f.gzip)}`);
      over.push(
        `${fullPath(manifest, r.id)}: ${kb(gzip)} > ${kb(BUDGET.firstLoadJsGzip)} (largest: ${top.join(", ")})`,
      );
    }
  }
  console.log(`First-load JS:\n${table.join("\n")}`);
  expect(over).toEqual([]);
});

test("the server sends the build's precompressed files, so the sizes above are what travels", async () => {
  const files = [...new Set(leafRoutes(manifest).flatMap((r) => firstLoadJs(manifest, r.id)))];
  const checked: string[] = [];
  for (const f of sizeOf(buildDir, files).filter((x) => x.raw >= 1024)) {
    for (const [accept, encoding, size] of [
      ["gzip, deflate, br", "br", f.br],
      ["gzip", "gzip", f.gzip],
      ["identity", null, f.raw],
    ] as const) {
      const res = await fetch(app.url + f.file, { headers: { "Accept-Encoding": accept } });
      const body = Buffer.from(await res.arrayBuffer()); // fetch decodes, so the length header tells what travelled
      expect([f.file, accept, res.headers.get("content-encoding"), Number(res.headers.get("content-length"))]).toEqual([
        f.file,
        accept,
        encoding,
        size,
      ]);
      expect(body.length).toBe(f.raw);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    checked.push(f.file);
  }
  expect(checked.length).toBeGreaterThan(5);
});

test("the lightbox, the map libraries and player code are never in a first load", () => {
  const leaks: string[] = [];
  const stale: string[] = [];
  const routes = leafRoutes(manifest);
  for (const lazy of LAZY_ONLY) {
    const holders = new Set(filesContaining(buildDir, lazy.signature));
    if (lazy.expected && holders.size === 0) stale.push(lazy.name);
    for (const r of routes) {
      if (lazy.publicOnly && sectionOf(manifest, r.id) !== "site") continue;
      const hit = firstLoadJs(manifest, r.id).filter((f) => holders.has(f));
      if (hit.length) leaks.push(`${lazy.name} in the first load of ${fullPath(manifest, r.id)} (${hit.join(", ")})`);
    }
  }
  expect(leaks).toEqual([]);
  // The lightbox arrives with the gallery; until then its signature cannot be found, which is not a leak.
  const galleryLanded = Object.keys(manifest.routes).some((id) => id.includes("gallery"));
  expect(stale.filter((n) => galleryLanded || !n.startsWith("lightbox"))).toEqual([]);
});

test("the home page's HTML is at most 30 KB gzipped", async () => {
  const sizes: string[] = [];
  for (const p of representatives(pages))
    sizes.push(
      `${p.path.padEnd(40)} ${kb(gzipSync(p.html).length).padStart(9)} (${kb(Buffer.byteLength(p.html))} raw)`,
    );
  console.log(`HTML (gzip):\n${sizes.join("\n")}`);
  const res = await fetch(`${app.url}/`);
  const html = await res.text();
  expect(html).toContain("<main");
  expect(gzipSync(html).length).toBeLessThanOrEqual(BUDGET.homeHtmlGzip);
});

test("no public page requests another host while it loads", async () => {
  const reps = representatives(pages);
  console.log(`Pages checked in Chromium: ${reps.map((p) => p.path).join(" ")}`);
  const missing = unreachedRoutes(manifest, pages);
  if (missing.length) console.log(`Public routes no page links to (not checked): ${missing.join(", ")}`);
  expect(reps.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/events", "/contact"]));
  const foreign: string[] = [];
  const { page, errors, requests, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  const origin = new URL(app.url).origin;
  for (const p of reps) {
    requests.length = 0;
    await page.goto(app.url + p.path, { waitUntil: "networkidle" });
    // Scroll to the end so lazy images and anything below the fold load too. (networkidle again would not
    // wait: this document reached it already.)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settled(page);
    for (const u of requests) {
      if (/^(data|blob):/.test(u)) continue;
      if (new URL(u).origin !== origin) foreign.push(`${p.path} → ${u}`);
    }
  }
  await context.close();
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
