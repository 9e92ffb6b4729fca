/**
 * Publishing's cost in files and bytes (issue 28, ADR 2812): the demo site exported (`npm run
 * export`, as the studio's Publish runs it) and published to an S3 stand-in (s3rver); then one
 * event's title changed and the site exported and published again — what the second publish
 * uploads should be only the pages that show that event; then once more with nothing changed
 * (nothing to upload). Prints figures; asserts nothing.
 *
 *   node bench/publish.ts [--build DIR] [--head]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { benchBuild } from "./lib/build.ts";
import { startServer } from "./lib/server.ts";
import { S3_KEY_ID, S3_SECRET, startS3 } from "../tests/fixtures/s3-server.ts";
import { s3Transport } from "../app/capabilities/publishing/server/transports/s3.server.ts";
import { sendSite } from "../app/capabilities/publishing/server/send.server.ts";
import type { HashMap } from "../app/capabilities/publishing/lib/plan.ts";

const SITE_URL = "https://band.example";

function runExport(root: string, buildDir: string, dataDir: string, out: string): Promise<number> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        "--disable-warning=ExperimentalWarning",
        join(root, "scripts/export.ts"),
        "--out",
        out,
        "--site-url",
        SITE_URL,
        "--build-dir",
        buildDir,
      ],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d));
    child.stderr.on("data", (d: Buffer) => (log += d));
    child.once("exit", (code) =>
      code === 0 ? done(Date.now() - started) : fail(new Error(`export failed (${code}):\n${log}`)),
    );
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const built = benchBuild("publish");
  const server = await startServer(built); // seeds the demo into its data folder
  const s3 = await startS3({ bucket: "band-site" });
  const scratch = mkdtempSync(join(tmpdir(), "marquee-bench-publish-"));
  const t = s3Transport(
    {
      endpoint: s3.endpoint,
      region: "us-east-1",
      bucket: "band-site",
      prefix: "",
      accessKeyId: S3_KEY_ID,
      forcePathStyle: true,
    },
    S3_SECRET,
    { timeoutMs: 60_000, maxFetchBytes: 0 },
  );
  console.log(`publish benchmark — ${built.label}`);
  let map: HashMap = {};
  const publish = async (label: string, n: number) => {
    const out = join(scratch, `export-${n}`);
    const exportMs = await runExport(built.root, built.buildDir, server.dataDir, out);
    const started = Date.now();
    const uploaded: string[] = [];
    const r = await sendSite(t, {
      dir: out,
      previous: map,
      runId: String(n),
      message: label,
      liveOnPut: true,
      progress: () => {},
    });
    const sendMs = Date.now() - started;
    for (const [p, h] of Object.entries(r.map)) if (map[p] !== h) uploaded.push(p);
    map = r.map;
    console.log(
      `${label.padEnd(34)} files ${String(Object.keys(r.map).length).padStart(4)}  uploaded ${String(r.uploaded).padStart(4)} (${kb(r.bytes).padStart(9)})  removed ${String(r.removed).padStart(3)}  export ${(exportMs / 1000).toFixed(1)} s  upload ${(sendMs / 1000).toFixed(1)} s`,
    );
    return uploaded;
  };
  try {
    await publish("first publish (empty bucket)", 1);
    // One event changed, as an editor's save would: its title.
    const db = new DatabaseSync(join(server.dataDir, "marquee.sqlite"));
    const ev = db
      .prepare(
        "SELECT id, slug, title FROM events WHERE visibility = 'published' AND recurrence IS NULL ORDER BY starts_at DESC LIMIT 1",
      )
      .get() as { id: string; slug: string; title: string };
    db.prepare("UPDATE events SET title = ?, updated_at = ? WHERE id = ?").run(
      `${ev.title} (new title)`,
      new Date().toISOString(),
      ev.id,
    );
    db.close();
    const changed = await publish(`one event changed (${ev.slug})`, 2);
    for (const p of changed) console.log(`    ${p}`);
    await publish("nothing changed", 3);
  } finally {
    await t.close();
    await s3.stop();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
