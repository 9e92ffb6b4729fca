/**
 * What serving uploads through the app costs when they live in a bucket
 * (issue 17, ADR 0305): the same demo image variant and a 64 KB range of the
 * demo track, from a server that keeps its files in the data folder and from
 * one that keeps them in an S3 stand-in (s3rver), and the stand-in's own
 * answer for the same object — what a redirect would send the browser to.
 * The app server is pinned to CPU 0; autocannon and the stand-in share CPU 1.
 * Prints figures; asserts nothing.
 *
 *   node bench/storage.ts [--build DIR] [--head]
 *   BENCH_SECONDS=10 BENCH_WARMUP=3 BENCH_CONNECTIONS=10 node bench/storage.ts
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { benchBuild, ROOT } from "./lib/build.ts";
import type { Cannon } from "./lib/cannon.ts";
import { hasTaskset, startServer } from "./lib/server.ts";
import { startS3 } from "../tests/fixtures/s3-server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** autocannon in a child process, awaited (this process serves the S3 stand-in meanwhile). */
function cannon(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Cannon> {
  const bin = join(ROOT, "node_modules/autocannon/autocannon.js");
  const args = [
    bin,
    "-j",
    "-c",
    String(CONNECTIONS),
    "-d",
    String(seconds),
    ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}=${v}`]),
    url,
  ];
  const cmd = hasTaskset() ? ["taskset", "-c", "1", process.execPath, ...args] : [process.execPath, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd[0]!, cmd.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (err += d));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as Cannon) : reject(new Error(err))));
  });
}

async function run(url: string, headers: Record<string, string> = {}): Promise<Cannon> {
  await cannon(url, WARMUP, headers);
  return cannon(url, SECONDS, headers);
}

const row = (name: string, bytes: number, r: Cannon) =>
  `${name.padEnd(44)} ${bytes.toLocaleString("en").padStart(9)}  ${r.requests.average.toFixed(0).padStart(6)}  ${String(r.latency.p50).padStart(6)}  ${String(r.latency.p99).padStart(6)}  ${String(r.non2xx + r.errors).padStart(5)}`;

async function main() {
  const built = benchBuild("storage");
  const s3 = await startS3({ bucket: "marquee-bench" });
  console.log(`storage benchmark — ${built.label}`);
  console.log(
    `app pinned to CPU 0: ${hasTaskset() ? "yes" : "no"}; ${CONNECTIONS} connections; ${WARMUP} s warm-up, then ${SECONDS} s per row`,
  );
  console.log(
    `${"".padEnd(44)} ${"bytes".padStart(9)}  ${"req/s".padStart(6)}  ${"p50 ms".padStart(6)}  ${"p99 ms".padStart(6)}  ${"errs".padStart(5)}`,
  );
  try {
    for (const where of ["data folder", "bucket"] as const) {
      const server = await startServer(built, { cpus: "0", env: where === "bucket" ? s3.env("site") : {} });
      try {
        const html = await (await fetch(`${server.url}/gallery`)).text();
        const image = [...html.matchAll(/\/uploads\/[\w-]+\/[\w-]+-(\d+)\.webp/g)].sort(
          (a, b) => Number(b[1]) - Number(a[1]),
        )[0]![0];
        const media = await (await fetch(`${server.url}/media`)).text();
        const track = /\/uploads\/[\w-]+\/[\w-]+\.wav/.exec(media)?.[0];
        const size = Number((await fetch(server.url + image, { method: "HEAD" })).headers.get("content-length"));
        console.log(row(`${image.split("/").pop()} from the ${where}`, size, await run(server.url + image)));
        if (track)
          console.log(
            row(
              `track, 64 KB range, from the ${where}`,
              65_536,
              await run(server.url + track, { Range: "bytes=0-65535" }),
            ),
          );
        if (where === "bucket") {
          // The stand-in's own answer for the same object: what a redirect to the bucket would hand the browser.
          const direct = `${s3.endpoint}/${s3.bucket}/site${image}`;
          console.log(row("  the same object straight from the stand-in", size, await run(direct)));
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await s3.stop();
  }
}

await main();
