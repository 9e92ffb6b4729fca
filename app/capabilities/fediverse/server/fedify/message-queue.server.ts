/**
 * Fedify's MessageQueue on the site's own database (ADR 3100). Fedify queues what arrives in the
 * inbox here and handles it after answering the sending server (202), retrying by its own policy
 * (nativeRetrial is false: a failed attempt comes back as a new, delayed message). Several processes
 * may listen on one PostgreSQL database: each message is claimed by one of them (data/store), and a
 * claim held longer than the lease (a process that died) is taken over. Messages of one ordering
 * key are handled one at a time, oldest first.
 */
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from "@fedify/fedify";
import { logError } from "~/core/log.server.ts";
import { queueClaim, queueDone, queueInsert } from "../data/store.server.ts";

const LEASE_MS = 5 * 60_000;

export interface QueueOptions {
  /** How often an idle listener looks for due messages (an enqueue in this process wakes it at once). */
  pollMs?: number;
  /** Messages handled at once by one listener. */
  concurrency?: number;
  clock?: () => number;
}

export class DbMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #clock: () => number;
  #wake: (() => void) | null = null;

  constructor(opts: QueueOptions = {}) {
    this.#pollMs = opts.pollMs ?? 1000;
    this.#concurrency = opts.concurrency ?? 4;
    this.#clock = opts.clock ?? Date.now;
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const now = this.#clock();
    const delay = options?.delay ? Math.max(0, options.delay.total({ unit: "millisecond" })) : 0;
    await queueInsert(
      messages.map((m) => ({
        message: JSON.stringify(m),
        orderingKey: options?.orderingKey ?? null,
        runAt: new Date(now + delay).toISOString(),
      })),
      new Date(now).toISOString(),
    );
    this.#wake?.();
  }

  async listen(
    handler: (message: unknown) => Promise<void> | void,
    options: MessageQueueListenOptions = {},
  ): Promise<void> {
    const { signal } = options;
    const running = new Set<Promise<void>>();
    while (!signal?.aborted) {
      let claimed = false;
      while (running.size < this.#concurrency && !signal?.aborted) {
        const now = this.#clock();
        const row = await queueClaim(new Date(now).toISOString(), new Date(now - LEASE_MS).toISOString()).catch(
          (e: unknown) => (logError(e, { job: "fediverse-queue" }), undefined),
        );
        if (!row) break;
        claimed = true;
        const task = (async () => {
          try {
            await handler(JSON.parse(row.message));
          } catch (e) {
            logError(e, { job: "fediverse-queue" });
          } finally {
            await queueDone(row.id, row.claim_token!).catch((e: unknown) => logError(e, { job: "fediverse-queue" }));
          }
        })();
        running.add(task);
        void task.finally(() => {
          running.delete(task);
          this.#wake?.();
        });
      }
      if (claimed && running.size < this.#concurrency) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", done);
          this.#wake = null;
          resolve();
        };
        const timer = setTimeout(done, this.#pollMs);
        timer.unref?.();
        this.#wake = done;
        signal?.addEventListener("abort", done, { once: true });
      });
    }
    await Promise.allSettled(running);
  }
}
