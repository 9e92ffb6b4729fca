/**
 * What happens on the public site, told to the capabilities that want to know
 * (issue 16: Insights counts it): page views — including those the page cache
 * answers before React Router runs — and outcomes other capabilities signal
 * (a ticket-link click, a play, a contact message, a calendar client).
 *
 * The core names no capability: a manifest declares `observe` to listen,
 * `outcomes` for the kinds it signals (with their labels), `links` for the
 * outbound links it can resolve through `/go/<kind>/<subject>` (a tracked link
 * that still works as a plain link: a 302 to the real URL), and `beacons` for
 * what a browser reports after a visitor's action (`/go/beacon/<kind>/<id>`).
 *
 * Observers run inside the request: they must be cheap and synchronous (keep
 * a counter, batch the writes) and never throw into the page.
 */
import { capabilities } from "./capability.server.ts";
import { isbot } from "isbot";
import { logError } from "./log.server.ts";
import { SESSION_COOKIE } from "./auth/session.server.ts";
// The page cache's Cache-Control: a 304 carrying it is a revalidated public page.
import { isSharedPageCacheControl } from "./http/page-cache.server.ts";

/** A public page was answered (200 or 304), from the page cache or from the router. */
export interface PageView {
  /** The page's URL as the visitor asked (a client navigation's `.data` request too). */
  url: URL;
  status: number;
  /** A request header, lower-case name. */
  header(name: string): string | null;
  /** The client address (TRUST_PROXY honoured). */
  ip: string;
  /** Answered from the page cache's bytes. */
  cached: boolean;
  /** When it was answered (ms). */
  at: number;
}

/** Something a visitor did that a capability counts as an outcome. */
export interface OutcomeSignal {
  /** Declared in the signalling capability's `outcomes` ("events.ticket_click"). */
  kind: string;
  /** What it concerns (an event id, a media item id); "" when nothing in particular. */
  subject: string;
  /** Who did it, when distinct visitors matter (calendar clients per day): the request's IP and user agent. */
  visitor?: { ip: string; userAgent: string };
  at?: number;
}

export interface Observer {
  pageView?(view: PageView): void;
  outcome?(signal: OutcomeSignal): void;
}

declare module "./capability.server.ts" {
  interface Capability {
    /** Listens to page views and outcomes (Insights). Cheap and synchronous. */
    observe?: Observer;
    /**
     * Outcome kinds this capability signals, with the owner's wording ("ticket_click": "Ticket-link clicks"),
     * or the wording and its key in the capability's studio catalogue ({ label, labelKey }: the studio shows it in the user's language),
     * and `privacyKey`: a key of its public catalogues naming it inside the privacy page's sentence ("clicks on ticket links").
     */
    outcomes?: Record<string, string | { label: string; labelKey: string; privacyKey?: string }>;
    /**
     * Outbound links it resolves for `/go/<kind>/<subject>` (a 302, so they still work as plain links):
     * "ticket" → { outcome: "ticket_click", resolve: event id → its ticket URL, or null }.
     */
    links?: Record<string, { outcome: string; resolve(subject: string): Promise<string | null> }>;
    /** Outcomes a browser reports with `navigator.sendBeacon("/go/beacon/<kind>/<subject>")`, and whether a subject exists ("play": media item id). */
    beacons?: Record<string, (subject: string) => Promise<boolean>>;
  }
}

// Worked out once per registered list: this runs on every page view.
let memo: { list: ReturnType<typeof capabilities>; observers: Observer[]; views: boolean } | undefined;
function observers(): Observer[] {
  const list = capabilities();
  if (memo?.list !== list) {
    const found = list.flatMap((c) => (c.observe ? [c.observe] : []));
    memo = { list, observers: found, views: found.some((o) => o.pageView) };
  }
  return memo.observers;
}

/** What the Node entry knows about an answer it sent (server.ts: cache hits and router answers alike). */
export interface Answered {
  method: string;
  url: URL;
  status: number;
  /** The answer's Content-Type and Cache-Control headers. */
  contentType: string | null;
  cacheControl: string | null;
  /** The request's headers as Node has them. */
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  cached: boolean;
}

/**
 * Called by the Node entry after every answer: a public page (a 200 HTML page,
 * a client navigation's data, or the page cache's 304) becomes a PageView for
 * the observers; anything else (the studio, files, feeds, errors) is ignored.
 */
export function pageAnswered(a: Answered): void {
  if (a.method !== "GET") return;
  observers();
  if (!memo?.views) return;
  const path = a.url.pathname;
  if (path === "/admin" || path.startsWith("/admin/")) return;
  const page =
    a.status === 200
      ? /^text\/(html|x-script)/.test(a.contentType ?? "")
      : a.status === 304 && isSharedPageCacheControl(a.cacheControl);
  if (!page) return;
  const h = a.headers;
  notePageView({
    url: a.url,
    status: a.status,
    ip: a.ip,
    cached: a.cached,
    at: Date.now(),
    header: (n) => {
      const v = h[n];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    },
  });
}

/** Tells every observer about a page view (pageAnswered's second half; tests and benchmarks call it directly). */
export function notePageView(view: PageView): void {
  for (const o of observers()) {
    if (!o.pageView) continue;
    try {
      o.pageView(view);
    } catch (error) {
      logError(error, { job: "observer: page view" });
    }
  }
}

/** Called by a capability's service when an outcome happens. Never throws. */
export function signalOutcome(signal: OutcomeSignal): void {
  for (const o of observers()) {
    if (!o.outcome) continue;
    try {
      o.outcome(signal);
    } catch (error) {
      logError(error, { job: "observer: outcome" });
    }
  }
}

/** Every declared outcome kind with its label (and the label's studio key, when it has one), in registry order. */
export function outcomeKinds(): {
  kind: string;
  label: string;
  labelKey?: string;
  privacyKey?: string;
  capability: string;
}[] {
  return capabilities().flatMap((c) =>
    Object.entries(c.outcomes ?? {}).map(([kind, l]) => ({
      kind,
      ...(typeof l === "string" ? { label: l } : l),
      capability: c.name,
    })),
  );
}

const SAFE = /^[a-z0-9_-]{1,40}$/;
const SUBJECT = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The URL behind `/go/<kind>/<subject>` (core/routes/go.ts), from the
 * capability that declares `links[kind]`, with the outcome its click counts as.
 * Only http(s) URLs: a tracked link never becomes a script or another scheme.
 */
export async function resolveLink(kind: string, subject: string): Promise<{ url: string; outcome: string } | null> {
  if (!SAFE.test(kind) || !SUBJECT.test(subject)) return null;
  for (const c of capabilities()) {
    const link = c.links?.[kind];
    if (!link) continue;
    const url = await link.resolve(subject);
    return url && /^https?:\/\//i.test(url) && URL.canParse(url) ? { url, outcome: link.outcome } : null;
  }
  return null;
}

/** Whether `/go/beacon/<kind>/<subject>` may count (core/routes/go-beacon.ts): a declared beacon whose subject exists. */
export async function beaconAccepted(kind: string, subject: string): Promise<boolean> {
  if (!SAFE.test(kind) || !SUBJECT.test(subject)) return false;
  for (const c of capabilities()) {
    const check = c.beacons?.[kind];
    if (check) return check(subject);
  }
  return false;
}

/** A person's request worth counting as an outcome: not a bot, not a prefetch, not a signed-in studio user's. */
export function countable(request: Request): boolean {
  const h = request.headers;
  const ua = h.get("user-agent");
  if (!ua || isbot(ua)) return false;
  if (/prefetch|prerender/i.test(`${h.get("sec-purpose") ?? ""} ${h.get("purpose") ?? ""}`)) return false;
  return !(h.get("cookie") ?? "").includes(`${SESSION_COOKIE}=`);
}
