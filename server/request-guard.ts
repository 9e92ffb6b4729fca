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
import { isActivityPost, MAX_ACTIVITY_BYTES } from "./activity-inbox.ts";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export const ALLOW = ALLOWED_METHODS.join(", ");
/** Methods that run a route's action (React Router's list): they carry a form. */
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An urlencoded form is read whole by the app: no studio form comes near this. */
export const MAX_URLENCODED_BYTES = 8 * 1024 * 1024;
/** A JSON body to a machine endpoint (a provider's webhook event) is read whole, like a form: far below this. */
export const MAX_JSON_BYTES = 1024 * 1024;
/**
 * Machine endpoints: what other servers post to, in their own format, not a person's form — a payment
 * provider's webhook (Stripe sends JSON). Every path under /webhooks/ takes JSON (ADR 2912); the route
 * verifies the sender's signature before it reads anything. Everywhere else a JSON body stays a 415.
 */
const JSON_PATHS = [/^\/webhooks\/[\w-]{1,40}$/];
const isJsonType = (type: string) => type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);
/** No request body is larger than the biggest import (4 GB) plus its form. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024 * 1024 + 16 * 1024 * 1024;

export interface Rejection {
  status: 400 | 405 | 413 | 415;
  /** For the log line: what was wrong, in a few words. */
  reason: string;
  headers?: Record<string, string>;
}

const reject = (status: Rejection["status"], reason: string, headers?: Record<string, string>): Rejection => ({
  status,
  reason,
  headers,
});

/** A method this site answers, or 405 with Allow (TRACE, PROPFIND, MKCOL…). */
export function checkMethod(method: string): Rejection | null {
  return (ALLOWED_METHODS as readonly string[]).includes(method)
    ? null
    : reject(405, `method ${method} is not allowed`, { Allow: ALLOW });
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
  return protocol === "http" || protocol === "https"
    ? null
    : reject(400, `protocol ${quote(protocol)} is not http or https`);
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
const MEDIA_TYPE = new RegExp(
  `^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)[ \\t]*;?[ \\t]*$`,
);
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
  /** The request's path, for the machine endpoints that take JSON. */
  pathname?: string;
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
  if (b.contentEncoding && b.contentEncoding.trim().toLowerCase() !== "identity")
    return reject(415, `content encoding ${quote(b.contentEncoding)}`);
  if (b.contentType === undefined || b.contentType.trim() === "")
    return reject(400, "no form in the body (no Content-Type)");
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
    if (boundary === undefined || !BOUNDARY.test(boundary))
      return reject(400, `multipart boundary ${quote(boundary ?? "(none)")} is not usable`);
    return null;
  }
  if (isJsonType(ct.type) && b.pathname !== undefined && JSON_PATHS.some((re) => re.test(b.pathname!))) {
    const charset = ct.params.get("charset")?.toLowerCase();
    if (charset !== undefined && !UTF8.has(charset)) return reject(415, `JSON charset ${quote(charset)}`);
    if (length !== undefined && length > MAX_JSON_BYTES) return reject(413, `JSON body of ${length} bytes`);
    return null;
  }
  return reject(415, `Content-Type ${quote(ct.type)} is not a form`);
}

/** An inbox's JSON: identity encoding, and not past the size any fediverse server sends. */
function checkActivityBody(contentLength: string | undefined, contentEncoding: string | undefined): Rejection | null {
  const length = contentLength === undefined ? undefined : Number(contentLength);
  if (length !== undefined && length > MAX_ACTIVITY_BYTES) return reject(413, `activity of ${length} bytes`);
  if (contentEncoding && contentEncoding.trim().toLowerCase() !== "identity")
    return reject(415, `content encoding ${quote(contentEncoding)}`);
  return null;
}

/**
 * A form posted from another site: as React Router's own check (which would
 * answer a bare "Bad Request" and log a stack), an Origin header must name
 * the request's own origin, or one of `allowed` (host patterns with * and **).
 */
export function checkOrigin(
  method: string,
  origin: string | undefined,
  requestUrl: URL,
  allowed: readonly string[] = [],
  exact: readonly string[] = [],
): Rejection | null {
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
  if (same || exact.includes(origin) || allowed.some((pattern) => hostMatches(host, pattern))) return null;
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
  /** OPTIONS: which methods there are (server.ts adds CORS only for ALLOWED_ORIGINS on server/cross-origin.ts' endpoints). */
  | { kind: "options" }
  | ({ kind: "reject" } & Rejection);

/** All the checks, in the order a request is read; the URL the router gets when it passes. */
/** `exactOrigins`: origins allowed for this one request (server/cross-origin.ts decides which). */
export function guardRequest(
  r: RequestFacts,
  allowedOrigins: readonly string[] = [],
  exactOrigins: readonly string[] = [],
): Verdict {
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
  // An activity posted to a fediverse inbox is JSON, not a form (server/activity-inbox.ts); the app reads it.
  const body = isActivityPost(r.method, r.target, r.headers["content-type"])
    ? checkActivityBody(r.headers["content-length"], r.headers["content-encoding"])
    : (checkBody({
        method: r.method,
        contentType: r.headers["content-type"],
        contentLength: r.headers["content-length"],
        transferEncoding: r.headers["transfer-encoding"],
        contentEncoding: r.headers["content-encoding"],
        pathname: url.pathname,
      }) ?? checkOrigin(r.method, r.headers.origin, url, allowedOrigins, exactOrigins));
  if (body) return { kind: "reject", ...body };
  return { kind: "ok", url };
}

/** A value for a log line: printable ASCII only (no line breaks, no direction overrides), at most 120 characters. */
export function quote(value: string): string {
  const cut = value.length > 120 ? `${value.slice(0, 120)}…` : value;
  return JSON.stringify(cut).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
