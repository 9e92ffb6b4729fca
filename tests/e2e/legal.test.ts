/**
 * The legal notice (issue 25 §6), on a phone: offered on the dashboard once
 * the site is on Berlin time, refused when a field holds markup (what was
 * typed kept), then filled — and the footer of every public page links it,
 * the page shows it as plain text with its JSON-LD, the sitemap lists it, and
 * the checklist ticks it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signIn, startApp } from "./harness.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const phone = { viewport: { width: 390, height: 844 } };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const step = (page: Page) =>
  page.getByRole("region", { name: "Get your site ready" }).getByRole("listitem").filter({ hasText: "legal notice" });

test("offered to a German site, refused with markup, then filled: linked from every footer, shown as plain text", async () => {
  const { page, errors } = await openPage(browser, phone);
  await signIn(page, app);
  await hydrated(page);
  // A site on UTC in English is not asked for an Impressum.
  expect(await step(page).count()).toBe(0);
  await page.goto(`${app.url}/admin/settings/general`);
  await hydrated(page);
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved." }).first().waitFor();
  await page.goto(`${app.url}/admin`);
  await hydrated(page);
  expect(await step(page).textContent()).toContain("(to do)");
  await step(page).getByRole("link").click();
  await page.waitForURL(`${app.url}/admin/legal`);
  await hydrated(page);
  await expect
    .poll(() => page.getByText("Not shown yet. Still needed: name or company, postal address and e-mail.").count())
    .toBe(1);
  // The site's time zone chose the country.
  expect(await page.getByLabel("Where the site is run from").inputValue()).toBe("DE");

  await page.getByLabel("Name or company (required)").fill('Müller & Söhne "Live"');
  await page.getByLabel("Legal form").fill("GbR");
  await page.getByLabel("Postal address (required)").fill("Kurt-Eisner-Straße 11\n04275 Leipzig");
  await page.getByLabel("E-mail (required)").fill("band@owls.example");
  await page.getByLabel("Phone").fill("+49 341 555 0101");
  await page.getByLabel("VAT ID").fill("DE123456789");
  await page.getByLabel("Responsible for the content").fill("<script>alert(1)</script>Ana Lima");
  expect(await fits(page)).toBe(true);
  await page.getByRole("button", { name: "Save legal notice" }).click();
  const responsible = page.getByLabel("Responsible for the content");
  await expect.poll(() => responsible.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("responsible");
  expect(
    await page.getByText("Plain text only: this looks like markup (<…>). Type the text without tags.").count(),
  ).toBe(1);
  expect(await page.getByLabel("Name or company (required)").inputValue()).toBe('Müller & Söhne "Live"');
  await responsible.fill("Ana Lima\nKurt-Eisner-Straße 11, 04275 Leipzig");
  await page.getByRole("button", { name: "Save legal notice" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Legal notice saved. It is shown at /legal." }).waitFor();
  await expect
    .poll(() => page.getByText("and linked from the footer of every page").count(), { timeout: 15_000 })
    .toBe(1);

  // Every public page's footer links it; the page shows the text as typed, lines kept.
  const visitor = (await openPage(browser, phone)).page;
  for (const path of ["/", "/events", "/contact"]) {
    await visitor.goto(`${app.url}${path}`);
    expect([
      path,
      await visitor.locator("footer").getByRole("link", { name: "Legal notice" }).getAttribute("href"),
    ]).toEqual([path, "/legal"]);
  }
  await visitor.locator("footer").getByRole("link", { name: "Legal notice" }).click();
  await visitor.waitForURL(`${app.url}/legal`);
  await hydrated(visitor);
  expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe("Legal notice");
  expect(await visitor.getByText("Information according to § 5 DDG (Germany)").count()).toBe(1);
  expect(await visitor.getByText('Müller & Söhne "Live"', { exact: true }).count()).toBe(1);
  expect(await visitor.getByRole("link", { name: "band@owls.example" }).getAttribute("href")).toBe(
    "mailto:band@owls.example",
  );
  expect(await visitor.getByRole("link", { name: "+49 341 555 0101" }).getAttribute("href")).toBe("tel:+493415550101");
  expect(
    await visitor.getByRole("heading", { name: "Responsible for the content according to § 18 (2) MStV" }).count(),
  ).toBe(1);
  expect(await fits(visitor)).toBe(true);
  const html = await (await visitor.request.get(`${app.url}/legal`)).text();
  expect(html).toContain("Müller &amp; Söhne &quot;Live&quot;");
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
    publisher: Record<string, unknown>;
  };
  expect(ld.publisher).toMatchObject({
    "@type": "Organization",
    name: 'Müller & Söhne "Live"',
    legalName: 'Müller & Söhne "Live" GbR',
    email: "band@owls.example",
    vatID: "DE123456789",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Kurt-Eisner-Straße 11",
      postalCode: "04275",
      addressLocality: "Leipzig",
    },
  });
  expect(await (await visitor.request.get(`${app.url}/sitemap.xml`)).text()).toContain("/legal</loc>");

  // The checklist's step is ticked by the server.
  await page.goto(`${app.url}/admin`);
  await hydrated(page);
  expect(await step(page).textContent()).toContain("(done)");
  expect(errors).toEqual([]);
});
