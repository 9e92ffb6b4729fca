/**
 * Every answer the Node entry sends (server.ts → the build's requestFinished):
 * counted for /metrics by route group, and — for the doctor's proxy line —
 * what the last few hundred requests looked like: from this machine, a
 * private network or the internet, with or without forwarded headers, and
 * whether TRUST_PROXY made the app believe them. Only those classes are
 * kept, never an address (nothing about visitors beyond what Insights keeps).
 */
import { getMeta, setMeta } from "~/core/db/meta.server.ts";
import { env } from "~/core/env.server.ts";
import { peerKind, routeGroup } from "../lib/route-groups.ts";
import { observeRequest } from "./metrics.server.ts";

export interface FinishedRequest {
  method: string;
  path: string;
  status: number;
  seconds: number;
  /** The TCP peer's address. */
  peer: string;
  /** The client address the app believed (TRUST_PROXY applied to the forwarded headers). */
  ip: string;
  /** X-Forwarded-For or Forwarded was present. */
  forwarded: boolean;
  /** X-Forwarded-Proto, when present. */
  forwardedProto: string | null;
}

type Kind = "loopback" | "private" | "public";
const kinds = (): Record<Kind, number> => ({ loopback: 0, private: 0, public: 0 });

/** What recent requests looked like, as the doctor judges TRUST_PROXY by (ADR 2802). */
export interface RequestShapes {
  at: string;
  /** The TRUST_PROXY in force when they were seen. */
  trustProxy: string;
  total: number;
  /** No forwarded header, by where the connection came from. */
  direct: Record<Kind, number>;
  /** Forwarded headers the app believed (the client address differs from the peer's). */
  believed: Record<Kind, number>;
  /** Forwarded headers the app ignored (TRUST_PROXY does not trust that peer). */
  ignored: Record<Kind, number>;
  /** Requests whose proxy said the visitor used HTTPS. */
  https: number;
}

interface Shape {
  kind: Kind;
  forwarded: boolean;
  believed: boolean;
  https: boolean;
}

const KEEP = 500;
const ring: Shape[] = [];
let next = 0;
let dirty = false;
const META_KEY = "operations.requests";

const bare = (a: string) => a.replace(/^::ffff:/i, "");

export function requestFinished(r: FinishedRequest): void {
  const group = routeGroup(r.path);
  observeRequest(group, r.method, r.status, r.seconds);
  // Probes (the proxy's or the container's health check, a scraper) say nothing about visitors' requests.
  if (group === "health" || group === "metrics") return;
  const shape: Shape = {
    kind: peerKind(r.peer),
    forwarded: r.forwarded,
    believed: r.forwarded && bare(r.ip) !== bare(r.peer),
    https: r.forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https",
  };
  if (ring.length < KEEP) ring.push(shape);
  else ring[next] = shape;
  next = (next + 1) % KEEP;
  dirty = true;
}

const trustSetting = () => String(env().TRUST_PROXY);

function summarise(): RequestShapes | null {
  if (!ring.length) return null;
  const s: RequestShapes = {
    at: new Date().toISOString(),
    trustProxy: trustSetting(),
    total: ring.length,
    direct: kinds(),
    believed: kinds(),
    ignored: kinds(),
    https: 0,
  };
  for (const r of ring) {
    (r.forwarded ? (r.believed ? s.believed : s.ignored) : s.direct)[r.kind]++;
    if (r.https) s.https++;
  }
  return s;
}

/** Writes the summary for `npm run doctor` (another process) to read; at most every 15 s (a job). */
export async function persistRequestShapes(): Promise<void> {
  if (!dirty) return;
  const s = summarise();
  dirty = false;
  if (s) await setMeta(META_KEY, JSON.stringify(s));
}

/** This process's view when it has one, else the last one a server wrote (for the command line). */
export async function recentRequestShapes(): Promise<RequestShapes | null> {
  const mine = summarise();
  if (mine) return mine;
  const stored = await getMeta(META_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as RequestShapes;
  } catch {
    return null;
  }
}
