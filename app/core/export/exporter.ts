/**
 * The static export's crawl (issue 17, ADR 1700): asks a running Marquee
 * server for every public page the sitemap names or a page links to, and
 * writes each answer as a file a plain static host serves — the page, its
 * loader data as React Router's single-fetch `.data` file (what the router
 * fetches on a client-side navigation), the feeds, the upload files — plus
 * the route manifest the router asks for (`/__manifest`), the built assets
 * and a 404 page. Tracked `/go/…` links are replaced by where they lead.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  dataPathFor,
  fileFor,
  hasQuery,
  isCacheBuster,
  isText,
  linkedPaths,
  rebaseData,
  rebaseHtml,
  rebasePreloadHelper,
  rebaseScript,
  resolveRedirects,
  withoutScripts,
} from "./urls.ts";
import { stabilise } from "./stable.ts";

export interface ExportOptions {
  /** The running server, e.g. http://127.0.0.1:4123. */
  server: string;
  /** Its PUBLIC_URL: the origin absolute URLs in pages and feeds carry. */
  publicOrigin: string;
  /** The build's client folder (assets, favicon). */
  clientDir: string;
  out: string;
  /** `/` or `/band/` (normalised). */
  base: string;
  /** Changes a page before it is written (the contact page's EmailJS client). */
  transformHtml?: (path: string, html: string) => string;
  log: (line: string) => void;
}

export interface ExportReport {
  pages: string[];
  files: number;
  /** Paths not exported, with the reason. */
  leftOut: Map<string, string>;
  /** Tracked links replaced by their target. */
  redirects: Map<string, string>;
}

const FETCH_HEADERS = { "Accept-Encoding": "identity", "User-Agent": "Marquee static export" };

export async function exportSite(o: ExportOptions): Promise<ExportReport> {
  rmSync(o.out, { recursive: true, force: true });
  mkdirSync(o.out, { recursive: true });
  const report: ExportReport = { pages: [], files: 0, leftOut: new Map(), redirects: new Map() };
  const write = (rel: string, body: string | Uint8Array) => {
    const file = join(o.out, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    report.files++;
  };
  const get = (path: string) => fetch(o.server + path, { headers: FETCH_HEADERS, redirect: "manual" });

  // Where every tracked link leads: asked once each, never followed.
  const redirectOf = async (path: string) => {
    if (report.redirects.has(path)) return;
    const res = await get(path);
    await res.body?.cancel();
    const to = res.headers.get("Location");
    if (res.status >= 300 && res.status < 400 && to) report.redirects.set(path, to);
    else report.leftOut.set(path, `a tracked link that does not redirect (${res.status})`);
  };

  const queue = ["/", "/sitemap.xml", "/robots.txt"];
  const seen = new Set(queue);
  const enqueue = async (paths: string[]) => {
    for (const p of paths) {
      if (p.startsWith("/go/beacon/")) continue;
      if (p.startsWith("/go/")) {
        await redirectOf(p);
        continue;
      }
      if (p.startsWith("/assets/")) continue; // copied from the build below
      if (seen.has(p)) continue;
      seen.add(p);
      if (hasQuery(p) && isCacheBuster(p)) {
        // `/social-icons.svg?v=…`: the same file whatever the query; a static host ignores it.
        const file = p.split("?")[0]!;
        if (!seen.has(file)) {
          seen.add(file);
          queue.push(file);
        }
        continue;
      }
      if (hasQuery(p)) {
        report.leftOut.set(
          p,
          "a view chosen by its query string, which a static host cannot serve (the page without it is exported)",
        );
        continue;
      }
      queue.push(p);
    }
  };

  const pages: { path: string; html: string }[] = [];
  const texts: { rel: string; text: string }[] = [];
  for (let i = 0; i < queue.length; i++) {
    const path = queue[i]!;
    const res = await get(path);
    const type = res.headers.get("Content-Type");
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      report.leftOut.set(path, `redirects to ${res.headers.get("Location") ?? "?"} on the server`);
      continue;
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      report.leftOut.set(path, `answered ${res.status}`);
      continue;
    }
    if (type?.startsWith("text/html")) {
      const html = await res.text();
      pages.push({ path, html });
      await enqueue(linkedPaths(html, o.publicOrigin));
      continue;
    }
    if (isText(type)) {
      const text = await res.text();
      texts.push({ rel: fileFor(path, false), text });
      await enqueue(linkedPaths(text, o.publicOrigin));
    } else {
      write(fileFor(path, false), new Uint8Array(await res.arrayBuffer()));
    }
  }

  // Tracked links first (they are matched as the server wrote them), then the base path; what belongs to
  // one request (nonce, request id, form tokens) is made the same in every export (stable.ts).
  const finish = (text: string, html: boolean) => {
    const direct = resolveRedirects(stabilise(text), report.redirects);
    return html ? rebaseHtml(direct, o.base, o.publicOrigin) : rebaseData(direct, o.base, o.publicOrigin);
  };

  for (const { path, html } of pages) {
    const changed = o.transformHtml ? o.transformHtml(path, html) : html;
    write(fileFor(path, true), finish(changed, true));
    report.pages.push(path);
    // The loader data the router fetches when it navigates here on the client.
    const data = await get(dataPathFor(path));
    if (data.ok) write(dataPathFor(path).slice(1), finish(await data.text(), false));
    else {
      await data.body?.cancel();
      report.leftOut.set(dataPathFor(path), `loader data answered ${data.status}`);
    }
  }
  for (const { rel, text } of texts) write(rel, finish(text, false));

  // Route discovery: the router asks /__manifest?paths=…; a static host ignores the query, so the
  // one file answers for every exported page (the server is asked for all of them at once).
  const manifest = await get(
    `/__manifest?paths=${encodeURIComponent(report.pages.join(","))}&version=${await manifestVersion(o.server)}`,
  );
  if (manifest.ok) write("__manifest", rebaseData(await manifest.text(), o.base, o.publicOrigin));
  else
    report.leftOut.set("/__manifest", `answered ${manifest.status}: client-side navigation falls back to page loads`);

  // The not-found page static hosts show for unknown paths (GitHub Pages, Netlify, Cloudflare: 404.html).
  const missing = await get("/__marquee-export/not-found");
  write("404.html", withoutScripts(finish(await missing.text(), true)));

  copyAssets(o.clientDir, o.out, o.base);
  report.files += countFiles(join(o.out, "assets"));
  return report;
}

/** The build's manifest version (the router sends it; the server answers any). */
async function manifestVersion(server: string): Promise<string> {
  const html = await (await fetch(server + "/", { headers: FETCH_HEADERS })).text();
  return /"version":\s*"([^"]+)"/.exec(html)?.[1] ?? "0";
}

/** The build's public files, without the precompressed copies a static host would not use. */
function copyAssets(clientDir: string, out: string, base: string) {
  cpSync(clientDir, out, {
    recursive: true,
    force: false,
    filter: (src) => !/\.(br|gz)$/.test(src),
  });
  if (base === "/") return;
  // Vite's preload helper writes dependency URLs from the build's base ("/"): move them under the base path.
  const assets = join(out, "assets");
  if (!existsSync(assets)) return;
  const publicNames = readdirSync(clientDir)
    .filter((n) => !/\.(br|gz)$/.test(n))
    .map((n) => (statSync(join(clientDir, n)).isDirectory() ? `${n}/` : n));
  for (const name of readdirSync(assets)) {
    if (!name.endsWith(".js")) continue;
    const file = join(assets, name);
    const text = readText(file);
    const moved = rebaseScript(rebasePreloadHelper(text, base), base, publicNames);
    if (moved !== text) writeFileSync(file, moved);
  }
}

const readText = (file: string) => readFileSync(file, "utf8");

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
}
