import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { syncInto } from "./watch.ts";

test("syncInto writes only files whose bytes differ, adds new ones and removes the ones gone", () => {
  const root = mkdtempSync(join(tmpdir(), "marquee-sync-"));
  const [staging, out] = [join(root, "staging"), join(root, "out")];
  const put = (dir: string, rel: string, text: string) => {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  put(out, "same.html", "a");
  put(out, "events/index.html", "old");
  put(out, "gone.data", "x");
  put(staging, "same.html", "a");
  put(staging, "events/index.html", "new");
  put(staging, "uploads/1/a.webp", "img");
  const sameBefore = statSync(join(out, "same.html")).mtimeMs;
  const { written, removed } = syncInto(staging, out);
  expect(written).toEqual(["events/index.html", "uploads/1/a.webp"]);
  expect(removed).toEqual(["gone.data"]);
  expect(readFileSync(join(out, "events/index.html"), "utf8")).toBe("new");
  expect(statSync(join(out, "same.html")).mtimeMs).toBe(sameBefore);
  expect(syncInto(staging, out)).toEqual({ written: [], removed: [] });
  rmSync(root, { recursive: true, force: true });
});
