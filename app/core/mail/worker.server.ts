/**
 * The e-mail delivery worker, inside the server process (started by the core's
 * job runner when MAIL_WORKER is true). It claims due deliveries, sends them with
 * the configured transport and records each attempt. Several processes may
 * run it against one PostgreSQL database; see data/claims.server.ts.
 */
import { claimDue, recentBulkAttempts, recordResult } from "./data/claims.server.ts";
import type { Delivery } from "./data/deliveries.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { currentMail, type MailSetup } from "./transport.server.ts";
import { mailConfig } from "./config.server.ts";
import { readEmailSettings } from "./data/email-settings.server.ts";
import { env } from "~/core/env.server.ts";
import { buildMail, type Built } from "./build.server.ts";
import { mailKind, mailKinds } from "./kinds.server.ts";
import { recordServerAnswer } from "./sending.server.ts";
import { logError, logWarn } from "~/core/log.server.ts";
import type { Job } from "~/core/jobs/jobs.server.ts";
import type { SendResult, Transport } from "./types.server.ts";

export interface WorkerOptions {
  /** A fixed transport (tests, the benchmark); by default the settings' in force, asked before each round. */
  transport?: () => Transport;
  /** Rows claimed per round. */
  batch?: number;
  /** Sends in flight at once. */
  concurrency?: number;
  /** How long a claim holds before another worker may take the delivery over; default MAIL_LEASE_SECONDS (the benchmark shortens it). */
  leaseMs?: number;
  /** How often to look for due deliveries when nobody wakes the worker. */
  pollMs?: number;
  now?: () => Date;
}

async function sendOne(
  setup: MailSetup,
  d: Delivery,
  now: () => Date,
  settings: Awaited<ReturnType<typeof getSettings>>,
): Promise<void> {
  const t = setup.transport;
  const startedAt = now();
  let built: Built;
  try {
    built = await buildMail(d, { settings, configuredTo: setup.config.to, transport: t.name });
  } catch (e) {
    built = {
      skip: { status: "retry", error: `Could not prepare the e-mail: ${e instanceof Error ? e.message : String(e)}` },
    };
  }
  let result;
  if ("skip" in built) result = built.skip;
  else {
    try {
      result = await t.send(built.mail);
    } catch (e) {
      // A transport should not throw; if one does, the delivery waits and tries again.
      logError(e);
      result = { status: "retry" as const, error: `Unexpected error: ${e instanceof Error ? e.message : String(e)}` };
    }
    await recordServerAnswer(setup, built.mail.kind === "test" ? "test" : "other", result, now());
  }
  await recordResult(d, result, {
    transport: t.name,
    startedAt,
    now: now(),
    recipient: "mail" in built ? built.mail.to : undefined,
  });
  if (d.source_ref) await tellKind(d.kind, d.source_ref, result, t.name);
}

/** The kind of a declared mail hears how it went (bounces, its report). */
async function tellKind(kind: string, ref: string, result: SendResult, transport: string): Promise<void> {
  const hook = mailKind(kind)?.kind.onResult;
  if (!hook) return;
  try {
    await hook(ref, {
      status: result.status,
      detail: result.status === "sent" ? result.response : result.error,
      transport,
    });
  } catch (e) {
    logWarn(`outbox: ${kind} could not record a result: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** How many bulk mails (newsletters) this round may claim: what their kinds' rates per minute leave. */
async function bulkAllowance(now: Date, limit: number): Promise<number> {
  let allowance = limit;
  for (const { name, kind } of mailKinds().values()) {
    const rate = await kind.ratePerMinute?.();
    if (rate === undefined) continue;
    allowance = Math.min(allowance, Math.max(0, rate - (await recentBulkAttempts(name, now))));
  }
  return allowance;
}

/** Claims and sends one round; returns how many deliveries it handled. */
export async function runDeliveryRound(opts: WorkerOptions = {}): Promise<number> {
  // Asked each round: a change made in the studio applies at the next one, in every process (no restart).
  const setup: MailSetup = opts.transport
    ? { transport: opts.transport(), config: mailConfig(env(), await readEmailSettings()) }
    : await currentMail();
  const t = setup.transport;
  // Misconfigured: send nothing and leave every delivery queued (SPEC §8); the dashboard names the setting.
  if (t.problem()) return 0;
  const now = opts.now ?? (() => new Date());
  const limit = opts.batch ?? 20;
  const claimed = await claimDue({
    limit,
    now: now(),
    bulkLimit: await bulkAllowance(now(), limit),
    leaseMs: opts.leaseMs ?? env().MAIL_LEASE_SECONDS * 1000,
  });
  if (claimed.length === 0) return 0;
  const settings = await getSettings();
  const queue = [...claimed];
  const lanes = Array.from({ length: Math.min(opts.concurrency ?? 4, queue.length) }, async () => {
    for (let d = queue.shift(); d; d = queue.shift()) await sendOne(setup, d, now, settings);
  });
  await Promise.all(lanes);
  return claimed.length;
}

/** Runs rounds until nothing is due (tests and the benchmark). */
export async function drainDeliveries(opts: WorkerOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await runDeliveryRound(opts);
    total += n;
    if (n === 0) return total;
  }
}

export interface DeliveryWorker extends Job {
  /** Look now (after a message was stored or "retry now"), instead of at the next poll. */
  wake(): void;
}

export function createDeliveryWorker(opts: WorkerOptions = {}): DeliveryWorker {
  const pollMs = opts.pollMs ?? 5_000;
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref?.();
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // Keep going while rounds come back full: a burst drains without waiting for the poll.
        while (!stopped && (await runDeliveryRound(opts)) >= (opts.batch ?? 20));
      } catch (e) {
        logWarn(`delivery worker: ${e instanceof Error ? e.message : String(e)}`);
      }
    })().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule(0);
      } else schedule(pollMs);
    });
  };

  return {
    name: "delivery",
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
  };
}

const worker = createDeliveryWorker();

/** The outbox's worker, started by the core's job runner when MAIL_WORKER is true. */
export const mailJobs: Job[] = [worker];

/** Called after a message or "retry now" is stored; a no-op when the worker is off (MAIL_WORKER=false). */
export function wakeDeliveryWorker(): void {
  worker.wake();
}
