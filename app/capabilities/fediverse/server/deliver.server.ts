/**
 * The delivery job (issue 31, ADR 3100): claims due deliveries, signs each with Fedify's
 * `signRequest` (the site's RSA key, the key id Fedify publishes) and posts it through the SSRF-safe
 * fetcher (ADR 3102). Many at once, each with its own 10-second limit, so a slow server holds one
 * worker and a dead one none for long; after a failure the server's other deliveries wait with it
 * (deliveries.holdHost) instead of taking workers from servers that answer. Retries follow SPEC §4's
 * schedule (lib/backoff). Several processes on one PostgreSQL database share the queue without
 * sending anything twice (the claims), and a process that dies mid-send leaves its claim to expire.
 *
 * Signatures: RFC 9421 first, then draft-cavage (what Mastodon verified for years) when a server
 * refuses the first with 400/401/403 — and the form that worked is remembered per server for 30 days.
 */
import { signRequest } from "@fedify/fedify";
import { logError } from "~/core/log.server.ts";
import { now as clock } from "~/core/clock.server.ts";
import { ACTOR_IDENTIFIER } from "../lib/paths.ts";
import { afterFailure } from "../lib/backoff.ts";
import { federationState } from "./account.server.ts";
import { getActivity, type DeliveryRow } from "./data/activities.server.ts";
import { claimDue, holdHost, LEASE_MS, recordOutcome, recoverExpired, type Outcome } from "./data/deliveries.server.ts";
import { kvGet, kvSet } from "./data/store.server.ts";
import { fediFetch, FediRefused } from "./net/fetch.server.ts";
import { USER_AGENT } from "./fedify/loader.server.ts";

export const POST_TIMEOUT_MS = 10_000;
const ANSWER_MAX_BYTES = 64 * 1024;
type Spec = "rfc9421" | "draft-cavage-http-signatures-12";
const SPEC_DAYS = 30;

export interface DeliverOptions {
  /** Deliveries in flight at once in this process. */
  concurrency?: number;
  now?: () => number;
  /** The POST time limit (the benchmark's slow server, tests). */
  timeoutMs?: number;
}

async function signer(): Promise<{ keyId: URL; privateKey: CryptoKey }> {
  const state = await federationState();
  const { getFederation } = await import("./fedify/federation.server.ts");
  const ctx = getFederation().createContext(new URL(state.origin!), undefined);
  const pairs = await ctx.getActorKeyPairs(ACTOR_IDENTIFIER);
  const rsa = pairs.find((p) => p.privateKey.algorithm.name === "RSASSA-PKCS1-v1_5");
  if (!rsa) throw new Error("The site actor has no RSA key to sign with.");
  return { keyId: rsa.keyId, privateKey: rsa.privateKey };
}

const specKey = (origin: string) => JSON.stringify(["marquee", "signatureSpec", origin]);

async function post(
  inbox: string,
  body: Uint8Array<ArrayBuffer>,
  key: { keyId: URL; privateKey: CryptoKey },
  spec: Spec,
  timeoutMs: number,
): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const unsigned = new Request(inbox, {
    method: "POST",
    headers: { "content-type": "application/activity+json", accept: "application/activity+json" },
    body,
  });
  const signed = await signRequest(unsigned, key.privateKey, key.keyId, { spec, body: body.buffer as ArrayBuffer });
  const headers: Record<string, string> = { "user-agent": USER_AGENT };
  signed.headers.forEach((v, k) => (headers[k] = v));
  const res = await fediFetch(inbox, { method: "POST", headers, body, timeoutMs, maxBytes: ANSWER_MAX_BYTES });
  return { status: res.status, headers: res.headers, text: res.body.toString("utf8").slice(0, 500) };
}

const ok = (status: number) => status >= 200 && status < 300;

/** One delivery: its outcome, never a throw. */
async function deliverOne(
  d: DeliveryRow,
  body: Uint8Array<ArrayBuffer>,
  key: { keyId: URL; privateKey: CryptoKey },
  timeoutMs: number,
  nowMs: () => number,
): Promise<Outcome> {
  const origin = new URL(d.inbox).origin;
  const remembered = (await kvGet(specKey(origin), new Date(nowMs()).toISOString())) as string | undefined;
  const first: Spec = remembered ? (JSON.parse(remembered) as Spec) : "rfc9421";
  let status: number | null = null;
  let error: string;
  try {
    let res = await post(d.inbox, body, key, first, timeoutMs);
    let used = first;
    if (!ok(res.status) && [400, 401, 403].includes(res.status)) {
      used = first === "rfc9421" ? "draft-cavage-http-signatures-12" : "rfc9421";
      res = await post(d.inbox, body, key, used, timeoutMs);
    }
    status = res.status;
    if (ok(res.status)) {
      if (used !== first || !remembered)
        await kvSet(specKey(origin), JSON.stringify(used), new Date(nowMs() + SPEC_DAYS * 86_400_000).toISOString());
      return { state: "sent", status: res.status };
    }
    error = `HTTP ${res.status}${res.text ? `: ${res.text.replace(/\s+/g, " ").slice(0, 200)}` : ""}`;
  } catch (e) {
    error = e instanceof FediRefused ? `${e.reason}: ${e.message}` : e instanceof Error ? e.message : String(e);
  }
  const next = afterFailure({
    attempts: d.attempts,
    windowStartMs: Date.parse(d.window_started_at),
    nowMs: nowMs(),
    status,
  });
  return next.state === "failed"
    ? { state: "failed", status, error }
    : { state: "retrying", nextAttemptAt: new Date(next.nextAttemptMs).toISOString(), status, error };
}

/**
 * Delivers until nothing is due now: a pool of `concurrency` sends, each freed slot claiming the next
 * due delivery at once — a slow server holds one slot, never the others (tests, the benchmark, the job).
 */
export async function drainDeliveries(opts: DeliverOptions = {}): Promise<number> {
  const nowMs = opts.now ?? clock;
  const size = opts.concurrency ?? 16;
  await recoverExpired(new Date(nowMs()).toISOString(), new Date(nowMs() - LEASE_MS).toISOString());
  let key: { keyId: URL; privateKey: CryptoKey } | undefined;
  const bodies = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  const bodyOf = (id: string) => {
    let b = bodies.get(id);
    if (!b) bodies.set(id, (b = getActivity(id).then((a) => (a?.body ? new TextEncoder().encode(a.body) : null))));
    return b;
  };
  const send = async (d: DeliveryRow) => {
    try {
      key ??= await signer();
      const body = await bodyOf(d.activity_id);
      const outcome: Outcome = body
        ? await deliverOne(d, body, key, opts.timeoutMs ?? POST_TIMEOUT_MS, nowMs)
        : { state: "failed", status: null, error: "The activity is gone." };
      const at = new Date(nowMs()).toISOString();
      if ((await recordOutcome(d, outcome, at)) && outcome.state === "retrying")
        await holdHost(d.host, outcome.nextAttemptAt, at);
    } catch (e) {
      logError(e, { job: "fediverse-deliver" });
    }
  };
  const inflight = new Set<Promise<void>>();
  let total = 0;
  for (;;) {
    let claimed: DeliveryRow[] = [];
    if (inflight.size < size) claimed = await claimDue(size - inflight.size, new Date(nowMs()).toISOString());
    for (const d of claimed) {
      const p = send(d).finally(() => inflight.delete(p));
      inflight.add(p);
    }
    total += claimed.length;
    if (!inflight.size) return total;
    // Wait for a slot (or for a send that may unblock the next delivery to the same inbox).
    if (!claimed.length || inflight.size >= size) await Promise.race(inflight);
  }
}
