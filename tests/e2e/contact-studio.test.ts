/**
 * The owner's side of e-mail delivery in Chromium: a failed delivery on the
 * dashboard and "Retry now", "Send test e-mail" in Settings, the CSV export,
 * and the dashboard's warning when e-mail is not set up.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { CONTACT_SECRET, HUMAN, postFormTokenAged } from "./contact-token.ts";

let app: App;
let browser: Browser;
let smtp: SmtpFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "web@owls.example",
    MAIL_TO: "inbox@owls.example",
    SESSION_SECRET: CONTACT_SECRET,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const toast = (page: Page) => page.locator("[data-sonner-toast]").first();

test("a refused delivery shows on the dashboard and the message page; Retry now delivers it", async () => {
  smtp.rejectNext(1, 550, "5.2.2 Mailbox full");
  const visitor = await openPage(browser);
  await postFormTokenAged(visitor.page, HUMAN);
  await visitor.page.goto(`${app.url}/contact`);
  await hydrated(visitor.page);
  await visitor.page.getByLabel("Your name", { exact: true }).fill("Rita Retry");
  await visitor.page.getByRole("main").getByLabel("E-mail", { exact: true }).fill("rita@example.com");
  await visitor.page.getByLabel("What is it about?", { exact: true }).selectOption("press");
  await visitor.page.getByLabel("Message", { exact: true }).fill("An interview request for our magazine.");
  await visitor.page.getByRole("button", { name: "Send message" }).click();
  // The page itself says the message was received, where the form was (issue 25 §7, ADR 2511): no toast.
  await expect
    .poll(() => visitor.page.getByRole("status").filter({ hasText: "Message received" }).textContent())
    .toContain("Thank you!");

  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await expect
    .poll(async () => {
      await page.goto(`${app.url}/admin`);
      return page.getByRole("region", { name: "Messages" }).textContent();
    })
    .toMatch(/1\s*failed delivery/);
  expect(await page.getByRole("region", { name: "Messages" }).textContent()).toContain("5.2.2 Mailbox full");
  await page.getByRole("link", { name: "Message from Rita Retry" }).click();
  await page.getByText("Last error").waitFor();
  expect(await page.locator(".delivery").first().textContent()).toMatch(/Failed/);
  await page.getByRole("button", { name: "Retry now" }).click();
  await expect.poll(() => toast(page).textContent()).toMatch(/Queued again/);
  await smtp.waitFor(1);
  expect(smtp.messages.at(-1)?.subject).toContain("Press from Rita Retry");
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator(".delivery").first().textContent();
    })
    .toMatch(/Sent/);
  expect(visitor.errors).toEqual([]);
  expect(errors).toEqual([]);
});

test("Send test e-mail in Settings reports the result, and the test arrives", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings`);
  await hydrated(page);
  expect(await page.getByRole("region", { name: "E-mail delivery" }).textContent()).toContain("Ready to send.");
  const before = smtp.messages.length;
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect.poll(() => toast(page).textContent()).toBe("Test e-mail sent to inbox@owls.example.");
  await smtp.waitFor(before + 1);
  expect(smtp.messages.at(-1)?.subject).toMatch(/^Test e-mail from /);
  smtp.rejectNext(1, 554, "5.7.1 Sender rejected");
  // The second click means something only once the first round trip is over: the button idle again
  // (it is busy, and disabled, from the click until the page it leads to has loaded) and the first toast gone.
  const send = page.getByRole("button", { name: "Send test e-mail" });
  await expect
    .poll(() => send.evaluate((b) => (b as HTMLButtonElement).disabled || b.getAttribute("aria-busy") === "true"))
    .toBe(false);
  await page.locator("[data-sonner-toast] button[aria-label='Close toast']").first().click();
  await page.locator("[data-sonner-toast]").waitFor({ state: "detached" });
  await send.click();
  await expect
    .poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "failed" }).first().textContent())
    .toContain("554 5.7.1 Sender rejected");
  expect(errors).toEqual([]);
});

test("HTML and script typed by a visitor show as text in the studio and never run", async () => {
  const evil = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> hello`;
  const visitor = await openPage(browser, { javaScriptEnabled: false });
  await postFormTokenAged(visitor.page, HUMAN);
  await visitor.page.goto(`${app.url}/contact`);
  await visitor.page.getByLabel("Your name", { exact: true }).fill("<b>Mallory</b>");
  await visitor.page.getByRole("main").getByLabel("E-mail", { exact: true }).fill("mallory@example.com");
  await visitor.page.getByLabel("What is it about?", { exact: true }).selectOption("general");
  await visitor.page.getByLabel("Message", { exact: true }).fill(evil);
  await visitor.page.getByRole("button", { name: "Send message" }).click();
  await visitor.page.waitForURL(/\/contact\?sent=/);

  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/inbox`);
  await page.getByRole("link", { name: "<b>Mallory</b>" }).click();
  await page.getByRole("heading", { name: "General from <b>Mallory</b>" }).waitFor();
  expect(await page.locator(".message-body").textContent()).toBe(evil);
  expect(await page.locator(".message-body img, .message-body script, h1 b").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test("the CSV export downloads the filtered list", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/inbox?status=all`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^messages-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const text = readFileSync(path!, "utf8");
  expect(text.split("\r\n")[0]).toBe(
    "\uFEFFid,received_at,status,topic,name,email,phone,date_wanted,message,consent,attachment,spam_reasons",
  );
  expect(text).toContain("Rita Retry");
  expect(errors).toEqual([]);
});

test("with the default log transport the dashboard warns that e-mail is not set up", async () => {
  const quiet = await startApp();
  try {
    const { page, errors } = await openPage(browser);
    await signedIn(page, quiet);
    const text = await page.getByRole("region", { name: "Messages" }).textContent();
    expect(text).toContain(
      "E-mail is not set up: nothing is e-mailed — not contact messages, RSVP confirmations, sign-up links or newsletters; messages are kept in the studio. Choose SMTP or EmailJS in Settings → E-mail.",
    );
    expect(text).toContain(
      "No recipient: set the address messages go to (Settings → E-mail, or MAIL_TO), or the contact e-mail in Settings.",
    );
    expect(errors).toEqual([]);
  } finally {
    await quiet.stop();
  }
});
