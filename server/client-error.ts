/**
 * Requests Node's HTTP parser refuses before any handler sees them (a NUL
 * byte in a header, headers too large, a broken chunk): answered with a
 * complete response instead of Node's default, which writes a bare 400 and
 * destroys the socket at once. When the client is still sending a body,
 * destroying the socket with unread bytes makes the kernel reset the
 * connection, and the reset can overtake the 400: the client then sees a dead
 * connection instead of a refusal (issue 33). So this answers, half-closes,
 * and reads away what the client still sends — a lingering close, as nginx
 * does — for a bounded time and size before it lets the socket go.
 * Node built-ins only (ADR 0010).
 */
import type { Duplex } from "node:stream";

/** The status Node's parser error deserves (Node's own default mapping, plus 413 for huge chunk extensions). */
export function clientErrorStatus(code: string | undefined): number {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return 431;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    default:
      return 400;
  }
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  413: "Content Too Large",
  431: "Request Header Fields Too Large",
};

export interface LingerOptions {
  /** Most bytes read away after the answer before the socket is let go. */
  maxBytes?: number;
  /** Longest wait for the client to finish sending. */
  maxMs?: number;
}

/** A socket as Node hands it to 'clientError' (net.Socket, or the TLS one). */
type ClientSocket = Duplex & {
  _httpMessage?: { headersSent?: boolean } | null;
  setTimeout?(ms: number): unknown;
};

const answered = new WeakSet<Duplex>();

/**
 * The 'clientError' listener: `page(status, requestId)` gives the HTML body.
 * Warns with one line (never a stack) through `warn`.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: ClientSocket,
  page: (status: number, requestId: string) => string,
  warn: (status: number, requestId: string, reason: string) => void,
  options: LingerOptions = {},
): void {
  // Node may report a socket again while its parser is still attached: one answer each.
  if (answered.has(socket)) return;
  answered.add(socket);
  // The client is gone, or a response of a previous request on this connection is being written: nothing safe to send.
  if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error.code);
  const requestId = Math.floor(Math.random() * 2 ** 48)
    .toString(16)
    .padStart(12, "0");
  warn(status, requestId, error.code ?? error.message);
  const body = Buffer.from(page(status, requestId), "utf8");
  const head =
    `HTTP/1.1 ${status} ${REASONS[status] ?? "Bad Request"}\r\n` +
    `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
    `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n`;
  linger(socket, options);
  socket.end(Buffer.concat([Buffer.from(head, "latin1"), body]));
}

/**
 * Reads and discards what the client still sends until it closes its side, at most `maxBytes`
 * for at most `maxMs`, then destroys the socket. Listening for 'data' detaches Node's HTTP parser
 * from the socket (it stops reading the socket itself), so nothing more reaches the parser.
 */
function linger(socket: ClientSocket, { maxBytes = 1024 * 1024, maxMs = 2_000 }: LingerOptions): void {
  let read = 0;
  const done = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  // The client has sent all it will: let go once the answer is out (it may still be in our buffer).
  const ended = () => (socket.writableFinished ? done() : socket.once("finish", done));
  const timer = setTimeout(done, maxMs);
  timer.unref();
  socket.removeAllListeners("data");
  socket.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) done();
  });
  socket.once("end", ended);
  socket.once("close", () => clearTimeout(timer));
  socket.on("error", () => done());
  socket.resume();
}
