/**
 * Lighthouse (from npm, Debian's Chromium) with its default mobile settings —
 * a mid-range phone on a slow 4G link, simulated — against a production build
 * with the demo content: /, /events, one event page, one album, /media and
 * /contact, 3 runs each, the median run (Lighthouse's own computeMedianRun).
 * Prints the four category scores, LCP, FCP, TBT, CLS, the bytes transferred
 * by type and the request count, then every audit that kept a page under 100.
 * Prints figures; asserts nothing.
 *
 * Every theme in turn (issue 10), switched through the studio's own form with
 * the theme's own scheme; one table per theme.
 *
 *   node bench/lighthouse.ts               build the working tree
 *   node bench/lighthouse.ts --head        build the last commit
 *   node bench/lighthouse.ts --build DIR   reuse a build
 *   node bench/lighthouse.ts --theme NAME  one theme only (all when omitted)
 *   LH_RUNS=5 LH_PAGES=/,/contact node bench/lighthouse.ts
 *   LH_JSON_DIR=.tmp/lh node bench/lighthouse.ts   also keep each page's median report (JSON)
 *   LH_SEED_NEWS=1 LH_PAGES=/news,/news/new-record-out-now node bench/lighthouse.ts   the news pages (issue 14)
 *   LH_LANGUAGES=de,ar LH_PAGES=/de/,/de/events,/ar/,/ar/events node bench/lighthouse.ts --theme stage   other languages (issue 15)
 *   node bench/lighthouse.ts --static DIR [--base /band/] [--port 4173]   a static export, served as a static host would (issue 17);
 *     export it with --site-url http://localhost:4173 so its canonical URLs name the host Lighthouse reads
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { ensureChromium, CHROMIUM_ARGS } from "../tests/setup/browser.ts";
import { benchBuild } from "./lib/build.ts";
import { serveStaticExport } from "../tests/fixtures/static-host.ts";
import { BENCH_OWNER, setLanguages, startServer } from "./lib/server.ts";
import { applyTheme, ownerSession, THEME_NAMES } from "../tests/quality/themes.ts";

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const RUNS = Number(process.env.LH_RUNS ?? 3);
const themeArg = process.argv.indexOf("--theme");
const THEMES = themeArg > 0 ? [process.argv[themeArg + 1]!] : [...THEME_NAMES];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TYPES = [
  ["document", "HTML"],
  ["stylesheet", "CSS"],
  ["script", "JS"],
  ["image", "images"],
  ["font", "fonts"],
] as const;

/** /, /events, the first event page and album in the sitemap, /media, /contact (under a static export's base path, `prefix`). */
async function pagesOf(base: string, prefix = ""): Promise<string[]> {
  if (process.env.LH_PAGES) return process.env.LH_PAGES.split(",");
  const xml = await (await fetch(`${base}${prefix}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname.slice(prefix.length) || "/",
  );
  const event = paths.find((p) => /^\/events\/[^/]+$/.test(p) && p !== "/events/past");
  const album = paths.find((p) => /^\/gallery\/[^/]+$/.test(p));
  return ["/", "/events", event, album, "/media", "/contact"].filter((p): p is string => !!p);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (lhr: Lhr, id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? NaN)}`;

interface SummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

function summary(lhr: Lhr): Map<string, SummaryItem> {
  const items = ((lhr.audits["resource-summary"]?.details as { items?: SummaryItem[] } | undefined)?.items ??
    []) as SummaryItem[];
  return new Map(items.map((i) => [i.resourceType, i]));
}

/** Audits that cost points: score below 1 and counted in a category. */
function shortfalls(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      out.push(`${cat}: ${a.id} (${Math.round(a.score * 100)}) ${a.displayValue ?? ""}`.trim());
    }
  }
  return out;
}

async function main() {
  const staticDir = process.argv.indexOf("--static");
  if (staticDir > 0) return staticMain(process.argv[staticDir + 1]!);
  const built = benchBuild("lighthouse");
  // "localhost" is a secure context for Chromium, as an HTTPS site would be for visitors.
  const server = await startServer(built, { hostname: "localhost" });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? ensureChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    // LH_LANGUAGES=de,ar: the site offers these languages too, so LH_PAGES can name /de/ and /ar/ pages (issue 15).
    if (process.env.LH_LANGUAGES) setLanguages(server.dataDir, process.env.LH_LANGUAGES);
    const owner = await ownerSession(server.url, BENCH_OWNER);
    // LH_SEED_NEWS=1: the demo has no news; one post made through the studio's form gives /news and a post page to measure (issue 14).
    if (process.env.LH_SEED_NEWS) {
      const r = await owner.post("/admin/news/new", {
        title: "New record out now",
        body: "Our **second** record, *Night Drive*, is out today on vinyl and everywhere you stream.\n\nWe recorded it live in Lantern Hall over three nights.",
        state: "published",
      });
      if (r.status !== 302 && r.status !== 303) throw new Error(`making a news post answered ${r.status}`);
    }
    const pages = await pagesOf(server.url);
    console.log(
      `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} — ${built.label}; mobile defaults (simulated slow 4G, 4× CPU slowdown); median of ${RUNS} runs`,
    );
    for (const theme of THEMES) {
      await applyTheme(owner, theme, "theme");
      console.log(`\nTheme: ${theme}`);
      await table(server.url, pages, chrome.port, theme);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

/** A static export, served by a plain static host (tests/fixtures/static-host.ts): one table, in the theme it was exported with. */
async function staticMain(dir: string) {
  const baseArg = process.argv.indexOf("--base");
  const base = baseArg > 0 ? `/${process.argv[baseArg + 1]!.replace(/^\/+|\/+$/g, "")}/`.replace("//", "/") : "/";
  const portArg = process.argv.indexOf("--port");
  const host = await serveStaticExport(dir, {
    base,
    hostname: "localhost",
    port: portArg > 0 ? Number(process.argv[portArg + 1]) : 0,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? ensureChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const prefix = base.slice(0, -1);
    const pages = (await pagesOf(host.url, prefix)).map((p) => prefix + p);
    console.log(
      `Lighthouse — static export ${dir} (base ${base}), plain static host with brotli; mobile defaults; median of ${RUNS} runs\n`,
    );
    await table(host.url, pages, chrome.port, "static");
  } finally {
    chrome.kill();
    host.server.close();
  }
}

/** One theme's table: every page, RUNS runs each, the median run's figures, then what cost points. */
async function table(base: string, pages: string[], port: number, theme: string) {
  const head = `${"page".padEnd(34)} perf  a11y  best   seo   LCP ms  FCP ms  TBT ms    CLS   ${TYPES.map(([, l]) => `${l} KB`.padStart(10)).join("")}  total KB  reqs`;
  console.log(head);
  const notes: string[] = [];
  for (const path of pages) {
    const runs: Lhr[] = [];
    for (let i = 0, failed = 0; i < RUNS; i++) {
      const r = await lighthouse(base + path, { port, output: "json", logLevel: "error" });
      if (!r) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (r.lhr.runtimeError) {
        // Lighthouse's own tracing now and then misses the navigation start (NO_NAVSTART): run that one again.
        if (++failed > 3) throw new Error(`${path}: ${r.lhr.runtimeError.message}`);
        notes.push(`${path}: a run was repeated after "${r.lhr.runtimeError.code}"`);
        i--;
        continue;
      }
      runs.push(r.lhr);
    }
    const lhr = computeMedianRun(runs);
    // LH_JSON_DIR=dir: keep the median report of every page (the LCP element, the layout shifts, …) to look into.
    if (process.env.LH_JSON_DIR) {
      mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
      writeFileSync(
        join(process.env.LH_JSON_DIR, `${theme}${path.replaceAll("/", "_") || "_"}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = CATEGORIES.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)).padStart(4));
    const sum = summary(lhr);
    const bytes = TYPES.map(([t]) => kb(sum.get(t)?.transferSize ?? 0).padStart(10)).join("");
    const total = sum.get("total");
    const cls = (lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3);
    console.log(
      `${path.padEnd(34)} ${scores.join("  ")}  ${ms(lhr, "largest-contentful-paint").padStart(7)} ${ms(lhr, "first-contentful-paint").padStart(7)} ${ms(lhr, "total-blocking-time").padStart(7)}  ${cls.padStart(6)}   ${bytes}  ${kb(total?.transferSize ?? 0).padStart(8)}  ${String(total?.requestCount ?? 0).padStart(4)}`,
    );
    const perfScores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    notes.push(
      ...shortfalls(lhr).map((s) => `${path}: ${s}`),
      ...(new Set(perfScores).size > 1 ? [`${path}: performance per run ${perfScores.join(", ")}`] : []),
    );
  }
  console.log(
    notes.length
      ? `\nBelow 100, or varying between runs:\n${notes.map((n) => `  ${n}`).join("\n")}`
      : "\nEvery audit passed on every page.",
  );
}

await main();
