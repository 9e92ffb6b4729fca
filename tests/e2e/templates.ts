/**
 * Template data folders for the e2e servers (ADR 0030). A server's first start
 * migrates ~50 times and, with DEMO_CONTENT, draws and encodes the demo's
 * pictures: 5–40 s on the shared 2-core machine, paid by ~70 starts a run.
 * Instead each kind of start is made once per run — by the first file that
 * needs it, through the real server — and every later server starts on a copy
 * of its data folder, as an existing site restarting does.
 *
 * Templates build on each other: `EMPTY` and `DEMO` are first starts (no owner
 * yet: each copy's own ADMIN_EMAIL makes it); a derived template starts from
 * its parent's copy with the owner, runs `prepare` against the live app
 * (through its forms), and keeps what that returned for the files that use it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";
import { type App, spawnApp } from "./app-process.ts";

export interface Template<F = unknown> {
  /** Unique per template: the folder it is kept in. */
  name: string;
  /** A first start (with or without the demo content), or another template to add to. */
  from: "first start" | "demo first start" | Template;
  /** Adds to the running app (signed in as OWNER); what it returns is handed to every file that uses the template. */
  prepare?: (app: App) => Promise<F>;
}

/** A migrated site with its default settings and no account. */
export const EMPTY: Template<undefined> = { name: "empty", from: "first start" };
/** The same with the demo content. */
export const DEMO: Template<undefined> = { name: "demo", from: "demo first start" };

/** How long a first start with the demo may take on a busy machine, and a file waits for another worker's template. */
const BUILD_LIMIT_MS = 5 * 60_000;

/** The template's data folder and what its `prepare` returned; made now if no worker has made it yet. */
export async function template<F>(t: Template<F>): Promise<{ dataDir: string; facts: F }> {
  const root = join(inject("e2eRunDir"), "templates", t.name);
  const dataDir = join(root, "data");
  const ready = join(root, "ready.json");
  const failed = join(root, "failed.txt");
  mkdirSync(join(root, ".."), { recursive: true });
  let mine = false;
  try {
    mkdirSync(root); // atomic: one worker builds, the others wait for its result
    mine = true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  if (mine) {
    try {
      writeFileSync(ready, JSON.stringify({ facts: (await build(t, dataDir)) ?? null }));
    } catch (e) {
      writeFileSync(failed, e instanceof Error ? (e.stack ?? e.message) : String(e));
      throw e;
    }
  } else {
    const deadline = Date.now() + BUILD_LIMIT_MS;
    while (!existsSync(ready)) {
      if (existsSync(failed))
        throw new Error(`Template "${t.name}" failed in another worker:\n${readFileSync(failed, "utf8")}`);
      if (Date.now() > deadline) throw new Error(`Template "${t.name}" was not made within ${BUILD_LIMIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { dataDir, facts: (JSON.parse(readFileSync(ready, "utf8")) as { facts: F }).facts };
}

/** Copies the template's data folder into `dest`; returns its facts. */
export async function copyTemplate<F>(t: Template<F>, dest: string): Promise<F> {
  const { dataDir, facts } = await template(t);
  cpSync(dataDir, dest, { recursive: true });
  return facts;
}

async function build<F>(t: Template<F>, dataDir: string): Promise<F | undefined> {
  let app: App;
  if (typeof t.from === "string") {
    const demo = t.from === "demo first start" ? "true" : "false";
    app = await spawnApp({ DEMO_CONTENT: demo, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }, dataDir, BUILD_LIMIT_MS);
  } else {
    await copyTemplate(t.from, dataDir);
    app = await spawnApp({}, dataDir);
  }
  let facts: F | undefined;
  try {
    facts = await t.prepare?.(app);
  } finally {
    await app.stop({ keepData: true });
  }
  forgetInstallation(dataDir);
  return facts;
}

/**
 * What belongs to one installation rather than to its content: the session secret (each copy makes its
 * own, as a new site does) and the one-time setup code (a copy without an owner prints a new one).
 */
function forgetInstallation(dataDir: string) {
  rmSync(join(dataDir, "session-secret"), { force: true });
  const db = new DatabaseSync(join(dataDir, "marquee.sqlite"));
  try {
    db.prepare("DELETE FROM app_meta WHERE key = 'setup_code'").run();
  } finally {
    db.close();
  }
}
