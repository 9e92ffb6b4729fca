/**
 * Every theme passes the public site's gates (issue 10). One server with the
 * demo content and one browser; the owner switches the theme through the
 * studio's form between passes (scheme "auto", so the visitor's light or dark
 * preference decides). Each page is loaded once per width (390 and 1280 px)
 * and checked in light, then switched to dark in place; the phone's load is
 * then narrowed to 320 px in place (ADR 2614). For each theme, on one page per
 * public route and the 404s:
 *
 * - axe-core finds no violation at 390 and 1280 px, in light and in dark (in
 *   dark the rules that measure colours: the dark scheme changes nothing else,
 *   which is checked on every page);
 * - html-validate finds no error;
 * - nothing is wider than a 320 px screen (scrollWidth ≤ innerWidth);
 * - no request goes to another host, in the whole of the phone's visit;
 * - the HTML, inline CSS included, is at most 14 KB brotli (pages carry only the
 *   messages they render and one copy of server markup: ADR 0902, 0904);
 * - the home page's first view (the phone's first load of the theme, before it
 *   scrolls) loads at most 60 KB of fonts, and the display face is preloaded.
 *
 * Edge cases of the machinery (token CSS, accent correction, fonts, the SVG
 * sanitizer) are unit tests beside their code.
 */
import { get } from "node:http";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser, Page, Response } from "playwright-core";
import { type App, launchBrowser, openPage, OWNER, settled, startAppFrom, type WatchedPage } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { validateHtml } from "../quality/html-validate.ts";
import { kb } from "../quality/budgets.ts";
import { readManifest } from "../quality/manifest.ts";
import { notFoundSamples, publicPages, representatives } from "../quality/pages.ts";
import { QUALITY_SITE_FEW_DATES } from "../quality/sites.ts";
import { applyTheme, ownerSession, THEME_NAMES } from "../quality/themes.ts";
import { schemeChangesBeyondColour, switchScheme } from "../quality/scheme.ts";

const manifest = readManifest(inject("buildDir"));
// The 14 KB (ADR 0902, 0904). The largest page is the home page, 13.3–13.5 KB depending on the theme;
// the demo's dates (relative to today) move pages by tens of bytes.
const HTML_BROTLI_MAX = 14 * 1024;
const FONTS_FIRST_VIEW_MAX = 60 * 1024;

let app: App;
let browser: Browser;
let paths: string[];
let owner: Awaited<ReturnType<typeof ownerSession>>;

beforeAll(async () => {
  // The demo plus an own page, a news post, RSVP open on a date and the lists' second pages (tests/quality/sites.ts):
  // every kind of public page, so this gate is also the public pages' accessibility gate for every theme.
  const site = await startAppFrom(QUALITY_SITE_FEW_DATES);
  app = site.app;
  browser = await launchBrowser();
  owner = await ownerSession(app.url, OWNER);
  const pages = representatives(await publicPages(app.url, manifest, undefined, site.facts.starts));
  // The home page first: the phone window's first load of each theme is the first view whose fonts are counted.
  paths = [...pages.map((p) => p.path), ...new Set(notFoundSamples(manifest))].sort((a, b) =>
    a === "/" ? -1 : b === "/" ? 1 : 0,
  );
  expect(paths[0]).toBe("/");
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The bytes a browser gets for this page: its body as sent with Accept-Encoding: br, counted on the wire. */
function wireBrotli(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "br" } }, (res) => {
      if (res.headers["content-encoding"] !== "br")
        reject(new Error(`${url}: sent without brotli (${res.headers["content-encoding"] ?? "identity"})`));
      let n = 0;
      res.on("data", (c: Buffer) => (n += c.length));
      res.on("end", () => resolve(n));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** One browser window per width; each page is checked in light, then switched to dark in place. */
async function windows(): Promise<{ width: number; watched: WatchedPage }[]> {
  return Promise.all(
    [390, 1280].map(async (width) => ({
      width,
      watched: await openPage(browser, { viewport: { width, height: width === 390 ? 844 : 800 } }),
    })),
  );
}

/** Starts counting the fonts `page` downloads; the returned function stops and gives each font's URL and bytes. */
function fontResponses(page: Page): () => Promise<{ url: string; bytes: number }[]> {
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === "font") bodies.push(r.body().then((b) => ({ url: r.url(), bytes: b.length })));
  };
  page.on("response", onResponse);
  return () => {
    page.off("response", onResponse);
    return Promise.all(bodies);
  };
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settled(page); // what the scroll brought into view, too
}

// QUALITY_THEMES=stage,neon checks those only (while working on one theme); npm test checks all.
const THEMES = process.env.QUALITY_THEMES
  ? THEME_NAMES.filter((t) => process.env.QUALITY_THEMES!.split(",").includes(t))
  : THEME_NAMES;

for (const theme of THEMES) {
  test(`the ${theme} theme: axe, html-validate, 320 px, no other host, 14 KB HTML, 60 KB fonts`, async () => {
    await applyTheme(owner, theme, "auto");
    const origin = new URL(app.url).origin;
    const problems: string[] = [];
    const sizes: string[] = [];

    // Markup and bytes, from the server.
    for (const path of paths) {
      const res = await fetch(app.url + path);
      const html = await res.text();
      expect(html, path).toContain(`data-theme="${theme}"`);
      problems.push(...(await validateHtml(`${theme} ${path}`, html)));
      if (res.status === 200) {
        const size = await wireBrotli(app.url + path);
        sizes.push(`${path} ${kb(size)}`);
        if (size > HTML_BROTLI_MAX)
          problems.push(`${theme} ${path}: HTML is ${kb(size)} brotli, over ${kb(HTML_BROTLI_MAX)}`);
      }
    }

    // axe at two widths in two schemes (light, then the same page switched to dark in place), and on the phone
    // the same load is also measured at 320 px and watched for requests to other hosts.
    const all = await windows();
    let fonts: { url: string; bytes: number }[] = [];
    let preloaded: string[] = [];
    for (const { width, watched } of all) {
      const { page, requests } = watched;
      const phone = width === 390;
      for (const path of paths) {
        await switchScheme(page, "light");
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        requests.length = 0;
        // The phone's first page is the home page in a fresh window: its fonts are the first view's.
        const firstView = phone && path === "/" ? fontResponses(page) : undefined;
        await page.goto(app.url + path);
        await settled(page);
        if (firstView) {
          await page.evaluate(() => document.fonts.ready);
          preloaded = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => l.href),
          );
          fonts = await firstView();
        }
        problems.push(...describeViolations(`${theme} ${path} (${width} px light)`, await runAxe(page)));
        if (phone) {
          problems.push(...(await schemeChangesBeyondColour(page)).map((p) => `${theme} ${path}: ${p}`));
          await scrollToEnd(page);
        }
        // The second scheme changes only colours (checked just above), so only the rules that measure colours.
        await switchScheme(page, "dark");
        problems.push(
          ...describeViolations(`${theme} ${path} (${width} px dark)`, await runAxe(page, { colours: true })),
        );
        if (phone) {
          // Nothing wider than the smallest phone: the same page, its window narrowed to 320 px.
          await page.setViewportSize({ width: 320, height: 640 });
          await settled(page);
          const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
          if (scroll > inner) problems.push(`${theme} ${path}: ${scroll} px wide at 320 px`);
          // Every request of the whole visit (load, scroll, dark, 320 px; settled: nothing still on the way).
          for (const u of requests)
            if (!/^(data|blob):/.test(u) && new URL(u).origin !== origin) problems.push(`${theme} ${path} → ${u}`);
        }
      }
    }
    for (const { watched } of all) {
      await watched.context.close();
      expect(watched.errors).toEqual([]);
    }

    // Fonts of the home page's first view: what a phone downloads before it scrolls.
    const fontBytes = fonts.reduce((n, f) => n + f.bytes, 0);
    expect(fonts.length, `${theme}: the theme's fonts load`).toBeGreaterThan(0);
    expect(preloaded.length, `${theme}: the display face is preloaded`).toBeGreaterThan(0);
    expect(fonts.map((f) => f.url)).toEqual(expect.arrayContaining(preloaded));
    if (fontBytes > FONTS_FIRST_VIEW_MAX)
      problems.push(`${theme}: ${kb(fontBytes)} of fonts on the first view, over ${kb(FONTS_FIRST_VIEW_MAX)}`);

    console.log(
      `${theme}: ${paths.length} pages × 2 widths × 2 schemes; fonts ${kb(fontBytes)} in ${fonts.length} files; HTML (brotli) ${sizes.join(", ")}`,
    );
    expect(problems).toEqual([]);
  }, 600_000);
}
