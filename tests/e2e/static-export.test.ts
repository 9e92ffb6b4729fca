/**
 * The static export (issue 17): `npm run export` of the demo site under a
 * base path, served by a plain static file server (Node's own, here), read in
 * Chromium: pages and client-side navigation from the exported `.data` files,
 * the contact form sending through EmailJS from the browser — its request
 * compared field by field with the one the official @emailjs/browser SDK
 * sends to the same stand-in — and, with the template ID missing, a message
 * and no request at all. Nothing is requested from another host. The site
 * exported is the demo plus a weekly series of 30 dates in 2024, so the past
 * dates' list has a second page and the month grids run back to 2024: both
 * are exported as paths (/events/past/page/2, /events/month/YYYY-MM) and
 * navigate on the client.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startEmailjsServer, type EmailjsFixture } from "../fixtures/emailjs-server.ts";
import { serveStaticExport } from "../fixtures/static-host.ts";
import { type App, hydrated, launchBrowser, openPage, OWNER, signedIn, startApp } from "./harness.ts";
import { signInHttp } from "../quality/http.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const BASE = "/band/";
const SITE = "https://band.example";
const SDK = join(ROOT, "node_modules/@emailjs/browser/dist/email.min.js");

/** The export's folder on a plain static host, plus a page that loads the official SDK (outside the base path). */
const serveStatic = (dir: string) =>
  serveStaticExport(dir, {
    base: BASE,
    extra: {
      "/sdk.html": {
        type: "text/html; charset=utf-8",
        body: `<!doctype html><title>SDK</title><script src="/sdk.js"></script>`,
      },
      "/sdk.js": { type: "text/javascript", body: readFileSync(SDK) },
    },
  });

/** Exports the live site's data (the export reads a copy of it, so the site may keep running). */
async function runExport(out: string, dataDir: string, env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, "scripts/export.ts"),
      "--out",
      out,
      "--base-path",
      BASE,
      "--site-url",
      SITE,
      "--min-fill-seconds",
      "0",
      "--build-dir",
      inject("buildDir"),
    ],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr.on("data", (d: Buffer) => (log += d.toString()));
  const code = await new Promise<number | null>((r) => child.once("exit", r));
  if (code !== 0) throw new Error(`export failed (${code}):\n${log}`);
  return log;
}

/** A weekly series of 30 dates in 2024, published through the studio's form: more than one page (20) of /events/past. */
async function addLongSeries(app: App) {
  const { cookie } = await signInHttp(app.url, OWNER);
  const csrf = /name="csrf" value="([^"]+)"/.exec(
    await (await fetch(`${app.url}/admin/events/new`, { headers: { Cookie: cookie } })).text(),
  )?.[1];
  if (!csrf) throw new Error("no CSRF field on /admin/events/new");
  const fields = {
    csrf,
    title: "Rehearsal Room Residency",
    start_date: "2024-01-04",
    start_time: "19:00",
    time_zone: "Europe/Berlin",
    venue_name: "Lantern Hall",
    venue_address: "Oranienstraße 25, Berlin",
    repeat: "weekly",
    interval: "1",
    ends: "count",
    count: "30",
    intent: "publish",
  };
  const res = await fetch(`${app.url}/admin/events/new`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(fields),
  });
  if (res.status !== 302)
    throw new Error(`the series was not saved: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

let emailjs: EmailjsFixture;
let browser: Browser;
let source: App;
let full: { dir: string; log: string; url: string; server: Server };
let noTemplate: { dir: string; log: string; url: string; server: Server };

beforeAll(async () => {
  // The browser never learns the owner's address: the template's "To Email" holds it (docs/deploy.md).
  emailjs = await startEmailjsServer({
    requirePrivateKey: false,
    templates: { template_notify: { to: "owner@band.example" } },
  });
  const settings = {
    EMAILJS_API_URL: emailjs.url,
    EMAILJS_PUBLIC_KEY: emailjs.account.publicKey,
    EMAILJS_SERVICE_ID: "service_test",
    EMAILJS_PRIVATE_KEY: "sk_must_not_leak",
  };
  const dirs = [mkdtempSync(join(tmpdir(), "marquee-export-")), mkdtempSync(join(tmpdir(), "marquee-export-"))];
  source = await startApp({ DEMO_CONTENT: "true" });
  await addLongSeries(source);
  const [log1, log2] = await Promise.all([
    // Mail through EmailJS: the site can send, so its sign-up forms are part of the pages (issue 25 §1).
    runExport(join(dirs[0]!, "site"), source.dataDir, {
      ...settings,
      EMAILJS_TEMPLATE_ID: "template_notify",
      MAIL_TRANSPORT: "emailjs",
    }),
    runExport(join(dirs[1]!, "site"), source.dataDir, settings),
  ]);
  const [s1, s2] = await Promise.all([serveStatic(join(dirs[0]!, "site")), serveStatic(join(dirs[1]!, "site"))]);
  full = { dir: join(dirs[0]!, "site"), log: log1, ...s1 };
  noTemplate = { dir: join(dirs[1]!, "site"), log: log2, ...s2 };
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await Promise.all([browser?.close(), source?.stop()]);
  for (const s of [full, noTemplate]) {
    s?.server.close();
    if (s) rmSync(resolve(s.dir, ".."), { recursive: true, force: true });
  }
  await emailjs?.close();
});

test("the export writes pages, their data, feeds, uploads and assets, says what it left out, and never holds the private key", () => {
  for (const f of [
    "index.html",
    "_.data",
    "events/index.html",
    "events.data",
    "contact/index.html",
    "media/index.html",
    "gallery/index.html",
    "sitemap.xml",
    "robots.txt",
    "calendar.ics",
    "404.html",
    "__manifest",
    "_marquee/contact-emailjs.js",
  ]) {
    expect(existsSync(join(full.dir, f)), f).toBe(true);
  }
  expect(full.log).toMatch(/Exported \d+ pages/);
  expect(full.log).toMatch(/Left out[\s\S]*RSVP/);
  expect(noTemplate.log).toMatch(/The contact form will not send: EMAILJS_TEMPLATE_ID is missing/);
  const home = readFileSync(join(full.dir, "index.html"), "utf8");
  expect(home).toContain(`href="${BASE}events"`);
  expect(home).not.toContain("sk_must_not_leak");
  expect(readFileSync(join(full.dir, "sitemap.xml"), "utf8")).toContain(`${SITE}${BASE}events`);
});

test("month grids and later list pages are exported as paths, and navigate on the client", async () => {
  // Every month from the series' first (January 2024) on, and page 2 of the past dates, each with its loader data.
  const months = readdirSync(join(full.dir, "events/month"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  expect(months).toContain("2024-01");
  expect(months).toContain("2024-07");
  for (const m of months) expect(existsSync(join(full.dir, `events/month/${m}.data`)), m).toBe(true);
  for (const f of [
    "events/month/index.html",
    "events/month.data",
    "events/past/page/2/index.html",
    "events/past/page/2.data",
  ])
    expect(existsSync(join(full.dir, f)), f).toBe(true);
  // No list or month view is left out any more; no page links a query view.
  expect(full.log).not.toMatch(/\/events(\/past)?\?(view|page)=/);
  expect(readFileSync(join(full.dir, "events/index.html"), "utf8")).not.toMatch(/href="[^"]*\?(view|page|month)=/);

  const w = await openPage(browser);
  await w.page.goto(`${full.url}${BASE}events/past`);
  await hydrated(w.page);
  await w.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await w.page.locator('main a[rel="next"]').click();
  await w.page.waitForURL(`${full.url}${BASE}events/past/page/2`);
  await expect.poll(() => w.requests.some((u) => u.endsWith(`${BASE}events/past/page/2.data`))).toBe(true);
  await expect.poll(() => w.page.locator("main .pagination [aria-current]").textContent()).toMatch(/2/);
  await w.page.locator(`main a[href="${BASE}events"]`).first().click();
  await w.page.waitForURL(`${full.url}${BASE}events`);
  await w.page.locator(`main a[href="${BASE}events/month"]`).click();
  await w.page.waitForURL(`${full.url}${BASE}events/month`);
  const first = await w.page.locator("#month-heading").textContent();
  await w.page.locator(".month__nav a").first().click();
  await w.page.waitForURL(new RegExp(`${BASE}events/month/\\d{4}-\\d{2}$`));
  await expect.poll(() => w.page.locator("#month-heading").textContent()).not.toBe(first);
  // The month's dates are there, links under the base path.
  expect(await w.page.locator(`main td a[href^="${BASE}events/"]`).count()).toBeGreaterThan(0);
  // Still the same document: every step happened on the client, from the exported files.
  expect(await w.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(w.errors).toEqual([]);
  expect(w.requests.filter((u) => !u.startsWith(full.url + BASE))).toEqual([]);
  await w.context.close();
});

test("pages read without JavaScript under the base path", async () => {
  const w = await openPage(browser, { javaScriptEnabled: false });
  const res = await w.page.goto(`${full.url}${BASE}events`);
  expect(res?.status()).toBe(200);
  expect(await w.page.locator("main h1").first().textContent()).toBe("Events");
  // The demo's dates are there, each a link under the base path.
  expect(await w.page.locator(`main li.event a[href^="${BASE}events/"]`).count()).toBeGreaterThan(0);
  await w.context.close();
});

test("after hydration, links navigate on the client from the exported .data files, and nothing comes from another host", async () => {
  const w = await openPage(browser);
  await w.page.goto(`${full.url}${BASE}`);
  await hydrated(w.page);
  await w.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await w.page.locator(`header a[href="${BASE}events"]`).first().click();
  await w.page.waitForURL(`${full.url}${BASE}events`);
  await expect.poll(() => w.requests.some((u) => u.endsWith(`${BASE}events.data`))).toBe(true);
  // Still the same document: the navigation happened on the client.
  expect(await w.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await w.page.locator("main li.event a[href^='/band/events/']").first().click();
  await w.page.waitForURL(/\/band\/events\/[^/]+/);
  expect(await w.page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  // Forms that need a server (the footer's sign-up, RSVP) are there but hidden.
  const serverForms = w.page.locator('form[method="post"]:not(.contact-form)');
  expect(await serverForms.count()).toBeGreaterThan(0);
  for (const f of await serverForms.all()) expect(await f.isVisible()).toBe(false);
  expect(w.errors).toEqual([]);
  // Everything — assets, uploads' srcset candidates, the icon React puts back in the head — under the base path.
  expect(w.requests.filter((u) => !u.startsWith(full.url + BASE))).toEqual([]);
  await w.context.close();
});

test("an unknown path gets the exported 404 page, which reads without the router and links home", async () => {
  const w = await openPage(browser);
  const res = await w.page.goto(`${full.url}${BASE}no-such-page`);
  expect(res?.status()).toBe(404);
  await w.page.waitForLoadState("load");
  expect(w.errors).toEqual([]);
  await w.page.locator(`header a[href="${BASE}events"]`).first().click();
  await w.page.waitForURL(`${full.url}${BASE}events`);
  await hydrated(w.page);
  expect(w.errors).toEqual([]);
  await w.context.close();
});

async function fillContact(page: Page) {
  // The contact form's own fields (the footer's sign-up has an E-mail field too, hidden in the export).
  const form = page.locator("form.contact-form");
  await form.getByLabel("Your name", { exact: true }).fill("Ada Booker");
  await form.getByLabel("E-mail", { exact: true }).fill("ada@example.org");
  await form.getByLabel("What is it about?", { exact: true }).selectOption("general");
  await form.getByLabel("Message", { exact: true }).fill("Could you play our summer fair?");
  const consent = form.getByRole("checkbox");
  if (await consent.count()) await consent.first().check();
}

test("the contact form sends through EmailJS the very request the official SDK sends", async () => {
  const w = await openPage(browser);
  await w.page.goto(`${full.url}${BASE}contact`);
  await hydrated(w.page);
  const before = emailjs.requests.length;
  await fillContact(w.page);
  await w.page.locator("form.contact-form").getByRole("button", { name: /send/i }).click();
  await expect.poll(() => w.page.locator("[data-emailjs-status]").textContent()).toMatch(/Thank you/);
  expect(emailjs.requests.length).toBe(before + 1);
  const ours = emailjs.requests.at(-1)!;
  expect(ours.status).toBe(200);
  expect(ours.to).toBe("owner@band.example");
  expect(w.requests.filter((u) => !u.startsWith(full.url) && !u.startsWith(emailjs.url))).toEqual([]);

  // The SDK, loaded in a page of the same host, sends the same template variables.
  const params = ours.body.template_params as Record<string, string>;
  const sdkPage = await openPage(browser);
  await sdkPage.page.goto(`${full.url}/sdk.html`);
  const answer = await sdkPage.page.evaluate(
    async ({ url, key, params }) => {
      const sdk = (
        window as unknown as {
          emailjs: {
            init(o: object, origin: string): void;
            send(s: string, t: string, p: object): Promise<{ status: number }>;
          };
        }
      ).emailjs;
      sdk.init({ publicKey: key }, url);
      return (await sdk.send("service_test", "template_notify", params)).status;
    },
    { url: emailjs.url, key: emailjs.account.publicKey, params },
  );
  expect(answer).toBe(200);
  const theirs = emailjs.requests.at(-1)!;
  expect(ours.path).toBe(theirs.path);
  expect(ours.contentType).toBe(theirs.contentType);
  expect(Object.keys(ours.body)).toEqual(Object.keys(theirs.body));
  for (const k of ["lib_version", "user_id", "service_id", "template_id"]) expect(ours.body[k], k).toBe(theirs.body[k]);
  expect(ours.body.template_params).toEqual(theirs.body.template_params);
  expect(ours.body).not.toHaveProperty("accessToken");
  expect(params).toMatchObject({
    name: "Ada Booker",
    email: "ada@example.org",
    reply_to: "ada@example.org",
    message: "Could you play our summer fair?",
  });
  expect(w.errors).toEqual([]);
  await sdkPage.context.close();
  await w.context.close();
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1");

test("with a file attached, the form sends the SDK's sendForm request: the same fields and the same file", async () => {
  const w = await openPage(browser);
  await w.page.goto(`${full.url}${BASE}contact`);
  await hydrated(w.page);
  const before = emailjs.requests.length;
  await fillContact(w.page);
  const form = w.page.locator("form.contact-form");
  await form.getByLabel("What is it about?", { exact: true }).selectOption("booking");
  await form.getByLabel(/rider|attach/i).setInputFiles({ name: "rider.pdf", mimeType: "application/pdf", buffer: PDF });
  await w.page.locator("form.contact-form").getByRole("button", { name: /send/i }).click();
  await expect.poll(() => w.page.locator("[data-emailjs-status]").textContent()).toMatch(/Thank you/);
  expect(emailjs.requests.length).toBe(before + 1);
  const ours = emailjs.requests.at(-1)!;
  expect(ours.path).toBe("/api/v1.0/email/send-form");
  expect(ours.status).toBe(200);

  // The SDK's sendForm, given a form with the same fields and the same file.
  const {
    lib_version: _l,
    service_id: _s,
    template_id: _t,
    user_id: _u,
    ...fields
  } = ours.body as Record<string, string>;
  const sdkPage = await openPage(browser);
  await sdkPage.page.goto(`${full.url}/sdk.html`);
  const status = await sdkPage.page.evaluate(
    async ({ url, key, fields, pdf }) => {
      const form = document.createElement("form");
      for (const [name, value] of Object.entries(fields)) {
        const input = Object.assign(document.createElement("input"), { name, value });
        form.append(input);
      }
      const file = Object.assign(document.createElement("input"), { type: "file", name: "attachment" });
      const dt = new DataTransfer();
      dt.items.add(
        new File([Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0))], "rider.pdf", { type: "application/pdf" }),
      );
      file.files = dt.files;
      form.append(file);
      document.body.append(form);
      const sdk = (
        window as unknown as {
          emailjs: {
            init(o: object, origin: string): void;
            sendForm(s: string, t: string, f: HTMLFormElement): Promise<{ status: number }>;
          };
        }
      ).emailjs;
      sdk.init({ publicKey: key }, url);
      return (await sdk.sendForm("service_test", "template_notify", form)).status;
    },
    { url: emailjs.url, key: emailjs.account.publicKey, fields, pdf: PDF.toString("base64") },
  );
  expect(status).toBe(200);
  const theirs = emailjs.requests.at(-1)!;
  expect(theirs.path).toBe(ours.path);
  expect(ours.contentType.split(";")[0]).toBe(theirs.contentType.split(";")[0]);
  expect(Object.entries(ours.body)).toEqual(Object.entries(theirs.body));
  expect(ours.files.map((f) => [f.field, f.filename, f.contentType, f.bytes.toString("base64")])).toEqual(
    theirs.files.map((f) => [f.field, f.filename, f.contentType, f.bytes.toString("base64")]),
  );
  expect(ours.files[0]?.bytes.equals(PDF)).toBe(true);
  expect(fields).toMatchObject({ topic: "booking", attachment_name: "rider.pdf" });
  expect(w.errors).toEqual([]);
  await sdkPage.context.close();
  await w.context.close();
});

test("with the template ID missing, the form says so and no request leaves — as the SDK refuses", async () => {
  const w = await openPage(browser);
  const warnings: string[] = [];
  w.page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await w.page.goto(`${noTemplate.url}${BASE}contact`);
  await hydrated(w.page);
  const before = emailjs.requests.length;
  await fillContact(w.page);
  await w.page.locator("form.contact-form").getByRole("button", { name: /send/i }).click();
  await expect.poll(() => w.page.locator("[data-emailjs-status]").textContent()).toMatch(/cannot send messages yet/);
  await expect.poll(() => warnings.join("\n")).toContain("The template ID is required.");

  const sdkPage = await openPage(browser);
  await sdkPage.page.goto(`${noTemplate.url}/sdk.html`);
  const refusal = await sdkPage.page.evaluate(
    async ({ url, key }) => {
      const sdk = (
        window as unknown as {
          emailjs: { init(o: object, origin: string): void; send(s: string, t: string, p: object): Promise<unknown> };
        }
      ).emailjs;
      sdk.init({ publicKey: key }, url);
      return sdk.send("service_test", "", { name: "x" }).then(
        () => "sent",
        (e: unknown) => String(e),
      );
    },
    { url: emailjs.url, key: emailjs.account.publicKey },
  );
  expect(warnings.join("\n")).toContain(refusal);
  expect(emailjs.requests.length).toBe(before);
  expect(w.requests.filter((u) => u.startsWith(emailjs.url))).toEqual([]);
  await sdkPage.context.close();
  await w.context.close();
});

test("--watch exports again after a change in the studio, writing only the files that differ", async () => {
  const live = await startApp({ DEMO_CONTENT: "true" });
  const out = mkdtempSync(join(tmpdir(), "marquee-export-watch-"));
  const child = spawn(
    process.execPath,
    [join(ROOT, "scripts/export.ts"), "--out", out, "--site-url", SITE, "--build-dir", inject("buildDir"), "--watch"],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: live.dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr.on("data", (d: Buffer) => (log += d.toString()));
  try {
    await expect.poll(() => log, { timeout: 120_000 }).toContain("Watching the site for changes");
    const before = readFileSync(join(out, "index.html"), "utf8");
    expect(before).not.toContain("Now with a horn section");
    const w = await openPage(browser);
    await signedIn(w.page, live);
    await w.page.goto(`${live.url}/admin/settings/general`);
    await hydrated(w.page);
    await w.page.getByLabel("Tagline").fill("Now with a horn section");
    await w.page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => log, { timeout: 120_000 }).toMatch(/Changed: \d+ written/);
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("Now with a horn section");
    // The change reached the pages; the built assets and upload files are the same bytes, so not written again.
    // The list of written files follows the summary line and may arrive in later chunks of the output.
    await expect.poll(() => log).toMatch(/\+ index\.html/);
    expect(log).not.toMatch(/\+ assets\//);
    expect(log).not.toMatch(/\+ uploads\//);
    await w.context.close();
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    rmSync(out, { recursive: true, force: true });
    await live.stop();
  }
}, 300_000);
