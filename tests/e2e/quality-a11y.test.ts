/**
 * Accessibility gates (issue 7): a keyboard-only journey, visible focus on
 * every stop, and prefers-reduced-motion honoured. Pages come from the running
 * site (sitemap + crawl), so new ones are checked as they land.
 *
 * axe runs where the pages are loaded anyway: every public page in every
 * theme at 390 and 1280 px, light and dark, on this same kind of site
 * (quality-themes.test.ts), and every studio page at 360 and 1280 px, light
 * and dark (studio-layout.test.ts) — one page load checked for everything,
 * instead of the same pages loaded again here (issue 26 §6).
 */
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, settled, startAppFrom } from "./harness.ts";
import { focusInfo, tabThrough, tabUntil } from "../quality/focus.ts";
import { readManifest } from "../quality/manifest.ts";
import { publicPages, representatives, type SitePage } from "../quality/pages.ts";
import { QUALITY_SITE_FEW_DATES } from "../quality/sites.ts";

const manifest = readManifest(inject("buildDir"));
let app: App;
let browser: Browser;
let pages: SitePage[];

beforeAll(async () => {
  // The demo plus an own page, a news post, RSVP and second pages of the lists (tests/quality/sites.ts).
  const site = await startAppFrom(QUALITY_SITE_FEW_DATES);
  app = site.app;
  browser = await launchBrowser();
  pages = representatives(await publicPages(app.url, manifest, undefined, site.facts.starts));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test("keyboard only: skip link, the menu, an event, and the contact form", async () => {
  const { page, errors, context } = await openPage(browser);
  const problems: string[] = [];
  await page.goto(app.url);
  await hydrated(page);

  // The first stop is the skip link; it takes focus into the main content.
  await page.keyboard.press("Tab");
  const skip = await focusInfo(page);
  expect(skip?.text).toBe("Skip to content");
  expect(skip?.onScreen && skip.indicated).toBe(true);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect((await focusInfo(page))?.inMain).toBe(true);

  // The main menu, from the top of a fresh page.
  await page.goto(app.url);
  await hydrated(page);
  let step = await tabUntil(page, (f) => f.tag === "a" && f.text === "Events" && f.href === "/events");
  problems.push(...step.problems);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/events$/);

  // An event from the list.
  step = await tabUntil(
    page,
    (f) => f.tag === "a" && f.inMain && /^\/events\/[a-z0-9-]+(\/[\d-]+)?$/.test(f.href ?? ""),
  );
  problems.push(...step.problems);
  expect(step.found, "an event link on /events").not.toBeNull();
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`${step.found!.href}$`));
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/\S/);

  // The contact form, filled and sent with the keyboard alone.
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  for (const [name, text] of [
    ["name", "Kim Keyboard"],
    ["email", "kim@example.com"],
    ["message", "We would love to book you for our summer party in July."],
  ] as const) {
    step = await tabUntil(page, (f) => f.describe.includes(`name=${name}`));
    problems.push(...step.problems);
    expect(step.found, `the ${name} field`).not.toBeNull();
    await page.keyboard.type(text);
  }
  const consent = await page.locator('input[type="checkbox"][name="consent"]').count();
  if (consent) {
    step = await tabUntil(page, (f) => f.describe.includes("name=consent"));
    problems.push(...step.problems);
    await page.keyboard.press("Space");
  }
  step = await tabUntil(page, (f) => f.tag === "button" && f.text === "Send message");
  problems.push(...step.problems);
  expect(step.found).not.toBeNull();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.getByText("Thank you! Your message has reached us.").count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await context.close();
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test("every focus stop on every public page is visible, on a phone and on a desktop", async () => {
  const problems: string[] = [];
  let stops = 0;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const { page, errors, context } = await openPage(browser, { viewport });
    for (const p of pages) {
      await page.goto(app.url + p.path);
      await settled(page);
      const r = await tabThrough(page);
      stops += r.stops.length;
      problems.push(...r.problems.map((x) => `${p.path} @${viewport.width}px: ${x}`));
    }
    await context.close();
    expect(errors).toEqual([]);
  }
  console.log(`Focus checked on ${stops} stops`);
  expect(stops).toBeGreaterThan(pages.length * 5);
  expect(problems).toEqual([]);
});

test("prefers-reduced-motion: nothing animates or transitions", async () => {
  const moving: string[] = [];
  const { page, errors, context } = await openPage(browser, { reducedMotion: "reduce" });
  for (const p of pages) {
    await page.goto(app.url + p.path);
    await settled(page);
    const found = await page.evaluate(() => {
      const secs = (v: string) =>
        Math.max(0, ...v.split(",").map((x) => (x.trim().endsWith("ms") ? parseFloat(x) / 1000 : parseFloat(x))));
      const out: string[] = [];
      if (getComputedStyle(document.documentElement).scrollBehavior === "smooth")
        out.push("html: scroll-behavior smooth");
      for (const el of [document.documentElement, ...document.querySelectorAll("body *")]) {
        for (const pseudo of [null, "::before", "::after"]) {
          const s = getComputedStyle(el, pseudo);
          const anim = s.animationName !== "none" && secs(s.animationDuration) > 0.01;
          const trans = s.transitionProperty !== "none" && secs(s.transitionDuration) > 0.01;
          if (anim || trans)
            out.push(
              `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}.${el.className}${pseudo ?? ""}: ${anim ? `animation ${s.animationDuration}` : `transition ${s.transitionDuration}`}`,
            );
        }
      }
      for (const v of document.querySelectorAll("video"))
        if (v.autoplay || !v.paused) out.push("a video plays by itself");
      return out;
    });
    moving.push(...found.map((x) => `${p.path}: ${x}`));
  }
  await context.close();
  expect(moving).toEqual([]);
  expect(errors).toEqual([]);
});
