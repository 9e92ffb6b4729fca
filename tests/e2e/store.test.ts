/**
 * Selling the release (issue 30, first slice) in Chromium against a real
 * server, the local Stripe contract server (through the official SDK) and a
 * real SMTP server: the owner puts the demo's release on sale and makes a
 * batch of download codes; a fan buys it on Stripe's page and downloads it
 * (the link also arrives by e-mail); another redeems a code once, and a
 * second try, a guessed link and an order's "send again" each say what they
 * did. The served HTML validates.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startSmtpServer, type ReceivedMail, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { startStripeServer, type StripeFixture } from "../fixtures/stripe-server.ts";
import { hydrated, launchBrowser, openPage, signIn, startApp, type App } from "./harness.ts";
import { CONTACT_SECRET, formTokenAged, HUMAN } from "./contact-token.ts";
import { validateHtml } from "../quality/html-validate.ts";

let app: App;
let browser: Browser;
let smtp: SmtpFixture;
let stripe: StripeFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeServer();
  app = await startApp({
    DEMO_CONTENT: "true",
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Lanterns <web@lanterns.example>",
    MAIL_TO: "inbox@lanterns.example",
    SESSION_SECRET: CONTACT_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  stripe.webhooks.url = `${app.url}/webhooks/stripe`;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await Promise.all([smtp?.close(), stripe?.close()]);
});

/** The release form's timing token, ten seconds old, so the test never waits on the clock. */
async function humanTokens(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/releases/"),
    async (route) => {
      const r = route.request();
      const body = r.postData();
      if (r.method() !== "POST" || body === null) return route.continue();
      const form = new URLSearchParams(body);
      if (form.has("buy_token")) form.set("buy_token", formTokenAged(HUMAN));
      return route.continue({
        postData: form.toString(),
        headers: { ...r.headers(), "content-type": "application/x-www-form-urlencoded" },
      });
    },
  );
}

/** With STORE_SHOTS=<folder>: the page in light and dark, to look at (not an assertion). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.STORE_SHOTS;
  if (!dir) return;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelope.to.includes(address));
async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1]!;
}

let releasePath = "";
let codes: string[] = [];
let bought = "";

test("the owner connects Stripe, puts the release on sale and makes download codes", async () => {
  const { page, errors } = await openPage(browser, { acceptDownloads: true });
  await signIn(page, app);
  await page.goto(`${app.url}/admin/settings/payments`);
  await hydrated(page);
  await page.getByLabel("Provider", { exact: true }).selectOption("stripe");
  await page.getByLabel("Stripe secret key, test (sk_test_…)").fill(stripe.secretKey);
  await page.getByLabel("Stripe webhook signing secret, test (whsec_…)").fill(stripe.webhookSecret);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Payment settings saved.").waitFor();

  await page.goto(`${app.url}/admin/store`);
  await hydrated(page);
  await page.getByLabel("Offer", { exact: true }).selectOption("price");
  await page.getByLabel("Price (EUR)").fill("8");
  await page.getByLabel("lantern-light.wav").check();
  await page.getByRole("button", { name: "Save the offer" }).click();
  await page.getByText("The offer is saved.").waitFor();
  releasePath = (await page.locator('a[href^="/releases/"]').getAttribute("href"))!;
  await shot(page, "studio-store");
  // The privacy notice now says what a download link keeps.
  const privacy = await (await fetch(`${app.url}/privacy`)).text();
  expect(privacy).toContain("Downloads: for each download link");
  expect(releasePath).toMatch(/^\/releases\/[a-z0-9-]+$/);

  // A price below nothing is refused with the field named, and nothing changes.
  await page.getByLabel("Price (EUR)").fill("eight");
  await page.getByRole("button", { name: "Save the offer" }).click();
  await page.getByText("Type an amount such as 8 or 7.50.").waitFor();

  await page.goto(`${app.url}/admin/store`);
  await hydrated(page);
  await page.getByLabel("Batch name").fill("Merch table");
  await page.getByLabel("How many codes").fill("3");
  await page.getByRole("button", { name: "Make the codes" }).click();
  await page.getByText(/^3 codes made: Merch table/).waitFor();
  await page.getByRole("cell", { name: "0 of 3" }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download as CSV" }).click(),
  ]);
  const { readFile } = await import("node:fs/promises");
  const csv = (await readFile(await download.path())).toString("utf8");
  codes = [...csv.matchAll(/^([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}),/gm)].map((m) => m[1]!);
  expect(codes).toHaveLength(3);
  expect(errors).toEqual([]);
});

test("a fan buys the release on Stripe's page and downloads it; the link also comes by e-mail", async () => {
  const fan = await openPage(browser, { viewport: { width: 390, height: 844 }, acceptDownloads: true });
  await humanTokens(fan.page);
  await fan.page.goto(`${app.url}${releasePath}`);
  const main = fan.page.locator("main#main");
  await main.getByRole("heading", { name: /^Download: €8(\.00)?$/ }).waitFor();
  await main.getByText("Test mode: no real payments are taken.").waitFor();
  await shot(fan.page, "release");
  await main.getByLabel("Name").fill("Ada Lind");
  await main.getByLabel("E-mail").fill("ada@fanmail.net");
  await main.getByRole("button", { name: "Buy and download" }).click();
  await fan.page.waitForURL((u) => u.href.startsWith(stripe.url));
  await fan.page.getByRole("button", { name: "Pay 8.00 EUR" }).click();
  await fan.page.waitForURL(/\/checkout\/return\//);
  await fan.page.getByRole("link", { name: "Go to your download" }).click();
  await fan.page.waitForURL(/\/downloads\//);
  bought = new URL(fan.page.url()).pathname;
  await fan.page.getByText(/^10 downloads left/).waitFor();
  await shot(fan.page, "download");
  const [file] = await Promise.all([
    fan.page.waitForEvent("download"),
    fan.page.getByRole("link", { name: "lantern-light.wav" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("lantern-light.wav");
  const { stat } = await import("node:fs/promises");
  expect((await stat(await file.path())).size).toBeGreaterThan(100_000);
  await fan.page.reload();
  await fan.page.getByText(/^9 downloads left/).waitFor();

  const mail = await mailTo("ada@fanmail.net");
  expect(mail.subject).toMatch(/^Your download: /);
  expect(mail.text).toContain(`http://localhost:${app.port}${bought}`);
  expect(mail.text).toContain("The link works for 7 days and 10 downloads.");
  expect(mail.text).toMatch(/TEST MODE/);
  expect(fan.errors).toEqual([]);
});

test("a code is redeemed once; a second try, a guessed link and 'send again' each say what happened", async () => {
  const fan = await openPage(browser, { acceptDownloads: true });
  const main = fan.page.locator("main#main");
  await fan.page.goto(`${app.url}/redeem`);
  await main.getByLabel("Download code").fill(codes[0]!.toLowerCase());
  await main.getByLabel("E-mail").fill("bo@fanmail.net");
  await main.getByRole("button", { name: "Redeem" }).click();
  await fan.page.waitForURL(/\/downloads\//);
  const redeemed = new URL(fan.page.url()).pathname;
  const [file] = await Promise.all([
    fan.page.waitForEvent("download"),
    fan.page.getByRole("link", { name: "lantern-light.wav" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("lantern-light.wav");
  expect((await mailTo("bo@fanmail.net")).text).toContain(redeemed);

  await fan.page.goto(`${app.url}/redeem`);
  await main.getByLabel("Download code").fill(codes[0]!);
  await main.getByLabel("E-mail").fill("cy@fanmail.net");
  await main.getByRole("button", { name: "Redeem" }).click();
  await fan.page.getByText("This code has already been redeemed.").waitFor();

  const guessed = await fan.page.goto(`${app.url}/downloads/AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA`);
  expect(guessed?.status()).toBe(404);
  await fan.page.getByText("This is not a download link of this site.", { exact: false }).waitFor();
  const file404 = await fan.page.goto(`${app.url}/downloads/AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA/1`);
  expect(file404?.status()).toBe(404);

  const { page, errors } = await openPage(browser);
  await signIn(page, app);
  await page.goto(`${app.url}/admin/orders?kind=release`);
  await page.getByRole("link", { name: /^M-/ }).first().click();
  await page.getByText(/1 of 10 downloads used/).waitFor();
  await page.getByRole("button", { name: "Send a new download link" }).click();
  await page.getByText("A new download link is on its way.").waitFor();
  const again = await mailTo("ada@fanmail.net", 2);
  expect(again.subject).toMatch(/^Your download: /);
  expect(again.text).not.toContain(bought);
  await page.goto(`${app.url}/admin/store`);
  await page.getByRole("cell", { name: "1 of 3" }).waitFor();
  expect(errors).toEqual([]);
  expect(fan.errors.filter((e) => !/404/.test(e))).toEqual([]);

  for (const path of [releasePath, "/redeem", redeemed, bought]) {
    const res = await fetch(`${app.url}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("cache-control"), path).toContain("no-store");
    expect(await validateHtml(path, await res.text())).toEqual([]);
  }
});
