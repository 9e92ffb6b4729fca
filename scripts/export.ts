/**
 * `npm run export -- --out DIR [--base-path /band/] [--site-url https://…] [--min-fill-seconds N]`:
 * the published site as static files for any static host (issue 17, ADR 1700,
 * docs/deploy.md). Reads a copy of the site's data through the production
 * build's own server, so the files are what the server would have answered.
 * The contact form sends through EmailJS from the browser (EMAILJS_PUBLIC_KEY,
 * EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_API_URL); the private key
 * is never read.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { exportSite } from "../app/core/export/exporter.ts";
import { startSourceServer } from "../app/core/export/source.ts";
import { normaliseBase } from "../app/core/export/urls.ts";
import { contactExport, SERVER_ONLY_FEATURES } from "./export-contact.ts";
import { ensureBuild } from "./ensure-build.ts";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    out: { type: "string" },
    "base-path": { type: "string", default: "/" },
    "site-url": { type: "string" },
    "min-fill-seconds": { type: "string", default: "3" },
    // A build to use as it is (tests pass theirs); otherwise the project's, rebuilt when the source is newer.
    "build-dir": { type: "string" },
  },
});
if (!values.out) {
  console.error("Usage: npm run export -- --out DIR [--base-path /band/] [--site-url https://example.org] [--min-fill-seconds 3]");
  process.exit(2);
}
const out = resolve(values.out);
const base = normaliseBase(values["base-path"]);
const siteUrl = new URL(values["site-url"] ?? process.env.PUBLIC_URL ?? "http://localhost").origin;
if (!values["site-url"] && !process.env.PUBLIC_URL) console.warn("No --site-url or PUBLIC_URL: feeds, the sitemap and share links will say http://localhost.");
const minFillMs = Math.max(0, Number(values["min-fill-seconds"]) || 0) * 1000;

const buildDir = values["build-dir"] ? resolve(values["build-dir"]) : resolve(ensureBuild(root), "..", "..");
const log = (line: string) => console.log(line);

const contact = contactExport(process.env, { base, minFillMs });
for (const line of contact.warnings) console.warn(line);

const source = await startSourceServer({ root, buildDir, env: { ...process.env, PUBLIC_URL: siteUrl }, log });
try {
  const started = Date.now();
  const report = await exportSite({ server: source.url, publicOrigin: siteUrl, clientDir: join(buildDir, "client"), out, base, transformHtml: contact.transformHtml, log });
  mkdirSync(join(out, "_marquee"), { recursive: true });
  const client = stripTypeScriptTypes(readFileSync(join(root, "app/capabilities/contact/lib/emailjs-browser.ts"), "utf8"));
  writeFileSync(join(out, "_marquee", "contact-emailjs.js"), client);
  log(`Exported ${report.pages.length} pages, ${report.files + 1} files into ${out} (base path ${base}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  log(`Tracked links replaced by their destination: ${report.redirects.size}.`);
  log("Left out (they need a Marquee server):");
  for (const line of SERVER_ONLY_FEATURES) log(`  - ${line}`);
  for (const [path, why] of report.leftOut) log(`  - ${path}: ${why}`);
} finally {
  await source.stop();
}
