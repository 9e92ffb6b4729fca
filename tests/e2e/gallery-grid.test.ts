/**
 * An album as a grid (issue 27 §3): an owner on a phone uploads 12 photos at
 * once, describes 10 in the side sheet, and publishes them in one action (the
 * two without alt text are held back by name; the public album shows the 10).
 * The panel opens from the keyboard, takes the focus, closes with Escape and
 * gives the focus back to its tile; deleting in bulk asks first, naming the
 * count — in a dialog with JavaScript, on the page without.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import * as fx from "../fixtures/images.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const names = Array.from({ length: 12 }, (_, i) => `gig-${String(i + 1).padStart(2, "0")}.jpg`);
let albumPath = "";

async function openAlbum(page: Page, title: string) {
  await page.goto(`${app.url}/admin/gallery`);
  await hydrated(page);
  await page.getByRole("link", { name: title, exact: true }).click();
  await page.waitForURL(/\/admin\/gallery\/[\w-]+$/);
  await hydrated(page);
}

test("on a phone, an owner uploads 12 photos at once and publishes the 10 with alt text in one action", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/gallery`);
  await page.getByLabel("New album").fill("Summer Nights");
  await page.getByRole("button", { name: "Create album" }).click();
  await page.waitForURL(/\/admin\/gallery\/[\w-]+$/);
  albumPath = new URL(page.url()).pathname;
  await hydrated(page);

  const files = await Promise.all(names.map((_, i) => fx.jpeg(640, 427, i + 11)));
  await page
    .getByLabel("Drop photos or videos here, or choose files")
    .setInputFiles(names.map((name, i) => ({ name, mimeType: "image/jpeg", buffer: files[i]! })));
  const rows = page.getByRole("list", { name: "Uploads" }).getByRole("listitem");
  await expect.poll(() => rows.allInnerTexts(), { timeout: 90_000 }).toEqual(names.map((n) => `${n}\nDone`));
  await expect.poll(() => page.locator(".media-tile").count()).toBe(12);
  expect(await page.locator(".media-tile .tile-name").allInnerTexts()).toEqual(names);

  // Ten get their alt text in the side sheet; a save closes it.
  for (const [i, name] of names.slice(0, 10).entries()) {
    await page.getByRole("link", { name, exact: true }).click();
    const sheet = page.getByRole("complementary", { name });
    await sheet.getByLabel("Alt text", { exact: true }).fill(`The crowd at the summer gig, photo ${i + 1}`);
    await sheet.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => sheet.count()).toBe(0);
  }

  await page.getByRole("button", { name: "Select all" }).click();
  const bar = page.getByRole("group", { name: "Selected items" });
  expect(await bar.locator(".bulk-count").innerText()).toBe("12 selected");
  // The bar is in reach: inside the screen, not wider than it.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect
    .poll(() =>
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "10 items published. Held back until they have alt text: gig-11.jpg and gig-12.jpg." })
        .count(),
    )
    .toBe(1);

  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}/gallery/summer-nights`);
  const alts = await visitor.page
    .locator("a.gallery-thumb img")
    .evaluateAll((is) => is.map((i) => i.getAttribute("alt")));
  expect(alts).toEqual(names.slice(0, 10).map((_, i) => `The crowd at the summer gig, photo ${i + 1}`));
  expect(errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
});

test("the panel opens from the keyboard, takes the focus, closes with Escape and returns it to its tile", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await openAlbum(page, "Summer Nights");
  const tile = page.getByRole("link", { name: "gig-03.jpg", exact: true });
  await tile.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("complementary", { name: "gig-03.jpg" });
  await panel.waitFor();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest(".item-panel"))).toBe(true);
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest(".item-panel"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => panel.count()).toBe(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await tile.getAttribute("id"));
  expect(new URL(page.url()).search).toBe("");

  // Deleting asks first, naming the count; Cancel keeps everything.
  await page.getByRole("checkbox", { name: "Select gig-11.jpg" }).check();
  await page.getByRole("checkbox", { name: "Select gig-12.jpg" }).check();
  await page.getByRole("group", { name: "Selected items" }).getByRole("button", { name: "Delete" }).click();
  const ask = page.getByRole("dialog", { name: "Delete 2 items?" });
  await ask.waitFor();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => ask.isVisible()).toBe(false);
  expect(await page.locator(".media-tile").count()).toBe(12);
  expect(errors).toEqual([]);
});

test("without JavaScript the grid is a plain form: tick, choose Delete, confirm the count on the page", async () => {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await signedIn(page, app);
  await page.goto(`${app.url}${albumPath}`);
  await page.getByRole("checkbox", { name: "Select gig-11.jpg" }).check();
  await page.getByRole("checkbox", { name: "Select gig-12.jpg" }).check();
  await page.getByRole("group", { name: "Selected items" }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("heading", { name: "Delete 2 items?" }).waitFor();
  await page.getByRole("button", { name: "Delete 2 items" }).click();
  await page.waitForURL(`${app.url}${albumPath}`);
  expect(await page.locator(".media-tile .tile-name").allInnerTexts()).toEqual(names.slice(0, 10));
  // A tile opens its panel as a page of its own.
  await page.getByRole("link", { name: "gig-01.jpg", exact: true }).click();
  expect(await page.getByRole("complementary", { name: "gig-01.jpg" }).getByLabel("Alt text").inputValue()).toBe(
    "The crowd at the summer gig, photo 1",
  );
});
