/**
 * The request-parsing boundary (issue 18): everything server.ts checks about a
 * request before the router sees it, as pure functions of what Express parsed.
 * A request that fails a check is the client's mistake: it gets a 400, 405,
 * 413 or 415 answer and one warning line in the log, never a stack.
 *
 * What Node's HTTP parser already refuses never reaches here: unknown method
 * tokens, bad Content-Length or Transfer-Encoding, extra bytes after the body,
 * a body cut short (400), headers over 16 KB (431), no Host on HTTP/1.1 (400).
 * A body that never arrives ends with Node's request timeout (408).
 *
 * Only Node built-ins here: this file runs before the app's build is loaded.
 */
import { isIP } from "node:net";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export const ALLOW = ALLOWED_METHODS.join(", ");
/** Methods that run a route's action (React Router's list): they carry a form. */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An urlencoded form is read whole by the app: no studio form comes near this. */
export const MAX_URLENCODED_BYTES = 8 * 1024 * 1024;
/** No request body is larger than the biggest import (4 GB) plus its form. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024 * 1024 + 16 * 1024 * 1024;

export interface Rejection {
  status: 400 | 405 | 413 | 415;
  /** For the log line: what was wrong, in a few words. */
  reason: string;
  headers?: Record<string, string>;
}

const reject = (status: Rejection["status"], reason: string, headers?: Record<string, string>): Rejection => ({ status, reason, headers });

/** A method this site answers, or 405 with Allow (TRACE, PROPFIND, MKCOL…). */
export function checkMethod(method: string): Rejection | null {
  return (ALLOWED_METHODS as readonly string[]).includes(method) ? null : reject(405, `method ${method} is not allowed`, { Allow: ALLOW });
}

const REG_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._~-]{0,252})$/;

/**
 * The host a URL is built from (the Host header, or X-Forwarded-Host behind a
 * trusted proxy): a name, an IPv4 address or a bracketed IPv6 address, with
 * an optional port. ASCII only (names are sent in punycode); no user info,
 * no path, no spaces. `required`: an HTTP/1.1 request must name one.
 */
export function checkHost(host: string | undefined, required = true): Rejection | null {
  if (host === undefined || host === "") return required ? reject(400, "no host") : null;
  const bad = reject(400, `host ${quote(host)} is not a host name`);
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host);
  if (!m) return bad;
  const [, name, port] = m;
  if (port !== undefined && Number(port) > 65535) return bad;
  if (name!.startsWith("[")) {
    if (isIP(name!.slice(1, -1)) !== 6) return bad;
  } else if (!REG_NAME.test(name!)) return bad;
  try {
    // What toFetchRequest will do with it (IPv4 forms like 999.1.1.1 fail only here).
    if (new URL(`http://${host}/`).host === "") return bad;
  } catch {
    return bad;
  }
  return null;
}

/** The scheme (X-Forwarded-Proto behind a trusted proxy): http or https. */
export function checkProtocol(protocol: string): Rejection | null {
  return protocol === "http" || protocol === "https" ? null : reject(400, `protocol ${quote(protocol)} is not http or https`);
}

/** The client address behind a trusted proxy (X-Forwarded-For): an IP address. */
export function checkClientIp(ip: string | undefined): Rejection | null {
  return ip === undefined || isIP(ip) ? null : reject(400, `client address ${quote(ip)} is not an IP address`);
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The request target: origin-form ("/path?query") only, with a path that
 * percent-decodes to text without control characters. An absolute URL
 * ("http://evil.example/") or "*" is refused (OPTIONS * is answered before).
 */
export function checkTarget(target: string): Rejection | null {
  if (!target.startsWith("/")) return reject(400, `target ${quote(target)} is not a path`);
  const path = target.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return reject(400, `path ${quote(path)} is not valid percent-encoding`);
  }
  if (CONTROL.test(decoded)) return reject(400, `path ${quote(path)} holds control characters`);
  return null;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\\\r\\n]|\\\\.)*"';
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)[ \\t]*;?[ \\t]*$`);
const PARAM = new RegExp(`;[ \\t]*(${TOKEN})=(${TOKEN}|${QUOTED})`, "g");

/** "type/subtype; a=b; c=\"d\"" → its parts (names lower-cased), or null when it is not a media type. */
export function parseContentType(value: string): { type: string; params: Map<string, string> } | null {
  const m = MEDIA_TYPE.exec(value.trim());
  if (!m) return null;
  const params = new Map<string, string>();
  for (const p of m[3]!.matchAll(PARAM)) {
    const name = p[1]!.toLowerCase();
    if (params.has(name)) return null;
    const raw = p[2]!;
    params.set(name, raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, "$1") : raw);
  }
  return { type: `${m[1]}/${m[2]}`.toLowerCase(), params };
}

/** RFC 2046: 1 to 70 characters from a small set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;
const UTF8 = new Set(["utf-8", "utf8", "us-ascii"]);

export interface BodyFacts {
  method: string;
  contentType: string | undefined;
  /** Content-Length as sent (Node has checked it is a number). */
  contentLength: string | undefined;
  transferEncoding: string | undefined;
  contentEncoding: string | undefined;
}

/**
 * Every action here reads a form: a mutation's body must be urlencoded UTF-8
 * or multipart with a usable boundary, and not absurdly large. GET and HEAD
 * bodies are never read, so they are not checked.
 */
export function checkBody(b: BodyFacts): Rejection | null {
  if (!MUTATIONS.has(b.method)) return null;
  const length = b.contentLength === undefined ? undefined : Number(b.contentLength);
  if (length !== undefined && length > MAX_BODY_BYTES) return reject(413, `body of ${length} bytes`);
  if (b.contentEncoding && b.contentEncoding.trim().toLowerCase() !== "identity") return reject(415, `content encoding ${quote(b.contentEncoding)}`);
  if (b.contentType === undefined || b.contentType.trim() === "") return reject(400, "no form in the body (no Content-Type)");
  const ct = parseContentType(b.contentType);
  if (!ct) return reject(400, `Content-Type ${quote(b.contentType)} is malformed`);
  if (ct.type === "application/x-www-form-urlencoded") {
    const charset = ct.params.get("charset")?.toLowerCase();
    if (charset !== undefined && !UTF8.has(charset)) return reject(415, `form charset ${quote(charset)}`);
    if (length !== undefined && length > MAX_URLENCODED_BYTES) return reject(413, `form of ${length} bytes`);
    return null;
  }
  if (ct.type === "multipart/form-data") {
    const boundary = ct.params.get("boundary");
    if (boundary === undefined || !BOUNDARY.test(boundary)) return reject(400, `multipart boundary ${quote(boundary ?? "(none)")} is not usable`);
    return null;
  }
  return reject(415, `Content-Type ${quote(ct.type)} is not a form`);
}

/**
 * A form posted from another site: as React Router's own check (which would
 * answer a bare "Bad Request" and log a stack), an Origin header must name
 * the request's own origin, or one of `allowed` (host patterns with * and **).
 */
export function checkOrigin(method: string, origin: string | undefined, requestUrl: URL, allowed: readonly string[] = []): Rejection | null {
  if (!MUTATIONS.has(method) || origin === undefined || origin === "") return null;
  let host: string;
  let same: boolean;
  if (origin === "null") {
    host = "null";
    same = false;
  } else {
    try {
      const u = new URL(origin);
      host = u.host;
      same = u.origin === requestUrl.origin;
    } catch {
      return reject(400, `Origin ${quote(origin)} is not an origin`);
    }
  }
  if (same || allowed.some((pattern) => hostMatches(host, pattern))) return null;
  return reject(400, `cross-origin ${method} from ${quote(origin)}`);
}

function hostMatches(host: string, pattern: string): boolean {
  if (!pattern) return false;
  if (pattern === host) return true;
  const h = host.split(".");
  const p = pattern.split(".");
  while (p.length) {
    const part = p.pop()!;
    const label = h.pop();
    if (part === "**") return p.length === 0 && label !== undefined;
    if (part === "*" ? !label : part !== label) return false;
  }
  return h.length === 0;
}

export interface RequestFacts {
  method: string;
  /** The raw request target (req.originalUrl). */
  target: string;
  /** req.protocol and req.host: Express's view, which honours TRUST_PROXY. */
  protocol: string;
  host: string | undefined;
  /** How many Host headers the request carried (req.rawHeaders). */
  hostHeaders: number;
  /** False for HTTP/1.0, which may leave the host out. */
  hostRequired: boolean;
  /** req.ip when a proxy is trusted (from X-Forwarded-For), else undefined. */
  forwardedIp: string | undefined;
  headers: {
    origin?: string;
    "content-type"?: string;
    "content-length"?: string;
    "transfer-encoding"?: string;
    "content-encoding"?: string;
  };
}

export type Verdict =
  | { kind: "ok"; url: URL }
  /** OPTIONS: which methods there are; nothing else is offered (no CORS). */
  | { kind: "options" }
  | ({ kind: "reject" } & Rejection);

/** All the checks, in the order a request is read; the URL the router gets when it passes. */
export function guardRequest(r: RequestFacts, allowedOrigins: readonly string[] = []): Verdict {
  const method = checkMethod(r.method);
  if (method) return { kind: "reject", ...method };
  if (r.hostHeaders > 1) return { kind: "reject", ...reject(400, "more than one Host header") };
  const problem =
    checkHost(r.host, r.hostRequired) ??
    checkProtocol(r.protocol) ??
    checkClientIp(r.forwardedIp) ??
    (r.method === "OPTIONS" && r.target === "*" ? null : checkTarget(r.target));
  if (problem) return { kind: "reject", ...problem };
  if (r.method === "OPTIONS") return { kind: "options" };
  const url = new URL(`${r.protocol}://${r.host || "localhost"}${r.target}`);
  const body =
    checkBody({
      method: r.method,
      contentType: r.headers["content-type"],
      contentLength: r.headers["content-length"],
      transferEncoding: r.headers["transfer-encoding"],
      contentEncoding: r.headers["content-encoding"],
    }) ?? checkOrigin(r.method, r.headers.origin, url, allowedOrigins);
  if (body) return { kind: "reject", ...body };
  return { kind: "ok", url };
}

/**
 * Reads and throws away what is left of a request's body (at most `maxBytes`,
 * for at most `maxMs`), so that an answer given before the body was read
 * reaches the client: closing a socket with unread bytes makes the kernel
 * reset the connection, and the client sees that instead of the answer.
 * True when the body was read to its end.
 */
export function drainBody(req: NodeJS.ReadableStream & { complete: boolean; readableEnded: boolean }, maxBytes = 16 * 1024 * 1024, maxMs = 5_000): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onError);
      if (!ended) req.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done(false);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), maxMs);
    // Whoever was reading it (the app's body stream) has given up: take its place.
    req.removeAllListeners("data");
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("close", onError);
    req.resume();
  });
}

/** A value for a log line: printable ASCII only (no line breaks, no direction overrides), at most 120 characters. */
export function quote(value: string): string {
  const cut = value.length > 120 ? `${value.slice(0, 120)}…` : value;
  return JSON.stringify(cut).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The one warning line a client's mistake gets. */
export function warningLine(requestId: string, status: number, reason: string, method: string, target: string): string {
  return `[warn] ref=${requestId} ${status} ${quote(method).slice(1, -1)} ${quote(target)}: ${reason}`;
}

const TEXT: Record<number, { title: string; body: string }> = {
  400: { title: "That didn't work", body: "Your browser sent a request this site could not read. Please check the address and try again." },
  405: { title: "That didn't work", body: "This page can't be used that way." },
  413: { title: "That didn't work", body: "What was sent is too large." },
  415: { title: "That didn't work", body: "What was sent is not a form this site can read." },
  500: { title: "Something went wrong", body: "Something went wrong on our side. Please try again in a moment." },
};

/** Used when the site's own stylesheet cannot be had: the same tokens, light and dark. */
export const FALLBACK_STYLES = `<style>:root{color-scheme:light dark;--bg:#fff;--fg:#18161d;--fg-soft:#55505f;--border:#d9d6df;--accent:#6d28d9;--accent-fg:#fff;--radius:10px;--max:72rem;--font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}@media (prefers-color-scheme:dark){:root{--bg:#131118;--fg:#f2f0f5;--fg-soft:#b9b3c4;--border:#3a3545}}body{background:var(--bg);color:var(--fg);font:1rem/1.6 var(--font);margin:0}.container{max-width:var(--max);margin:0 auto;padding:0 1rem}.muted{color:var(--fg-soft)}.row{display:flex;flex-wrap:wrap;gap:.75rem}.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1.1rem;border-radius:var(--radius);background:var(--accent);color:var(--accent-fg);font-weight:600;text-decoration:none}.button.secondary{background:var(--bg);color:var(--fg);border:1px solid var(--border)}</style>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The error page for an answer the router never rendered: the markup of the
 * app's ErrorPage (app/core/shells/ErrorPage.tsx) with the site's
 * stylesheet (`styles`: its <style> elements), no scripts.
 */
export function errorPage(status: number, o: { requestId: string; styles?: string; siteName?: string }): string {
  const t = TEXT[status] ?? TEXT[status >= 500 ? 500 : 400]!;
  const title = `${t.title} · ${o.siteName || "Error"}`;
  const reference =
    status >= 500 ? `<p>If this keeps happening, tell the site owner this reference: <code>${escapeHtml(o.requestId)}</code></p>` : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="request-id" content="${escapeHtml(o.requestId)}"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${o.styles || FALLBACK_STYLES}</head><body><main id="main" class="container" style="padding-block:3rem"><p class="muted">Error ${status}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>${reference}<nav aria-label="Helpful links"><ul class="row" style="list-style:none;padding:0"><li><a class="button" href="/">Go to the home page</a></li><li><a class="button secondary" href="/events">See upcoming events</a></li><li><a class="button secondary" href="/contact">Contact us</a></li></ul></nav></main></body></html>`;
}

/** The <style> elements and the site's name from a page the app rendered (its 404 page). */
export function stylesFrom(html: string): { styles: string; siteName: string } | null {
  const end = html.indexOf("</head>");
  const head = end < 0 ? html : html.slice(0, end);
  const styles = [...head.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0].replace(/\snonce="[^"]*"/, ""));
  if (!styles.length) return null;
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "";
  const i = title.lastIndexOf(" · ");
  return { styles: styles.join(""), siteName: i >= 0 ? decodeEntities(title.slice(i + 3)) : "" };
}

const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, e: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (e[0] !== "#") return named[e.toLowerCase()] ?? all;
    const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
