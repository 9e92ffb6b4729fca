/**
 * The server the static export reads from (ADR 1700): the production build,
 * started on a private port over a COPY of the site's data — the SQLite file
 * taken with SQLite's online backup (consistent while the live server
 * writes), the uploads copied beside it — so nothing the export does (a
 * migration, a job, a counted view, a derived image) touches the live site.
 * With PostgreSQL (DATABASE_URL) or a bucket (STORAGE_URL) the database and
 * the objects are shared; the export only ever sends GET requests, and its
 * server runs no mail worker.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

export interface SourceServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Copies DATA_DIR (SQLite by backup, files as they are) into a new temporary folder; `sqliteFile`: a DATABASE_URL=sqlite: file elsewhere. */
export async function copyDataDir(dataDir: string, sqliteFile?: string): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), "marquee-export-data-"));
  if (!existsSync(dataDir)) return copy;
  for (const name of readdirSync(dataDir)) {
    if (/^marquee\.sqlite(-wal|-shm|-journal)?$/.test(name)) continue;
    cpSync(join(dataDir, name), join(copy, name), { recursive: true });
  }
  const db = sqliteFile ?? join(dataDir, "marquee.sqlite");
  if (existsSync(db)) {
    const source = new DatabaseSync(db, { readOnly: true });
    try {
      await backup(source, join(copy, "marquee.sqlite"));
    } finally {
      source.close();
    }
  }
  return copy;
}

export async function startSourceServer(opts: {
  root: string;
  buildDir: string;
  env: NodeJS.ProcessEnv;
  log: (l: string) => void;
}): Promise<SourceServer> {
  const liveDir = resolve(opts.env.DATA_DIR ?? join(opts.root, "data"));
  const sqlite = !opts.env.DATABASE_URL || /^(sqlite|file):/.test(opts.env.DATABASE_URL);
  const dbUrl = opts.env.DATABASE_URL;
  const dataDir = await copyDataDir(
    liveDir,
    dbUrl && /^(sqlite|file):/.test(dbUrl) ? resolve(dbUrl.replace(/^(sqlite|file):(\/\/)?/, "")) : undefined,
  );
  const port = await freePort();
  let out = "";
  const child = spawn(process.execPath, [join(opts.root, "server.ts")], {
    cwd: opts.root,
    env: {
      ...opts.env,
      NODE_ENV: "production",
      MARQUEE_BUILD_DIR: opts.buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(sqlite ? { DATABASE_URL: "" } : {}),
      MAIL_WORKER: "false",
      // A copy of the site must never speak for it to other servers (capabilities read it: the fediverse stays off).
      MARQUEE_SITE_COPY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The export's server stopped (${child.exitCode}):\n${out}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The export's server did not answer within 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  opts.log(`Reading the site from a copy of ${sqlite ? liveDir : "the shared database"} (${url})`);
  return { url, stop };
}
