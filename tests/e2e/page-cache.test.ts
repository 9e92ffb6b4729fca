/**
 * The public page cache (SPEC §9, issue 7): pages come from the cache with an
 * ETag and revalidate to 304, inline scripts run under the hash CSP, private
 * and studio pages are never kept, and a studio change shows within a second on
 * every process that shares the database (two servers on one PostgreSQL).
 */
import { get as httpGet } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { signInHttp } from "../quality/http.ts";
import { startPostgres } from "../setup/postgres.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: "manual" });

test("public pages come from the cache with an ETag, revalidate to 304, and run under the hash CSP", async () => {
  const app = await startApp({ DEMO_CONTENT: "true" });
  try {
    const first = await get(`${app.url}/events`);
    const firstHtml = await first.text();
    const second = await get(`${app.url}/events`);
    const secondHtml = await second.text();
    expect(first.status).toBe(200);
    // Browsers revalidate every time; a CDN may keep the copy as long as the cache here does (ADR 2811).
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=(59|60), must-revalidate$/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    // The same bytes for every visitor, though each response has its own request id.
    expect(secondHtml).toBe(firstHtml);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));

    // Inline scripts are allowed by hash, so no nonce is shared between visitors.
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'self'");

    const revalidated = await get(`${app.url}/events`, { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    // Stored compressed: the brotli bytes decode to the same page.
    const br = await get(`${app.url}/events`, { "Accept-Encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const raw = Buffer.from(await rawBody(`${app.url}/events`, "br"));
    expect(brotliDecompressSync(raw).toString("utf8")).toBe(firstHtml);

    // The contact form carries a per-visitor token: never kept. Nor is a page that carries a one-time toast.
    const contact = await get(`${app.url}/contact`);
    expect(contact.headers.get("cache-control")).toBe("private, no-store");
    expect(contact.headers.get("etag")).toBeNull();
    const withToast = await get(`${app.url}/events`, { Cookie: "marquee_toast=anything" });
    expect(withToast.status).toBe(200);
    expect(withToast.headers.get("etag")).toBeNull();
    expect(withToast.headers.get("content-security-policy")).toContain("'nonce-");

    // Studio pages: never cached, never stored.
    const session = await signInHttp(app.url, { email: "owner@example.com", password: "a-Sturdy-passphrase-42" });
    const studio = await get(`${app.url}/admin/events`, { Cookie: session.cookie });
    expect(studio.status).toBe(200);
    expect(studio.headers.get("cache-control")).toBe("no-store");
    expect(studio.headers.get("etag")).toBeNull();

    // In a browser: the cached page hydrates (a blocked inline script would log a CSP error) and navigates client-side.
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${app.url}/events`);
    await hydrated(page);
    // A reload revalidates: the browser runs its own copy under the 304's headers, which must allow its scripts.
    const reload = page.waitForRequest(`${app.url}/events`);
    await page.reload();
    expect((await (await reload).allHeaders())["if-none-match"]).toBe(etag);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL(/\/gallery$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  } finally {
    await app.stop();
  }
});

/** The response body exactly as sent (fetch would decode it). */
async function rawBody(url: string, encoding: string): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const b = Buffer.concat(chunks);
        resolve(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
      });
    }).on("error", reject);
  });
}

test("a studio change shows within a second on every process that shares the database (PostgreSQL)", async () => {
  const pg = await startPostgres();
  // No demo content: on a new PostgreSQL database the first process would seed it, pictures and all (some 20 s
  // of image encoding on a loaded machine, which no template saves here as it does for SQLite), and the about
  // page this checks is there without it.
  const a = await startApp({ DATABASE_URL: pg.url });
  const b = await startApp({ DATABASE_URL: pg.url });
  try {
    const before = await get(`${b.url}/about`);
    const beforeHtml = await before.text();
    const etag = before.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect((await get(`${b.url}/about`)).headers.get("etag")).toBe(etag); // B now holds it
    expect(beforeHtml).not.toContain("The Night Owls");

    // The owner renames the act through process A.
    const { page, errors, context } = await openPage(browser);
    await signedIn(page, a);
    await page.goto(`${a.url}/admin/settings/general`);
    await hydrated(page);
    await page.getByLabel("Name", { exact: true }).fill("The Night Owls");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByText("Settings saved.").count()).toBeGreaterThan(0);
    await context.close();
    expect(errors).toEqual([]);

    // Process B answers with the new page within a second (issue 17: it learns of the change by NOTIFY, not by a
    // query per request): its cached copy belonged to the old version.
    let after = await get(`${b.url}/about`, { "If-None-Match": etag });
    const deadline = Date.now() + 1000;
    while (after.status === 304 && Date.now() < deadline)
      after = await get(`${b.url}/about`, { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await after.text()).toMatch(/<h1[^>]*>About (<!-- -->)?The Night Owls<\/h1>/);
  } finally {
    await a.stop();
    await b.stop();
    await pg.stop();
  }
});
