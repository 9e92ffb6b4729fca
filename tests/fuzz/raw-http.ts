/**
 * HTTP/1.1 over a plain socket, for requests fetch() cannot express: a Host
 * header that is not a host, an absolute URL or `*` as the target, methods
 * like TRACE, bodies that do not match their Content-Length, bytes that are
 * not valid in any encoding. Every request says `Connection: close`, so the
 * answer is whatever the server sends until it closes the socket.
 */
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  /** The whole answer as received (status line, headers, body). */
  raw: Buffer;
}

/**
 * Sends `bytes` as they are and reads until the server closes (or `timeoutMs` passes: an error).
 * `halfClose`: then says it has nothing more to send (a body shorter than its Content-Length ends there).
 */
export function rawExchange(
  port: number,
  bytes: Buffer | string,
  timeoutMs = 20_000,
  halfClose = false,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1");
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer within ${timeoutMs} ms to ${JSON.stringify(String(bytes).slice(0, 120))}`));
    }, timeoutMs);
    socket.on("connect", () => (halfClose ? socket.end(bytes) : socket.write(bytes)));
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", () => {
      /* a reset after the answer is fine: judged on close */
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      try {
        resolve(parseResponse(raw));
      } catch (e) {
        reject(new Error(`${(e as Error).message} (request ${JSON.stringify(String(bytes).slice(0, 120))})`));
      }
    });
  });
}

export function parseResponse(raw: Buffer): RawResponse {
  // An interim answer (100 Continue) comes first; the answer is the one after it.
  const interim = /^HTTP\/1\.[01] 1(?!01)\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n/.exec(
    raw.subarray(0, 1024).toString("latin1"),
  );
  if (interim) return parseResponse(raw.subarray(interim[0].length));
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`The server closed the connection without an answer (${raw.length} bytes received)`);
  const [statusLine, ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine!);
  if (!m) throw new Error(`Not an HTTP answer: ${JSON.stringify(statusLine)}`);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const i = line.indexOf(":");
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    headers.set(k, headers.has(k) ? `${headers.get(k)}, ${v}` : v);
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) body = dechunk(body);
  return { status: Number(m[1]), headers, body, raw };
}

function dechunk(b: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = b.indexOf("\r\n", at);
    if (eol < 0) break;
    const size = parseInt(b.subarray(at, eol).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(b.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as sent: "/path?q", "http://evil.example/", "*". */
  target?: string;
  /** Header lines in order, as sent. `Host` is added unless given (null: none at all); `Connection: close` always. */
  headers?: [string, string][];
  host?: string | null;
  body?: Buffer | string;
  /** Content-Length: the body's length unless given; null sends none. */
  contentLength?: number | null;
  timeoutMs?: number;
  /** Close our side after the request (see rawExchange). */
  halfClose?: boolean;
}

/** Builds one request from parts (nothing checked or escaped) and sends it. */
export function rawRequest(port: number, r: RawRequest): Promise<RawResponse> {
  const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body, "utf8");
  const lines = [`${r.method ?? "GET"} ${r.target ?? "/"} HTTP/1.1`];
  const headers = r.headers ?? [];
  const has = (name: string) => headers.some(([k]) => k.toLowerCase() === name);
  if (r.host !== null && !has("host")) lines.push(`Host: ${r.host ?? `127.0.0.1:${port}`}`);
  for (const [k, v] of headers) lines.push(`${k}: ${v}`);
  const length = r.contentLength === undefined ? body?.length : r.contentLength;
  if (length !== undefined && length !== null && !has("content-length") && !has("transfer-encoding"))
    lines.push(`Content-Length: ${length}`);
  lines.push("Connection: close");
  const head = Buffer.from(lines.join("\r\n") + "\r\n\r\n", "latin1");
  return rawExchange(port, body ? Buffer.concat([head, body]) : head, r.timeoutMs, r.halfClose);
}
