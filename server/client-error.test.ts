import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { answerClientError, clientErrorStatus } from "./client-error.ts";

let server: Server;
let port: number;
const warnings: string[] = [];

beforeAll(async () => {
  server = createServer((_req, res) => res.end("ok"));
  server.on("clientError", (error: Error & { code?: string }, socket) =>
    answerClientError(
      error,
      socket,
      (status, id) => `<!DOCTYPE html><title>Error ${status}</title><p>ref ${id}</p>`,
      (status, id, reason) => warnings.push(`${status} ${id} ${reason}`),
    ),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/**
 * Sends a request head the parser refuses, then a large body in chunks while the answer may already
 * be on its way, and reads until the server closes. Resolves with everything received.
 */
function refusedUpload(head: string, bodyBytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", () => {}); // judged on what arrived
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("connect", () => {
      socket.write(head);
      const chunk = Buffer.alloc(16 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < bodyBytes) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
        socket.end();
      };
      pump();
    });
  });
}

const multipartHead = (length: number) =>
  `POST /admin/uploads?purpose=constructor HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nIf-None-Match: "\u0000"\r\n` +
  `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;

test("a request the parser refuses, with its body still arriving, is answered 400 with a body every time", async () => {
  const tries = 200;
  const bodyBytes = 256 * 1024;
  let refused = 0;
  for (let i = 0; i < tries; i++) {
    const answer = await refusedUpload(multipartHead(bodyBytes), bodyBytes);
    expect(answer, `try ${i + 1}`).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain("Connection: close");
    expect(answer).toMatch(/\r\n\r\n<!DOCTYPE html><title>Error 400<\/title>/);
    refused++;
  }
  expect(refused).toBe(tries);
  expect(warnings.at(-1)).toMatch(/^400 [0-9a-f]{12} HPE_INVALID_HEADER_TOKEN$/);
});

test("headers too large are answered 431, and the connection ends", async () => {
  const answer = await refusedUpload(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`, 0);
  expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  expect(answer).toContain("<title>Error 431</title>");
});

test("a client that never stops sending is let go after the byte limit", async () => {
  const answer = await refusedUpload(multipartHead(8 * 1024 * 1024), 8 * 1024 * 1024);
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
});

test("statuses follow Node's parser codes", () => {
  expect(clientErrorStatus("HPE_HEADER_OVERFLOW")).toBe(431);
  expect(clientErrorStatus("HPE_CHUNK_EXTENSIONS_OVERFLOW")).toBe(413);
  expect(clientErrorStatus("ERR_HTTP_REQUEST_TIMEOUT")).toBe(408);
  expect(clientErrorStatus("HPE_INVALID_HEADER_TOKEN")).toBe(400);
  expect(clientErrorStatus(undefined)).toBe(400);
});
