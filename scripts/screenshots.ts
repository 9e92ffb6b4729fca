/**
 * `npm run screenshots`: every theme's home, events, an event, an album, the
 * home page's release block, contact and the media page at phone (390) and
 * desktop (1280) width, as small PNGs in
 * docs/themes/ (palette-quantised by sharp), for a reviewer to see the themes
 * side by side. One build, one server with the demo content, one browser; the
 * theme is switched through the studio's own form between passes.
 *
 *   node scripts/screenshots.ts [--build DIR] [--theme NAME] [--scheme light|dark|theme] [--out DIR] [--language CODE]
 *
 * `--previews` also writes each theme's picker picture, app/themes/<theme>/preview.webp: the top of its
 * home page at 1280 × 800, scaled to 480 × 300 (a real render, issue 34; commit them with the screenshots).
 *
 * `--language de` switches the site's language first (Settings, as the owner does) and names the
 * files `<theme>-<page>-<size>-<language>.png` (docs/languages.md).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { chromium } from "playwright-core";
import { benchBuild } from "../bench/lib/build.ts";
import { BENCH_OWNER, startServer } from "../bench/lib/server.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/setup/browser.ts";
import { applyTheme, ownerSession, THEME_NAMES } from "../tests/quality/themes.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROOT = resolve(import.meta.dirname, "..");
const OUT = resolve(arg("out") ?? join(ROOT, "docs/themes"));
const THEMES = arg("theme") ? [arg("theme")!] : [...THEME_NAMES];
const SCHEME = arg("scheme") ?? "theme";
const LANGUAGE = arg("language");
const SIZES = [
  { name: "phone", width: 390, height: 844, clip: 2400, homeClip: 5200 },
  { name: "desktop", width: 1280, height: 800, clip: 2000, homeClip: 3600 },
] as const;

async function pages(base: string): Promise<[string, string][]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // An upcoming event with tickets shows the page at its fullest.
  const event =
    paths.find((p) => p.includes("club-night")) ??
    paths.find((p) => /^\/events\/[^/]+$/.test(p) && p !== "/events/past");
  const album = paths.find((p) => /^\/gallery\/[^/]+$/.test(p));
  return [
    ["home", "/"],
    ["events", "/events"],
    ["event", event ?? "/events"],
    ["album", album ?? "/gallery"],
    // The home page's "new release" block alone (issue 34): an element's picture, not the page's top.
    ["release", "/#home-release"],
    ["contact", "/contact"],
    ["media", "/media"],
    ...(process.argv.includes("--all")
      ? ([
          ["about", "/about"],
          ["gallery", "/gallery"],
          ["month", "/events?view=month"],
          ["404", "/no-such-page"],
        ] as [string, string][])
      : []),
  ];
}

/** The site's language through the settings form, as the owner sets it. */
async function setLanguage(base: string, code: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail").fill(BENCH_OWNER.email);
  await page.getByLabel("Password").fill(BENCH_OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/admin/login"));
  await page.goto(`${base}/admin/settings/general`);
  await page.getByLabel("Site language").selectOption(code);
  await Promise.all([
    page.waitForURL(/\/admin\/settings\/general/),
    page.getByRole("button", { name: "Save settings" }).click(),
  ]);
  await page.waitForLoadState("networkidle");
  await context.close();
}

const built = benchBuild("screenshots");
const server = await startServer(built, { hostname: "localhost" });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? ensureChromium(),
  args: CHROMIUM_ARGS,
});
try {
  mkdirSync(OUT, { recursive: true });
  const owner = await ownerSession(server.url, BENCH_OWNER);
  const list = await pages(server.url);
  if (LANGUAGE) await setLanguage(server.url, LANGUAGE);
  for (const theme of THEMES) {
    await applyTheme(owner, theme, SCHEME);
    for (const size of SIZES) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        colorScheme: "light",
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const [name, path] of list) {
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        // Scroll through once so lazy pictures load, then wait for every picture and the fonts.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(() => r(null)));
          }
          scrollTo(0, 0);
          await Promise.all(
            [...document.images].map((i) =>
              i.complete
                ? null
                : new Promise(
                    (r) =>
                      i.addEventListener("load", r, { once: true }) ?? i.addEventListener("error", r, { once: true }),
                  ),
            ),
          );
          await document.fonts.ready;
        });
        const block = path.includes("#") ? page.locator(".home-release") : null;
        const height = Math.min(
          name === "home" ? size.homeClip : size.clip,
          await page.evaluate(() => document.documentElement.scrollHeight),
        );
        if (block && (await block.count()) === 0) continue;
        const png = block
          ? await block.screenshot()
          : await page.screenshot({ clip: { x: 0, y: 0, width: size.width, height }, fullPage: true });
        if (process.argv.includes("--previews") && name === "home" && size.name === "desktop")
          await sharp(png)
            .extract({ left: 0, top: 0, width: 1280, height: 800 })
            .resize(480, 300)
            .webp({ quality: 82 })
            .toFile(join(ROOT, "app/themes", theme, "preview.webp"));
        const file = join(OUT, `${theme}-${name}-${size.name}${LANGUAGE ? `-${LANGUAGE}` : ""}.png`);
        await sharp(png).png({ palette: true, quality: 70, effort: 10, colours: 128 }).toFile(file);
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
