/**
 * `npm run storage -- <command>`: the site's upload files between the data
 * folder and the bucket STORAGE_URL names (docs/deploy.md, issue 17).
 *
 *   npm run storage -- copy --to s3     DATA_DIR's files → the bucket
 *   npm run storage -- copy --to local  the bucket's files → DATA_DIR
 *   npm run storage -- list [--from s3|local]   what is where (count, bytes)
 *
 * A copy is safe to repeat: an object already there with the same size is
 * skipped, so an interrupted copy goes on where it stopped. Nothing is
 * deleted on either side; switch STORAGE_URL on (or off) after the copy and
 * restart. Run it with the same environment as the server.
 */
import { parseEnv } from "../app/core/env.server.ts";
import { openStore } from "../app/core/storage/storage.server.ts";
import type { ObjectInfo, ObjectStore } from "../app/core/storage/store.server.ts";

const USAGE =
  "usage: npm run storage -- copy --to s3|local [--dry-run]\n       npm run storage -- list [--from s3|local]";
const CONCURRENCY = 4;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function objects(store: ObjectStore): Promise<ObjectInfo[]> {
  const out: ObjectInfo[] = [];
  for await (const o of store.list("")) out.push(o);
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}

async function copy(from: ObjectStore, to: ObjectStore, dryRun: boolean): Promise<void> {
  const source = await objects(from);
  const there = new Map((await objects(to)).map((o) => [o.key, o.size]));
  const todo = source.filter((o) => there.get(o.key) !== o.size);
  const bytes = todo.reduce((n, o) => n + o.size, 0);
  console.log(
    `${source.length} file(s) in ${from.name}; ${source.length - todo.length} already in ${to.name}; ${todo.length} to copy (${mb(bytes)})${dryRun ? " — dry run, nothing copied" : ""}`,
  );
  if (dryRun) return;
  let done = 0;
  let copied = 0;
  const started = Date.now();
  const worker = async () => {
    for (let o = todo.shift(); o; o = todo.shift()) {
      const obj = await from.get(o.key);
      if (!obj) continue; // deleted meanwhile
      await to.putStream(o.key, obj.body, obj.length);
      done++;
      copied += obj.length;
      if (done % 50 === 0) console.log(`  ${done} copied (${mb(copied)})`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(
    `Copied ${done} file(s), ${mb(copied)}, in ${((Date.now() - started) / 1000).toFixed(1)} s. Nothing was deleted from ${from.name}.`,
  );
}

async function main(): Promise<number> {
  const [command] = process.argv.slice(2).filter((a) => !a.startsWith("--") && !["s3", "local"].includes(a));
  const env = parseEnv(process.env);
  if (command === "copy") {
    const to = option("--to");
    if (to !== "s3" && to !== "local") return (console.error(USAGE), 2);
    const local = openStore(env, "local");
    const bucket = openStore(env, "s3");
    try {
      await (to === "s3"
        ? copy(local, bucket, process.argv.includes("--dry-run"))
        : copy(bucket, local, process.argv.includes("--dry-run")));
      if (to === "s3" && !env.STORAGE_URL) console.log("Now set STORAGE_URL and restart.");
      else
        console.log(
          to === "s3"
            ? "Restart the server(s) with this STORAGE_URL to serve from the bucket."
            : "Unset STORAGE_URL and restart to serve from the data folder.",
        );
    } finally {
      local.close();
      bucket.close();
    }
    return 0;
  }
  if (command === "list") {
    const from = option("--from") ?? (env.STORAGE_URL ? "s3" : "local");
    if (from !== "s3" && from !== "local") return (console.error(USAGE), 2);
    const store = openStore(env, from);
    try {
      const all = await objects(store);
      const by = new Map<string, { n: number; bytes: number }>();
      for (const o of all) {
        const top = o.key.split("/")[0]!;
        const t = by.get(top) ?? { n: 0, bytes: 0 };
        t.n++;
        t.bytes += o.size;
        by.set(top, t);
      }
      console.log(`${store.name}: ${all.length} file(s), ${mb(all.reduce((n, o) => n + o.size, 0))}`);
      for (const [top, t] of by) console.log(`  ${top}/  ${t.n} file(s), ${mb(t.bytes)}`);
    } finally {
      store.close();
    }
    return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main();
} catch (e) {
  // A configuration error is one line naming the variable; anything else (an unreachable bucket) with its reason.
  console.error(
    e instanceof Error && e.name === "ConfigError"
      ? e.message
      : `storage: ${e instanceof Error ? e.message : String(e)}`,
  );
  process.exitCode = 1;
}
