/**
 * Issue 11's journey, on a 390 px phone in Chromium: a new owner goes from
 * /admin/setup to a published event at a saved venue with an image, a chosen
 * theme and working SMTP delivery set in the studio (the test e-mail arrives
 * at a real SMTP server, tests/fixtures/smtp-server.ts), with no horizontal
 * scrolling on any page on the way; and a reordering done with the keyboard
 * only (the social links' drag handles).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, startApp } from "./harness.ts";
import { openMoreOptions } from "./event-form.ts";
import { keyboardMove, toast } from "./studio-helpers.ts";
import { type SmtpFixture, startSmtpServer } from "../fixtures/smtp-server.ts";
import { type GeocoderServer, startGeocoder } from "../fixtures/geocoder-server.ts";
import * as fx from "../fixtures/images.ts";

const OWNER = { name: "Mara Vale", email: "mara@lanterns.example", password: "brass-and-Lanterns-at-dusk" };
const SMTP_USER = { user: "web@lanterns.example", pass: "an-app-password-for-smtp" };

let browser: Browser;
let app: App;
let smtp: SmtpFixture;
let geo: GeocoderServer;

beforeAll(async () => {
  [smtp, geo] = await Promise.all([startSmtpServer({ auth: SMTP_USER }), startGeocoder()]);
  // No owner from the environment and no e-mail settings: everything is done in the studio.
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "", GEOCODER_URL: geo.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), smtp?.close(), geo?.close()]);
});

/** Every page of the journey fits the phone: nothing wider than the viewport (a failure names what sticks out). */
async function fits(page: Page, where: string) {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right + window.scrollX > window.innerWidth + 1)
          .slice(-3)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className} (${Math.round(e.getBoundingClientRect().width)} px)`),
  );
  expect([where, wide]).toEqual([where, []]);
}

async function go(page: Page, path: string) {
  await page.goto(`${app.url}${path}`);
  await hydrated(page);
  await fits(page, path);
}

test("a new owner: setup → theme → SMTP in the studio (test e-mail received) → a published event at a saved venue with an image", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });

  // 1. First run: the setup code the server printed.
  await go(page, "/admin/setup");
  await page.getByLabel("Setup code").fill(app.setupCode()!);
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Repeat password").fill(OWNER.password);
  await page.getByRole("button", { name: /set up|create/i }).click();
  await page.waitForURL((u) => u.pathname === "/admin");
  await hydrated(page);
  await fits(page, "/admin");
  // The dashboard's checklist: each step a link, none done yet on a new site (no demo content here, so that step is done).
  const step = (label: string) => page.locator(".checklist li").filter({ hasText: label });
  const stepState = async (label: string) => ((await step(label).textContent()) ?? "").includes("(done)");
  const STEPS = ["Choose a theme and your colours", "Add your first own event", "Send yourself a test e-mail"];
  for (const label of STEPS) expect([label, await stepState(label)]).toEqual([label, false]);
  expect(await step("Choose a theme and your colours").getByRole("link").getAttribute("href")).toBe("/admin/theme");

  // 2. A theme (the themes capability's /admin/theme): the second one, applied.
  await go(page, "/admin/theme");
  const picker = page.getByRole("region", { name: "Choose a theme" });
  const second = picker.getByRole("radio").nth(1);
  const theme = await second.getAttribute("value");
  await second.check();
  await picker.getByRole("button", { name: "Apply" }).click();
  await toast(page, "Theme applied.");
  expect(await (await page.request.get(`${app.url}/`)).text()).toContain(`data-theme="${theme}"`);

  // 3. E-mail delivery, set in the studio: a wrong password first (the test says so, nothing is saved), then the right one.
  await go(page, "/admin/settings/email");
  await page.getByRole("radio", { name: /^SMTP/ }).check();
  await page.getByLabel("Server (host name)").fill("127.0.0.1");
  await page.getByLabel("Security").selectOption("none");
  await page.getByLabel("Port (optional)").fill(String(smtp.port));
  await page.getByLabel("User name").fill(SMTP_USER.user);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByLabel("From", { exact: true }).fill("The Lanterns <web@lanterns.example>");
  await page.getByLabel("Messages go to (optional)").fill(OWNER.email);
  await fits(page, "/admin/settings/email with SMTP");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  const result = page.locator(".email-test-result");
  await expect.poll(() => result.textContent()).toMatch(/SMTP sign-in failed/);
  await page.getByLabel("Password").fill(SMTP_USER.pass);
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect.poll(() => result.textContent()).toBe(`Test e-mail sent to ${OWNER.email}.`);
  const [mail] = await smtp.waitFor(1);
  expect(mail!.envelope.to).toEqual([OWNER.email]);
  expect(mail!.subject).toMatch(/^Test e-mail from /);
  await page.getByRole("button", { name: "Save settings" }).click();
  await toast(page, "E-mail settings saved.");
  // The password is never shown again; the page says what is in force.
  expect(await page.content()).not.toContain(SMTP_USER.pass);
  await expect.poll(() => page.locator(".email-summary").textContent()).toContain("Ready to send.");

  // 4. An event at a saved venue, with an image, published.
  await go(page, "/admin/events/new");
  await page.getByLabel("Title").fill("Lantern Hall Premiere");
  await page.getByLabel("Start date").fill("2031-09-19");
  await page.getByLabel("Start time").fill("20:00");
  await page.getByLabel("Venue name").fill("Lantern Hall");
  await page.getByLabel("Address", { exact: true }).fill("Oranienstraße 25, Berlin");
  // The address search and the map position are in "More options" (issue 27).
  await openMoreOptions(page);
  await page.getByRole("button", { name: "Find this address" }).click();
  await page.getByRole("list", { name: "Places found" }).getByRole("button").first().click();
  expect(await page.getByLabel("Latitude").inputValue()).toBe("52.50116");
  const images = page.getByRole("group", { name: "Event image" });
  await images
    .getByLabel("Drop a new picture here, or choose one")
    .setInputFiles([{ name: "stage.jpg", mimeType: "image/jpeg", buffer: await fx.jpeg(1400, 900, 7) }]);
  await expect
    .poll(() => images.getByRole("list", { name: "Uploads" }).textContent(), { timeout: 20_000 })
    .toContain("Done");
  await images.getByLabel("Alt text for this picture").fill("The band on the Lantern Hall stage");
  await fits(page, "/admin/events/new filled in");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  await hydrated(page);
  await fits(page, "the event's edit page");

  // The venue is saved for the next events; the public page shows the event with its venue, map data and picture.
  await go(page, "/admin/venues");
  await expect
    .poll(() => page.getByRole("listitem").filter({ hasText: "Lantern Hall" }).textContent())
    .toContain("1 event");
  await go(page, "/events/lantern-hall-premiere");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Lantern Hall Premiere");
  expect(await page.locator(".event-poster img").getAttribute("alt")).toBe("The band on the Lantern Hall stage");
  expect(await page.getByRole("region", { name: "Lantern Hall" }).textContent()).toContain("Oranienstraße 25");

  // 5. The keyboard only: social links reordered on their handles, saved in that order.
  await go(page, "/admin/settings/social");
  await page.getByLabel("Link 1", { exact: true }).fill("https://www.instagram.com/lanterns");
  await page.getByRole("button", { name: "Add a link" }).click();
  await page.getByLabel("Platform 2").selectOption("youtube");
  await page.getByLabel("Link 2", { exact: true }).fill("https://www.youtube.com/@lanterns");
  await keyboardMove(page, "Move “Link 2”", "ArrowUp", 1);
  await page.getByRole("button", { name: "Save settings" }).click();
  await toast(page, "Settings saved.");
  await page.reload();
  expect(
    await page
      .locator('input[name="social_url[]"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
  ).toEqual(["https://www.youtube.com/@lanterns", "https://www.instagram.com/lanterns"]);
  await fits(page, "/admin/settings/social after the reorder");
  // Back on the dashboard, the steps this journey took are ticked.
  await go(page, "/admin");
  for (const label of STEPS) expect([label, await stepState(label)]).toEqual([label, true]);
  expect(errors).toEqual([]);
});
