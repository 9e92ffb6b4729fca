/**
 * autocannon as a child process on CPU 1 (the server under test is pinned to
 * CPU 0), so the load generator never competes with the server for its core.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./build.ts";
import { hasTaskset } from "./server.ts";

export interface Cannon {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

export interface CannonOptions {
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

export function cannon(url: string, o: CannonOptions): Cannon {
  const bin = join(ROOT, "node_modules/autocannon/autocannon.js");
  const headers = Object.entries(o.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}=${v}`]);
  const args = [bin, "-j", "-c", String(o.connections), "-d", String(o.seconds), ...headers, url];
  const cmd = hasTaskset() ? ["taskset", "-c", "1", process.execPath, ...args] : [process.execPath, ...args];
  const r = spawnSync(cmd[0]!, cmd.slice(1), { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as Cannon;
}
