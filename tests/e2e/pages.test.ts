/**
 * Own pages and the navigation editor (issue 14), as the owner uses them:
 * a page written in the studio and put in the menu appears in the header and
 * the sitemap; a draft is the 404 page to visitors but previewable by its
 * author; a built-in address is refused under its field with the input kept;
 * the menu is reordered, relabelled, hidden and extended with a link, and
 * the header and footer follow. Public pages: axe and html-validate clean.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { validateHtml } from "../quality/html-validate.ts";

let app: App;
let browser: Browser;
const PHONE = { viewport: { width: 390, height: 844 } };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const headerLinks = (page: Page) => page.locator("nav.site-nav--wide a").allTextContents();
const footerLinks = (page: Page) => page.locator(".site-footer__legal a").allTextContents();

test("a page put in the navigation appears in the header and the sitemap; a draft is 404 to visitors and previewable", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/pages/new`);
  await hydrated(page);
  await page.getByLabel("Title", { exact: true }).fill("Lyrics");
  await page.getByLabel("Text").fill("## Night drive\n\nWe drove **all night**.\n\n<script>alert(1)</script>");
  await page.getByLabel("Search description (optional)").fill("The words to our songs.");
  await page.getByLabel("Show in navigation").check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.waitForURL(/\/admin\/pages\/[\w-]+$/);

  const visitor = await openPage(browser);
  const res = await visitor.page.goto(`${app.url}/lyrics`);
  expect(res?.status()).toBe(200);
  expect(await visitor.page.locator("main h1").textContent()).toBe("Lyrics");
  expect(await visitor.page.locator(".prose strong").textContent()).toBe("all night");
  expect(await visitor.page.locator("main script").count()).toBe(0);
  expect(await visitor.page.getAttribute('meta[name="description"]', "content")).toBe("The words to our songs.");
  expect(await headerLinks(visitor.page)).toContain("Lyrics");
  expect(describeViolations("/lyrics", await runAxe(visitor.page))).toEqual([]);
  expect(await validateHtml("/lyrics", await visitor.page.content())).toEqual([]);
  const sitemap = await (await visitor.page.request.get(`${app.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${app.url}/lyrics</loc>`);

  // A draft: the 404 page for a visitor (twice, so a cached answer would show), the author sees it in a preview.
  await page.goto(`${app.url}/admin/pages/new`);
  await page.getByLabel("Title", { exact: true }).fill("Secret set");
  await page.getByLabel("Text").fill("Only for us.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/admin\/pages\/[\w-]+$/);
  for (let i = 0; i < 2; i++) {
    const gone = await visitor.page.goto(`${app.url}/secret-set`);
    expect(gone?.status()).toBe(404);
    expect(await visitor.page.locator("main h1").textContent()).toMatch(/not found/i);
  }
  expect(await (await visitor.page.request.get(`${app.url}/sitemap.xml`)).text()).not.toContain("secret-set");
  await hydrated(page);
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: /^Preview \(opens in a new tab\)$/ }).click(),
  ]);
  await tab.waitForURL(/\/secret-set$/);
  expect(await tab.locator("main h1").textContent()).toBe("Secret set");
  expect(await tab.getByText("Only for us.").count()).toBe(1);
  // Still nothing for the visitor.
  expect((await visitor.page.goto(`${app.url}/secret-set`))?.status()).toBe(404);
  // Built-in routes are not shadowed, and an unknown address is the same 404 page.
  expect((await visitor.page.goto(`${app.url}/events`))?.status()).toBe(200);
  expect((await visitor.page.goto(`${app.url}/no-such-page`))?.status()).toBe(404);
  await visitor.context.close();
  await context.close();
  expect(errors).toEqual([]);
  expect(visitor.errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test("a built-in address is refused under its field, with what was typed kept", async () => {
  const { page, errors, context } = await openPage(browser, PHONE);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/pages/new`);
  await hydrated(page);
  await page.getByLabel("Title", { exact: true }).fill("Our gallery");
  await page.getByLabel("Address").fill("gallery");
  await page.getByLabel("Text").fill("Kept text");
  await page.getByRole("button", { name: "Save draft" }).click();
  const field = page.getByLabel("Address");
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  expect(await page.locator(".field .error").first().textContent()).toContain(
    "/gallery is one of the site's own pages",
  );
  expect(await page.getByLabel("Text").inputValue()).toBe("Kept text");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  // The server says 400 to the same post (SPEC §8).
  await context.close();
  expect(errors).toEqual([]);
});

test("the navigation editor orders, relabels, hides and moves entries to the footer, and adds an external link", async () => {
  const { page, errors, context } = await openPage(browser, PHONE);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/navigation`);
  await hydrated(page);
  await page.getByLabel("Label for /lyrics").fill("Songs");
  await page.getByLabel("Where “Gallery” shows").selectOption("hidden");
  await page.getByLabel("Where “Contact” shows").selectOption("footer");
  await page.getByRole("button", { name: "Save menu" }).click();
  await expect
    .poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "The menu is saved." }).count())
    .toBeGreaterThan(0);

  await page.getByLabel("Label", { exact: true }).fill("Shop");
  await page.getByLabel("Address", { exact: true }).fill("https://shop.example.com/records");
  await page.getByLabel("Where it shows").selectOption("footer");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect.poll(() => page.getByLabel("Link 9 label").inputValue()).toBe("Shop");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  // A bad external address is refused under its field, nothing saved.
  await page.getByLabel("Link 9 address").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save menu" }).click();
  await expect.poll(() => page.getByLabel("Link 9 address").getAttribute("aria-invalid")).toBe("true");

  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}/`);
  const header = await headerLinks(visitor.page);
  expect(header).toContain("Songs");
  expect(header).not.toContain("Gallery");
  expect(header).not.toContain("Contact");
  expect(header).not.toContain("Shop");
  const footer = await footerLinks(visitor.page);
  expect(footer).toEqual(expect.arrayContaining(["Contact", "Shop"]));
  expect(await visitor.page.locator(".site-footer__legal a", { hasText: "Shop" }).getAttribute("href")).toBe(
    "https://shop.example.com/records",
  );
  expect(describeViolations("/", await runAxe(visitor.page))).toEqual([]);
  // Hidden from the menu, still a page.
  expect((await visitor.page.goto(`${app.url}/gallery`))?.status()).toBe(200);
  await visitor.context.close();
  await context.close();
  expect(errors).toEqual([]);
});
