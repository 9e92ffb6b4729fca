import { expect, test } from "vitest";
import { enqueue, flush, queueKey, readQueue } from "./door-queue.ts";

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

test("scans queued offline keep their time, once each, and go out in order when the connection is back", async () => {
  const s = memory();
  const k = queueKey("e1", "2031-05-02");
  enqueue(s, k, { scan: "AAAAA-BBBBB", at: "2031-05-02T20:14:00.000Z" });
  enqueue(s, k, { scan: "AAAAA-BBBBB", at: "2031-05-02T20:14:01.000Z" });
  enqueue(s, k, { scan: "CCCCC-DDDDD", at: "2031-05-02T20:15:00.000Z" });
  expect(readQueue(s, k).map((x) => x.scan)).toEqual(["AAAAA-BBBBB", "CCCCC-DDDDD"]);
  // Still offline: nothing is lost.
  const down = await flush(s, k, () => Promise.reject(new TypeError("Failed to fetch")));
  expect(down).toEqual({ sent: [], left: 2 });
  const seen: string[] = [];
  const up = await flush(s, k, async (x) => {
    seen.push(`${x.scan}@${x.at}`);
    return "ok";
  });
  expect(up.left).toBe(0);
  expect(seen).toEqual(["AAAAA-BBBBB@2031-05-02T20:14:00.000Z", "CCCCC-DDDDD@2031-05-02T20:15:00.000Z"]);
  expect(readQueue(s, k)).toEqual([]);
});

test("a damaged queue reads as empty instead of breaking the door page", () => {
  const s = memory();
  s.setItem("k", "{not json");
  expect(readQueue(s, "k")).toEqual([]);
});
