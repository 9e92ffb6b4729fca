/**
 * Issue 18's findings, one test each, as the hostile request that found them
 * (black box, over HTTP: a raw socket where fetch() cannot say it). Each
 * expects a 4xx answer, never a 5xx, and a server that still answers
 * /healthz afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type App, OWNER, startApp } from "../e2e/harness.ts";
import { hugeSizeTarGz, multipart, tinyPdf, zerosTarGz } from "../fixtures/hostile-files.ts";
import { png } from "../fixtures/images.ts";
import { connect } from "node:net";
import { type RawResponse, parseResponse, rawRequest } from "./raw-http.ts";
import { expectHealthy, loginForm, signInOwner } from "./studio.ts";
import { CONTACT_SECRET, formTokenAged, HUMAN } from "../e2e/contact-token.ts";

/** A Buffer as fetch() takes it. */
const bytes = (b: Buffer) => new Uint8Array(b);

/** The status, plus what the server said when it was a 5xx (so a failure shows the cause). */
function explain(app: App, what: string, status: number, mark: number): string {
  return status >= 500 ? `${what} → ${status}\n${app.output().slice(mark).slice(0, 3000)}` : `${what} → ${status}`;
}

function expectStatus(app: App, what: string, status: number, allowed: number[], mark: number) {
  expect(allowed, explain(app, what, status, mark)).toContain(status);
}

/** Waits for the server's log to mention `requestId` (output arrives through a pipe), then returns what it logged since `mark`. */
async function logFor(app: App, requestId: string, mark: number): Promise<string> {
  for (let i = 0; i < 50 && !app.output().slice(mark).includes(requestId); i++)
    await new Promise((r) => setTimeout(r, 40));
  return app.output().slice(mark);
}

/** The site's 400 page, and one warning line with the request id in the log: no stack, nothing at error level. */
async function expectFriendly400(app: App, res: RawResponse, mark: number) {
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  const html = res.body.toString("utf8");
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(html).toContain('id="main"');
  expect(html).toContain("Error 400");
  expect(html).toMatch(/<style[^>]*>[^<]*--accent/); // the site's own stylesheet
  // Where to go next: the home page, then the capabilities' error-page links (their manifests').
  expect([...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(["/", "/events", "/contact"]);
  const requestId = res.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f]{12}$/);
  const log = await logFor(app, requestId!, mark);
  const lines = log.split("\n").filter((l) => l.includes(requestId!));
  expect(lines, log).toHaveLength(1);
  expect(lines[0]).toMatch(/^\[warn\] /);
  expect(log, "a client's mistake logs no stack").not.toMatch(/^\s+at /m);
  expect(log).not.toContain("[error]");
}

describe("one server for the request-level findings", () => {
  let app: App;
  beforeAll(async () => {
    // Behind a proxy, so X-Forwarded-Host is believed (finding 1's second case).
    app = await startApp({ TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("1. a bad Host, a garbage X-Forwarded-Host or an absolute URL as the target is a 400, not a 500", async () => {
    const mark = app.output().length;
    const cases: [string, Parameters<typeof rawRequest>[1]][] = [
      ["Host: [::1", { host: "[::1", target: "/" }],
      ["Host: [::1 on /events", { host: "[::1", target: "/events" }],
      ["Host: a b", { host: "a b", target: "/" }],
      ["Host: 127.0.0.1:99999", { host: "127.0.0.1:99999", target: "/" }],
      ["Host: user@host", { host: "user@host", target: "/" }],
      ["X-Forwarded-Host: [::1", { target: "/", headers: [["X-Forwarded-Host", "[::1"]] }],
      ["X-Forwarded-Host: garbage", { target: "/about", headers: [["X-Forwarded-Host", "}{ not a host"]] }],
      ["DELETE http://evil.example/", { method: "DELETE", target: "http://evil.example/" }],
      ["GET http://evil.example/events", { method: "GET", target: "http://evil.example/events" }],
    ];
    for (const [what, req] of cases) {
      const res = await rawRequest(app.port, req);
      expectStatus(app, what, res.status, [400], mark);
    }
    await expectHealthy(app);
  });

  test("2. TRACE, PROPFIND and MKCOL are a 405 with Allow, not a 500", async () => {
    const mark = app.output().length;
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      for (const target of ["/", "/events", "/admin/login", "/healthz"]) {
        const res = await rawRequest(app.port, { method, target });
        expectStatus(app, `${method} ${target}`, res.status, [405, 501], mark);
        expect(res.headers.get("allow"), `${method} ${target}`).toMatch(/\bGET\b/);
      }
    }
    await expectHealthy(app);
  });

  test("3. /admin/login with a body that is not a readable form is a 400, not a 500", async () => {
    const mark = app.output().length;
    const { cookie, csrf } = await loginForm(app);
    const form = (type: string) =>
      [
        ["Cookie", cookie],
        ["Content-Type", type],
      ] as [string, string][];
    const brokenName = Buffer.concat([
      Buffer.from(
        `--xyz\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n--xyz\r\nContent-Disposition: form-data; name="`,
      ),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('"\r\n\r\nvalue\r\n--xyz--\r\n'),
    ]);
    const cases: [string, Parameters<typeof rawRequest>[1], number[]][] = [
      [
        "POST with no body",
        { method: "POST", target: "/admin/login", headers: [["Cookie", cookie]], contentLength: 0 },
        [400],
      ],
      [
        "POST, broken multipart",
        {
          method: "POST",
          target: "/admin/login",
          headers: form("multipart/form-data; boundary=xyz"),
          body: "garbage, not a part",
        },
        [400],
      ],
      [
        "POST, charset=utf-16",
        {
          method: "POST",
          target: "/admin/login",
          headers: form("application/x-www-form-urlencoded; charset=utf-16"),
          body: Buffer.from(
            new URLSearchParams({ csrf, email: OWNER.email, password: OWNER.password }).toString(),
            "utf16le",
          ),
        },
        [400, 415],
      ],
      [
        "POST, invalid UTF-8 in a multipart field name",
        {
          method: "POST",
          target: "/admin/login",
          headers: form("multipart/form-data; boundary=xyz"),
          body: brokenName,
        },
        [400],
      ],
      [
        "POST, text/plain",
        { method: "POST", target: "/admin/login", headers: form("text/plain"), body: `csrf=${csrf}` },
        [400, 415],
      ],
      ["DELETE /admin/login", { method: "DELETE", target: "/admin/login", headers: [["Cookie", cookie]] }, [400, 405]],
      ["PATCH /admin/login", { method: "PATCH", target: "/admin/login", headers: [["Cookie", cookie]] }, [400, 405]],
    ];
    for (const [what, req, allowed] of cases) {
      const res = await rawRequest(app.port, req);
      expectStatus(app, what, res.status, allowed, mark);
    }
    await expectHealthy(app);
  });

  test("4. /admin/uploads?purpose=__proto__ (constructor, toString, hasOwnProperty, valueOf) is a 400, not a 500", async () => {
    const mark = app.output().length;
    const studio = await signInOwner(app);
    const image = await png(40, 30);
    for (const purpose of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      const { body, contentType } = multipart([
        { name: "file", filename: "pixel.png", type: "image/png", data: image },
      ]);
      const res = await studio.fetch(`/admin/uploads?purpose=${purpose}`, {
        method: "POST",
        headers: { "Content-Type": contentType, "X-CSRF-Token": studio.csrf, Accept: "application/json" },
        body: bytes(body),
      });
      await res.arrayBuffer();
      expectStatus(app, `purpose=${purpose}`, res.status, [400], mark);
    }
    await expectHealthy(app);
  });

  test("5. an upload whose Content-Type says boundary= (empty) is a 400, not a 500", async () => {
    const mark = app.output().length;
    const studio = await signInOwner(app);
    for (const type of ["multipart/form-data; boundary=", 'multipart/form-data; boundary=""', "multipart/form-data"]) {
      const res = await studio.fetch("/admin/uploads?purpose=media", {
        method: "POST",
        headers: { "Content-Type": type, "X-CSRF-Token": studio.csrf, Accept: "application/json" },
        body: "--\r\nnot really\r\n",
      });
      await res.arrayBuffer();
      expectStatus(app, type, res.status, [400], mark);
    }
    await expectHealthy(app);
  });

  test("6. an all-day event on 9999-12-31 is a 400 with a field message, not a 500", async () => {
    const mark = app.output().length;
    const studio = await signInOwner(app);
    for (const [start, end] of [
      ["9999-12-31", ""],
      ["9999-12-30", "9999-12-31"],
    ]) {
      const res = await studio.fetch("/admin/events/new", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          csrf: studio.csrf,
          title: "The end of days",
          all_day: "on",
          start_date: start!,
          end_date: end!,
          time_zone: "Europe/Berlin",
          repeat: "none",
          intent: "publish",
        }),
      });
      const html = await res.text();
      expectStatus(app, `all-day ${start}…${end}`, res.status, [400], mark);
      expect(html).toContain('aria-invalid="true"');
    }
    await expectHealthy(app);
  });

  test("also seen: a malformed percent-encoding in a path is the site's 400 page with a one-line warning", async () => {
    for (const target of ["/events/%zz", "/%E0%A4%A", "/admin/inbox/%"]) {
      const mark = app.output().length;
      const res = await rawRequest(app.port, { target });
      await expectFriendly400(app, res, mark);
    }
    await expectHealthy(app);
  });

  test("also seen: a cross-origin POST is the site's 400 page with a one-line warning", async () => {
    for (const [target, origin] of [
      ["/contact", "http://evil.example"],
      ["/admin/login", "null"],
    ]) {
      const mark = app.output().length;
      const res = await rawRequest(app.port, {
        method: "POST",
        target: target!,
        headers: [
          ["Origin", origin!],
          ["Content-Type", "application/x-www-form-urlencoded"],
        ],
        body: "name=x&email=x%40example.com",
      });
      await expectFriendly400(app, res, mark);
    }
    await expectHealthy(app);
  });

  test("issue 33: a request Node's parser refuses, its body still arriving, is the site's 400 page every time", async () => {
    // Fuzz seed 1341164261: a NUL byte in If-None-Match on an upload with a multipart body. Node's default
    // answer (a bare 400, then the socket destroyed with the body unread) could be overtaken by a reset.
    const length = 192 * 1024;
    const head =
      `POST /admin/uploads?purpose=constructor HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nIf-None-Match: "\u0000"\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;
    const mark = app.output().length;
    for (let i = 0; i < 200; i++) {
      const res = await streamingExchange(app.port, head, length);
      expect(res.status, `try ${i + 1}`).toBe(400);
      expect(res.headers.get("connection")).toBe("close");
      const html = res.body.toString("utf8");
      expect(html).toContain("Error 400");
      expect(html).toMatch(/<style[^>]*>[^<]*--accent/); // the site's own look, as the guard's refusals have
    }
    const log = app.output().slice(mark);
    expect(log).not.toContain("[error]");
    expect(
      log.split("\n").filter((l) => l.startsWith("[warn]") && l.includes("HPE_INVALID_HEADER_TOKEN")),
    ).toHaveLength(200);
    await expectHealthy(app);
  });
});

/** Sends `head`, then `bodyBytes` in 16 KB chunks as fast as the socket takes them, and reads the answer until the server closes. */
function streamingExchange(port: number, head: string, bodyBytes: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", () => {}); // judged on what arrived
    socket.on("close", () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (e) {
        reject(e as Error);
      }
    });
    socket.on("connect", () => {
      socket.write(head, "latin1");
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

test("7. a site's own export imports back after a booking message with a PDF attachment", async () => {
  // A known secret, so the test can date the contact form's token (contact-token.ts) instead of waiting 3 s.
  const app = await startApp({ SESSION_SECRET: CONTACT_SECRET });
  try {
    const page = await fetch(`${app.url}/contact`);
    const html = await page.text();
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
    // The contact form refuses (silently, as spam) a form sent less than 3 s after it was served:
    // the token is the page's as it would have been served ten seconds ago.
    const contact = multipart([
      { name: "form_token", data: formTokenAged(HUMAN) },
      { name: "submission_id", data: hidden("submission_id") },
      { name: "website", data: "" },
      { name: "name", data: "Rider Test" },
      { name: "email", data: "rider@example.com" },
      { name: "topic", data: "booking" },
      { name: "message", data: "Booking request: our stage plot is attached." },
      { name: "consent", data: "on" },
      { name: "attachment", filename: "stage-plot.pdf", type: "application/pdf", data: tinyPdf() },
    ]);
    const sent = await fetch(`${app.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": contact.contentType },
      body: bytes(contact.body),
    });
    expect(sent.status, await sent.text()).toBe(302);

    const studio = await signInOwner(app);
    const inbox = await (await studio.fetch("/admin/inbox")).text();
    expect(inbox).toContain("Rider Test");
    const exported = await studio.fetch("/admin/backup/export");
    expect(exported.status).toBe(200);
    const archive = Buffer.from(await exported.arrayBuffer());

    const mark = app.output().length;
    const upload = multipart([
      { name: "csrf", data: studio.csrf },
      { name: "confirm", data: "replace" },
      { name: "archive", filename: "marquee-export.tar.gz", type: "application/gzip", data: archive },
    ]);
    const imported = await studio.fetch("/admin/backup", {
      method: "POST",
      headers: { "Content-Type": upload.contentType },
      body: bytes(upload.body),
    });
    const body = await imported.text();
    expect(
      [302, 303],
      explain(app, `import of the site's own export`, imported.status, mark) + `\n${body.slice(0, 500)}`,
    ).toContain(imported.status);
    expect(imported.headers.get("location")).toMatch(/\/admin\/login$/);
    await expectHealthy(app);
  } finally {
    await app.stop();
  }
});

/** Posts an archive to the studio's import form. */
async function importArchive(app: App, archive: Buffer, timeoutMs: number): Promise<Response> {
  const studio = await signInOwner(app);
  const upload = multipart([
    { name: "csrf", data: studio.csrf },
    { name: "confirm", data: "replace" },
    { name: "archive", filename: "export.tar.gz", type: "application/gzip", data: archive },
  ]);
  return studio.fetch("/admin/backup", {
    method: "POST",
    headers: { "Content-Type": upload.contentType },
    body: bytes(upload.body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

test("8. an archive whose data.json claims 8 GB is a 400 and the server stays up", async () => {
  const app = await startApp();
  try {
    const mark = app.output().length;
    let status: number | string;
    try {
      const res = await importArchive(app, hugeSizeTarGz(), 60_000);
      await res.arrayBuffer();
      status = res.status;
    } catch (e) {
      status = `no answer (${String(e)})`;
    }
    expect(status, app.output().slice(mark)).toBe(400);
    await expectHealthy(app);
  } finally {
    await app.stop();
  }
});

test("9. an archive of 64 MB of zeros (64 KB gzipped) is a 400 and the server stays up", async () => {
  const app = await startApp();
  try {
    const mark = app.output().length;
    let status: number | string;
    try {
      // Not a time limit on the import: a bound so that today's quadratic reader (about two
      // minutes of CPU) fails this test instead of the whole run's timeout.
      const res = await importArchive(app, zerosTarGz(64), 60_000);
      await res.arrayBuffer();
      status = res.status;
    } catch (e) {
      status = `no answer (${String(e)})`;
    }
    expect(status, app.output().slice(mark)).toBe(400);
    await expectHealthy(app);
  } finally {
    await app.stop();
  }
}, 120_000);
