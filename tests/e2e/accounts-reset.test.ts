/**
 * A way back in (issue 11), on a phone: "Forgot password?" on the sign-in
 * page, the link e-mailed through a real SMTP server, a new password that
 * signs this browser in and every other session out, and a used link that
 * can't be used again. Without e-mail, the page names the server command.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, OWNER, signedIn, startApp } from "./harness.ts";
import { type SmtpFixture, startSmtpServer } from "../fixtures/smtp-server.ts";

let browser: Browser;
let app: App;
let smtp: SmtpFixture;
const PHONE = { viewport: { width: 390, height: 844 } };

beforeAll(async () => {
  smtp = await startSmtpServer();
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({ MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, MAIL_FROM: "Studio <studio@example.com>" }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), smtp?.close()]);
});

test("forgot password: a link by e-mail, used once; a new password signs in here and out everywhere else", async () => {
  // The owner is signed in on another device.
  const { page: elsewhere } = await openPage(browser);
  await signedIn(elsewhere, app);

  const { page, errors } = await openPage(browser, PHONE);
  await page.goto(`${app.url}/admin/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(/\/admin\/forgot$/);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  // An unknown address gets the very same answer, and no e-mail.
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByRole("button", { name: "Send me a link" }).click();
  const said = page.getByRole("status");
  await expect
    .poll(() => said.textContent())
    .toContain("If nobody@example.com has a studio account, a link to choose a new password is on its way.");
  await page.goto(`${app.url}/admin/forgot`);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect.poll(() => page.getByRole("status").textContent()).toContain(`If ${OWNER.email} has a studio account`);
  const [mail] = await smtp.waitFor(1);
  expect(smtp.messages).toHaveLength(1);
  expect(mail!.envelope.to).toEqual([OWNER.email]);
  const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/reset\/[\w-]{43}/.exec(mail!.text)![0];

  await page.goto(link);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Choose a new password");
  await page.getByLabel("New password", { exact: true }).fill("a-New-sturdy-passphrase-7");
  await page.getByLabel("New password again").fill("a-New-sturdy-passphrase-8");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect.poll(() => page.getByText("The passwords don't match.").count()).toBe(1);
  await page.getByLabel("New password", { exact: true }).fill("a-New-sturdy-passphrase-7");
  await page.getByLabel("New password again").fill("a-New-sturdy-passphrase-7");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await page.waitForURL((u) => u.pathname === "/admin");
  await expect.poll(() => page.getByText("Your new password is set, and you're signed in.").count()).toBeGreaterThan(0);

  // The other device was signed out; the link can't be used again.
  await elsewhere.goto(`${app.url}/admin/events`);
  expect(new URL(elsewhere.url()).pathname).toBe("/admin/login");
  const again = await openPage(browser, PHONE);
  await again.page.goto(link);
  expect(await again.page.getByRole("heading", { level: 1 }).textContent()).toBe("This link has expired");
  expect(errors).toEqual([]);
});

test("without e-mail, 'Forgot password?' names the command that prints a link", async () => {
  const quiet = await startApp();
  try {
    const { page, errors } = await openPage(browser, PHONE);
    await page.goto(`${quiet.url}/admin/forgot`);
    expect(await page.locator("main").textContent()).toContain("npm run user -- reset-password you@example.com");
    expect(await page.getByRole("button", { name: "Send me a link" }).count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await quiet.stop();
  }
});
