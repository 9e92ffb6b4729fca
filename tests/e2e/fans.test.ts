/**
 * Fans journeys (issue 12) in Chromium against a real server that e-mails
 * through a real SMTP server: a sign-up on the home page → the confirmation
 * e-mail → its link → confirmed; the same without JavaScript; RFC 8058's
 * one-click unsubscribe POST → nothing more is sent; the studio lists the
 * confirmed fan, exports the list as CSV and deletes a subscriber.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { validateHtml } from "../quality/html-validate.ts";
import { CONTACT_SECRET } from "./contact-token.ts";
import { humanTokens, linkIn, mailTo as mailToOf } from "./fans-helpers.ts";

let app: App;
let browser: Browser;
let smtp: SmtpFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startApp({
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Owls Website <web@owls.example>",
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

const mailTo = (address: string, count = 1) => mailToOf(smtp, address, count);

test("a fan signs up on the home page: one confirmation e-mail, its link confirms, a second click says so", async () => {
  const { page } = await openPage(browser);
  await humanTokens(page);
  await page.goto(`${app.url}/`);
  await hydrated(page);
  const section = page.locator("section.fans-home");
  // The home page asks for the address only; a name or "only shows near me" are on /subscribe, one link away.
  expect(await section.getByRole("link", { name: "Only shows near you? Choose your town" }).getAttribute("href")).toBe(
    "/subscribe",
  );
  expect(await section.getByLabel("Name (optional)").count()).toBe(0);
  await section.getByLabel("E-mail", { exact: true }).fill("maya@fanmail.net");
  await section.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Check your inbox");
  // The pages only an e-mail's link opens are checked here (the crawling gates cannot reach them: tests/quality/pages.ts).
  expect(await validateHtml("/subscribe/thanks", await (await fetch(`${app.url}/subscribe/thanks`)).text())).toEqual(
    [],
  );
  const mail = await mailTo("maya@fanmail.net");
  expect(mail.subject).toMatch(/^Confirm your subscription to /);
  expect(mail.html).toContain("color-scheme");
  const link = linkIn(mail, "/subscribe/confirm");
  const local = link.replace(/^https?:\/\/[^/]+/, app.url);
  await page.goto(local);
  await expect.poll(() => page.getByRole("status").textContent()).toMatch(/Your address is confirmed/);
  expect(await validateHtml("/subscribe/confirm", await (await fetch(local)).text())).toEqual([]); // the server's HTML (confirming is idempotent)
  await page.goto(local);
  await expect.poll(() => page.getByRole("status").textContent()).toMatch(/confirmed already/);
  // Signing the same address up again sends nothing more (it may not be them).
  await page.goto(`${app.url}/subscribe`);
  await page.getByLabel("E-mail", { exact: true }).fill("maya@fanmail.net");
  await page.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  expect(smtp.messages.filter((m) => m.envelope.to.includes("maya@fanmail.net"))).toHaveLength(1);
});

test("the studio lists the confirmed fan, exports the list as CSV with the consent record, and deletes the subscriber", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  // The dashboard's card counts her, and its link opens the confirmed list.
  await page.goto(`${app.url}/admin`);
  await expect
    .poll(() => page.locator("#dash-fans + .stat-grid .stat").first().textContent())
    .toMatch(/^1\s*subscriber$/);
  await page.getByRole("link", { name: "subscriber", exact: true }).click();
  await page.waitForURL(/\/admin\/fans\?status=confirmed$/);
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: "maya@fanmail.net" });
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.getByRole("cell").nth(1).textContent()).toBe("Confirmed");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8").split("\r\n");
  expect(csv[0]).toBe(
    "\uFEFFemail,name,status,wants,town,radius_km,source,signed_up_at,consent_at,consent_text,import_statement,unsubscribed_at,bounced_at",
  );
  const maya = csv.find((l) => l.startsWith("maya@fanmail.net,"))!;
  expect(maya).toMatch(
    /^maya@fanmail\.net,,confirmed,all,,100,home,\d{4}-[^,]+,\d{4}-[^,]+,"?We.ll e-mail you.*By confirming/,
  );
  await row.getByText("Delete…").click();
  await row.getByRole("button", { name: "Delete for good: maya@fanmail.net" }).click();
  await expect.poll(() => page.getByRole("row").filter({ hasText: "maya@fanmail.net" }).count()).toBe(0);
  await expect.poll(() => page.getByText("The subscriber was deleted.").count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("the same sign-up without JavaScript, with a mistake shown under its field and the input kept", async () => {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await humanTokens(page);
  await page.goto(`${app.url}/`);
  const section = page.locator("section.fans-home");
  await section.getByLabel("E-mail", { exact: true }).fill("noor@gmial.com");
  await section.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe$/);
  const email = page.getByLabel("E-mail", { exact: true });
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  expect(await page.locator("main").textContent()).toContain("Did you mean noor@gmail.com?");
  expect(await email.inputValue()).toBe("noor@gmial.com");
  await page.getByLabel("Name (optional)").fill("Noor");
  await email.fill("noor@fanmail.net");
  await page.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  const mail = await mailTo("noor@fanmail.net");
  await page.goto(linkIn(mail, "/subscribe/confirm").replace(/^https?:\/\/[^/]+/, app.url));
  expect(await page.getByRole("status").textContent()).toMatch(/Your address is confirmed/);
});

test("one-click unsubscribe (RFC 8058): a POST with List-Unsubscribe=One-Click, no page, idempotent; the page asks before it acts", async () => {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await humanTokens(page);
  await page.goto(`${app.url}/subscribe`);
  await page.getByLabel("E-mail", { exact: true }).fill("ola@fanmail.net");
  await page.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  const confirm = await mailTo("ola@fanmail.net");
  await page.goto(linkIn(confirm, "/subscribe/confirm").replace(/^https?:\/\/[^/]+/, app.url));
  // The unsubscribe links a mailing carries are made like these (server/tokens.server.ts); the page is reached from the confirmation's sibling link.
  const { unsubscribeToken } = await import("~/capabilities/fans/server/tokens.server.ts").then(async (m) => {
    const { setEnv, parseEnv } = await import("~/core/env.server.ts");
    setEnv(parseEnv({ ...process.env, SESSION_SECRET: CONTACT_SECRET, NODE_ENV: "test" }));
    return m;
  });
  const id = new URL(linkIn(confirm, "/subscribe/confirm")).searchParams.get("t")!.split(":")[0]!;
  const t = unsubscribeToken(id, null);
  const oneClick = `${app.url}/unsubscribe/one-click?t=${encodeURIComponent(t)}`;
  // A person opening the List-Unsubscribe URL gets the page, which asks.
  await page.goto(oneClick);
  expect(await page.getByRole("button", { name: "Unsubscribe" }).count()).toBe(1);
  expect(await validateHtml("/unsubscribe", await (await fetch(oneClick)).text())).toEqual([]); // the server's HTML of the page that asks
  const post = () =>
    fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  const first = await post();
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toMatch(/^text\/plain/);
  expect((await post()).status).toBe(200);
  expect(
    (
      await fetch(oneClick, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "x=1",
      })
    ).status,
  ).toBe(400);
  await page.goto(`${app.url}/unsubscribe?t=${encodeURIComponent(t)}`);
  expect(await page.getByRole("status").textContent()).toMatch(/unsubscribed/);
  // Signing up again within a day sends nothing: the one confirmation a day was used.
  await page.goto(`${app.url}/subscribe`);
  await page.getByLabel("E-mail", { exact: true }).fill("ola@fanmail.net");
  await page.getByRole("button", { name: "Sign me up" }).click();
  await page.waitForURL(/\/subscribe\/thanks$/);
  expect(smtp.messages.filter((m) => m.envelope.to.includes("ola@fanmail.net"))).toHaveLength(1);
});
