import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { hydrated, launchBrowser, openPage, OWNER, signedIn, signIn, startApp } from "./harness.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Two servers, and an export and import of the demo with its pictures: minutes on a busy machine.
test("the owner exports one site and a fresh install imports it", async () => {
  const source = await startApp({ DEMO_CONTENT: "true" });
  const target = await startApp({ ADMIN_EMAIL: "new@example.com", ADMIN_PASSWORD: "another-Sturdy-pass-7" });
  try {
    const { page, errors } = await openPage(browser, { acceptDownloads: true });
    await signedIn(page, source);
    await page.goto(`${source.url}/admin/backup`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download export (.tar.gz)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^marquee-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const file = await download.path();

    const other = await openPage(browser);
    await signedIn(other.page, target, { email: "new@example.com", password: "another-Sturdy-pass-7" });
    await other.page.goto(`${target.url}/admin/backup`);
    await hydrated(other.page);
    await other.page.getByLabel("Export file").setInputFiles(file);
    await other.page.getByLabel("I understand that everything on this site will be replaced.").check();
    await other.page.getByRole("button", { name: "Import and replace" }).click();
    await other.page.waitForURL(/\/admin\/login/);
    await signIn(other.page, target, OWNER);
    await other.page.goto(target.url);
    expect(await other.page.getByRole("heading", { level: 1 }).textContent()).toBe("The Velvet Lanterns");
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  } finally {
    await source.stop();
    await target.stop();
  }
}, 300_000);
