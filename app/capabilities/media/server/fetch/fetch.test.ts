/**
 * The SSRF-safe fetcher against a real local HTTP server (the provider
 * stand-in) and real DNS for "localhost": what it refuses, and that refused
 * requests never reach the server.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { parseMediaUrl } from "~/capabilities/media/lib/providers.ts";
import { startProviderServer, type ProviderServer } from "~tests/fixtures/provider-server.ts";
import { FetchRefused, resolveTarget, safeFetch, type FetchConfig } from "./fetch.server.ts";
import { fallbackThumbnailUrl, fetchOembed, fetchThumbnail } from "./oembed.server.ts";

let server: ProviderServer;
let cfg: FetchConfig;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  cfg = { allowedHosts: ["www.youtube.com", "i.ytimg.com"], baseUrl: server.baseUrl };
});

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FetchRefused);
  return e as FetchRefused;
};

test("under OEMBED_BASE_URL a provider URL is fetched from the base, host first in the path", async () => {
  const res = await safeFetch(
    "https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ",
    cfg,
  );
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString())).toMatchObject({ title: "YouTube item dQw4w9WgXcQ" });
  expect(res.url).toBe("https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ");
  expect(server.requests).toEqual([
    "/www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ",
  ]);
});

test("hosts outside the provider's list are refused before any request", async () => {
  for (const url of [
    "https://evil.example/x",
    "https://youtube.com.evil.example/oembed",
    "https://www.youtube.com.evil.example/",
    `${server.baseUrl}/evil.example/x`,
    `${server.baseUrl}/`,
  ]) {
    expect([url, (await refusal(safeFetch(url, cfg))).reason]).toEqual([url, "host"]);
  }
  expect((await refusal(safeFetch("http://www.youtube.com/oembed", { ...cfg, baseUrl: undefined }))).reason).toBe(
    "url",
  );
  expect((await refusal(safeFetch("https://www.youtube.com:8443/oembed", { ...cfg, baseUrl: undefined }))).reason).toBe(
    "url",
  );
  expect((await refusal(safeFetch("https://user@www.youtube.com/oembed", cfg))).reason).toBe("url");
  expect((await refusal(safeFetch("file:///etc/passwd", cfg))).reason).toBe("url");
  expect(server.requests).toEqual([]);
});

test("a host that resolves to a private, loopback or link-local address is refused before connecting", async () => {
  // Real DNS: localhost is loopback.
  const local = await refusal(safeFetch("https://localhost/oembed", { allowedHosts: ["localhost"] }));
  expect(local.reason).toBe("address");
  for (const address of [
    "127.0.0.1",
    "10.1.2.3",
    "192.168.0.10",
    "169.254.169.254",
    "::1",
    "fd00::5",
    "::ffff:127.0.0.1",
    "0.0.0.0",
  ]) {
    const family = address.includes(":") ? 6 : 4;
    const e = await refusal(
      safeFetch("https://www.youtube.com/oembed", {
        allowedHosts: ["www.youtube.com"],
        resolve: async () => [{ address, family }],
      }),
    );
    expect([address, e.reason]).toEqual([address, "address"]);
  }
  // One private answer among public ones is enough to refuse (the connection could land on it).
  const mixed = await refusal(
    safeFetch("https://www.youtube.com/oembed", {
      allowedHosts: ["www.youtube.com"],
      resolve: async () => [
        { address: "142.250.74.46", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    }),
  );
  expect(mixed.reason).toBe("address");
  const nxdomain = await refusal(
    safeFetch("https://www.youtube.com/oembed", {
      allowedHosts: ["www.youtube.com"],
      resolve: async () => Promise.reject(new Error("ENOTFOUND")),
    }),
  );
  expect(nxdomain.reason).toBe("network");
});

test("redirects are followed on the same host only", async () => {
  const same = await safeFetch("https://www.youtube.com/redirect-same", cfg);
  expect(JSON.parse(same.body.toString()).title).toBe("YouTube item dQw4w9WgXcQ");
  const relative = await safeFetch("https://www.youtube.com/redirect-relative", cfg);
  expect(relative.url).toMatch(/^https:\/\/www\.youtube\.com\/oembed\?/);

  server.reset();
  for (const path of ["redirect-off", "redirect-private", "redirect-other-provider-host"]) {
    const e = await refusal(safeFetch(`https://www.youtube.com/${path}`, cfg));
    expect([path, e.reason]).toEqual([path, "redirect"]);
  }
  // Only the first hop of each reached the server; the targets never did.
  expect(server.requests).toEqual([
    "/www.youtube.com/redirect-off",
    "/www.youtube.com/redirect-private",
    "/www.youtube.com/redirect-other-provider-host",
  ]);
  const loop = await refusal(safeFetch("https://www.youtube.com/redirect-loop", cfg));
  expect(loop.reason).toBe("redirect");
});

test("bodies over 1 MB are refused, with or without a Content-Length", async () => {
  expect((await refusal(safeFetch("https://www.youtube.com/big", cfg))).reason).toBe("too_large");
  expect((await refusal(safeFetch("https://www.youtube.com/big-chunked", cfg))).reason).toBe("too_large");
  // A smaller cap applies the same way.
  expect((await refusal(safeFetch("https://i.ytimg.com/vi/x/hqdefault.jpg", { ...cfg, maxBytes: 100 }))).reason).toBe(
    "too_large",
  );
});

test("slow answers are cut off by the time-out, headers or body", async () => {
  const fast = { ...cfg, timeoutMs: 300 };
  expect((await refusal(safeFetch("https://www.youtube.com/slow", fast))).reason).toBe("timeout");
  expect((await refusal(safeFetch("https://www.youtube.com/slow-body", fast))).reason).toBe("timeout");
});

test("an answer other than 200 is refused", async () => {
  expect((await refusal(safeFetch("https://www.youtube.com/error", cfg))).reason).toBe("status");
});

test("oEmbed for every provider that has it: title and a thumbnail from its own hosts", async () => {
  const links = [
    "https://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://soundcloud.com/forss/flickermood",
    "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
    "https://www.mixcloud.com/spartacus/party-time/",
  ];
  for (const link of links) {
    const r = parseMediaUrl(link);
    if (!r.ok) throw new Error(r.error);
    const info = await fetchOembed(r.media, { baseUrl: server.baseUrl });
    expect(info.title).toMatch(/item/);
    expect(info.authorName).toBe("The Fixture Band");
    const jpg = await fetchThumbnail(r.media.provider, info.thumbnailUrl!, { baseUrl: server.baseUrl });
    expect(jpg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  }
  const vimeo = parseMediaUrl("https://vimeo.com/76979871");
  expect(vimeo.ok && (await fetchOembed(vimeo.media, { baseUrl: server.baseUrl })).duration).toBe(215);
});

test("a thumbnail address from oEmbed is held to the same rules", async () => {
  server.route("/www.youtube.com/oembed", (_q, res) => {
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ title: "x", thumbnail_url: "http://169.254.169.254/latest/meta-data/iam" }));
  });
  const r = parseMediaUrl("https://youtu.be/dQw4w9WgXcQ");
  if (!r.ok) throw new Error(r.error);
  const info = await fetchOembed(r.media, { baseUrl: server.baseUrl });
  const e = await refusal(fetchThumbnail("youtube", info.thumbnailUrl!, { baseUrl: server.baseUrl }));
  expect(e.reason).toBe("url");
  // A thumbnail on another provider's host is not this provider's.
  expect(
    (await refusal(fetchThumbnail("youtube", "https://i.vimeocdn.com/video/1-d_640", { baseUrl: server.baseUrl })))
      .reason,
  ).toBe("host");
  // Not an image → refused.
  server.route(
    "/i.ytimg.com/vi/html/hqdefault.jpg",
    (_q, res) => void res.writeHead(200, { "content-type": "image/jpeg" }).end("<html><script>1</script></html>"),
  );
  expect(
    (await refusal(fetchThumbnail("youtube", "https://i.ytimg.com/vi/html/hqdefault.jpg", { baseUrl: server.baseUrl })))
      .reason,
  ).toBe("status");
  expect(fallbackThumbnailUrl(r.media)).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
});

test("resolveTarget maps provider URLs onto the base and back", () => {
  const t = resolveTarget("https://i.ytimg.com/vi/a/hqdefault.jpg?x=1", {
    allowedHosts: ["i.ytimg.com"],
    baseUrl: "http://127.0.0.1:9/proxy/",
  });
  expect(t.request.href).toBe("http://127.0.0.1:9/proxy/i.ytimg.com/vi/a/hqdefault.jpg?x=1");
  expect(t.logical.href).toBe("https://i.ytimg.com/vi/a/hqdefault.jpg?x=1");
  const back = resolveTarget("http://127.0.0.1:9/proxy/i.ytimg.com/vi/b.jpg", {
    allowedHosts: ["i.ytimg.com"],
    baseUrl: "http://127.0.0.1:9/proxy",
  });
  expect([back.host, back.logical.href, back.trusted]).toEqual(["i.ytimg.com", "https://i.ytimg.com/vi/b.jpg", true]);
});
