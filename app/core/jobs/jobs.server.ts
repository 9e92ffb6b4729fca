/** A background job inside the server process (started at boot, stopped on shutdown). */
import { logError } from "../log.server.ts";

export interface Job {
  name: string;
  start(): void | Promise<void>;
  /** Resolves once in-flight work has finished. */
  stop(): Promise<void>;
}

/** A job that runs `tick` every `everyMs` (never overlapping itself). */
export function intervalJob(name: string, everyMs: number, tick: () => Promise<void>): Job {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((e: unknown) => logError(e, { job: name }))
      .finally(() => {
        running = undefined;
        // Unref'd like the first timer: a pending job never keeps the process alive on its own.
        if (!stopped) timer = setTimeout(loop, everyMs);
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
  };
}
