/**
 * /metrics for people who run Prometheus and Grafana (issue 28, ADR 2803),
 * with prom-client: request counts and latencies by route group, the page
 * cache's hits and misses, the outbox's depth and oldest age, the background
 * jobs, and the backups' age and state, plus Node's process metrics. Counters
 * are this process's (scrape each process); what comes from the database
 * (outbox, backups) is the site's. Nothing about visitors: no path, no
 * address, no user agent.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { newestBackups, getTarget } from "~/core/backup/data/backups.server.ts";
import { pageCacheCounts, pageCacheStats } from "~/core/http/page-cache.server.ts";
import { jobStats } from "~/core/jobs/jobs.server.ts";
import { APP_VERSION } from "~/core/version.server.ts";
import type { RouteGroup } from "../lib/route-groups.ts";
import { mailHealth } from "~/core/mail/index.server.ts";

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const statusClass = (s: number) => `${Math.floor(s / 100)}xx`;
const methodOf = (m: string) => (["GET", "HEAD", "POST"].includes(m) ? m : "other");

const requests = new Counter({
  name: "marquee_http_requests_total",
  help: "HTTP requests answered, by route group, method and status class.",
  labelNames: ["group", "method", "status"] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: "marquee_http_request_duration_seconds",
  help: "Time from a request's arrival to the last byte of its answer, by route group.",
  labelNames: ["group"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export function observeRequest(group: RouteGroup, method: string, status: number, seconds: number): void {
  requests.inc({ group, method: methodOf(method), status: statusClass(status) });
  latency.observe({ group }, seconds);
}

/** A counter that mirrors a running total kept elsewhere (it only ever grows by the difference). */
function mirrored(name: string, help: string, labelNames: string[], read: () => Map<string, number>) {
  const last = new Map<string, number>();
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      for (const [key, total] of read()) {
        const delta = total - (last.get(key) ?? 0);
        if (delta > 0) this.inc(labelNames.length ? { [labelNames[0]!]: key } : {}, delta);
        last.set(key, total);
      }
    },
  });
}

mirrored("marquee_page_cache_hits_total", "Public pages answered from the page cache.", [], () => {
  return new Map([["", pageCacheCounts().hits]]);
});
mirrored("marquee_page_cache_misses_total", "Cacheable public pages that had to be rendered.", [], () => {
  return new Map([["", pageCacheCounts().misses]]);
});
new Gauge({
  name: "marquee_page_cache_hit_ratio",
  help: "Share of cacheable public page requests answered from the cache since the process started.",
  registers: [registry],
  collect() {
    const { hits, misses } = pageCacheCounts();
    this.set(hits + misses ? hits / (hits + misses) : 0);
  },
});
new Gauge({
  name: "marquee_page_cache_bytes",
  help: "Bytes of rendered pages the cache holds.",
  registers: [registry],
  collect() {
    this.set(pageCacheStats().bytes);
  },
});

mirrored("marquee_job_runs_total", "Runs of each background job.", ["job"], () => {
  return new Map([...jobStats()].map(([name, s]) => [name, s.runs]));
});
mirrored("marquee_job_failures_total", "Runs of each background job that failed.", ["job"], () => {
  return new Map([...jobStats()].map(([name, s]) => [name, s.failures]));
});
new Gauge({
  name: "marquee_job_last_success_timestamp_seconds",
  help: "When each background job last ran without an error (Unix time).",
  labelNames: ["job"] as const,
  registers: [registry],
  collect() {
    for (const [job, s] of jobStats()) if (s.lastSuccessAt) this.set({ job }, s.lastSuccessAt / 1000);
  },
});

// Filled from the database at each scrape (metricsText), for the site rather than the process.
const outboxDepth = new Gauge({
  name: "marquee_outbox_depth",
  help: "E-mails waiting to be sent (queued, sending or retrying).",
  registers: [registry],
});
const outboxOldest = new Gauge({
  name: "marquee_outbox_oldest_age_seconds",
  help: "Age of the oldest e-mail still waiting to be sent (0 when none is).",
  registers: [registry],
});
const backupAge = new Gauge({
  name: "marquee_backup_age_seconds",
  help: "Age of the newest verified backup (+Inf while there is none, so an age alert fires).",
  registers: [registry],
});
const backupOk = new Gauge({
  name: "marquee_backup_last_ok",
  help: "1 when the newest backup was verified, 0 when it failed or none was taken.",
  registers: [registry],
});
const backupBytes = new Gauge({
  name: "marquee_backup_bytes",
  help: "Size of the newest verified backup (0 while there is none).",
  registers: [registry],
});
const scheduled = new Gauge({
  name: "marquee_backup_scheduled",
  help: "1 when scheduled backups are set up, else 0.",
  registers: [registry],
});
new Gauge({
  name: "marquee_info",
  help: "The running Marquee (always 1).",
  labelNames: ["version"] as const,
  registers: [registry],
}).set({ version: APP_VERSION }, 1);

/** The metrics in Prometheus' text format, with the site's gauges read now. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const [mail, backups, target] = await Promise.all([mailHealth(), newestBackups(), getTarget()]);
  outboxDepth.set(mail.queue.depth);
  outboxOldest.set(mail.queue.oldestAt ? Math.max(0, (Date.now() - Date.parse(mail.queue.oldestAt)) / 1000) : 0);
  const v = backups.verified;
  backupAge.set(v ? (Date.now() - Date.parse(v.started_at)) / 1000 : Infinity);
  backupBytes.set(v?.bytes ?? 0);
  backupOk.set(backups.last?.state === "verified" ? 1 : 0);
  scheduled.set(target && target.frequency !== "off" ? 1 : 0);
  return { body: await registry.metrics(), contentType: registry.contentType };
}
