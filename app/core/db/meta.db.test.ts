import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { claimMeta, getMeta, setMeta, swapMeta } from "./meta.server.ts";

useTestDatabase();

test("claimMeta: of many callers at once exactly one sets the key, and it keeps the first value", async () => {
  const results = await Promise.all(Array.from({ length: 12 }, (_, i) => claimMeta("demo_seeding", `caller-${i}`)));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await getMeta("demo_seeding")).toBe(`caller-${results.indexOf(true)}`);
  expect(await claimMeta("demo_seeding", "later")).toBe(false);
  expect(await claimMeta("another_key", "x")).toBe(true);
});

test("swapMeta: of many callers holding the same value exactly one replaces it; a stale value never does", async () => {
  await setMeta("slot", "1");
  const results = await Promise.all(Array.from({ length: 8 }, (_, i) => swapMeta("slot", "1", `next-${i}`)));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await getMeta("slot")).toBe(`next-${results.indexOf(true)}`);
  expect(await swapMeta("slot", "1", "late")).toBe(false);
  expect(await swapMeta("missing", "1", "x")).toBe(false);
  expect(await getMeta("missing")).toBeUndefined();
});
