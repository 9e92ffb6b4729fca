import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { hydrated, launchBrowser, openPage, OWNER, signIn, startApp, type App } from "./harness.ts";

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test("sign in, see the dashboard, sign out", async () => {
  const { page, errors } = await openPage(browser);
  await signIn(page, app);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Hello, /);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/admin\/login/);
  await expect.poll(() => page.locator("[data-sonner-toast]").first().textContent()).toContain("You are signed out.");
  await page.goto(`${app.url}/admin`);
  await page.waitForURL(/\/admin\/login\?next=%2Fadmin/);
  expect(errors).toEqual([]);
});

test("a wrong password shows the catalogue message with 401", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/admin/login`);
  await hydrated(page);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password").fill("not-the-password-at-all");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/login")),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(response.status()).toBe(401);
  await expect.poll(() => page.getByRole("alert").textContent()).toBe("E-mail or password is incorrect.");
  expect(await page.getByLabel("E-mail").inputValue()).toBe(OWNER.email);
  expect(errors).toEqual([]);
});

test("sign-in works with JavaScript disabled", async () => {
  const { page, errors } = await openPage(browser, { javaScriptEnabled: false });
  await signIn(page, app);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Hello, /);
  // Without JavaScript the one-time toast shows as a status message.
  expect(await page.getByRole("status").textContent()).toContain("Welcome back");
  expect(errors).toEqual([]);
});

test("public pages render and navigate client-side", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(app.url);
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await page.waitForURL(/\/about$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^About /);
  expect(documents).toEqual([]);
  const res = await page.goto(`${app.url}/no-such-page`);
  expect(res?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
  expect(errors).toEqual([]);
});
