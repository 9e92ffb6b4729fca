/**
 * The privacy notice (issue 25 §6) in Chromium: the owner finds it generated
 * from the site's features in the studio and publishes it; switching RSVP on
 * shows the difference in the studio while visitors keep the published
 * version; the owner adds a line of their own and publishes again, and /privacy
 * shows both — escaped, axe clean, asking no other host, fitting a phone.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp({ DEMO_CONTENT: "true" })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const RSVP = "Replies to events (RSVP)";

test("generated in the studio, a switched feature shown as the difference, published with the owner's line: /privacy shows it", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/privacy`);
  await hydrated(page);
  await page.getByText("Not published yet: visitors see the generated notice").waitFor();
  const notice = page.getByLabel("Notice", { exact: true });
  const generated = await notice.inputValue();
  expect(generated).toContain("## Contact form");
  expect(generated).toContain("## Mailing list");
  expect(generated).not.toContain(RSVP);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Published, and up to date with your site's features.").waitFor();

  // RSVP switched on for a date: the studio shows what changed; visitors still read the published version.
  await page.goto(`${app.url}/admin/rsvp`);
  await page.getByRole("link", { name: "Open jam session" }).click();
  await page.waitForURL(/\/admin\/rsvp\/[\w-]+$/);
  await hydrated(page);
  await page.getByLabel("Take RSVPs").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByText("RSVP settings saved.").count()).toBeGreaterThan(0);

  // The dashboard says so where the owner looks first, and leads to the difference.
  await page.goto(`${app.url}/admin`);
  await page.getByText("Your site changed since you published it (English)").waitFor();
  await page.getByRole("link", { name: "Review and publish" }).click();
  await page.waitForURL(`${app.url}/admin/privacy?lang=en`);
  await hydrated(page);
  await page.getByText("Your site changed since you published this notice.").waitFor();
  const changes = page.getByRole("region", { name: "What changed since your version" });
  expect(await changes.getByRole("listitem").allTextContents()).toEqual([
    `Added: ## ${RSVP}`,
    expect.stringMatching(/^Added: When you reply to an event, .+ keeps your name/),
  ]);
  expect(describeViolations("/admin/privacy", await runAxe(page))).toEqual([]);

  const {
    page: visitor,
    requests,
    errors: visitorErrors,
  } = await openPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  await visitor.goto(`${app.url}/privacy`);
  await visitor.getByRole("region", { name: "Contact form" }).waitFor();
  expect(await visitor.getByRole("region", { name: RSVP }).count()).toBe(0);
  // Who is responsible (the demo band's legal notice) and the visitor's rights frame every notice.
  expect(await visitor.getByRole("region", { name: "Who is responsible" }).textContent()).toContain(
    "(the controller under the GDPR)",
  );
  expect(await visitor.getByRole("region", { name: "Your rights" }).textContent()).toContain("supervisory authority");

  // The owner adds a line of their own (markup in it is text) and publishes the new version.
  expect(await notice.inputValue()).toContain(`## ${RSVP}`);
  await notice.fill(`${await notice.inputValue()}\n\nQuestions? Write to <b>band@example.com</b>.\n`);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Published, and up to date with your site's features.").waitFor();
  expect(await page.getByRole("region", { name: "What changed since your version" }).count()).toBe(0);
  await page.goto(`${app.url}/admin`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await page.getByText("Your site changed since you published it").count()).toBe(0);

  await visitor.reload();
  const rsvp = visitor.getByRole("region", { name: RSVP });
  expect(await rsvp.textContent()).toContain("how many people come with you");
  expect(await visitor.locator("main").textContent()).toContain("Questions? Write to <b>band@example.com</b>.");
  expect(await visitor.locator("main b").count()).toBe(0);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(describeViolations("/privacy", await runAxe(visitor))).toEqual([]);
  expect(requests.filter((u) => !u.startsWith(app.url))).toEqual([]);
  expect(visitorErrors).toEqual([]);
  expect(errors).toEqual([]);
});
