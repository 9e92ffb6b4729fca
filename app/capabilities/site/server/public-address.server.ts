/**
 * The launch checklist's "public address over HTTPS" step (issue 25 §3): ticked by what the server
 * saw — a request that really arrived over HTTPS (directly or per the trusted proxy) at the host
 * of PUBLIC_URL — never by a click. It comes back when PUBLIC_URL changes, or when no such request
 * has been seen for SEEN_WITHIN_MS (the studio's own visits over HTTPS keep it fresh).
 */
import { env } from "~/core/env.server.ts";
import type { RequestInfo } from "~/core/http/context.server.ts";
import { noteHttpsSeen, readSiteChecks } from "./data/checks.server.ts";

export const SEEN_WITHIN_MS = 30 * 24 * 3600_000;
/** One write an hour per process is plenty: the step asks about days. */
const NOTE_EVERY_MS = 3600_000;
let lastNoted: { origin: string; at: number } | undefined;

/** PUBLIC_URL's origin when it is an https address; null otherwise. */
function httpsPublicOrigin(): string | null {
  const url = env().PUBLIC_URL;
  if (!url) return null;
  const u = new URL(url);
  return u.protocol === "https:" ? u.origin : null;
}

/** Records a request that arrived over HTTPS at the public address (call with any request's info). */
export async function notePublicRequest(info: Pick<RequestInfo, "https" | "host">, now = new Date()): Promise<void> {
  const origin = httpsPublicOrigin();
  if (!origin || !info.https || !info.host) return;
  if (info.host.toLowerCase() !== new URL(origin).host) return;
  if (lastNoted?.origin === origin && now.getTime() - lastNoted.at < NOTE_EVERY_MS) return;
  lastNoted = { origin, at: now.getTime() };
  await noteHttpsSeen(origin, now.toISOString());
}

export async function publicAddressDone(now = new Date()): Promise<boolean> {
  const origin = httpsPublicOrigin();
  if (!origin) return false;
  const row = await readSiteChecks();
  if (!row?.https_seen_at || row.https_origin !== origin) return false;
  return now.getTime() - Date.parse(row.https_seen_at) < SEEN_WITHIN_MS;
}

/** Tests: forget the per-process throttle. */
export function forgetNotedRequest(): void {
  lastNoted = undefined;
}
