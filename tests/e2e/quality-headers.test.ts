/**
 * Security headers and cookie flags (issue 7): walks every public page, the
 * 404 pages, every studio page signed in, the resource routes, the sign-in
 * journey and form answers, and checks what the foundation sets on each
 * (tests/quality/headers.ts). Public pages may come from the shared page
 * cache, whose CSP allows the page's inline scripts by hash; everything
 * personal (studio, errors, form answers) must carry a fresh nonce. A second server runs behind a pretend HTTPS
 * proxy (TRUST_PROXY=true) for HSTS and the `__Host-` cookies.
 * Cache-Control of public HTML is left to the caching work and not checked here.
 */
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { OWNER, startApp, type App } from "./harness.ts";
import { crawl } from "../quality/crawl.ts";
import {
  cacheDirectives,
  COOKIES,
  cookieProblems,
  cookiesSet,
  cspNonce,
  inlineScriptProblems,
  securityHeaderProblems,
  see,
  type Seen,
} from "../quality/headers.ts";
import { cookieHeader, mergeCookies, parseSetCookie, signInHttp } from "../quality/http.ts";
import { readManifest } from "../quality/manifest.ts";
import { notFoundSamples, publicPages } from "../quality/pages.ts";
import { isSafeStudioPath } from "../quality/studio.ts";

const manifest = readManifest(inject("buildDir"));
const HTTPS = { "X-Forwarded-Proto": "https" };
let app: App;
let proxied: App;

beforeAll(async () => {
  [app, proxied] = await Promise.all([startApp({ DEMO_CONTENT: "true" }), startApp({ TRUST_PROXY: "true" })]);
});
afterAll(async () => {
  await Promise.all([app?.stop(), proxied?.stop()]);
});

const asSeen = (p: { path: string; status: number; headers: Headers; html: string }, prefix = "GET"): Seen => ({
  label: `${prefix} ${p.path}`,
  status: p.status,
  headers: p.headers,
  html: p.html,
});
const isAdmin = (r: Seen) => / \/admin(\/|$|\?)/.test(r.label);

/**
 * The sign-in journey a person makes, with every answer kept: the studio
 * signed out (a redirect), the form, a wrong password, the right one, the
 * dashboard (which shows and clears the toast), and signing out.
 */
async function signInJourney(base: string, headers: Record<string, string> = {}): Promise<Seen[]> {
  const jar = new Map<string, string>();
  const seen: Seen[] = [];
  const step = async (path: string, init: RequestInit = {}) => {
    const r = await see(
      base + path,
      { ...init, headers: { ...headers, ...(init.headers as Record<string, string>), Cookie: cookieHeader(jar) } },
      path,
    );
    mergeCookies(jar, r.headers.getSetCookie());
    seen.push(r);
    return r;
  };
  const post = (path: string, fields: Record<string, string>) =>
    step(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const csrfIn = (r: Seen) => /name="csrf" value="([^"]+)"/.exec(r.html)?.[1] ?? "";

  await step("/admin");
  const form = await step("/admin/login");
  await post("/admin/login", {
    csrf: csrfIn(form),
    email: OWNER.email,
    password: "not-the-password-1",
    next: "/admin",
  });
  await post("/admin/login", { csrf: csrfIn(form), email: OWNER.email, password: OWNER.password, next: "/admin" });
  const dashboard = await step("/admin");
  await post("/admin/logout", { csrf: csrfIn(dashboard) });
  return seen;
}

test("every page, studio page, resource and form answer: a CSP whose inline scripts run only by this answer's nonce (or their hashes), and the security headers", async () => {
  const seen: Seen[] = [];
  // Public pages (sitemap + crawl) and the 404 pages.
  const pages = await publicPages(app.url, manifest);
  seen.push(...pages.map((p) => asSeen(p)));
  for (const path of new Set(notFoundSamples(manifest))) seen.push(await see(app.url + path));
  // The studio, signed in: every page a careful crawler reaches.
  const session = await signInHttp(app.url, OWNER);
  const studio = await crawl(app.url, {
    start: ["/admin"],
    headers: { Cookie: session.cookie },
    follow: isSafeStudioPath,
    limit: 80,
    perPathname: 2,
  });
  seen.push(...studio.map((p) => asSeen(p)));
  // Resource routes: feeds, search-engine files, health, an upload, a build asset, the icon.
  const html = pages.map((p) => p.html).join("\n");
  const eventIcs = /href="(\/events\/[^"/]+\/calendar\.ics)[^"]*"/.exec(html)?.[1];
  const upload = /(\/uploads\/[^"\s,]+)/.exec(html)?.[1];
  // Scripts are named by the inline module script (import "/assets/…"), not by <link> hints (ADR 0503).
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect([eventIcs, upload, asset].every(Boolean), "an event feed, an upload and an asset linked from the pages").toBe(
    true,
  );
  for (const path of [
    "/calendar.ics",
    eventIcs!,
    "/sitemap.xml",
    "/robots.txt",
    "/healthz",
    upload!,
    asset!,
    "/favicon.svg",
  ]) {
    const r = await see(app.url + path);
    expect(r.status, path).toBe(200);
    seen.push(r);
  }
  // Form answers: a public form with errors, and the sign-in journey (which includes a failed sign-in).
  seen.push(
    await see(`${app.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=&email=nope&message=hi",
    }),
  );
  seen.push(...(await signInJourney(app.url)));

  const problems = seen.flatMap((r) => securityHeaderProblems(r, { https: false }));
  // Every HTML answer's inline scripts are allowed by its CSP: by this answer's nonce, or (a public page
  // that may come from the shared page cache) by their hashes. Studio pages, errors and form answers are never shared.
  const shared = new Set<Seen>(seen.slice(0, pages.length));
  const htmlAnswers = seen.filter((r) => r.html.includes("<script"));
  problems.push(...htmlAnswers.flatMap((r) => inlineScriptProblems(r, { nonceOnly: !shared.has(r) })));
  // Per request: no two answers share a nonce.
  const nonces = seen.map((r) => cspNonce(r.headers.get("content-security-policy")));
  const repeated = nonces.filter((n, i) => n && nonces.indexOf(n) !== i);
  console.log(
    `Headers checked on ${seen.length} responses (${pages.length} public pages, ${studio.length} studio pages, ${htmlAnswers.length} HTML answers with inline scripts)`,
  );
  expect(htmlAnswers.length).toBeGreaterThan(pages.length);
  expect(repeated).toEqual([]);
  expect(problems).toEqual([]);
});

test("the same page asked twice gets two nonces, each matching its own scripts", async () => {
  for (const path of ["/admin/login", "/no-such-page"]) {
    const [a, b] = [await see(app.url + path), await see(app.url + path)];
    const [na, nb] = [a, b].map((r) => cspNonce(r.headers.get("content-security-policy")));
    expect(na, path).toMatch(/^[A-Za-z0-9+/]{16,}={0,2}$/); // a base64 nonce of at least 96 bits
    expect(na, path).not.toBe(nb);
    expect([...inlineScriptProblems(a, { nonceOnly: true }), ...inlineScriptProblems(b, { nonceOnly: true })]).toEqual(
      [],
    );
  }
});

test("every studio answer is no-store: pages, redirects, downloads and form answers", async () => {
  const session = await signInHttp(app.url, OWNER);
  const studio = (
    await crawl(app.url, {
      start: ["/admin"],
      headers: { Cookie: session.cookie },
      follow: isSafeStudioPath,
      limit: 80,
      perPathname: 2,
    })
  ).map((p) => asSeen(p));
  const seen = [...studio];
  // The same pages signed out (redirects to sign-in), the setup page, the downloads, and the sign-in journey's answers.
  for (const r of studio) seen.push(await see(app.url + r.label.slice(4), {}, `${r.label.slice(4)} (signed out)`));
  seen.push(await see(`${app.url}/admin/setup`));
  for (const path of ["/admin/inbox/export.csv", "/admin/backup/export"])
    seen.push(await see(app.url + path, { headers: { Cookie: session.cookie } }));
  seen.push(...(await signInJourney(app.url)));
  const admin = seen.filter(isAdmin);
  const statuses = new Set(admin.map((r) => r.status));
  console.log(`no-store checked on ${admin.length} studio answers (statuses ${[...statuses].join(", ")})`);
  // Pages, redirects, a refused sign-in and downloads are all in the walk.
  expect([200, 302, 401].every((s) => statuses.has(s))).toBe(true);
  const cached = admin
    .filter((r) => !cacheDirectives(r.headers.get("cache-control")).has("no-store"))
    .map((r) => `${r.label} (${r.status}): Cache-Control ${JSON.stringify(r.headers.get("cache-control"))}`);
  expect(cached).toEqual([]);
});

test("build assets and published uploads are cached for a year as immutable", async () => {
  const home = await see(`${app.url}/`);
  const login = await see(`${app.url}/admin/login`); // the studio's stylesheet is a file; the site's is inline
  const gallery = await see(`${app.url}/gallery`);
  // Scripts are named in the inline module script (import "/assets/…"), stylesheets in <link href> and, for
  // a page's CSS parts, in a space-separated list of the sheets it carries.
  const assets = [
    ...new Set(
      [...(home.html + login.html).matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].flatMap((m) => m[1]!.split(" ")),
    ),
  ];
  const uploads = [...new Set([...gallery.html.matchAll(/(\/uploads\/[^"\s,]+)/g)].map((m) => m[1]!))].slice(0, 3);
  expect(assets.some((a) => a.endsWith(".js")) && assets.some((a) => a.endsWith(".css"))).toBe(true);
  expect(uploads.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const path of [...assets, ...uploads]) {
    const r = await see(app.url + path);
    const cc = cacheDirectives(r.headers.get("cache-control"));
    if (r.status !== 200 || !cc.has("immutable") || Number(cc.get("max-age")) < 31536000 || !cc.has("public"))
      wrong.push(`${path} (${r.status}): ${r.headers.get("cache-control")}`);
  }
  console.log(`Immutable caching checked on ${assets.length} assets and ${uploads.length} uploads`);
  expect(wrong).toEqual([]);
});

test("cookies over plain HTTP: HttpOnly, SameSite=Lax, Path=/, no Domain, no Secure; a spoofed X-Forwarded-Proto is not trusted", async () => {
  for (const headers of [{}, HTTPS]) {
    const seen = await signInJourney(app.url, headers);
    const problems = seen.flatMap((r) => [
      ...cookieProblems(r.label, r.headers.getSetCookie(), { https: false }),
      ...securityHeaderProblems(r, { https: false }),
    ]);
    expect(problems).toEqual([]);
    // The journey sets each of the three cookies, so the flags above were checked on all of them.
    const set = new Set(seen.flatMap(cookiesSet));
    expect([...set].sort()).toEqual([COOKIES.csrf, COOKIES.session, COOKIES.toast].sort());
    // Signing out clears the very cookie that signing in set.
    const logout = seen.at(-1)!;
    expect(
      logout.headers
        .getSetCookie()
        .map(parseSetCookie)
        .some((c) => c.name === COOKIES.session && c.attrs.get("max-age") === "0"),
    ).toBe(true);
  }
});

test("public pages set no cookies", async () => {
  const pages = await publicPages(app.url, manifest);
  const setting = pages
    .filter((p) => p.headers.getSetCookie().length)
    .map((p) => `${p.path}: ${p.headers.getSetCookie().join(" | ")}`);
  expect(pages.length).toBeGreaterThan(5);
  expect(setting).toEqual([]);
});

test("behind an HTTPS proxy (TRUST_PROXY=true): HSTS on every answer, __Host- cookies that are Secure", async () => {
  const seen = await signInJourney(proxied.url, HTTPS);
  for (const path of ["/", "/events", "/calendar.ics", "/sitemap.xml", "/no-such-page", "/favicon.svg"])
    seen.push(await see(proxied.url + path, { headers: HTTPS }));
  // Scripts are named by the inline module script (import "/assets/…"), not by <link> hints (ADR 0503).
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(seen.find((r) => r.label === "GET /")!.html)?.[1];
  seen.push(await see(proxied.url + asset!, { headers: HTTPS }));
  const problems = seen.flatMap((r) => [
    ...securityHeaderProblems(r, { https: true }),
    ...cookieProblems(r.label, r.headers.getSetCookie(), { https: true }),
  ]);
  expect(problems).toEqual([]);
  const set = new Set(seen.flatMap(cookiesSet));
  expect([...set].sort()).toEqual([COOKIES.csrf, COOKIES.session, COOKIES.toast].map((n) => `__Host-${n}`).sort());
  // Studio answers stay no-store behind the proxy too.
  expect(
    seen
      .filter(isAdmin)
      .filter((r) => !cacheDirectives(r.headers.get("cache-control")).has("no-store"))
      .map((r) => r.label),
  ).toEqual([]);
});

test("behind the proxy, a request that came over plain HTTP gets no HSTS and no Secure cookies", async () => {
  const seen = await signInJourney(proxied.url, { "X-Forwarded-Proto": "http" });
  const problems = seen.flatMap((r) => [
    ...securityHeaderProblems(r, { https: false }),
    ...cookieProblems(r.label, r.headers.getSetCookie(), { https: false }),
  ]);
  expect(problems).toEqual([]);
  expect(new Set(seen.flatMap(cookiesSet)).has(COOKIES.session)).toBe(true);
});
