/**
 * The outbox's health, as the doctor and /metrics see it (issue 28): whether
 * a transport is set up and working, the last attempt, and the queue.
 */
import { sql } from "kysely";
import { db } from "~/core/db/client.server.ts";
import { outboxStatus } from "./outbox.server.ts";

export interface MailHealth {
  /** "log" (nothing leaves the machine), "smtp" or "emailjs". */
  transport: string;
  /** What stops e-mail now, naming the setting; null when nothing does. */
  problem: string | null;
  /** The newest delivery attempt: accepted by the transport or not. */
  lastAttempt: { accepted: boolean; at: string; detail: string | null } | null;
  queue: { depth: number; oldestAt: string | null };
}

const WAITING = ["queued", "sending", "retrying"] as const;

export async function mailHealth(): Promise<MailHealth> {
  const [status, last, queue] = await Promise.all([
    outboxStatus({ bulk: false }),
    db()
      .selectFrom("delivery_attempts")
      .select(["outcome", "finished_at", "detail"])
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db()
      .selectFrom("deliveries")
      .select([sql<number>`count(*)`.as("depth"), sql<string | null>`min(created_at)`.as("oldest")])
      .where("state", "in", WAITING)
      .executeTakeFirst(),
  ]);
  return {
    transport: status.transport,
    problem: status.problem,
    lastAttempt: last ? { accepted: last.outcome === "sent", at: last.finished_at, detail: last.detail } : null,
    queue: { depth: Number(queue?.depth ?? 0), oldestAt: queue?.oldest ?? null },
  };
}
