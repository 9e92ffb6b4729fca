import { expect, test } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { nodeTooOld } from "./node-version.mjs";

const root = resolve(import.meta.dirname, "..");

test("Node 24.7 and newer pass; older ones get one line naming what to run", () => {
  expect(nodeTooOld("24.7.0")).toBeNull();
  expect(nodeTooOld("24.21.0")).toBeNull();
  expect(nodeTooOld("25.0.1")).toBeNull();
  for (const old of ["20.20.2", "22.12.0", "24.6.1"]) {
    const line = nodeTooOld(old)!;
    expect(line).toContain(`this is Node.js ${old}`);
    expect(line).toContain("npm start");
    expect(line).not.toContain("\n");
  }
});

// The machine's own Node (Debian's is 20) is the process manager's case; skipped where the system has none older than 24.7.
const systemNode = ["/usr/bin/node", "/usr/local/bin/node"].find(
  (p) => existsSync(p) && nodeTooOld(spawnSync(p, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim()),
);
test.skipIf(!systemNode)("the system's old Node running scripts/start.mjs exits 1 with that one line", () => {
  const r = spawnSync(systemNode!, [resolve(root, "scripts/start.mjs")], { encoding: "utf8", cwd: root });
  expect(r.status).toBe(1);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr).toMatch(/^Marquee needs Node\.js 24\.7 or newer/);
});
