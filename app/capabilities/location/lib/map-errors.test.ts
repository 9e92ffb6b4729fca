import { expect, test } from "vitest";
import { MapLoadError, withTimeout } from "./map-errors.ts";

test("withTimeout passes through a value that arrives in time", async () => {
  await expect(withTimeout(Promise.resolve(42), 1000, "x")).resolves.toBe(42);
});

test("withTimeout passes through a rejection unchanged", async () => {
  const err = new MapLoadError("script", "nope");
  await expect(withTimeout(Promise.reject(err), 1000, "x")).rejects.toBe(err);
});

test("withTimeout rejects with a timeout error when nothing arrives", async () => {
  const never = new Promise<never>(() => {});
  const e = await withTimeout(never, 5, "The map").catch((x: unknown) => x);
  expect(e).toBeInstanceOf(MapLoadError);
  expect((e as MapLoadError).kind).toBe("timeout");
  expect((e as MapLoadError).message).toMatch(/The map did not load/);
});
