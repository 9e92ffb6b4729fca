/** `npm run storage -- copy`: a site's files from the data folder to a real S3 API and back, safe to repeat. */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startS3, type RunningS3 } from "~tests/fixtures/s3-server.ts";

const run = promisify(execFile);
const script = resolve(import.meta.dirname, "storage.ts");
let s3: RunningS3;
const dirs: string[] = [];
const folder = () => {
  const d = mkdtempSync(join(tmpdir(), "marquee-copy-"));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const storage = async (dataDir: string, ...args: string[]) => {
  const r = await run(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(40), ...s3.env("copied") },
  });
  return r.stdout;
};

test("copy --to s3 moves every upload file into the bucket, skips what is there, and --to local brings them back", async () => {
  const source = folder();
  const files: Record<string, string> = {
    "uploads/abc12345/x-320.webp": "variant",
    "uploads/abc12345/x-640.avif": "a larger variant",
    "originals/abc12345.jpg": "the original",
  };
  for (const [key, text] of Object.entries(files)) {
    mkdirSync(join(source, key, ".."), { recursive: true });
    writeFileSync(join(source, key), text);
  }
  writeFileSync(join(source, "marquee.sqlite"), "the database is not an upload");

  expect(await storage(source, "copy", "--to", "s3", "--dry-run")).toContain("3 file(s) in the data folder");
  const first = await storage(source, "copy", "--to", "s3");
  expect(first).toMatch(/0 already in s3:\/\/marquee-test\/copied; 3 to copy/);
  expect(first).toMatch(/Copied 3 file\(s\)/);
  expect(await storage(source, "copy", "--to", "s3")).toMatch(/3 already in .*; 0 to copy/);
  expect(await storage(source, "list", "--from", "s3")).toMatch(/s3:\/\/marquee-test\/copied: 3 file\(s\)/);

  const target = folder();
  expect(await storage(target, "copy", "--to", "local")).toMatch(/Copied 3 file\(s\)/);
  for (const [key, text] of Object.entries(files)) expect(readFileSync(join(target, key), "utf8")).toBe(text);
});

test("a wrong command or a bad variable stops with one line", async () => {
  const dir = folder();
  await expect(storage(dir, "copy", "--to", "ftp")).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining("usage: npm run storage"),
  });
  const bad = run(process.execPath, [script, "list"], {
    env: { PATH: process.env.PATH, DATA_DIR: dir, STORAGE_URL: "s3://Bad_Bucket" },
  });
  await expect(bad).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^Invalid configuration: STORAGE_URL must be s3:\/\/bucket/),
  });
});
