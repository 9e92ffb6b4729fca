/**
 * "Remove demo content" on a 390 px phone (issue 25 §7): the first click only asks; the removal takes a
 * backup first; the dashboard then offers "Restore the demo…", which asks too and says what it undoes;
 * restoring brings the demo back and keeps the owner signed in; the demo can be removed again, and the
 * offer dismissed. The steps are plain links and forms, so they need no JavaScript.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { hydrated, launchBrowser, openPage, OWNER, signIn, startApp, type App } from "./harness.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { signInHttp } from "../quality/http.ts";

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ DEMO_CONTENT: "true" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const demoNote = (page: Page) => page.locator("#demo");

test("a removal posted without the confirmation (an old page, a script) leads to the question, not the deed", async () => {
  const { cookie } = await signInHttp(app.url, OWNER);
  const dashboard = await (await fetch(`${app.url}/admin`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(dashboard)![1]!;
  const before = await publicName();
  const r = await fetch(`${app.url}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, intent: "remove-demo" }),
  });
  expect(r.status).toBe(302);
  expect(r.headers.get("location")).toBe("/admin?confirm=remove-demo#demo");
  expect(await publicName()).toBe(before);
});
const publicName = async () => /<title>[^<]*<\/title>/.exec(await (await fetch(`${app.url}/`)).text())?.[0] ?? "";

test("remove asks first and keeps a backup; restore asks, says what it undoes, and brings the demo back; remove again; dismiss", async () => {
  const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signIn(page, app);
  await page.goto(`${app.url}/admin`);
  await hydrated(page);
  const demoTitle = await publicName();

  // One click only asks: nothing is removed yet.
  await demoNote(page).getByRole("link", { name: "Remove demo content…" }).click();
  const question = page.getByRole("heading", { name: "Remove the demo content?" });
  await question.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("demo-h");
  expect(await demoNote(page).textContent()).toContain("A backup of the whole site is taken first");
  expect(describeViolations("/admin?confirm=remove-demo", await runAxe(page))).toEqual([]);
  expect(await publicName()).toBe(demoTitle);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("link", { name: "Remove demo content…" }).waitFor();

  await page.getByRole("link", { name: "Remove demo content…" }).click();
  await page.getByRole("button", { name: "Remove demo content" }).click();
  await page.getByText("The demo content is removed. A backup of the site as it was on").waitFor();
  expect(await publicName()).not.toBe(demoTitle);

  // The restore asks too, and says what it would undo (nothing yet).
  await page.getByRole("link", { name: "Restore the demo…" }).click();
  await page.getByRole("heading", { name: "Restore the demo?" }).waitFor();
  expect(await demoNote(page).textContent()).toContain("No changes were made in the studio since.");
  // axe reads the page once the removal's toast has gone (a toast fading out has no contrast to speak of).
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
  expect(describeViolations("/admin?confirm=restore-demo", await runAxe(page))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Restore the demo" }).click();
  await page.getByText("The demo is back, as it was before you removed it.").first().waitFor();
  // Still signed in (the import replaced the sessions; the owner got a new one), the demo on the site.
  expect(new URL(page.url()).pathname).toBe("/admin");
  await demoNote(page).getByRole("link", { name: "Remove demo content…" }).waitFor();
  expect(await publicName()).toBe(demoTitle);

  // Removable again; the offer goes when dismissed.
  await page.getByRole("link", { name: "Remove demo content…" }).click();
  await page.getByRole("button", { name: "Remove demo content" }).click();
  await page.getByRole("link", { name: "Restore the demo…" }).waitFor();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await page.getByText("The backup is deleted; the site stays as it is.").first().waitFor();
  expect(await demoNote(page).count()).toBe(0);
  await context.close();
  expect(errors).toEqual([]);
});
