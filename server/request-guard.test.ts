import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import {
  ALLOW,
  checkBody,
  checkClientIp,
  checkHost,
  checkMethod,
  checkOrigin,
  checkProtocol,
  checkTarget,
  guardRequest,
  MAX_URLENCODED_BYTES,
  MAX_JSON_BYTES,
  parseContentType,
  quote,
  type RequestFacts,
} from "./request-guard.ts";
import { drainBody, errorPage, stylesFrom, warningLine } from "./refusal.ts";

const statusOf = (r: { status: number } | null) => r?.status ?? "ok";

describe("hosts", () => {
  test.each([
    "example.com",
    "example.com:8080",
    "127.0.0.1",
    "127.0.0.1:3000",
    "localhost",
    "[::1]",
    "[::1]:3000",
    "[2001:db8::7]",
    "xn--vil-bma.example",
    "exa_mple.com",
    "EXAMPLE.COM.",
  ])("%s is a host", (host) => {
    expect(checkHost(host)).toBeNull();
  });

  test.each([
    "[::1",
    "::1",
    "[::1]x",
    "[not-ipv6]",
    "[fe80::1%25eth0]",
    "a b",
    "évil",
    "évil.example",
    "user@host",
    "host/path",
    "host?x",
    "host#x",
    "host:",
    "host:99999",
    "host:80:80",
    "127.0.0.1:3000http://evil.example",
    ".example.com",
    "-example.com",
    "999.1.1.1",
    "a\u0000b",
    "a\r\nb",
    "x".repeat(300),
  ])("%j is a 400", (host) => {
    expect(statusOf(checkHost(host))).toBe(400);
  });

  test("an empty or missing host: a 400 on HTTP/1.1, allowed on HTTP/1.0", () => {
    expect(statusOf(checkHost(""))).toBe(400);
    expect(statusOf(checkHost(undefined))).toBe(400);
    expect(checkHost(undefined, false)).toBeNull();
  });

  test("the scheme and the client address a proxy reports", () => {
    expect(checkProtocol("http")).toBeNull();
    expect(checkProtocol("https")).toBeNull();
    for (const p of ["javascript", "ftp", "", "https, http", "HTTP"]) expect(statusOf(checkProtocol(p))).toBe(400);
    expect(checkClientIp("203.0.113.9")).toBeNull();
    expect(checkClientIp("::ffff:127.0.0.1")).toBeNull();
    expect(checkClientIp(undefined)).toBeNull();
    for (const ip of ["unknown", "1.2.3.4.5", "<script>", ""]) expect(statusOf(checkClientIp(ip))).toBe(400);
  });
});

describe("methods and targets", () => {
  test.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("%s is allowed", (m) => {
    expect(checkMethod(m)).toBeNull();
  });

  test.each(["TRACE", "TRACK", "PROPFIND", "MKCOL", "CONNECT", "COPY", "LOCK", "SEARCH", "PURGE", "get"])(
    "%s is a 405 with Allow",
    (m) => {
      const r = checkMethod(m);
      expect(r?.status).toBe(405);
      expect(r?.headers?.Allow).toBe(ALLOW);
      expect(ALLOW).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    },
  );

  test.each([
    "/",
    "/events?month=2025-04",
    "/events/caf%C3%A9",
    "/a%2Fb",
    "/search?q=%zz",
    "/gallery/x/y#frag",
    "//double",
    "/%20",
  ])("%s is a target", (t) => {
    expect(checkTarget(t)).toBeNull();
  });

  test.each([
    "http://evil.example/",
    "https://evil.example/events",
    "*",
    "evil.example:443",
    "",
    "events",
    "/events/%zz",
    "/%E0%A4%A",
    "/%",
    "/%C0%AF",
    "/a%00b",
    "/a%0d%0aSet-Cookie:x",
    "/a%7F",
  ])("%j is a 400", (t) => {
    expect(statusOf(checkTarget(t))).toBe(400);
  });
});

describe("bodies", () => {
  const post = (contentType: string | undefined, extra: Partial<Parameters<typeof checkBody>[0]> = {}) =>
    checkBody({
      method: "POST",
      contentType,
      contentLength: "10",
      transferEncoding: undefined,
      contentEncoding: undefined,
      ...extra,
    });

  test("forms as browsers and React Router send them pass", () => {
    expect(post("application/x-www-form-urlencoded")).toBeNull();
    expect(post("application/x-www-form-urlencoded;charset=UTF-8")).toBeNull();
    expect(post('application/x-www-form-urlencoded; charset="utf-8"')).toBeNull();
    expect(post("multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW")).toBeNull();
    expect(post("multipart/form-data; boundary=----geckoformboundary4c5e0a7d2c1b")).toBeNull();
    expect(post("Multipart/Form-Data; Boundary=abc")).toBeNull();
    expect(post('multipart/form-data; boundary="a b:c?d"')).toBeNull();
    expect(
      post("multipart/form-data; boundary=abc", { contentLength: undefined, transferEncoding: "chunked" }),
    ).toBeNull();
  });

  test("GET and HEAD bodies are never read, so never judged", () => {
    expect(
      checkBody({
        method: "GET",
        contentType: "text/plain",
        contentLength: "5",
        transferEncoding: undefined,
        contentEncoding: undefined,
      }),
    ).toBeNull();
    expect(
      checkBody({
        method: "HEAD",
        contentType: undefined,
        contentLength: undefined,
        transferEncoding: undefined,
        contentEncoding: undefined,
      }),
    ).toBeNull();
  });

  test("a form without a usable boundary, or without a type at all, is a 400", () => {
    for (const t of [
      "multipart/form-data",
      "multipart/form-data; boundary=",
      'multipart/form-data; boundary=""',
      "multipart/form-data; boundary=" + "x".repeat(71),
      'multipart/form-data; boundary="ends in space "',
      "multipart/form-data; boundary=a; boundary=b",
      "multipart/form-data; boundary",
      "multipart/form-data;; boundary=a",
      "form",
      "/",
      "text/plain; charset",
      "",
      undefined,
    ]) {
      expect(statusOf(post(t)), String(t)).toBe(400);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(
        statusOf(
          checkBody({
            method,
            contentType: undefined,
            contentLength: undefined,
            transferEncoding: undefined,
            contentEncoding: undefined,
          }),
        ),
      ).toBe(400);
    }
  });

  test("what is not a form, or not UTF-8, or compressed, is a 415", () => {
    for (const t of [
      "text/plain",
      "application/json",
      "application/xml",
      "image/png",
      "application/x-www-form-urlencoded; charset=utf-16",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
    ]) {
      expect(statusOf(post(t)), t).toBe(415);
    }
    expect(statusOf(post("application/x-www-form-urlencoded", { contentEncoding: "gzip" }))).toBe(415);
    expect(post("application/x-www-form-urlencoded", { contentEncoding: "identity" })).toBeNull();
  });

  test("a machine endpoint under /webhooks/ takes JSON (Stripe's events); nowhere else does", () => {
    const at = (pathname: string, type = "application/json", contentLength = "10") =>
      post(type, { pathname, contentLength });
    expect(at("/webhooks/stripe")).toBeNull();
    expect(at("/webhooks/stripe", "application/json; charset=utf-8")).toBeNull();
    expect(at("/webhooks/stripe", "application/activity+json")).toBeNull();
    expect(statusOf(at("/webhooks/stripe", "application/json; charset=utf-16"))).toBe(415);
    expect(statusOf(at("/webhooks/stripe", "application/json", String(MAX_JSON_BYTES + 1)))).toBe(413);
    expect(statusOf(at("/webhooks/stripe", "text/plain"))).toBe(415);
    for (const elsewhere of ["/subscribe", "/webhooks", "/webhooks/stripe/x", "/admin/webhooks/stripe", "/contact"])
      expect(statusOf(at(elsewhere)), elsewhere).toBe(415);
    // Forms still pass there (Mollie posts an urlencoded id).
    expect(at("/webhooks/mollie", "application/x-www-form-urlencoded")).toBeNull();
  });

  test("an absurd length is a 413 before anything is read", () => {
    expect(
      statusOf(post("application/x-www-form-urlencoded", { contentLength: String(MAX_URLENCODED_BYTES + 1) })),
    ).toBe(413);
    expect(post("multipart/form-data; boundary=x", { contentLength: String(MAX_URLENCODED_BYTES + 1) })).toBeNull();
    expect(statusOf(post("multipart/form-data; boundary=x", { contentLength: String(8 * 1024 ** 3) }))).toBe(413);
  });

  test("media types parse as RFC 9110 says", () => {
    expect(parseContentType('Multipart/Form-Data; Boundary="x\\"y"; charset=utf-8')).toEqual({
      type: "multipart/form-data",
      params: new Map([
        ["boundary", 'x"y'],
        ["charset", "utf-8"],
      ]),
    });
    expect(parseContentType("text/html;")).toEqual({ type: "text/html", params: new Map() });
    for (const bad of [
      "text",
      "text/",
      "/html",
      "te xt/html",
      "text/html; a",
      "text/html; a=",
      "text/html; a=b c",
      'text/html; a="unterminated',
    ]) {
      expect(parseContentType(bad), bad).toBeNull();
    }
  });
});

describe("origins", () => {
  const url = new URL("http://127.0.0.1:3000/contact");
  test("the site's own origin, no origin, and GETs pass", () => {
    expect(checkOrigin("POST", "http://127.0.0.1:3000", url)).toBeNull();
    expect(checkOrigin("POST", undefined, url)).toBeNull();
    expect(checkOrigin("GET", "http://evil.example", url)).toBeNull();
  });
  test("another site, another scheme, null and garbage are a 400", () => {
    for (const origin of [
      "http://evil.example",
      "https://127.0.0.1:3000",
      "http://127.0.0.1:3001",
      "null",
      "not a url",
      "http://[::1",
    ]) {
      expect(statusOf(checkOrigin("POST", origin, url)), origin).toBe(400);
    }
    expect(statusOf(checkOrigin("DELETE", "http://evil.example", url))).toBe(400);
  });
  test("allowed origins use React Router's host patterns", () => {
    expect(checkOrigin("POST", "https://shop.example.com", url, ["*.example.com"])).toBeNull();
    expect(checkOrigin("POST", "https://a.b.example.com", url, ["**.example.com"])).toBeNull();
    expect(statusOf(checkOrigin("POST", "https://a.b.example.com", url, ["*.example.com"]))).toBe(400);
    expect(statusOf(checkOrigin("POST", "https://example.com", url, ["*.example.com"]))).toBe(400);
    expect(checkOrigin("POST", "https://cms.example.org", url, ["cms.example.org"])).toBeNull();
  });
});

describe("the whole guard", () => {
  const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
    method: "GET",
    target: "/",
    protocol: "http",
    host: "127.0.0.1:3000",
    hostHeaders: 1,
    hostRequired: true,
    forwardedIp: undefined,
    headers: {},
    ...over,
  });

  test("a good request gets the URL the router will see", () => {
    const v = guardRequest(facts({ target: "/events?month=2025-04" }));
    expect(v).toEqual({ kind: "ok", url: new URL("http://127.0.0.1:3000/events?month=2025-04") });
    const form = guardRequest(
      facts({
        method: "POST",
        target: "/contact",
        headers: {
          origin: "http://127.0.0.1:3000",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": "3",
        },
      }),
    );
    expect(form.kind).toBe("ok");
    expect(guardRequest(facts({ host: undefined, hostRequired: false }))).toEqual({
      kind: "ok",
      url: new URL("http://localhost/"),
    });
  });

  test("OPTIONS (also OPTIONS *) is answered with the methods", () => {
    expect(guardRequest(facts({ method: "OPTIONS" }))).toEqual({ kind: "options" });
    expect(guardRequest(facts({ method: "OPTIONS", target: "*" }))).toEqual({ kind: "options" });
  });

  test.each<[string, Partial<RequestFacts>, number]>([
    ["TRACE", { method: "TRACE" }, 405],
    ["PROPFIND with a bad host too: the method first", { method: "PROPFIND", host: "[::1" }, 405],
    ["Host [::1", { host: "[::1" }, 400],
    ["two Host headers", { hostHeaders: 2 }, 400],
    ["an absolute target", { method: "DELETE", target: "http://evil.example/" }, 400],
    ["GET *", { target: "*" }, 400],
    ["a garbage X-Forwarded-Proto", { protocol: "javascript" }, 400],
    ["a garbage X-Forwarded-For", { forwardedIp: "unknown" }, 400],
    ["an undecodable path", { target: "/events/%zz" }, 400],
    ["a POST without a form", { method: "POST" }, 400],
    ["a POST of JSON", { method: "POST", headers: { "content-type": "application/json", "content-length": "2" } }, 415],
    [
      "a cross-origin form",
      {
        method: "POST",
        headers: { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      },
      400,
    ],
  ])("%s is a %i", (_, over, status) => {
    const v = guardRequest(facts(over));
    expect(v.kind).toBe("reject");
    expect(v.kind === "reject" && v.status).toBe(status);
  });
});

describe("what the person and the log see", () => {
  test("the warning is one printable line whatever the request held", () => {
    const line = warningLine(
      "abc123def456",
      400,
      checkTarget("/\u202egnp.exe%0a")!.reason,
      "GET",
      "/\u202egnp.exe%0a\r\nX-Injected: 1",
    );
    expect(line).toMatch(/^\[warn\] ref=abc123def456 400 GET "/);
    expect(line).not.toMatch(/[\r\n\u2028\u2029\u202e]/);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    expect(quote("x".repeat(500)).length).toBeLessThan(130);
  });

  test("the error page: status, the site's stylesheet and name, escaped; the reference only for a 500", () => {
    const page = errorPage(400, {
      requestId: "abc",
      styles: "<style>:root{--accent:red}</style>",
      siteName: `<The "Band">`,
    });
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain("Error 400");
    expect(page).toContain("<style>:root{--accent:red}</style>");
    expect(page).toContain("&#60;The &#34;Band&#34;&#62;");
    expect(page).not.toContain("<script");
    expect(page).not.toContain("reference");
    expect(errorPage(500, { requestId: "abc" })).toContain("<code>abc</code>");
    expect(errorPage(405, { requestId: "x" })).toContain("--accent"); // the fallback look
  });

  test("the error page's links: the home page's, then the capabilities' (escaped), no other", () => {
    const hrefs = (page: string) => [...page.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs(errorPage(404, { requestId: "x" }))).toEqual(["/"]);
    const page = errorPage(404, {
      requestId: "x",
      links: [
        { to: "/events", label: "See upcoming events" },
        { to: '/a"b', label: "<b>Contact</b>" },
      ],
    });
    expect(hrefs(page)).toEqual(["/", "/events", "/a&#34;b"]);
    expect(page).toContain(">See upcoming events</a>");
    expect(page).toContain("&#60;b&#62;Contact&#60;/b&#62;");
  });

  test("the site's look comes from a page the app rendered", () => {
    const html = `<!DOCTYPE html><html><head><title>Page not found · Tom &amp; Jerry</title><style id="site-css" nonce="n0nce">a>b{c:d}.x{background:url("data:image/svg+xml,<svg/>")}</style><style>:root{--accent:#b4235a}</style></head><body><style>.later{}</style></body></html>`;
    expect(stylesFrom(html)).toEqual({
      styles: `<style id="site-css">a>b{c:d}.x{background:url("data:image/svg+xml,<svg/>")}</style><style>:root{--accent:#b4235a}</style>`,
      siteName: "Tom & Jerry",
    });
    expect(stylesFrom("<html><head></head></html>")).toBeNull();
  });
});

describe("reading away a body nobody read", () => {
  const body = () => Object.assign(new PassThrough(), { complete: false });

  test("to its end: true, and whoever was reading it hears nothing more", async () => {
    const req = body();
    const seen: Buffer[] = [];
    req.on("data", (c: Buffer) => seen.push(c));
    req.write("before");
    await new Promise((r) => setImmediate(r));
    const drained = drainBody(req);
    req.write("a".repeat(1000));
    req.end("z");
    expect(await drained).toBe(true);
    expect(Buffer.concat(seen).toString()).toBe("before");
  });

  test("past the limit or the time: false, so the connection is ended instead", async () => {
    const big = body();
    const drained = drainBody(big, 10, 5_000);
    big.write("x".repeat(11));
    expect(await drained).toBe(false);
    const slow = body();
    expect(await drainBody(slow, 1_000, 20)).toBe(false);
  });

  test("a body already read: true at once", async () => {
    expect(await drainBody(Object.assign(new PassThrough(), { complete: true }))).toBe(true);
  });
});
