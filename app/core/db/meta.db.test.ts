import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { claimMeta, getMeta } from "./meta.server.ts";

useTestDatabase();

test("claimMeta: of many callers at once exactly one sets the key, and it keeps the first value", async () => {
  const results = await Promise.all(Array.from({ length: 12 }, (_, i) => claimMeta("demo_seeding", `caller-${i}`)));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await getMeta("demo_seeding")).toBe(`caller-${results.indexOf(true)}`);
  expect(await claimMeta("demo_seeding", "later")).toBe(false);
  expect(await claimMeta("another_key", "x")).toBe(true);
});
