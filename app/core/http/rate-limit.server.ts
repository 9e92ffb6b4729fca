/**
 * Rate-limit rules on top of the database counters, shared by sign-in
 * throttling and the contact form (SPEC §5).
 */
import { hit, peek } from "./rate-limit-store.server.ts";

export interface Rule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Seconds until every rule allows another attempt, or null if none is exhausted. */
export async function blockedFor(rules: Rule[], now = new Date()): Promise<number | null> {
  let wait = 0;
  for (const r of rules) {
    const { count, resetAt } = await peek(r.key, now);
    if (count >= r.limit) wait = Math.max(wait, (resetAt.getTime() - now.getTime()) / 1000);
  }
  return wait > 0 ? Math.ceil(wait) : null;
}

/** Counts one attempt against every rule; returns seconds to wait when a limit is now exceeded. */
export async function consume(rules: Rule[], now = new Date()): Promise<number | null> {
  let wait = 0;
  for (const r of rules) {
    const { count, resetAt } = await hit(r.key, r.windowMs, now);
    if (count > r.limit) wait = Math.max(wait, (resetAt.getTime() - now.getTime()) / 1000);
  }
  return wait > 0 ? Math.ceil(wait) : null;
}

const MIN = 60 * 1000;

export const signInRules = (email: string, ip: string): Rule[] => [
  { key: `signin:account:${email.trim().toLowerCase()}`, limit: 10, windowMs: 15 * MIN },
  { key: `signin:ip:${ip}`, limit: 50, windowMs: 15 * MIN },
];

export const contactRules = (ip: string): Rule[] => [
  { key: `contact:ip10m:${ip}`, limit: 5, windowMs: 10 * MIN },
  { key: `contact:ipday:${ip}`, limit: 20, windowMs: 24 * 60 * MIN },
];
