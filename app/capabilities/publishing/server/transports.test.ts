/**
 * Publishing a site folder to the three kinds of target, each a real server on localhost (issue
 * 28): s3rver (S3's API), ssh2's SFTP server, and git's own http-backend. A second publish sends
 * only what changed and removes what disappeared; a target that fails half-way keeps the site it
 * had; a server that stops answering ends the publish with a time-out; nothing reaches outside
 * the target's folder; a git server cannot make us keep more than the size limit.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { S3_KEY_ID, S3_SECRET, startS3, type RunningS3 } from "~tests/fixtures/s3-server.ts";
import { startSftp } from "~tests/fixtures/sftp-server.ts";
import { startGitHost, type GitHost } from "~tests/fixtures/git-server.ts";
import type { HashMap } from "../lib/plan.ts";
import { SendFailed, sendSite } from "./send.server.ts";
import { s3Transport } from "./transports/s3.server.ts";
import { sftpTransport } from "./transports/sftp.server.ts";
import { gitTransport } from "./transports/git.server.ts";
import type { Limits } from "./transports/types.server.ts";

const LIMITS: Limits = { timeoutMs: 15_000, maxFetchBytes: 64 * 1024 * 1024 };
const scratch = mkdtempSync(join(tmpdir(), "marquee-publish-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A site folder with these files. */
function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(scratch, "site-"));
  for (const [p, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), body);
  }
  return dir;
}

const V1 = {
  "index.html": "<h1>Home v1</h1>",
  "events/index.html": "<h1>Events v1</h1>",
  "events/old-show/index.html": "<h1>Old show</h1>",
  "assets/app-1.js": "console.log(1)",
  __manifest: "{}",
};
const V2 = {
  ...Object.fromEntries(Object.entries(V1).filter(([p]) => p !== "events/old-show/index.html")),
  "events/index.html": "<h1>Events v2</h1>",
  "events/new-show/index.html": "<h1>New show</h1>",
};

const run = (previous: HashMap, dir: string, t: Parameters<typeof sendSite>[0], liveOnPut = false) =>
  sendSite(t, { dir, previous, runId: randomBytes(4).toString("hex"), message: "Publish from Marquee", liveOnPut });

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3({ bucket: "band-site" });
});
afterAll(() => s3?.stop());

const s3Settings = (endpoint: string) => ({
  endpoint,
  region: "us-east-1",
  bucket: "band-site",
  prefix: "www",
  accessKeyId: S3_KEY_ID,
  forcePathStyle: true,
});

async function bucketFiles(): Promise<Record<string, { body: string; type?: string; cache?: string }>> {
  const c = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY_ID, secretAccessKey: S3_SECRET },
  });
  const out: Record<string, { body: string; type?: string; cache?: string }> = {};
  const list = await c.send(new ListObjectsV2Command({ Bucket: "band-site", Prefix: "www/" }));
  for (const o of list.Contents ?? []) {
    const r = await c.send(new GetObjectCommand({ Bucket: "band-site", Key: o.Key! }));
    out[o.Key!.slice(4)] = { body: await r.Body!.transformToString(), type: r.ContentType, cache: r.CacheControl };
  }
  c.destroy();
  return out;
}

test("a bucket gets new and changed files with their types, then loses the ones that disappeared", async () => {
  const t = s3Transport(s3Settings(s3.endpoint), S3_SECRET, LIMITS);
  try {
    expect(await t.test()).toMatch(/bucket band-site under www\//);
    const first = await run({}, site(V1), t, true);
    expect(first).toMatchObject({ uploaded: 5, removed: 0, unchanged: 0 });
    const second = await run(first.map, site(V2), t, true);
    expect(second).toMatchObject({ uploaded: 2, removed: 1, unchanged: 3 });
    const files = await bucketFiles();
    expect(Object.keys(files).sort()).toEqual(Object.keys(V2).sort());
    expect(files["events/index.html"]).toMatchObject({ body: "<h1>Events v2</h1>", type: "text/html; charset=utf-8" });
    expect(files["assets/app-1.js"]!.cache).toBe("public, max-age=31536000, immutable");
    expect(files["__manifest"]!.type).toBe("application/json");
  } finally {
    await t.close();
  }
});

test('a bucket\'s test with an unknown access key says what the store said, not "UnknownError"', async () => {
  const t = s3Transport({ ...s3Settings(s3.endpoint), accessKeyId: "NOT-A-KEY" }, S3_SECRET, LIMITS);
  try {
    await expect(t.test()).rejects.toThrow(/Access Key Id you provided does not exist/);
  } finally {
    await t.close();
  }
});

test("a bucket that fails half-way keeps every file of the site it had, and the next publish sends only what is missing", async () => {
  // Between us and s3rver: a proxy that refuses every PUT after the second of this publish.
  let puts = 0;
  const proxy: Server = createServer((req, res) => {
    if (req.method === "PUT" && ++puts > 2) {
      req.resume();
      return void res
        .writeHead(500, { "Content-Type": "application/xml" })
        .end("<Error><Code>InternalError</Code></Error>");
    }
    const up = httpRequest(s3.endpoint + req.url, { method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode!, r.headers);
      r.pipe(res);
    });
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  const good = s3Transport(s3Settings(s3.endpoint), S3_SECRET, LIMITS);
  const flaky = s3Transport(s3Settings(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`), S3_SECRET, LIMITS);
  try {
    const first = await run({}, site(V1), good, true);
    const v3 = { ...V2, "assets/app-2.js": "console.log(2)", "index.html": "<h1>Home v3</h1>" };
    const failed = await run(first.map, site(v3), flaky, true).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(SendFailed);
    const files = await bucketFiles();
    // Nothing of the old site was removed; what arrived is complete; the home page (sent last) is the old one.
    for (const p of Object.keys(V1)) expect(files[p], p).toBeDefined();
    expect(files["index.html"]!.body).toBe("<h1>Home v1</h1>");
    const map = (failed as SendFailed).map;
    const again = await run(map, site(v3), good, true);
    expect(again.uploaded).toBe(4 - 2); // the two that were refused
    expect(again.removed).toBe(1);
    expect((await bucketFiles())["index.html"]!.body).toBe("<h1>Home v3</h1>");
  } finally {
    await Promise.all([good.close(), flaky.close()]);
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
  }
});

test("SFTP switches the site only once every file has arrived, and pins the server's key", async () => {
  const server = await startSftp();
  let pinned = "";
  const settings = { host: server.host, port: server.port, username: server.user, path: "/var/www/band", hostKey: "" };
  const t = sftpTransport(settings, { password: server.password }, LIMITS, (fp) => (pinned = fp));
  try {
    expect(await t.test()).toMatch(/wrote and removed a test file in \/var\/www\/band/);
    expect(pinned).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    const first = await run({}, site(V1), t);
    const second = await run(first.map, site(V2), t);
    expect(second).toMatchObject({ uploaded: 2, removed: 1 });
    const live = join(server.root, "var/www/band");
    expect(readFileSync(join(live, "events/index.html"), "utf8")).toBe("<h1>Events v2</h1>");
    expect(existsSync(join(live, "events/old-show/index.html"))).toBe(false);
    expect(existsSync(join(live, "events/new-show/index.html"))).toBe(true);
    // No staging folder left, and every path we named was inside the target folder.
    expect(server.touched.filter((p) => !p.startsWith("/var/www/band") && p !== "/var" && p !== "/var/www")).toEqual(
      [],
    );
    expect(readdirSync(live).filter((n) => n.startsWith(".marquee"))).toEqual([]);

    // A server whose key changed is refused, with what to do.
    const other = sftpTransport(
      { ...settings, hostKey: "SHA256:" + "A".repeat(43) },
      { password: server.password },
      LIMITS,
    );
    await expect(other.test()).rejects.toThrow(/not the SHA256:A+ this target trusts/);
    await other.close();
  } finally {
    await t.close();
    await server.stop();
  }
});

test("an SFTP server that stops answering half-way ends the publish with a time-out; the live site is untouched", async () => {
  const server = await startSftp();
  const settings = { host: server.host, port: server.port, username: server.user, path: "site", hostKey: "" };
  const fast = { ...LIMITS, timeoutMs: 1500 };
  try {
    const setup = sftpTransport({ ...settings }, { password: server.password }, LIMITS);
    const first = await run({}, site(V1), setup);
    await setup.close();
    server.hang("RENAME");
    const t = sftpTransport(settings, { password: server.password }, fast);
    // The first publish had nothing to replace (a fresh folder); this one must rename over live files.
    const failed = await run(first.map, site(V2), t).catch((e: unknown) => e);
    await t.close();
    expect(failed).toBeInstanceOf(SendFailed);
    expect((failed as Error).message).toMatch(/took longer than 2 s|took longer than 1 s/);
    expect((failed as SendFailed).map).toEqual(first.map);
    expect(readFileSync(join(server.root, "site/events/index.html"), "utf8")).toBe("<h1>Events v1</h1>");
    expect(existsSync(join(server.root, "site/events/old-show/index.html"))).toBe(true);
  } finally {
    await server.stop();
  }
});

let git: GitHost;
beforeAll(async () => {
  git = await startGitHost({ user: "band", token: "s3cret-token" });
});
afterAll(() => git?.stop());

test("git: each publish is one commit on the branch, pushed with the token; the checkout is the site", async () => {
  git.create("pages");
  const repo = join(scratch, "local-pages.git");
  const t = gitTransport({ url: git.url("pages"), branch: "gh-pages", username: "band" }, "s3cret-token", LIMITS, repo);
  expect(await t.test()).toMatch(/branch gh-pages will be created/);
  const first = await run({}, site(V1), t);
  const second = await run(first.map, site(V2), t);
  expect(second).toMatchObject({ uploaded: 2, removed: 1 });
  const out = git.checkout("pages", "gh-pages")!;
  expect(readFileSync(join(out, "events/index.html"), "utf8")).toBe("<h1>Events v2</h1>");
  expect(existsSync(join(out, "events/old-show/index.html"))).toBe(false);
  expect(git.log("pages", "gh-pages")).toEqual(["Publish from Marquee", "Publish from Marquee"]);
  // The same site again: no new commit.
  await run(second.map, site(V2), t);
  expect(git.log("pages", "gh-pages")).toHaveLength(2);

  // A wrong token is refused before anything is sent.
  const wrong = gitTransport(
    { url: git.url("pages"), branch: "gh-pages", username: "band" },
    "nope",
    LIMITS,
    join(scratch, "w.git"),
  );
  await expect(wrong.test()).rejects.toThrow(/Reading the repository: the host refused the user name and token/);
});

test("git: a branch with commits of its own is built upon, never overwritten; a refused push leaves it as it was", async () => {
  git.create("existing");
  // Someone else's commit on the branch, and no local copy of ours (a new installation).
  const seed = site({ "README.md": "hello" });
  const other = gitTransport(
    { url: git.url("existing"), branch: "pages", username: "band" },
    "s3cret-token",
    LIMITS,
    join(scratch, "seed.git"),
  );
  await run({}, seed, other);
  const t = gitTransport(
    { url: git.url("existing"), branch: "pages", username: "band" },
    "s3cret-token",
    LIMITS,
    join(scratch, "fresh.git"),
  );
  await run({}, site(V1), t);
  expect(git.log("existing", "pages")).toHaveLength(2);

  // The host refuses the next push (a hook): the branch keeps the last published site.
  const hook = join(git.root, "existing.git/hooks/pre-receive");
  writeFileSync(hook, "#!/bin/sh\necho 'refused by the host' >&2\nexit 1\n", { mode: 0o755 });
  const failed = await run({}, site(V2), t).catch((e: unknown) => e);
  expect((failed as Error).message).toMatch(/Pushing: .*/);
  const out = git.checkout("existing", "pages")!;
  expect(readFileSync(join(out, "events/index.html"), "utf8")).toBe("<h1>Events v1</h1>");
  rmSync(hook);
});

test("git: a server that sends more than the size limit is stopped, and one that never answers times out", async () => {
  git.create("big");
  const big = site({ "video.bin": randomBytes(3 * 1024 * 1024) });
  await run(
    {},
    big,
    gitTransport(
      { url: git.url("big"), branch: "pages", username: "band" },
      "s3cret-token",
      LIMITS,
      join(scratch, "big-seed.git"),
    ),
  );
  const small = { ...LIMITS, maxFetchBytes: 1024 * 1024 };
  const t = gitTransport(
    { url: git.url("big"), branch: "pages", username: "band" },
    "s3cret-token",
    small,
    join(scratch, "big.git"),
  );
  await expect(run({}, site(V1), t)).rejects.toThrow(/sent more than 1 MB/);

  // A host that accepts the connection and then says nothing.
  const silent: Server = createServer(() => {});
  await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/band.git`;
  const hung = gitTransport(
    { url, branch: "pages", username: "band" },
    "t",
    { ...LIMITS, timeoutMs: 1500 },
    join(scratch, "hung.git"),
  );
  await expect(hung.test()).rejects.toThrow(/took longer than 2 s|took longer than 1 s/);
  silent.closeAllConnections();
  await new Promise((r) => silent.close(r));
});

test("git: a URL with credentials or another protocol is refused before anything runs", () => {
  const make = (url: string, branch = "pages") =>
    gitTransport({ url, branch, username: "" }, "t", LIMITS, join(scratch, "x.git"));
  expect(() => make("https://user:pw@github.com/a/b.git")).toThrow(/own field/);
  expect(() => make("ext::sh -c touch% /tmp/pwned")).toThrow(/https:\/\//);
  expect(() => make("file:///etc")).toThrow(/https:\/\//);
  expect(() => make("https://github.com/a/b.git", "--upload-pack=x")).toThrow(/branch/);
});
