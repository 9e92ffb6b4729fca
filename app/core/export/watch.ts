/**
 * `npm run export -- --watch` (issue 17): the live site's content version —
 * the value every change in the studio moves, the one the page cache keys on
 * (ADR 0501, 0505) — read once a second from the live database; when it
 * moves, the site is exported again into a staging folder and only the files
 * whose bytes differ are written into the export (and the ones gone removed),
 * so a deploy tool uploads just those.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

export interface VersionReader {
  read(): Promise<string>;
  close(): Promise<void>;
}

const QUERY = "SELECT value FROM app_meta WHERE key = 'content_version'";

/** Reads the live site's content version: SQLite in DATA_DIR (read-only), or PostgreSQL at DATABASE_URL. */
export async function contentVersionReader(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<VersionReader> {
  if (env.DATABASE_URL && /^postgres(ql)?:/.test(env.DATABASE_URL)) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      read: async () => String(((await client.query(QUERY)).rows[0] as { value?: string } | undefined)?.value ?? "0"),
      close: () => client.end(),
    };
  }
  const file = env.DATABASE_URL
    ? env.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, "")
    : join(env.DATA_DIR, "marquee.sqlite");
  let db: DatabaseSync | undefined;
  return {
    async read() {
      if (!existsSync(file)) return "0";
      db ??= new DatabaseSync(file, { readOnly: true });
      return String((db.prepare(QUERY).get() as { value?: string } | undefined)?.value ?? "0");
    },
    async close() {
      db?.close();
    },
  };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)));
}

function sameBytes(a: string, b: string): boolean {
  if (!existsSync(b) || statSync(a).size !== statSync(b).size) return false;
  return readFileSync(a).equals(readFileSync(b));
}

/** Makes `out` hold exactly `staging`'s files, writing only those that differ. */
export function syncInto(staging: string, out: string): { written: string[]; removed: string[] } {
  const written: string[] = [];
  const removed: string[] = [];
  const fresh = new Set(filesUnder(staging));
  for (const rel of fresh) {
    const target = join(out, rel);
    if (sameBytes(join(staging, rel), target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(staging, rel), target);
    written.push(rel);
  }
  for (const rel of filesUnder(out)) {
    if (fresh.has(rel)) continue;
    rmSync(join(out, rel));
    removed.push(rel);
  }
  return { written: written.sort(), removed: removed.sort() };
}
