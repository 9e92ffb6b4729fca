/**
 * A site in two languages (issue 15, L2): the owner adds Spanish to an English
 * site and translates an event in the studio; `/es/events/<slug>` shows the
 * Spanish text in Spanish words, names every language (hreflang both ways,
 * x-default), the footer's switcher keeps the page, a client navigation stays
 * under /es, the sitemap lists the alternates and /es/calendar.ics is Spanish.
 * With one language again, no prefixed URL answers.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { openMoreOptions } from "./event-form.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";

let app: App;
let browser: Browser;
let slug: string;
const SPANISH_TITLE = "Concierto de las linternas";

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ DEMO_CONTENT: "true" }), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

/** Ticks exactly the given other languages in Settings and saves. */
async function setOtherLanguages(page: Page, codes: string[]): Promise<void> {
  await page.goto(`${app.url}/admin/settings/general`);
  await hydrated(page);
  for (const box of await page.locator('input[name="languages"][type="checkbox"]').all()) {
    const code = (await box.getAttribute("value"))!;
    if (codes.includes(code)) await box.check();
    else await box.uncheck();
  }
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/settings"),
    ),
    page.locator('button[name="intent"][value="save"]').click(),
  ]);
  expect(response.status()).toBeLessThan(400);
  for (const code of codes) await expect.poll(() => page.locator(`#languages-${code}`).isChecked()).toBe(true);
}

/** The studio editor's translation fields fit a phone (390 px, no sideways scrolling); a screenshot of them when asked. */
async function translationsFitPhone(page: Page, shot: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await hydrated(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOTS_DIR) {
    await page.locator("section.translations").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, shot) });
  }
}

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
    );

test("the owner adds Spanish and translates an event; /es/events/<slug> is Spanish, with hreflang both ways", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/events`);
  const first = page.locator("main .event__title a").first();
  const title = (await first.textContent())!.trim();
  slug = (await first.getAttribute("href"))!.replace(/^\/events\//, "").split("/")[0]!;

  // One language: no switcher, no alternates, no prefixed pages.
  await page.goto(`${app.url}/events/${slug}`);
  expect(await page.locator(".site-footer__languages").count()).toBe(0);
  expect(await alternates(page)).toEqual([]);
  expect((await page.request.get(`${app.url}/es/events/${slug}`)).status()).toBe(404);

  await signedIn(page, app);
  await setOtherLanguages(page, ["es"]);
  await page.goto(`${app.url}/admin/events`);
  // A click during hydration can be lost on a busy machine: click once the list is live.
  await hydrated(page);
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await page.waitForURL(/\/admin\/events\/[^/]+$/, { waitUntil: "commit" });
  await hydrated(page);
  // The event's translations are in its form's "More options" (issue 27).
  await openMoreOptions(page);
  const spanish = page.locator("details.translations__language").filter({ hasText: "Español" });
  await spanish.locator("summary").click();
  await page.locator('input[name="tr.es.title"]').fill(SPANISH_TITLE);
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/events/"),
    ),
    page.locator('button[name="intent"][value="save"]').click(),
  ]);
  await expect.poll(() => page.locator('input[name="tr.es.title"]').inputValue()).toBe(SPANISH_TITLE);

  const visitor = await openPage(browser);
  const v = visitor.page;
  await v.goto(`${app.url}/es/events/${slug}`);
  await hydrated(v);
  expect(await v.locator("html").getAttribute("lang")).toBe("es");
  expect(await v.locator("main h1").textContent()).toContain(SPANISH_TITLE);
  // Spanish words around it (the events catalogue's "All dates").
  expect(await v.locator("main").getByRole("link", { name: "Todas las fechas" }).count()).toBeGreaterThan(0);
  const both = [`en /events/${slug}`, `es /es/events/${slug}`, `x-default /events/${slug}`];
  expect(await alternates(v)).toEqual(both);
  expect(await v.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${app.url}/es/events/${slug}`);
  const ld = (await v.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
  expect(ld).toContain(`"inLanguage":"es"`);

  // The English page names the Spanish one too, and keeps its own text.
  await v.goto(`${app.url}/events/${slug}`);
  await hydrated(v);
  expect(await v.locator("main h1").textContent()).toContain(title);
  expect(await alternates(v)).toEqual(both);

  // The switcher keeps the page, labelled in each language's own name.
  const link = v.locator(".site-footer__languages a", { hasText: "Español" });
  expect(await link.getAttribute("hreflang")).toBe("es");
  expect(await link.getAttribute("lang")).toBe("es");
  await link.click();
  await v.waitForURL(`${app.url}/es/events/${slug}`);
  await hydrated(v);
  expect(await v.locator(".site-footer__languages a", { hasText: "English" }).getAttribute("href")).toBe(
    `/events/${slug}`,
  );

  // A client-side navigation stays under the prefix (the router's basename) and in Spanish.
  await v.locator('.site-nav--wide a[href="/es/events"]').click();
  await expect.poll(() => v.url()).toBe(`${app.url}/es/events`);
  await expect.poll(() => v.locator("main h1").textContent()).toBe("Fechas");
  expect(await v.locator("main").textContent()).toContain(SPANISH_TITLE);
  // The switcher follows the client navigation: this page in English now.
  await expect.poll(() => v.locator('.site-footer__languages a[hreflang="en"]').getAttribute("href")).toBe("/events");

  // Accessible in Spanish too (the switcher's links name their language).
  await v.goto(`${app.url}/es/events/${slug}`);
  await hydrated(v);
  expect(describeViolations(`/es/events/${slug}`, await runAxe(v))).toEqual([]);

  await translationsFitPhone(page, "languages-studio-event-390.png");

  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await v.setViewportSize({ width, height: 900 });
      await v.goto(`${app.url}/es/events/${slug}`);
      await hydrated(v);
      await v.screenshot({ path: join(dir, `languages-es-event-${width}.png`), fullPage: true });
    }
  }
  expect(errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});

test("a browser preferring Spanish gets a dismissible suggestion on the English page, never a redirect", async () => {
  const { page, context, errors } = await openPage(browser, { locale: "es-ES" });
  // Layout shifts from the start of the page, as Lighthouse counts them (CLS).
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const answer = await page.goto(`${app.url}/events`);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/events");
  await hydrated(page);
  const notice = page.locator("aside.language-notice");
  await expect.poll(() => notice.count()).toBe(1);
  expect(await notice.getAttribute("lang")).toBe("es");
  expect(await notice.textContent()).toContain("Esta página también está en español.");
  expect(await notice.getByRole("link", { name: "Leer en español" }).getAttribute("href")).toBe("/es/events");
  // It floats over the page: appearing after the page has drawn, it moves nothing (in the flow it shifted the
  // page by 0.12, Lighthouse's CLS). Read once two more frames are drawn, so a shift would have been reported.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { __shift: number }).__shift)),
        ),
      ),
  );
  expect(shift).toBeLessThan(0.01);
  expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR, "languages-notice-1280.png") });
  await notice.getByRole("button", { name: "Cerrar" }).click();
  await expect.poll(() => notice.count()).toBe(0);
  await page.reload();
  await hydrated(page);
  expect(await page.locator("aside.language-notice").count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("sitemap alternates, the Spanish calendar feed, and the default language's prefix moves to the canonical URL", async () => {
  const { page } = await openPage(browser);
  const sitemap = await (await page.request.get(`${app.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(sitemap).toContain(`<loc>${app.url}/es/events/${slug}</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${app.url}/es/events/${slug}"/>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${app.url}/events/${slug}"/>`);

  const ics = await page.request.get(`${app.url}/es/calendar.ics`);
  expect(ics.status()).toBe(200);
  const text = (await ics.text()).replace(/\r\n[ \t]/g, "");
  expect(text).toContain(`SUMMARY:${SPANISH_TITLE}`);
  expect(text).toMatch(/X-WR-CALNAME:.* – fechas/);
  expect(text).toContain(`${app.url}/es/events/${slug}`);

  const moved = await page.request.get(`${app.url}/en/events?page=1`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/events?page=1");
  expect((await page.request.get(`${app.url}/de/events`)).status()).toBe(404);
  // The studio has one address: never under a language's prefix.
  const studio = await page.request.get(`${app.url}/es/admin/events`, { maxRedirects: 0 });
  expect(studio.status()).toBe(301);
  expect(studio.headers()["location"]).toBe("/admin/events");
});

test("a news post with a Spanish title: /es/news shows it, /news keeps the English one", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/news/new`);
  await page.getByLabel("Title", { exact: true }).fill("Spring tour announced");
  await page.getByLabel("Text", { exact: true }).fill("Twelve dates.");
  await page.getByLabel("State").selectOption("published");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/admin\/news\/[\w-]+$/);
  await hydrated(page);
  const spanish = page.locator("details.translations__language").filter({ hasText: "Español" });
  await spanish.locator("summary").click();
  await page.locator('input[name="tr.es.title"]').fill("Gira de primavera");
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/news/"),
    ),
    page.locator('button[name="intent"][value="save"]').click(),
  ]);
  await expect.poll(() => page.locator('input[name="tr.es.title"]').inputValue()).toBe("Gira de primavera");
  await translationsFitPhone(page, "languages-studio-news-390.png");

  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}/es/news`);
  expect(await visitor.page.locator("main .news-card__title").allTextContents()).toContain("Gira de primavera");
  await visitor.page.goto(`${app.url}/es/news/spring-tour-announced`);
  expect(await visitor.page.locator("main h1").textContent()).toBe("Gira de primavera");
  await visitor.page.goto(`${app.url}/news`);
  const english = await visitor.page.locator("main .news-card__title").allTextContents();
  expect(english).toContain("Spring tour announced");
  expect(english).not.toContain("Gira de primavera");
  expect(errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
  await Promise.all([visitor.context.close(), context.close()]);
});

test("back to one language: prefixed pages are gone and nothing names another language", async () => {
  const { page, context } = await openPage(browser);
  await signedIn(page, app);
  await setOtherLanguages(page, []);
  await context.close();
  const visitor = await openPage(browser);
  expect((await visitor.page.request.get(`${app.url}/es/events/${slug}`)).status()).toBe(404);
  await visitor.page.goto(`${app.url}/events/${slug}`);
  expect(await alternates(visitor.page)).toEqual([]);
  expect(await visitor.page.locator(".site-footer__languages").count()).toBe(0);
  await visitor.context.close();
});
