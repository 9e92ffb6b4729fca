/**
 * A cached public page lives until the next content change, a minute at most —
 * or until the instant its render said it changes (`expirePageAt`: a ticket
 * sale opening at 10:00 is served at 10:00, not up to a minute later).
 */
import { afterEach, expect, test, vi } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { clearPageCache, expirePageAt, PAGE_TTL_MS, servePage } from "./page-cache.server.ts";

useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
  clearPageCache();
});

function renderer(changesInMs?: number) {
  let renders = 0;
  return {
    count: () => renders,
    render: async () => {
      renders++;
      if (changesInMs !== undefined) expirePageAt(Date.now() + changesInMs);
      return new Response(`<!doctype html><p>render ${renders}</p>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  };
}

const ask = (path: string, r: ReturnType<typeof renderer>) =>
  servePage(new Request(`http://band.test${path}`), r.render);

test("a page that changes in 5 s is cached until then, and not a moment longer", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2031-05-05T07:59:55Z") });
  const r = renderer(5_000);
  expect(await (await ask("/events/gala", r)).text()).toContain("render 1");
  vi.setSystemTime(Date.parse("2031-05-05T07:59:59.999Z"));
  expect(await (await ask("/events/gala", r)).text()).toContain("render 1");
  vi.setSystemTime(Date.parse("2031-05-05T08:00:00Z"));
  expect(await (await ask("/events/gala", r)).text()).toContain("render 2");
  expect(r.count()).toBe(2);
});

test("a page that names no change keeps the usual minute; a change further away than that does not extend it", async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2031-05-05T08:00:00Z") });
  const plain = renderer();
  const far = renderer(10 * PAGE_TTL_MS);
  await ask("/a", plain);
  await ask("/b", far);
  vi.setSystemTime(Date.parse("2031-05-05T08:00:00Z") + PAGE_TTL_MS - 1);
  await ask("/a", plain);
  await ask("/b", far);
  expect([plain.count(), far.count()]).toEqual([1, 1]);
  vi.setSystemTime(Date.parse("2031-05-05T08:00:00Z") + PAGE_TTL_MS);
  await ask("/a", plain);
  await ask("/b", far);
  expect([plain.count(), far.count()]).toEqual([2, 2]);
  // Outside a cached render (a studio request, a job) it does nothing and throws nothing.
  expect(() => expirePageAt(Date.now())).not.toThrow();
});
