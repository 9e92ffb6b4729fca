/**
 * E-mail set-up a band manager can finish (issue 25 §2), in Chromium at
 * 390 px: choosing a provider fills the server fields and says where the
 * password comes from; a test against the local SMTP server; then the sender
 * domain's DNS check against the local DNS server, with the one missing
 * record shown as the exact record to add. Without JavaScript the preset
 * fills the blank fields on the server.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { startDnsServer, type DnsFixture } from "../fixtures/dns-server.ts";
import { runAxe, describeViolations } from "../quality/axe.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

const SMTP_USER = { user: "web@lanterns.example", pass: "an-app-password-for-smtp" };
let app: App;
let browser: Browser;
let smtp: SmtpFixture;
let dns: DnsFixture;

beforeAll(async () => {
  [smtp, dns] = await Promise.all([
    startSmtpServer({ auth: SMTP_USER }),
    startDnsServer({
      "lanterns.example": { txt: ["v=spf1 include:spf.messagingengine.com ~all"] },
      "fm1._domainkey.lanterns.example": { cname: "fm1.lanterns.example.dkim.fmhosted.com" },
    }),
  ]);
  app = await startApp({ DNS_SERVERS: dns.server });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([smtp?.close(), dns?.close()]);
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a preset fills the server; after the test the DNS check shows ✔ and the one record to add", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/email`);
  await hydrated(page);
  await page.getByRole("radio", { name: /^SMTP/ }).check();
  await page.getByLabel("Your mail provider", { exact: true }).selectOption({ label: "Fastmail" });
  expect(await page.getByLabel("Server (host name)").inputValue()).toBe("smtp.fastmail.com");
  expect(await page.getByLabel("Port (optional)").inputValue()).toBe("465");
  expect(await page.getByLabel("Security").inputValue()).toBe("tls");
  await expect
    .poll(() => page.locator(".smtp-preset__help").textContent())
    .toContain("an app password with SMTP access");
  expect(await page.getByRole("link", { name: "Open Fastmail" }).getAttribute("href")).toBe(
    "https://app.fastmail.com/settings/security/apppasswords",
  );
  // The test cannot reach Fastmail: the server fields point at the local SMTP server, as a relay would.
  await page.getByLabel("Server (host name)").fill("127.0.0.1");
  await page.getByLabel("Security").selectOption("none");
  await page.getByLabel("Port (optional)").fill(String(smtp.port));
  await page.getByLabel("User name").fill(SMTP_USER.user);
  await page.getByLabel("Password").fill(SMTP_USER.pass);
  await page.getByLabel("From", { exact: true }).fill("The Lanterns <web@lanterns.example>");
  await page.getByLabel("Messages go to (optional)").fill("band@lanterns.example");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect
    .poll(() => page.locator(".email-test-result").textContent())
    .toBe("Test e-mail sent to band@lanterns.example.");
  await smtp.waitFor(1);

  const check = page.getByRole("region", { name: "Sender domain: lanterns.example" });
  await check.waitFor();
  const lines = check.getByRole("listitem");
  expect(await lines.nth(0).textContent()).toBe("SPF: your provider may send for this domain.");
  expect(await lines.nth(2).textContent()).toBe("DKIM: your provider's signing key is published.");
  const dmarc = lines.nth(1);
  expect(await dmarc.getByRole("paragraph").textContent()).toBe("DMARC: no policy yet. Add this record:");
  expect(await dmarc.locator("dd").allTextContents()).toEqual(["_dmarc.lanterns.example", "TXT", "v=DMARC1; p=none"]);
  expect(dns.asked).toContain("TXT _dmarc.lanterns.example");
  expect(await fits(page)).toBe(true);
  expect(describeViolations("/admin/settings/email", await runAxe(page))).toEqual([]);

  // Once the record is there, the next test says ✔.
  dns.zone.set("_dmarc.lanterns.example", { txt: ["v=DMARC1; p=none"] });
  await page.getByLabel("Password").fill(SMTP_USER.pass);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect.poll(() => dmarc.textContent()).toBe("DMARC: a policy is published.");
  expect(errors).toEqual([]);
});

test("without JavaScript, a chosen preset fills the blank server fields when saved", async () => {
  const { page, context } = await openPage(browser, {
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/email`);
  await page.getByRole("radio", { name: /^SMTP/ }).check();
  await page.getByLabel("Your mail provider", { exact: true }).selectOption({ label: "Brevo" });
  await page.getByLabel("Server (host name)").fill("");
  await page.getByLabel("Port (optional)").fill("");
  await page.getByLabel("User name").fill("8a1b2c001@smtp-brevo.com");
  await page.getByLabel("Password").fill("xsmtpsib-a-key");
  await page.getByLabel("From", { exact: true }).fill("The Lanterns <web@lanterns.example>");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.waitForURL(`${app.url}/admin/settings/email`);
  expect(await page.getByLabel("Server (host name)").inputValue()).toBe("smtp-relay.brevo.com");
  expect(await page.getByLabel("Port (optional)").inputValue()).toBe("587");
  expect(await page.getByLabel("Security").inputValue()).toBe("starttls");
  expect(await page.getByLabel("Your mail provider", { exact: true }).inputValue()).toBe("brevo");
  expect(await page.locator(".smtp-preset__help").textContent()).toContain("an SMTP key");
  await context.close();
});
