/**
 * What a second language costs a page (issue 15, L2; ADR 0903): the same
 * pages in the default language and under /es/ (the request handler with the
 * router's basename "/es", the language middleware, the translation overlay),
 * rendered every time (HTML_CACHE=false) and from the page cache, the server
 * pinned to one core. A one-language site's pages beside them show what the
 * feature costs a site that does not use it. Prints figures; asserts nothing.
 *
 *   node bench/languages.ts                 build the working tree
 *   node bench/languages.ts --build DIR     reuse a build
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_ROUNDS=2 node bench/languages.ts
 */
import { benchBuild } from "./lib/build.ts";
import { cannon } from "./lib/cannon.ts";
import { setLanguages, startServer } from "./lib/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const built = benchBuild("languages");
console.log(`Languages (${built.label}): ${SECONDS} s per page, ${CONNECTIONS} connections, server on one core\n`);

for (const cache of ["false", "true"] as const) {
  const server = await startServer(built, { cpus: "0", env: { HTML_CACHE: cache } });
  try {
    const html = await (await fetch(`${server.url}/events`)).text();
    const slug = [...html.matchAll(/href="\/events\/([a-z0-9-]+)"/g)]
      .map((m) => m[1])
      .find((s) => s !== "month" && s !== "past");
    const pages = ["/events", ...(slug ? [`/events/${slug}`] : [])];
    const row = (label: string, path: string) => {
      cannon(server.url + path, { seconds: 1, connections: CONNECTIONS }); // warm-up
      const r = cannon(server.url + path, { seconds: SECONDS, connections: CONNECTIONS });
      console.log(
        `  ${label.padEnd(34)} ${path.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms${r.non2xx ? `  non-2xx ${r.non2xx}` : ""}`,
      );
    };
    console.log(cache === "false" ? "Rendered every time (HTML_CACHE=false)" : "From the page cache");
    // Alternate rounds, so a neighbour's load on a shared machine weighs on both settings alike.
    for (let round = 1; round <= ROUNDS; round++) {
      setLanguages(server.dataDir, "");
      // The settings change reaches the server through SQLite's data_version (the content version).
      await new Promise((r) => setTimeout(r, 1500));
      for (const p of pages) row(`one language (round ${round})`, p);
      setLanguages(server.dataDir, "es");
      await new Promise((r) => setTimeout(r, 1500));
      for (const p of pages) row(`en + es: English (round ${round})`, p);
      for (const p of pages) row(`en + es: Spanish (round ${round})`, `/es${p}`);
    }
    console.log("");
  } finally {
    await server.stop();
  }
}
