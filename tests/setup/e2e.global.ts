/**
 * Vitest global setup for the e2e project: one production build for the run
 * (in its own folder, so parallel runs don't collide), a browser, and a folder
 * for the run's template data folders (tests/e2e/templates.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureChromium } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
    chromiumPath: string;
    /** This run's own folder (templates/ holds the data folders servers start from). */
    e2eRunDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, "../..");
  const chromiumPath = ensureChromium();
  const buildDir = process.env.E2E_BUILD_DIR ?? join(root, ".tmp", `build-e2e-${process.pid}`);
  if (!process.env.E2E_BUILD_DIR) {
    mkdirSync(join(root, ".tmp"), { recursive: true });
    const r = spawnSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
      cwd: root,
      env: { ...process.env, MARQUEE_BUILD_DIR: buildDir, NODE_ENV: "production" },
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`Build for e2e failed:\n${r.stdout}\n${r.stderr}`);
  }
  const runDir = mkdtempSync(join(tmpdir(), "marquee-e2e-run-"));
  project.provide("buildDir", buildDir);
  project.provide("chromiumPath", chromiumPath);
  project.provide("e2eRunDir", runDir);
  return () => {
    if (!process.env.E2E_BUILD_DIR) rmSync(buildDir, { recursive: true, force: true });
    rmSync(runDir, { recursive: true, force: true });
  };
}
