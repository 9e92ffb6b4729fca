/**
 * Publishing's service on SQLite and PostgreSQL (issue 28): a target saved with its secret sealed,
 * a publish that sends what the export wrote to s3rver and records the hash map and counts, a
 * second one that sends only the change, one run at a time, and a failure that is recorded with
 * its reason while the hash map stays what the bucket holds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { S3_KEY_ID, S3_SECRET, startS3, type RunningS3 } from "~tests/fixtures/s3-server.ts";
import { publishTarget } from "./publish.server.ts";
import { listTargets, saveTarget, type ReadTarget } from "./targets.server.ts";
import { claimRun, targetRow } from "./data/targets.server.ts";

useTestDatabase();
const owner = { id: "u1", email: "owner@example.com" };
let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3({ bucket: "band-site" });
});
afterAll(() => s3?.stop());

const target = (endpoint: string): ReadTarget => ({
  name: "Bucket",
  siteUrl: "https://band.example",
  basePath: "/",
  auto: false,
  typedSecret: S3_SECRET,
  config: {
    kind: "s3",
    settings: {
      endpoint,
      region: "us-east-1",
      bucket: "band-site",
      prefix: "",
      accessKeyId: S3_KEY_ID,
      forcePathStyle: true,
    },
  },
});

/** An export stand-in: writes these files (the real export is covered by bench/publish.ts and the export's own tests). */
const writes = (files: Record<string, string>) => async (out: string) => {
  for (const [p, body] of Object.entries(files)) {
    mkdirSync(dirname(join(out, p)), { recursive: true });
    writeFileSync(join(out, p), body);
  }
};

test("a publish sends the export, records what the target holds, and the next one sends only the change", async () => {
  const id = await saveTarget(owner, null, target(s3.endpoint));
  const row = (await targetRow(id))!;
  expect(row.secret).not.toContain(S3_SECRET); // sealed
  expect(row.secret).toMatch(/^v1\./);

  const first = await publishTarget(owner, id, { exportSite: writes({ "index.html": "a", "events/index.html": "b" }) });
  expect(first).toMatchObject({ ok: true, uploaded: 2, removed: 0 });
  const second = await publishTarget(owner, id, {
    exportSite: writes({ "index.html": "a2", "events/index.html": "b" }),
  });
  expect(second).toMatchObject({ ok: true, uploaded: 1, removed: 0 });
  const [view] = await listTargets();
  expect(view).toMatchObject({
    id,
    lastOutcome: "ok",
    running: null,
    lastCounts: { uploaded: 1, removed: 0, unchanged: 1 },
  });
  expect(Object.keys(JSON.parse((await targetRow(id))!.hash_map)).sort()).toEqual(["events/index.html", "index.html"]);

  // One run at a time: a held target is not published twice.
  expect(await claimRun(id, "other-run", 60_000)).toBe(true);
  expect(await publishTarget(owner, id, { exportSite: writes({}) })).toBeNull();
});

test("a failed publish is recorded with its reason, and the target keeps the hash map of what it holds", async () => {
  const id = await saveTarget(owner, null, { ...target("http://127.0.0.1:9"), name: "Unreachable" });
  const dir = mkdtempSync(join(tmpdir(), "marquee-pub-"));
  try {
    const r = await publishTarget(owner, id, {
      exportSite: writes({ "index.html": "x" }),
      limits: { timeoutMs: 2000, maxFetchBytes: 0 },
    });
    expect(r?.ok).toBe(false);
    expect(r?.message).toMatch(/ECONNREFUSED|connect/i);
    const row = (await targetRow(id))!;
    expect(row).toMatchObject({ last_outcome: "failed", hash_map: "{}", published_at: null, run_id: null });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
