/**
 * Never promise a mail that cannot leave (issue 25 §1, ADR 2520), in Chromium. With no e-mail set
 * up (the default): a fan's RSVP ends on the reply's own page with its address to keep, a sign-up
 * says sign-ups open soon, no page says a mail is on its way, and the studio pages whose work goes
 * out by e-mail show the banner with the link that fixes it. With an SMTP server the usual words
 * come back. The launch checklist's e-mail step (issue 25 §3, ADR 2521) is ticked only by a test
 * the server accepted, and unticked when the server refuses.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { CONTACT_SECRET } from "./contact-token.ts";
import { humanTokens as rsvpTokens } from "./rsvp-helpers.ts";
import { humanTokens as signupTokens } from "./fans-helpers.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";

/** What no page may say while no e-mail can leave. */
const PROMISES = ["on its way to your inbox", "Check your inbox", "We've e-mailed you", "check your inbox"];

let browser: Browser;
let quiet: App;
let mailing: App;
let smtp: SmtpFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [quiet, mailing] = await Promise.all([
    startApp({ DEMO_CONTENT: "true", SESSION_SECRET: CONTACT_SECRET, MAIL_TO: "inbox@lanterns.example" }),
    startApp({
      DEMO_CONTENT: "true",
      SESSION_SECRET: CONTACT_SECRET,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Lanterns <web@lanterns.example>",
      MAIL_TO: "inbox@lanterns.example",
    }),
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([quiet?.stop(), mailing?.stop()]);
  await smtp?.close();
});

/** The owner opens RSVPs on the demo's jam session; returns the public page of its first date. */
async function openReplies(page: Page, app: App): Promise<string> {
  await page.goto(`${app.url}/admin/rsvp`);
  await page.getByRole("link", { name: "Open jam session" }).click();
  await page.waitForURL(/\/admin\/rsvp\/[\w-]+$/);
  await hydrated(page);
  await page.getByLabel("Take RSVPs").check();
  await page.getByLabel("Places").fill("10");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByText("RSVP settings saved.").count()).toBeGreaterThan(0);
  const first = page.getByRole("row").nth(1);
  return new URL((await first.getByRole("link", { name: "Public page" }).getAttribute("href"))!, app.url).pathname;
}

async function rsvp(app: App, eventPath: string, name: string, email: string): Promise<Page> {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await rsvpTokens(page);
  await page.goto(`${app.url}${eventPath}`);
  await hydrated(page);
  const form = page.getByRole("region", { name: "RSVP", exact: true });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "RSVP", exact: true }).click();
  await page.waitForURL(/done=confirmed/);
  expect(errors).toEqual([]);
  return page;
}

test("no e-mail set up: an RSVP shows the reply's own page, a sign-up opens soon, and nothing promises a mail", async () => {
  const { page: owner, errors } = await openPage(browser);
  await signedIn(owner, quiet);
  const eventPath = await openReplies(owner, quiet);

  // The studio pages whose work goes out by e-mail say it does not, with the one link that fixes it.
  for (const path of ["/admin/rsvp", "/admin/fans", "/admin/fans/newsletters", "/admin/news", "/admin/inbox"]) {
    await owner.goto(`${quiet.url}${path}`);
    const banner = owner.locator(".mail-banner");
    await expect.poll(() => banner.textContent(), { message: path }).toContain("E-mail is not set up");
    expect(await banner.getByRole("link", { name: "Set up e-mail" }).getAttribute("href")).toBe(
      "/admin/settings/email",
    );
  }
  // The transport is named as a person reads it, never by its variable.
  await owner.goto(`${quiet.url}/admin/settings/email`);
  expect(await owner.locator("main").textContent()).toContain("Not sending (messages are kept in the studio)");
  expect(await owner.locator("main").textContent()).not.toContain("MAIL_TRANSPORT=log");
  expect(errors).toEqual([]);

  const page = await rsvp(quiet, eventPath, "Ada Lind", "ada@choirmail.net");
  expect(new URL(page.url()).pathname).toBe("/rsvp/reply");
  await expect.poll(() => page.getByRole("status").textContent()).toBe("You're on the guest list (1 place).");
  const main = (await page.locator("main").textContent())!;
  expect(main).toContain("This site does not send e-mail at the moment");
  for (const p of PROMISES) expect(main).not.toContain(p);
  // The address to keep is this page's own, and it opens the reply again.
  const keep = page.locator(".rsvp__keep a");
  const href = (await keep.getAttribute("href"))!;
  expect(href).toMatch(/\/rsvp\/reply\?t=/);
  expect(describeViolations("/rsvp/reply (no mail)", await runAxe(page))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(href.replace(/^https?:\/\/[^/]+/, quiet.url));
  await expect.poll(() => page.getByText("You're on the guest list: 1 place.").count()).toBe(1);
  await page.context().close();

  // No sign-up form offers what cannot happen: none on the home page, a date's page or a footer, and no
  // "we'll e-mail you a link"; a form a browser kept from before is refused with "open soon" (403).
  const { page: fan, errors: fanErrors } = await openPage(browser);
  for (const path of ["/", eventPath, "/events"]) {
    await fan.goto(`${quiet.url}${path}`);
    await hydrated(fan);
    expect(await fan.locator("section.fans-home, section.fans-event, section.fans-footer").count(), path).toBe(0);
    expect(await fan.locator("body").textContent(), path).not.toContain("We'll e-mail you a link");
  }
  const cached = await fan.request.post(`${quiet.url}/subscribe`, {
    form: { email: "maya@fanmail.net", source: "home" },
    maxRedirects: 0,
  });
  expect(cached.status()).toBe(403);
  expect(await cached.text()).toContain("Sign-ups open soon");
  await fan.goto(`${quiet.url}/subscribe`);
  await expect.poll(() => fan.getByRole("status").textContent()).toContain("Sign-ups open soon");
  expect(await fan.getByRole("button", { name: "Sign me up" }).count()).toBe(0);
  expect(describeViolations("/subscribe (no mail)", await runAxe(fan))).toEqual([]);
  expect(fanErrors).toEqual([]);
});

test("with an SMTP server the usual words come back, and no banner", async () => {
  const { page: owner } = await openPage(browser);
  await signedIn(owner, mailing);
  const eventPath = await openReplies(owner, mailing);
  expect(await owner.locator(".mail-banner").count()).toBe(0);

  const page = await rsvp(mailing, eventPath, "Bea Novak", "bea@choirmail.net");
  expect(new URL(page.url()).pathname).toMatch(/^\/rsvp\/[\w-]+\/\d{4}-\d{2}-\d{2}$/);
  await expect
    .poll(() => page.getByRole("status").textContent())
    .toBe("You're on the guest list (1 place). A confirmation is on its way to your inbox.");
  await page.context().close();

  const { page: fan } = await openPage(browser);
  await signupTokens(fan);
  await fan.goto(`${mailing.url}/subscribe`);
  await hydrated(fan);
  await fan.getByLabel("E-mail", { exact: true }).fill("maya@fanmail.net");
  await fan.getByRole("button", { name: "Sign me up" }).click();
  await fan.waitForURL(/\/subscribe\/thanks$/);
  await expect.poll(() => fan.getByRole("heading", { level: 1 }).textContent()).toBe("Check your inbox");
});

/** Sends "Send test e-mail" from Settings and waits for its answer. */
async function sendTest(page: Page, app: App, answer: RegExp): Promise<void> {
  await page.goto(`${app.url}/admin/settings`);
  await hydrated(page);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect.poll(() => page.locator("body").textContent()).toMatch(answer);
}

/** The dashboard's e-mail step reaches `done` (each look is a new load: the server checks again). */
async function emailStep(page: Page, app: App, done: boolean): Promise<void> {
  const step = page.locator(".checklist li").filter({ hasText: "Send yourself a test e-mail" });
  await expect
    .poll(async () => {
      await page.goto(`${app.url}/admin`);
      return ((await step.textContent()) ?? "").includes("(done)");
    })
    .toBe(done);
}

test("the checklist's e-mail step: a recorded test never ticks it; one the server accepted does; a refusal unticks it", async () => {
  const { page: q } = await openPage(browser);
  await signedIn(q, quiet);
  await sendTest(q, quiet, /Test recorded, not sent/);
  await emailStep(q, quiet, false);
  // The box stays while a step is open.
  expect(await q.getByRole("region", { name: "Get your site ready" }).count()).toBe(1);

  const { page: m, errors } = await openPage(browser);
  await signedIn(m, mailing);
  await sendTest(m, mailing, /Test e-mail sent to inbox@lanterns\.example/);
  await emailStep(m, mailing, true);
  smtp.rejectNext(1, 550, "5.7.1 Relaying denied");
  await sendTest(m, mailing, /Relaying denied/);
  await emailStep(m, mailing, false);
  // The studio says so where mail matters, with the way to fix it.
  await m.goto(`${mailing.url}/admin/fans`);
  await expect.poll(() => m.locator(".mail-banner").textContent()).toContain("did not accept the last e-mail");
  smtp.acceptAll();
  await sendTest(m, mailing, /Test e-mail sent to/);
  await emailStep(m, mailing, true);
  expect(await m.locator(".mail-banner").count()).toBe(0);
  expect(errors).toEqual([]);
});
