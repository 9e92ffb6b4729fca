/**
 * Contact benchmark: accepted submissions per second with the server on one
 * core (taskset) and the SMTP transport delivering to a local SMTP server, and
 * the time from submit to the e-mail arriving (median and p95). Prints
 * figures; asserts nothing.
 *
 *   node bench/contact.ts [buildDir]   (default: $MARQUEE_BUILD_DIR or ./build; built into .tmp/ when missing)
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=16 DATABASE_URL=postgres://… node bench/contact.ts
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startSmtpServer } from "../tests/fixtures/smtp-server.ts";

const ROOT = resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

function buildDir(): string {
  const dir = resolve(process.argv[2] ?? process.env.MARQUEE_BUILD_DIR ?? join(ROOT, "build"));
  if (existsSync(join(dir, "server/index.js"))) return dir;
  const out = join(ROOT, ".tmp", "build-bench-contact");
  console.log(`No build at ${dir}; building into ${out} …`);
  const r = spawnSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: ROOT,
    env: { ...process.env, MARQUEE_BUILD_DIR: out, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return out;
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;

async function main() {
  const build = buildDir();
  const smtp = await startSmtpServer({ parse: false });
  const arrived = new Map<string, number>();
  let cursor = 0;
  let duplicates = 0;
  // Note arrival times as messages come in (the fixture keeps raw bytes; the subject carries our marker).
  const poll = setInterval(() => {
    for (; cursor < smtp.messages.length; cursor++) {
      const m = /Bench (\d+)/.exec(smtp.messages[cursor]!.raw.toString("latin1"));
      if (!m) continue;
      if (arrived.has(m[1]!)) duplicates++;
      else arrived.set(m[1]!, performance.now());
    }
  }, 2);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "marquee-bench-contact-"));
  const single = existsSync("/usr/bin/taskset");
  const child = spawn(
    single ? "/usr/bin/taskset" : process.execPath,
    [...(single ? ["-c", "0", process.execPath] : []), join(ROOT, "server.ts")],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        MARQUEE_BUILD_DIR: build,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DEMO_CONTENT: "false",
        ADMIN_EMAIL: "owner@example.com",
        ADMIN_PASSWORD: "a-Sturdy-passphrase-42",
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Bench <bench@example.org>",
        MAIL_TO: "inbox@example.org",
        // Each simulated visitor has its own address (X-Forwarded-For), so the per-address limits apply as in life.
        TRUST_PROXY: "true",
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout.on("data", (d: Buffer) => (log += d));
  child.stderr.on("data", (d: Buffer) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 400) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  // One real form token, aged past the 3-second minimum like a person's.
  const page = await (await fetch(`${url}/contact`)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
  if (!token) throw new Error("no form token on /contact");
  await new Promise((r) => setTimeout(r, 3100));

  const submittedAt = new Map<string, number>();
  let n = 0;
  let accepted = 0;
  let refused = 0;
  const statuses = new Map<number, number>();
  const send = async () => {
    const id = String(n++);
    const body = new URLSearchParams({
      name: `Bench ${id}`,
      email: `visitor${id}@example.com`,
      topic: "booking",
      message: `Benchmark enquiry number ${id}: could you play on a Saturday?`,
      website: "",
      form_token: token,
      submission_id: `bench-${id}-${"x".repeat(16)}`,
    });
    const ip = `10.${(Number(id) >> 16) & 255}.${(Number(id) >> 8) & 255}.${Number(id) & 255}`;
    const t0 = performance.now();
    const r = await fetch(`${url}/contact`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    });
    await r.arrayBuffer();
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    if (r.status === 302) {
      accepted++;
      submittedAt.set(id, t0);
    } else refused++;
  };

  // Warm-up (JIT, SQLite page cache), not counted.
  for (let i = 0; i < 20; i++) await send();
  const warm = new Set(submittedAt.keys());
  accepted = 0;

  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await send();
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const acceptedUnderLoad = accepted;
  const refusedUnderLoad = refused;

  // Wait for every accepted message to be delivered (the worker drains the outbox).
  const waitUntil = performance.now() + 120_000;
  while (arrived.size < submittedAt.size && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  const drained = (performance.now() - start) / 1000;

  const latencyOf = (ids: Iterable<string>) =>
    [...ids]
      .map((id) => (arrived.has(id) ? arrived.get(id)! - submittedAt.get(id)! : NaN))
      .filter((x) => Number.isFinite(x))
      .sort((a, b) => a - b);
  const loadedIds = [...submittedAt.keys()].filter((id) => !warm.has(id));
  const latencies = latencyOf(loadedIds);

  // One visitor at a time on a quiet server: the delay a real sender's message sees.
  const quietIds: string[] = [];
  for (let i = 0; i < 30; i++) {
    const id = String(n);
    await send();
    quietIds.push(id);
    const until = performance.now() + 10_000;
    while (!arrived.has(id) && performance.now() < until) await new Promise((r) => setTimeout(r, 1));
  }
  clearInterval(poll);
  const quiet = latencyOf(quietIds);

  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });

  const db = process.env.DATABASE_URL ? "PostgreSQL" : "SQLite";
  console.log(
    `contact benchmark (${db}, server on ${single ? "1 core (taskset -c 0)" : "all cores"}, SMTP to a local smtp-server, ${CONCURRENCY} concurrent visitors, ${SECONDS} s)`,
  );
  console.log(
    `  accepted submissions: ${acceptedUnderLoad} in ${elapsed.toFixed(1)} s = ${(acceptedUnderLoad / elapsed).toFixed(1)} per second`,
  );
  console.log(`  refused: ${refusedUnderLoad} (all answers: ${[...statuses].map(([s, c]) => `${s}×${c}`).join(", ")})`);
  console.log(
    `  delivered: ${latencies.length} of ${acceptedUnderLoad}, ${duplicates} duplicates (outbox drained ${drained.toFixed(1)} s after the start)`,
  );
  console.log(
    `  submit → delivered under that load: median ${pct(latencies, 0.5).toFixed(0)} ms, p95 ${pct(latencies, 0.95).toFixed(0)} ms (queueing behind the burst)`,
  );
  console.log(
    `  submit → delivered, one visitor at a time: median ${pct(quiet, 0.5).toFixed(1)} ms, p95 ${pct(quiet, 0.95).toFixed(1)} ms (${quiet.length} messages)`,
  );
}

await main();
