/**
 * Production builds for the benchmarks.
 *
 * By default the working tree is built (into .tmp/, git-ignored). Because
 * several people edit the tree at once, it may not build at a given moment;
 * `--head` (or BENCH_SOURCE=head) builds the last commit instead, from a
 * `git archive` copy with node_modules linked in — nothing in the tree or in
 * git's state changes. `--build DIR` (or BENCH_BUILD_DIR) reuses a build.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

export interface Built {
  /** Folder holding server.ts and node_modules (the tree, or a HEAD copy). */
  root: string;
  /** The build (client/ and server/). */
  buildDir: string;
  /** What was built, for the printed header. */
  label: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function runBuild(root: string, out: string): void {
  const r = spawnSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    env: { ...process.env, MARQUEE_BUILD_DIR: out, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`Build failed in ${root}:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-4000)}`);
}

/** A copy of HEAD's files in .tmp/src-<sha>/ with the tree's node_modules linked in. */
export function headCopy(): { root: string; sha: string } {
  const sha = execFileSync("git", ["rev-parse", "--short=10", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  const dir = join(ROOT, ".tmp", `src-${sha}`);
  if (!existsSync(join(dir, "server.ts"))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync("sh", ["-c", `git archive HEAD | tar -x -C '${dir}'`], { cwd: ROOT });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  }
  return { root: dir, sha };
}

/** Returns a production build according to the command line / environment (see the file comment). */
export function benchBuild(name: string): Built {
  const reuse = arg("--build") ?? process.env.BENCH_BUILD_DIR;
  const fromHead = process.argv.includes("--head") || process.env.BENCH_SOURCE === "head";
  if (reuse) {
    const buildDir = resolve(reuse);
    if (!existsSync(join(buildDir, "server/index.js"))) throw new Error(`No build at ${buildDir}`);
    // A build made from a HEAD copy must run with that copy's server.ts (it sits two levels up).
    const root = existsSync(join(buildDir, "..", "server.ts")) ? resolve(buildDir, "..") : ROOT;
    return { root, buildDir, label: `existing build ${buildDir}` };
  }
  if (fromHead) {
    const { root, sha } = headCopy();
    const buildDir = join(root, `build-bench-${name}`);
    if (!existsSync(join(buildDir, "server/index.js"))) runBuild(root, buildDir);
    return { root, buildDir, label: `commit ${sha}` };
  }
  const buildDir = join(ROOT, ".tmp", `build-bench-${name}`);
  rmSync(buildDir, { recursive: true, force: true });
  runBuild(ROOT, buildDir);
  return { root: ROOT, buildDir, label: "working tree" };
}
