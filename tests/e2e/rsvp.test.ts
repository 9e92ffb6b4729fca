/**
 * RSVP journey (issue 13) in Chromium against a real server that e-mails
 * through a real SMTP server: the owner opens replies on a date with 3 places
 * and a question; four visitors reply on the event's page (one without
 * JavaScript) → 3 confirmations and 1 waitlisted, each e-mail with the date's
 * .ics; the first cancels by the link in her e-mail → the waitlisted one is
 * promoted and told; at the door, on a 390 px phone, a guest is found by name
 * and checked in, and a second tap changes nothing.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { startSmtpServer, type ReceivedMail, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { validateHtml } from "../quality/html-validate.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { CONTACT_SECRET } from "./contact-token.ts";
import { humanTokens } from "./rsvp-helpers.ts";

let app: App;
let browser: Browser;
let smtp: SmtpFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({
    DEMO_CONTENT: "true",
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Lanterns <web@lanterns.example>",
    MAIL_TO: "inbox@lanterns.example",
    SESSION_SECRET: CONTACT_SECRET,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelope.to.includes(address));
async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1]!;
}

const GUESTS = [
  { name: "Ada Lind", email: "ada@choirmail.net", voice: "Alto" },
  { name: "Bea Novak", email: "bea@choirmail.net", voice: "Soprano" },
  { name: "Cem Aydın", email: "cem@choirmail.net", voice: "Tenor" },
  { name: "Dora Maes", email: "dora@choirmail.net", voice: "Bass" },
];

let eventPath = "";
let doorPath = "";

test("four visitors reply to a 3-place date: three are confirmed, one waits; a cancel by the e-mail's link promotes her and tells her", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/rsvp`);
  await page.getByRole("link", { name: "Open jam session" }).click();
  await page.waitForURL(/\/admin\/rsvp\/[\w-]+$/);
  await hydrated(page);
  await page.getByLabel("Take RSVPs").check();
  await page.getByLabel("Places").fill("3");
  await page.getByLabel("Largest party").fill("1");
  await page.getByLabel("Question 1").fill("Which voice do you sing?");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByText("RSVP settings saved.").count()).toBeGreaterThan(0);
  const firstDate = page.getByRole("row").nth(1);
  eventPath = new URL((await firstDate.getByRole("link", { name: "Public page" }).getAttribute("href"))!, app.url)
    .pathname;
  doorPath = new URL((await firstDate.getByRole("link", { name: "Door" }).getAttribute("href"))!, app.url).pathname;
  expect(errors).toEqual([]);

  // The form on the event's page is valid HTML and has no axe violation; a mistake comes back under its field, input kept.
  const { page: look } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await look.goto(`${app.url}${eventPath}`);
  expect(await validateHtml(eventPath, await (await fetch(`${app.url}${eventPath}`)).text())).toEqual([]);
  expect(describeViolations(eventPath, await runAxe(look))).toEqual([]);
  expect(await look.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await humanTokens(look);
  const lookForm = look.getByRole("region", { name: "RSVP", exact: true });
  await lookForm.getByLabel("Name").fill("Eve");
  await lookForm.getByLabel("E-mail").fill("eve@gmial.com");
  await lookForm.getByRole("button", { name: "RSVP", exact: true }).click();
  const again = look.getByRole("region", { name: "RSVP", exact: true });
  await expect.poll(() => again.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
  expect(await again.textContent()).toContain("Did you mean eve@gmail.com?");
  expect(await again.getByLabel("Name").inputValue()).toBe("Eve");
  expect(describeViolations("/rsvp (400)", await runAxe(look))).toEqual([]);
  await look.context().close();

  for (const [i, g] of GUESTS.entries()) {
    // The third visitor has no JavaScript: the form is a plain post either way.
    const { page: p, errors: errs } = await openPage(browser, { javaScriptEnabled: i !== 2 });
    await humanTokens(p);
    await p.goto(`${app.url}${eventPath}`);
    if (i !== 2) await hydrated(p);
    const form = p.getByRole("region", { name: "RSVP", exact: true });
    await form.getByLabel("Name").fill(g.name);
    await form.getByLabel("E-mail").fill(g.email);
    await form.getByLabel("Which voice do you sing?").fill(g.voice);
    await form.getByRole("button", { name: i < 3 ? "RSVP" : "Join the waitlist", exact: true }).click();
    await p.waitForURL(/\/rsvp\/[\w-]+\/\d{4}-\d{2}-\d{2}\?done=/).catch(async (e: unknown) => {
      throw new Error(`${String(e)}\nvisitor ${i} at ${p.url()}, errors: ${errs.join("\n")}`);
    });
    await expect
      .poll(() => p.getByRole("status").textContent())
      .toMatch(i < 3 ? /You're on the guest list \(1 place\)/ : /You're on the waitlist/);
    expect(errs).toEqual([]);
    await p.context().close();
  }

  const confirmed = await Promise.all(GUESTS.slice(0, 3).map((g) => mailTo(g.email)));
  for (const m of confirmed) {
    expect(m.subject).toMatch(/^You're on the list: Open jam session, /);
    expect(m.attachments).toEqual([
      expect.objectContaining({
        contentType: expect.stringContaining("text/calendar"),
        filename: expect.stringMatching(/\.ics$/),
      }),
    ]);
    expect(m.attachments[0]!.content.toString()).toMatch(/BEGIN:VCALENDAR[\s\S]*SUMMARY:Open jam session/);
  }
  expect(confirmed[0]!.text).toContain("Which voice do you sing? Alto");
  const waiting = await mailTo(GUESTS[3]!.email);
  expect(waiting.subject).toMatch(/^Waitlist: Open jam session/);
  expect(waiting.attachments).toHaveLength(1);

  // Ada cancels with the link in her e-mail: the page asks first, the button does it.
  const link = /https?:\/\/\S+\/rsvp\/reply\?t=[\w.%-]+/
    .exec(confirmed[0]!.text)![0]
    .replace(/^https?:\/\/[^/]+/, app.url);
  const { page: ada } = await openPage(browser);
  await ada.goto(link);
  await expect.poll(() => ada.locator("main").textContent()).toContain("You're on the guest list: 1 place.");
  expect(await validateHtml("/rsvp/reply", await (await fetch(link)).text())).toEqual([]);
  expect(describeViolations("/rsvp/reply", await runAxe(ada))).toEqual([]); // a token page: the crawl never reaches it (tests/quality/pages.ts)
  await ada.getByRole("button", { name: "Cancel my RSVP" }).click();
  await expect.poll(() => ada.getByRole("status").textContent()).toMatch(/Your reply is cancelled/);
  await ada.context().close();

  const promoted = await mailTo(GUESTS[3]!.email, 2);
  expect(promoted.subject).toMatch(/^A place is yours: Open jam session/);
  expect(promoted.attachments[0]!.content.toString()).toContain("BEGIN:VEVENT");
  expect(mailsTo(GUESTS[0]!.email)).toHaveLength(1);
});

test("the guest list counts each state; at the door on a 390 px phone a name is found and checked in once, however often it is tapped", async () => {
  const { page, errors } = await openPage(browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await signedIn(page, app);
  await page.goto(`${app.url}${doorPath.replace(/\/door$/, "")}`);
  const counts = page.locator(".rsvp-counts");
  await expect.poll(() => counts.textContent()).toMatch(/Confirmed3 \/ 3.*Waitlisted0.*Cancelled1.*Checked in0/);

  await page.goto(`${app.url}${doorPath}`);
  await hydrated(page);
  const count = page.getByTestId("door-count");
  expect(await count.textContent()).toBe("0");
  await page.getByRole("searchbox", { name: "Search a name" }).fill("dora");
  await page.getByRole("button", { name: "Search" }).click();
  await expect.poll(() => page.getByRole("button", { name: /Tap to check in|Checked in/ }).count()).toBe(1);
  const dora = page.getByRole("button", { name: /^Dora Maes .*Tap to check in/ });
  await dora.tap();
  await expect.poll(() => count.textContent()).toBe("1");
  // A second tap, and a retried request (the same post again), change nothing.
  await page.getByRole("button", { name: /^Dora Maes .*Checked in/ }).tap();
  const again = await page.evaluate(async (path) => {
    const row = document.querySelector<HTMLFormElement>(".rsvp-door__row")!;
    const body = new FormData(row);
    body.set("intent", "checkin");
    return (await fetch(`${path}?index`, { method: "POST", body, headers: { Accept: "text/html" } })).status;
  }, doorPath);
  expect(again).toBeLessThan(400);
  await page.reload();
  await expect.poll(() => page.getByTestId("door-count").textContent()).toBe("1");
  // Plain words, counted by the catalogue's plural rules: not "1 in of 3 (capacity 3)".
  expect(await page.locator(".rsvp-door__count").textContent()).toBe("1 of 3 guests checked in · 3 places");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});

test("RSVP is set up in the event form: 'Take RSVPs' with places and largest party, checked at the field, and the event's page takes RSVPs", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/rsvp`);
  const row = page.locator(".rsvp-events li").filter({ hasText: "Record store session" });
  expect(await row.locator(".rsvp-state").textContent()).toBe("Not set up");
  await page.goto(`${app.url}/admin/events`);
  await page.getByRole("link", { name: "Record store session" }).first().click();
  await page.waitForURL(/\/admin\/events\/[\w-]+$/);
  await hydrated(page);
  const block = page.getByRole("group", { name: "RSVP" });
  const take = block.getByLabel("Take RSVPs");
  // Not set up: not ticked, and the numbers wait until it is.
  expect(await take.isChecked()).toBe(false);
  expect(await block.getByLabel("Places").isVisible()).toBe(false);
  await take.check();
  await block.getByLabel("Places").fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Refused at the field, before anything is saved, with the focus there.
  await expect.poll(() => block.getByLabel("Places").getAttribute("aria-invalid")).toBe("true");
  expect(await block.textContent()).toContain("Enter the number of places, from 1 to");
  await block.getByLabel("Places").fill("12");
  await block.getByLabel("Largest party").fill("2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The save says so in a toast (the save bar's hidden note "…public once saved." holds the same word).
  await page.locator("[data-sonner-toast]").filter({ hasText: "Saved." }).first().waitFor();
  expect(await page.getByRole("group", { name: "RSVP" }).getByLabel("Take RSVPs").isChecked()).toBe(true);
  expect(await page.getByRole("group", { name: "RSVP" }).getByLabel("Places").inputValue()).toBe("12");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`${app.url}/admin/rsvp`);
  expect(await row.locator(".rsvp-state").textContent()).toBe("Taking RSVPs");
  await row.getByRole("link", { name: "Record store session" }).click();
  await page.waitForURL(/\/admin\/rsvp\/[\w-]+$/);
  expect(await page.getByLabel("Places").inputValue()).toBe("12");
  const publicPath = await page.getByRole("link", { name: "Public page" }).first().getAttribute("href");
  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}${new URL(publicPath!, app.url).pathname}`);
  await visitor.page.getByRole("region", { name: "RSVP", exact: true }).getByRole("button", { name: "RSVP" }).waitFor();
  await visitor.context.close();
  expect([...errors, ...visitor.errors]).toEqual([]);
});
