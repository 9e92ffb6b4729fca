/**
 * One process at a time (issue 31): a lease in the capability's KV table, taken by compare-and-swap
 * and given back when the work is done — or left to run out when a process dies with it. The
 * publisher runs under it, so two processes never announce the same change twice.
 */
import { randomBytes } from "node:crypto";
import { kvDelete, kvGet, kvSwap } from "./data/store.server.ts";

export async function withLease<T>(name: string, ms: number, nowMs: number, work: () => Promise<T>): Promise<T | null> {
  const key = JSON.stringify(["marquee", "lease", name]);
  const token = randomBytes(9).toString("base64url");
  const nowIso = new Date(nowMs).toISOString();
  const won = await kvSwap(
    key,
    (current) => current === undefined,
    JSON.stringify(token),
    new Date(nowMs + ms).toISOString(),
    nowIso,
  );
  if (!won) return null;
  try {
    return await work();
  } finally {
    if ((await kvGet(key, nowIso)) === JSON.stringify(token)) await kvDelete(key);
  }
}
