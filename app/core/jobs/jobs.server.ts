/** A background job inside the server process (started at boot, stopped on shutdown). */
import { logError } from "../log.server.ts";

export interface Job {
  name: string;
  start(): void | Promise<void>;
  /** Resolves once in-flight work has finished. */
  stop(): Promise<void>;
}

/** What each job has done in this process, for /metrics (issue 28). */
export interface JobStats {
  runs: number;
  failures: number;
  lastDurationMs: number | null;
  /** ms since the epoch of the last run that did not throw. */
  lastSuccessAt: number | null;
}

const stats = new Map<string, JobStats>();

/** Every interval job's runs and failures in this process, by name. */
export function jobStats(): ReadonlyMap<string, Readonly<JobStats>> {
  return stats;
}

/**
 * A job that runs `tick` every `everyMs` (never overlapping itself); `wake()`
 * runs it now instead of at its next turn (after a change it should see).
 */
export function intervalJob(name: string, everyMs: number, tick: () => Promise<void>): Job & { wake(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let woken = false;
  const loop = () => {
    if (stopped) return;
    woken = false;
    const s = stats.get(name) ?? { runs: 0, failures: 0, lastDurationMs: null, lastSuccessAt: null };
    stats.set(name, s);
    const started = Date.now();
    running = tick()
      .then(() => {
        s.lastSuccessAt = Date.now();
      })
      .catch((e: unknown) => {
        s.failures++;
        logError(e, { job: name });
      })
      .finally(() => {
        s.runs++;
        s.lastDurationMs = Date.now() - started;
        running = undefined;
        // Unref'd like the first timer: a pending job never keeps the process alive on its own.
        if (!stopped) timer = setTimeout(loop, woken ? 0 : everyMs);
        timer?.unref?.();
      });
  };
  return {
    name,
    start() {
      stopped = false;
      timer = setTimeout(loop, Math.min(everyMs, 1000));
      timer.unref?.();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    wake() {
      if (stopped) return;
      // Woken while running: once more right after, so the run sees what changed.
      if (running) return void (woken = true);
      if (timer) clearTimeout(timer);
      loop();
    },
  };
}
