/**
 * The inbox's first look at a posted activity, before Fedify parses or verifies anything (issue 31,
 * "Bad input"): the body is read to at most 256 KB (413 past it), must be JSON nested at most 32
 * deep (400), and must name an actor. An actor or server the owner blocked is answered 202 and
 * forgotten, so it does not retry; a server past its rate gets 429 with Retry-After. (The tighter
 * limit on Join is counted after the signature is verified: rsvp.server.ts.)
 * What passes goes on as a new request with the very same bytes (the signature's digest covers them).
 */
import { consume, type Rule } from "~/core/http/rate-limit.server.ts";
import { jsonDepth, MAX_ACTIVITY_BYTES, MAX_DEPTH } from "../lib/json-limits.ts";
import { isBlocked } from "./data/followers.server.ts";

const MIN = 60_000;

export const inboxRules = (host: string): Rule[] => [{ key: `fedi:host:${host}`, limit: 600, windowMs: 10 * MIN }];

const problem = (status: number, error: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error }), { status, headers: { "Content-Type": "application/json", ...headers } });

async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

const idOf = (v: unknown): string | null =>
  typeof v === "string"
    ? v
    : v && typeof v === "object" && typeof (v as { id?: unknown }).id === "string"
      ? (v as { id: string }).id
      : null;

export async function readActivityPost(request: Request): Promise<Request | Response> {
  const bytes = await readCapped(request, MAX_ACTIVITY_BYTES);
  if (!bytes) return problem(413, `Activities are limited to ${MAX_ACTIVITY_BYTES} bytes`);
  const text = new TextDecoder().decode(bytes);
  if (jsonDepth(text) > MAX_DEPTH) return problem(400, `Nested deeper than ${MAX_DEPTH}`);
  let activity: Record<string, unknown>;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return problem(400, "Not an activity");
    activity = parsed as Record<string, unknown>;
  } catch {
    return problem(400, "Not valid JSON");
  }
  const actor = idOf(activity.actor);
  let host: string;
  try {
    host = new URL(actor ?? "").host.toLowerCase();
  } catch {
    return problem(400, "The activity names no actor");
  }
  if (await isBlocked(actor!, host)) return new Response(null, { status: 202 });
  const wait = await consume(inboxRules(host));
  if (wait) return problem(429, "Too many activities", { "Retry-After": String(Math.ceil(wait)) });
  return new Request(request.url, { method: "POST", headers: request.headers, body: bytes });
}
