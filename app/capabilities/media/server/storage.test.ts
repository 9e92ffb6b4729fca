/** The sweep of temporary upload files: what a crash or a lost connection left goes, what is still arriving stays. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { STALE_TMP_MS, sweepUploadTmp, uploadTmpDir } from "./storage.server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "marquee-sweep-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("temporary files nobody wrote to for an hour are deleted; newer ones stay", async () => {
  expect(await sweepUploadTmp(dataDir)).toBe(0); // no folder yet: nothing to do
  const dir = uploadTmpDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const now = Date.now();
  const at = (name: string, ageMs: number) => {
    writeFileSync(join(dir, name), "x");
    const t = new Date(now - ageMs);
    utimesSync(join(dir, name), t, t);
  };
  at("crashed.part", STALE_TMP_MS + 60_000);
  at("days-old.part", 3 * 24 * 3600_000);
  at("arriving.part", 5_000);
  at("almost.part", STALE_TMP_MS - 60_000);
  expect(await sweepUploadTmp(dataDir, STALE_TMP_MS, now)).toBe(2);
  expect(readdirSync(dir).sort()).toEqual(["almost.part", "arriving.part"]);
});
