/**
 * `npm run export -- --out DIR [--base-path /band/] [--site-url https://…] [--min-fill-seconds N] [--watch]`:
 * the published site as static files for any static host (issue 17, ADR 1700,
 * docs/deploy.md). Reads a copy of the site's data through the production
 * build's own server, so the files are what the server would have answered.
 * The contact form sends through EmailJS from the browser (EMAILJS_PUBLIC_KEY,
 * EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_API_URL); the private key
 * is never read.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { exportSite } from "../app/core/export/exporter.ts";
import { startSourceServer } from "../app/core/export/source.ts";
import { normaliseBase } from "../app/core/export/urls.ts";
import { contentVersionReader, syncInto } from "../app/core/export/watch.ts";
import { API_FEATURES, contactExport, SERVER_ONLY_FEATURES } from "./export-contact.ts";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    out: { type: "string" },
    "base-path": { type: "string", default: "/" },
    "site-url": { type: "string" },
    "min-fill-seconds": { type: "string", default: "3" },
    watch: { type: "boolean", default: false },
    // A Marquee server the fans' sign-up and RSVP forms post to (its ALLOWED_ORIGINS must name this site's origin).
    "api-origin": { type: "string" },
    // A build to use as it is (tests pass theirs); otherwise the project's, rebuilt when the source is newer.
    "build-dir": { type: "string" },
  },
});
if (!values.out) {
  console.error(
    "Usage: npm run export -- --out DIR [--base-path /band/] [--site-url https://example.org] [--min-fill-seconds 3] [--watch]",
  );
  process.exit(2);
}
const out = resolve(values.out);
const base = normaliseBase(values["base-path"]);
const siteUrl = new URL(values["site-url"] ?? process.env.PUBLIC_URL ?? "http://localhost").origin;
if (!values["site-url"] && !process.env.PUBLIC_URL)
  console.warn("No --site-url or PUBLIC_URL: feeds, the sitemap and share links will say http://localhost.");
const minFillMs = Math.max(0, Number(values["min-fill-seconds"]) || 0) * 1000;

const buildDir = values["build-dir"] ? resolve(values["build-dir"]) : resolve(ensureBuild(root), "..", "..");
const log = (line: string) => console.log(line);

let apiOrigin: string | undefined;
if (values["api-origin"]) {
  try {
    apiOrigin = new URL(values["api-origin"]).origin;
  } catch {
    console.error(`--api-origin must be a URL such as https://band.example: ${values["api-origin"]}`);
    process.exit(2);
  }
}
const contact = contactExport(process.env, { base, minFillMs, apiOrigin });
for (const line of contact.warnings) console.warn(line);

/** One export into `target`: a fresh copy of the data, its own server, every page. */
async function exportOnce(target: string, verbose: boolean) {
  const source = await startSourceServer({
    root,
    buildDir,
    env: { ...process.env, PUBLIC_URL: siteUrl },
    log: verbose ? log : () => {},
  });
  try {
    const started = Date.now();
    const report = await exportSite({
      server: source.url,
      publicOrigin: siteUrl,
      clientDir: join(buildDir, "client"),
      out: target,
      base,
      transformHtml: contact.transformHtml,
      log,
    });
    mkdirSync(join(target, "_marquee"), { recursive: true });
    writeFileSync(
      join(target, "_marquee", "contact-emailjs.js"),
      stripTypeScriptTypes(readFileSync(join(root, "app/capabilities/contact/lib/emailjs-browser.ts"), "utf8")),
    );
    if (!verbose) return;
    log(
      `Exported ${report.pages.length} pages, ${report.files + 1} files into ${target} (base path ${base}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    log(`Tracked links replaced by their destination: ${report.redirects.size}.`);
    if (apiOrigin) {
      log(`Pointed at ${apiOrigin} (its ALLOWED_ORIGINS must list ${siteUrl}):`);
      for (const line of API_FEATURES) log(`  - ${line}`);
    }
    log("Left out (they need a Marquee server):");
    for (const line of SERVER_ONLY_FEATURES) if (!apiOrigin || !/RSVP|sign-up/.test(line)) log(`  - ${line}`);
    for (const [path, why] of report.leftOut) log(`  - ${path}: ${why}`);
  } finally {
    await source.stop();
  }
}

// Watching starts from the version before the first export, so a change made meanwhile is exported too.
const reader = values.watch
  ? await contentVersionReader({
      DATA_DIR: resolve(process.env.DATA_DIR ?? join(root, "data")),
      DATABASE_URL: process.env.DATABASE_URL,
    })
  : null;
let version = await reader?.read();
await exportOnce(out, true);

if (reader) {
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  log("Watching the site for changes (Ctrl-C to stop)…");
  while (!stopping) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await reader.read();
    if (now === version || stopping) continue;
    version = now;
    const started = Date.now();
    const staging = mkdtempSync(join(tmpdir(), "marquee-export-next-"));
    try {
      await exportOnce(staging, false);
      const { written, removed } = syncInto(staging, out);
      log(
        `Changed: ${written.length} written, ${removed.length} removed in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      for (const f of written) log(`  + ${f}`);
      for (const f of removed) log(`  - ${f}`);
    } catch (e) {
      log(`Export failed, trying again at the next change: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  await reader.close();
}
