import { expect, test, vi } from "vitest";
import { intervalJob } from "./jobs.server.ts";

test("every timer of an interval job is unref'd, also after a run (a pending job never holds the process open)", async () => {
  const made: ReturnType<typeof setTimeout>[] = [];
  const real = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, ms?: number) => {
    const t = real(fn, ms);
    made.push(t);
    return t;
  }) as typeof setTimeout);
  let runs = 0;
  const ran = new Promise<void>((done) => {
    const job = intervalJob("t", 5, async () => {
      runs++;
      if (runs === 2) {
        await job.stop();
        done();
      }
    });
    void job.start();
  });
  await ran;
  spy.mockRestore();
  expect(runs).toBe(2);
  expect(made.length).toBeGreaterThanOrEqual(2);
  for (const t of made) expect(t.hasRef()).toBe(false);
});

test("a failing run is logged with the job's name and the job goes on", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  let runs = 0;
  await new Promise<void>((done) => {
    const job = intervalJob("flaky", 5, async () => {
      runs++;
      if (runs === 1) throw new Error("first run fails");
      await job.stop();
      done();
    });
    void job.start();
  });
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[error\] job=flaky .*first run fails/s));
  logged.mockRestore();
});
