/**
 * Issue 28: the owner sets a daily, encrypted backup to a bucket (s3rver);
 * the first one is taken and verified by itself; after an event is deleted,
 * restoring that backup from the studio brings it back — a wrong passphrase
 * first is refused and changes nothing — and the site as it was before the
 * restore is in the list too.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startS3, S3_KEY_ID, S3_SECRET, type RunningS3 } from "../fixtures/s3-server.ts";
import { hydrated, launchBrowser, openPage, signIn, startApp, type App } from "./harness.ts";

let browser: Browser;
let s3: RunningS3;
beforeAll(async () => {
  browser = await launchBrowser();
  s3 = await startS3({ bucket: "band-backups" });
});
afterAll(async () => {
  await browser?.close();
  await s3?.stop();
});

const PASSPHRASE = "river stones and paper moons";
const EVENT = "Record store session";

/** The backups list, read again until a row in this state appears (the page is rendered on the server). */
async function waitForRow(page: Page, app: App, text: RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${app.url}/admin/backups`);
        return page.getByRole("row").filter({ hasText: text }).count();
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

/** A toast with this text, after an action that takes a while (a passphrase's key, a bucket's test, a restore). */
const toastShown = (page: Page, text: string) =>
  expect
    .poll(() => page.locator("[data-sonner-toast]").filter({ hasText: text }).count(), { timeout: 30_000 })
    .toBeGreaterThan(0);

const eventListed = async (page: Page, app: App) => {
  await page.goto(`${app.url}/events`);
  return page.getByRole("link", { name: EVENT }).count();
};

test("a daily backup to a bucket is taken and verified, and restoring it brings back a deleted event", {
  timeout: 180_000,
}, async () => {
  const app = await startApp({ DEMO_CONTENT: "true" });
  try {
    const { page, errors } = await openPage(browser);
    await signIn(page, app);
    // No backup yet: a red line on the dashboard.
    await page.goto(`${app.url}/admin`);
    await expect.poll(() => page.getByText("Backups: No backup has been taken.").count()).toBe(1);

    await page.goto(`${app.url}/admin/backups`);
    await hydrated(page);
    await page.getByLabel(/An S3-compatible bucket/).check();
    await page.getByLabel("S3 address (endpoint)").fill(s3.endpoint);
    await page.getByLabel("Bucket", { exact: true }).fill(s3.bucket);
    await page.getByLabel("Folder in the bucket (optional)").fill("marquee");
    await page.getByLabel("Access key ID").fill(S3_KEY_ID);
    await page.getByLabel("Secret access key").fill(S3_SECRET);
    await page.getByLabel(/Bucket name in the path/).check();
    await page.getByLabel("Back up", { exact: true }).selectOption("daily");
    await page.getByLabel("Encrypt backups with a passphrase").check();
    await page.getByLabel("Passphrase", { exact: true }).fill(PASSPHRASE);
    await page.getByLabel("Passphrase again").fill(PASSPHRASE);
    await page.getByRole("button", { name: "Test and save" }).click();
    await toastShown(page, "Saved, after a test file was written and read back.");

    // The first scheduled backup is taken at once, verified, and kept in the bucket (encrypted).
    await waitForRow(page, app, /Scheduled.*encrypted.*Verified/s);
    const stored = readdirSync(join(s3.dir, s3.bucket, "marquee")).filter((f) => f.startsWith("marquee-backup-"));
    expect(stored.some((f) => /-scheduled-.+\.tar\.gz\.enc/.test(f))).toBe(true);
    await page.goto(`${app.url}/admin`);
    await expect.poll(() => page.getByText(/The newest backup was taken .* ago and verified/).count()).toBe(1);

    // An event is deleted.
    expect(await eventListed(page, app)).toBeGreaterThan(0);
    await page.goto(`${app.url}/admin/events?q=record`);
    await page
      .getByRole("link", { name: `Delete ${EVENT}` })
      .first()
      .click();
    await hydrated(page);
    await page.getByRole("button", { name: `Yes, delete “${EVENT}”` }).click();
    await page.waitForURL(/\/admin\/events$/);
    expect(await eventListed(page, app)).toBe(0);

    // Restore the scheduled backup: a wrong passphrase first is refused, and nothing changes.
    await page.goto(`${app.url}/admin/backups`);
    await hydrated(page);
    const row = page.getByRole("row").filter({ hasText: "Scheduled" });
    await row.getByText("Restore…").click();
    await row.getByLabel("Passphrase of this backup").fill("not the passphrase at all");
    await row.getByLabel("I understand that everything on this site will be replaced.").check();
    await row.getByRole("button", { name: "Restore this backup" }).click();
    await expect
      .poll(() => page.getByText("That passphrase does not open this backup.").count(), { timeout: 30_000 })
      .toBe(1);
    expect(await page.getByRole("row").filter({ hasText: "Before a restore" }).count()).toBe(0);
    expect(await eventListed(page, app)).toBe(0);

    await page.goto(`${app.url}/admin/backups`);
    await hydrated(page);
    await row.getByText("Restore…").click();
    await row.getByLabel("Passphrase of this backup").fill(PASSPHRASE);
    await row.getByLabel("I understand that everything on this site will be replaced.").check();
    await row.getByRole("button", { name: "Restore this backup" }).click();
    // The accounts are the backup's now: signed out, with the result in a toast.
    await page.waitForURL(/\/admin\/login/);
    await toastShown(page, "Sign in with an account from the backup.");
    expect(await eventListed(page, app)).toBeGreaterThan(0);

    // The site as it was before the restore is a backup of its own.
    await signIn(page, app);
    await waitForRow(page, app, /Before a restore.*Verified/s);
    expect(errors).toEqual([]);
  } finally {
    await app.stop();
  }
});
