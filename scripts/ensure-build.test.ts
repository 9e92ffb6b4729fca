/**
 * The first `npm start` builds quietly (issue 25): the build's output goes to a log file, the terminal
 * sees it only when the build fails — then its end, not all of it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runQuietly } from "./ensure-build.ts";

const dir = mkdtempSync(join(tmpdir(), "marquee-quiet-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in build: 350 lines on both streams, warnings included, then the given exit status. */
const noisy = (status: number) => [
  "-e",
  `for (let i = 1; i <= 350; i++) (i % 50 ? console.log : console.warn)("line " + i + (i % 50 ? "" : " (!) Some chunks are larger than 500 kB")); process.exit(${status});`,
];

test("a build that succeeds prints nothing; all its output is in the log", () => {
  const log = join(dir, "ok.log");
  const r = runQuietly(process.execPath, noisy(0), { cwd: dir, env: process.env }, log);
  expect(r).toEqual({ ok: true, status: 0, tail: "" });
  const written = readFileSync(log, "utf8").trimEnd().split("\n");
  expect(written).toHaveLength(350);
  expect(written[49]).toBe("line 50 (!) Some chunks are larger than 500 kB");
});

test("a build that fails gives its status and the log's last lines", () => {
  const r = runQuietly(process.execPath, noisy(3), { cwd: dir, env: process.env }, join(dir, "bad.log"), 5);
  expect(r.ok).toBe(false);
  expect(r.status).toBe(3);
  expect(r.tail.split("\n")).toEqual([
    "line 346",
    "line 347",
    "line 348",
    "line 349",
    "line 350 (!) Some chunks are larger than 500 kB",
  ]);
});
