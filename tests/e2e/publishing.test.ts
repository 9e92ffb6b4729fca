/**
 * Issue 28, point 7, end to end: the owner, on a phone (390 px), adds the three kinds of publishing
 * target through the studio's form — an S3-compatible bucket (s3rver), a web host over SFTP (ssh2's
 * server) and a git repository behind a token (git's http-backend) — tests each (a wrong key,
 * password or token first: the provider's refusal is shown and nothing is saved), saves it and
 * presses "Publish now": the page shows the progress, then "Published …", and the destination holds
 * the demo site's export. The SFTP server's key is pinned by the first publish and a different key is
 * refused. After an event's title is edited in the studio, a second publish to each target sends
 * only the few files that show it. One server and one browser for all of it: each publish is an
 * export build, so nothing else is repeated.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { S3_KEY_ID, S3_SECRET, startS3, type RunningS3 } from "../fixtures/s3-server.ts";
import { startSftp, type SftpFixture } from "../fixtures/sftp-server.ts";
import { startGitHost, type GitHost } from "../fixtures/git-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp, type WatchedPage } from "./harness.ts";

const TOKEN = "pages-token-42";
const EVENT = "Record store session";
const RENAMED = "Record store session and signing";

let app: App;
let browser: Browser;
let s3: RunningS3;
let sftp: SftpFixture;
let git: GitHost;
let watched: WatchedPage;
let page: Page;

beforeAll(async () => {
  [app, browser, s3, sftp, git] = await Promise.all([
    startApp({ DEMO_CONTENT: "true" }),
    launchBrowser(),
    startS3({ bucket: "band-site" }),
    startSftp(),
    startGitHost({ user: "band", token: TOKEN }),
  ]);
  git.create("pages");
  watched = await openPage(browser, { viewport: { width: 390, height: 844 } });
  page = watched.page;
  await signedIn(page, app);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.stop(), s3?.stop(), sftp?.stop(), git?.stop()]);
});

const listUrl = () => `${app.url}/admin/settings/publishing`;
/** A target's card on the publishing page (the list item is named by its heading). */
const card = (name: string): Locator => page.getByRole("listitem", { name: new RegExp(`^${name}`) });
const stateOf = (c: Locator) => c.getByRole("status").innerText();

/** How many targets the server has saved now, read without leaving the form. */
const savedTargets = async () =>
  ((await (await page.request.get(listUrl())).text()).match(/<h2 id="target-/g) ?? []).length;

/** Presses "Test connection" on the form and waits for its answer, which must match `expected`. */
async function testConnection(expected: RegExp): Promise<string> {
  await page.getByRole("button", { name: "Test connection" }).click();
  const result = page.getByRole("status").filter({ hasText: /It works\.|It doesn't work yet/ });
  await expect.poll(() => result.innerText(), { timeout: 45_000 }).toMatch(expected);
  return result.innerText();
}

/** Opens the new target form with the fields every target has filled in and the kind chosen. */
async function newTarget(name: string, kind: RegExp) {
  await page.goto(listUrl());
  await hydrated(page);
  await page.getByRole("link", { name: "Add a target" }).click();
  await page.getByRole("heading", { name: "New publishing target" }).waitFor();
  await hydrated(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("radio", { name: kind }).check();
  await page.getByLabel("Site address").fill("https://band.example");
}

/** Saves the form; the page goes back to the list, which shows the target not yet published. */
async function save(name: string) {
  await page.getByRole("button", { name: "Save target" }).click();
  await page.waitForURL(listUrl());
  await expect.poll(() => stateOf(card(name))).toContain("Not published yet.");
}

interface Published {
  line: string;
  uploaded: number;
  removed: number;
}

/** Presses "Publish now" on the target's card, sees the progress, and waits for the "Published …" line. */
async function publish(name: string): Promise<Published> {
  await page.goto(listUrl());
  await hydrated(page);
  const c = card(name);
  await c.getByRole("button", { name: "Publish now" }).click();
  await expect
    .poll(() => stateOf(c))
    .toMatch(/Building the site…|Sending \d+ of \d+ files|Switching to the new version…/);
  await expect.poll(() => c.getByRole("progressbar", { name: "Progress" }).count()).toBe(1);
  await expect.poll(() => stateOf(c), { timeout: 180_000 }).toMatch(/^Published |^The last publish failed/);
  const line = await stateOf(c);
  const m = /^Published .+: (\d+) files? sent \([^)]+\), (\d+) removed\./.exec(line);
  if (!m) throw new Error(`The publish did not succeed: ${line}`);
  expect(await c.getByRole("progressbar").count()).toBe(0);
  return { line, uploaded: Number(m[1]), removed: Number(m[2]) };
}

// What the demo site is: its name and an event's page, read from the live site.
let actName = "";
let eventPath = "";

/** The exported site in a folder (SFTP, git checkout) holds the demo's home page, the event's page and assets. */
function expectSite(dir: string, title = EVENT) {
  expect(readFileSync(join(dir, "index.html"), "utf8")).toContain(actName);
  expect(readFileSync(join(dir, eventPath, "index.html"), "utf8")).toContain(escapeHtml(title));
}
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const bucket = () =>
  new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY_ID, secretAccessKey: S3_SECRET },
  });
async function bucketText(key: string): Promise<string> {
  const c = bucket();
  try {
    const r = await c.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `www/${key}` }));
    return await r.Body!.transformToString();
  } finally {
    c.destroy();
  }
}

test("the demo site's name and an event's address, from the live site", async () => {
  const home = await (await page.request.get(`${app.url}/`)).text();
  actName = /<meta property="og:site_name" content="([^"]+)"/.exec(home)?.[1] ?? "";
  expect(actName).not.toBe("");
  await page.goto(`${app.url}/events`);
  const href = await page.getByRole("link", { name: EVENT }).first().getAttribute("href");
  expect(href).toMatch(/^\/events\/[\w-]+/);
  eventPath = href!.replace(/^\//, "").replace(/\/$/, "");
  expect(await savedTargets()).toBe(0);
});

test("a bucket: a wrong access key is refused by the store and not saved; the right one tests, saves and publishes", async () => {
  await newTarget("Band bucket", /S3-compatible bucket/);
  await page.getByLabel("Bucket", { exact: true }).fill(s3.bucket);
  await page.getByLabel("Folder in the bucket").fill("www");
  await page.getByLabel("Endpoint").fill(s3.endpoint);
  await page.getByLabel("Region").fill("us-east-1");
  await page.getByLabel("Access key ID").fill("NOT-A-KEY");
  await page.getByLabel("Secret access key").fill(S3_SECRET);
  await page.getByLabel(/Bucket name in the path/).check();
  // s3rver answers as S3 does for a key it does not know.
  await testConnection(/It doesn't work yet: .*(Access Key|AccessKey)/i);
  expect(await savedTargets()).toBe(0);

  await page.getByLabel("Access key ID").fill(S3_KEY_ID);
  // The secret field is never filled back in: typed again, as an owner would after a refusal.
  await page.getByLabel("Secret access key").fill(S3_SECRET);
  await testConnection(/It works\. .*band-site/);
  await save("Band bucket");

  const first = await publish("Band bucket");
  expect(first.uploaded).toBeGreaterThan(100);
  expect(first.removed).toBe(0);
  expect(await bucketText("index.html")).toContain(actName);
  expect(await bucketText(`${eventPath}/index.html`)).toContain(escapeHtml(EVENT));
  const c = bucket();
  try {
    const assets = await c.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "www/assets/" }));
    expect(assets.KeyCount).toBeGreaterThan(0);
  } finally {
    c.destroy();
  }
});

const sftpPassword = () => page.getByLabel("Password", { exact: true }).and(page.locator("input[type=password]"));

test("a web host over SFTP: a wrong password is refused, the first publish pins the server's key, and another key is refused", async () => {
  await newTarget("Web host", /Web host \(SFTP\)/);
  await page.getByLabel("Host", { exact: true }).fill(sftp.host);
  await page.getByLabel("Port").fill(String(sftp.port));
  await page.getByLabel("User name", { exact: true }).fill(sftp.user);
  await page.getByLabel("Folder on the host").fill("public_html");
  await page.getByRole("radio", { name: "Password", exact: true }).check();
  await sftpPassword().fill("wrong-password");
  await testConnection(/It doesn't work yet: .*authentication/i);
  expect(await savedTargets()).toBe(1);

  await sftpPassword().fill(sftp.password);
  await testConnection(/It works\. Connected to 127\.0\.0\.1 as band, wrote and removed a test file in public_html\./);
  expect(await page.getByLabel("Server key").inputValue()).toBe("");
  await save("Web host");

  const first = await publish("Web host");
  expect(first.uploaded).toBeGreaterThan(100);
  expectSite(join(sftp.root, "public_html"));

  // The key the first connection saw is now the target's; the saved target tests with it.
  await card("Web host").getByRole("link", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Publishing target: Web host" }).waitFor();
  await hydrated(page);
  const pinned = await page.getByLabel("Server key").inputValue();
  expect(pinned).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
  // A server showing another key (reinstalled, or someone in between) is refused, with what to do.
  await page.getByLabel("Server key").fill(`SHA256:${"A".repeat(43)}`);
  await testConnection(/It doesn't work yet: The server's key is SHA256:.+, not the SHA256:A{43} this target trusts/);
  await page.goto(listUrl());
  await hydrated(page);
  await card("Web host").getByRole("button", { name: "Test connection" }).click();
  await expect.poll(() => stateOf(card("Web host"))).toMatch(/It works\. Connected to 127\.0\.0\.1/);
  await card("Web host").getByRole("link", { name: "Settings" }).click();
  await hydrated(page);
  expect(await page.getByLabel("Server key").inputValue()).toBe(pinned);
});

test("a git repository: a wrong token is refused by the host and not saved; the right one pushes the site as a commit", async () => {
  await newTarget("Codeberg Pages", /Git repository/);
  await page.getByRole("textbox", { name: "Repository" }).fill(git.url("pages"));
  await page.getByRole("textbox", { name: "Branch" }).fill("pages");
  await page.getByLabel("User name (optional)").fill("band");
  await page.getByLabel("Access token").fill("not-the-token");
  await testConnection(
    /It doesn't work yet: Reading the repository: the host refused the user name and token \(HTTP 401\)/,
  );
  expect(await savedTargets()).toBe(2);

  await page.getByLabel("Access token").fill(TOKEN);
  await testConnection(/It works\. .*pages/);
  await save("Codeberg Pages");

  const first = await publish("Codeberg Pages");
  expect(first.uploaded).toBeGreaterThan(100);
  const out = git.checkout("pages", "pages");
  expect(out).not.toBeNull();
  expectSite(out!);
  expect(readFileSync(join(out!, ".nojekyll"), "utf8")).toBe("");
  expect(git.log("pages", "pages")).toHaveLength(1);
});

test("after an event's title is edited in the studio, each target is sent only the few files that show it", async () => {
  await page.goto(`${app.url}/admin/events?q=Record`);
  await hydrated(page);
  const edit = await page.getByRole("link", { name: EVENT, exact: true }).getAttribute("href");
  await page.goto(`${app.url}${edit}`);
  await hydrated(page);
  await page.getByLabel("Title").fill(RENAMED);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(async () => (await (await page.request.get(`${app.url}/${eventPath}`)).text()).includes(RENAMED))
    .toBe(true);

  const counts: number[] = [];
  for (const name of ["Band bucket", "Web host", "Codeberg Pages"]) {
    const again = await publish(name);
    expect(again.removed, name).toBe(0);
    // The event's page and data, its calendar, the lists and the feed that name it: not the site.
    expect(again.uploaded, name).toBeGreaterThan(0);
    expect(again.uploaded, name).toBeLessThan(20);
    counts.push(again.uploaded);
  }
  expect(new Set(counts).size, "each target is sent the same change").toBe(1);

  expect(await bucketText(`${eventPath}/index.html`)).toContain(escapeHtml(RENAMED));
  expectSite(join(sftp.root, "public_html"), RENAMED);
  expectSite(git.checkout("pages", "pages")!, RENAMED);
  expect(git.log("pages", "pages")).toHaveLength(2);
  expect(watched.errors).toEqual([]);
});
