/**
 * The site's language (issue 15, L1): the owner switches it in the studio's
 * settings, and the public pages, the contact form's validation and toast, the
 * auto-reply to the visitor, dates and times follow. Then Arabic: right to
 * left, mirrored, accessible and without sideways scrolling on a small phone.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { CONTACT_SECRET, HUMAN, postFormTokenAged } from "./contact-token.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";

let app: App;
let browser: Browser;
let smtp: SmtpFixture;
let eventPath: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [app, browser] = await Promise.all([
    startApp({
      DEMO_CONTENT: "true",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Lanterns Website <web@lanterns.example>",
      MAIL_TO: "inbox@lanterns.example",
      MAIL_AUTOREPLY: "true",
      SESSION_SECRET: CONTACT_SECRET,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), smtp?.close()]);
});

/**
 * The owner picks the site language in Settings and saves. Found by name, not by label: an owner
 * who has not chosen a studio language gets the studio in the site's language once the studio has it.
 */
async function setLanguage(code: string): Promise<void> {
  const { page, context } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/general`);
  await hydrated(page);
  const language = page.locator('select[name="language"]');
  await language.selectOption(code);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/settings"),
    ),
    page.locator('button[name="intent"][value="save"]').click(),
  ]);
  expect(response.status()).toBeLessThan(400);
  await expect.poll(() => language.inputValue()).toBe(code);
  await context.close();
}

const WEEKDAY_DE = /Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag/;
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("in German: the events list, an event page and the month grid (Monday first, 24-hour clock)", async () => {
  await setLanguage("de");
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/events`);
  await hydrated(page);
  expect(await page.locator("html").getAttribute("lang")).toBe("de");
  expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Termine");
  expect(await page.getByRole("link", { name: "Vergangene Termine" }).count()).toBe(1);
  expect(await page.getByRole("heading", { name: "Alle Termine abonnieren" }).count()).toBe(1);
  // The menu's entries come from the manifests' label keys.
  expect(await page.locator(".site-nav--wide").getByRole("link", { name: "Kontakt" }).count()).toBe(1);
  const meta = (await page.locator(".event__meta").allTextContents()).join(" ");
  expect(meta).toMatch(/\b\d{2}:\d{2}\b/);
  expect(meta).not.toMatch(/\b(AM|PM)\b/);
  eventPath = (await page.locator(".event__title a").first().getAttribute("href"))!;
  expect(await page.title()).toContain("Termine");

  // The page carries only the messages its render used (ADR 0902): nothing of the contact form's.
  const carried = Object.keys(JSON.parse((await page.locator("#i18n-messages").textContent())!) as object);
  expect(carried).toContain("events.calendar.subscribe");
  expect(carried.filter((k) => k.startsWith("contact.form."))).toEqual([]);
  // The rest of the catalogue arrives after hydration: a client navigation to the form shows it in German.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator(".site-nav--wide").getByRole("link", { name: "Kontakt" }).click();
  await expect.poll(() => page.locator("main").getByRole("button", { name: "Nachricht senden" }).count()).toBe(1);
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);

  await page.goto(`${app.url}${eventPath}`);
  await hydrated(page);
  expect(await page.locator(".event-when time").first().textContent()).toMatch(WEEKDAY_DE);
  // One "Add to calendar" menu (issue 34), its button in German.
  expect((await page.locator("details.add-to-calendar > summary").textContent())?.trim()).toBe(
    "Zum Kalender hinzufügen",
  );
  expect(await page.getByRole("heading", { name: "Teilen" }).count()).toBe(1);
  expect(await page.getByRole("link", { name: "Alle Termine" }).count()).toBeGreaterThan(0);

  await page.goto(`${app.url}/events?view=month`);
  await hydrated(page);
  const headers = page.getByRole("table").getByRole("columnheader");
  expect(await headers.first().getAttribute("abbr")).toBe("Montag");
  expect(await headers.last().getAttribute("abbr")).toBe("Sonntag");
  expect(await page.locator("#month-heading").textContent()).toMatch(
    /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
  );
  expect(await page.locator("caption").textContent()).toMatch(/Termin|keine Termine/);
  for (const time of await page.locator(".month__time").allTextContents()) expect(time).toMatch(/^\d{2}:\d{2}$/);
  expect(errors).toEqual([]);
});

test("in German: the contact form's validation, its toast, the received page and the auto-reply", async () => {
  const { page, errors } = await openPage(browser);
  await postFormTokenAged(page, HUMAN);
  await page.goto(`${app.url}/contact`);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Kontakt");
  await page.getByLabel("Dein Name", { exact: true }).fill("Jonas Weber");
  // Passes the browser's check but not the server's (no domain).
  await page.getByRole("main").getByLabel("E-Mail", { exact: true }).fill("jonas@localhost");
  await page.getByLabel("Worum geht es?", { exact: true }).selectOption("general");
  await page.getByLabel("Nachricht", { exact: true }).fill("Spielt ihr auch im Dezember in Hamburg?");
  // The demo site has a privacy notice, so the form asks for consent.
  await page.getByLabel("Ich stimme dem obigen Datenschutzhinweis zu.", { exact: true }).check();
  const [bad] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/contact")),
    page.getByRole("button", { name: "Nachricht senden" }).click(),
  ]);
  expect(bad.status()).toBe(400);
  await expect.poll(() => page.getByText("Gib eine E-Mail-Adresse wie name@example.com ein.").count()).toBe(1);
  await expect
    .poll(() => page.locator("[data-sonner-toast]").first().textContent())
    .toContain("Bitte prüfe die markierten Felder.");

  await page.getByRole("main").getByLabel("E-Mail", { exact: true }).fill("jonas@example.com");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  // The page itself says it arrived, in German, where the form was.
  const received = page.getByRole("status").filter({ hasText: "Nachricht erhalten" });
  await expect.poll(() => received.textContent()).toContain("Deine Nachricht ist bei uns angekommen.");

  const mails = await smtp.waitFor(2);
  const reply = mails.find((m) => m.envelope.to.includes("jonas@example.com"))!;
  expect(reply.subject).toMatch(/^Wir haben deine Nachricht erhalten – /);
  expect(reply.text).toContain("Deine Nachricht ist angekommen");
  expect(reply.text).toContain("Dies ist eine automatische Antwort.");
  expect(errors).toEqual([]);
});

test("in Arabic: right to left and mirrored, axe finds nothing, nothing scrolls sideways at 320 px", async () => {
  await setLanguage("ar");
  const wide = await openPage(browser);
  await wide.page.goto(`${app.url}/events`);
  await hydrated(wide.page);
  expect(await wide.page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await wide.page.locator("html").getAttribute("lang")).toBe("ar");
  // Mirrored: the site's name sits at the right of the header, its menu to the left of it.
  const brand = (await wide.page.locator(".site-header .brand").boundingBox())!;
  const nav = (await wide.page.locator(".site-nav--wide").boundingBox())!;
  expect(brand.x).toBeGreaterThan(640);
  expect(nav.x).toBeLessThan(brand.x);
  // Weeks start on Saturday in Arabic (Intl's week info), and the headers say so.
  await wide.page.goto(`${app.url}/events/month`);
  await hydrated(wide.page);
  const weekday = (day: number) =>
    new Intl.DateTimeFormat("ar", { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, day)); // 2024-01-06: a Saturday
  const headers = wide.page.getByRole("table").getByRole("columnheader");
  expect([await headers.first().getAttribute("abbr"), await headers.last().getAttribute("abbr")]).toEqual([
    weekday(6),
    weekday(12),
  ]);
  expect(wide.errors).toEqual([]);
  await wide.context.close();

  const { page, errors } = await openPage(browser, { viewport: { width: 320, height: 700 } });
  const found: string[] = [];
  const overflow: string[] = [];
  for (const path of ["/", "/events", eventPath, "/events?view=month", "/contact", "/media", "/gallery", "/about"]) {
    await page.goto(`${app.url}${path}`);
    await hydrated(page);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    found.push(...describeViolations(path, await runAxe(page)));
    const px = await noSideScroll(page);
    if (px > 0) overflow.push(`${path}: ${px} px`);
  }
  expect(found).toEqual([]);
  expect(overflow).toEqual([]);
  expect(errors).toEqual([]);
});
