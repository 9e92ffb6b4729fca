import { expect, test } from "vitest";
import { cycles, importGraph } from "./cycles.ts";

test("the app has no runtime import cycle", () => {
  expect(cycles(importGraph())).toEqual([]);
});

test("a cycle is found, type-only imports are not edges", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts"]],
    ["c.ts", ["a.ts"]],
    ["d.ts", ["a.ts"]],
  ]);
  expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  // settings ↔ preview as it was: settings.server.ts imported previewDraft from preview.server.ts.
  const real = importGraph();
  expect(real.get("app/core/settings/settings.server.ts")).toContain("app/core/preview/scope.server.ts");
  expect(real.get("app/core/settings/settings.server.ts")).not.toContain("app/core/preview/preview.server.ts");
  // `import type` leaves no edge: capability.server.ts only names the types of env, jobs, settings…
  expect(real.get("app/core/capability.server.ts")).toEqual([]);
});
