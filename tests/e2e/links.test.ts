/**
 * Links as people paste them (issue 25 §5), in Chromium: a Bandcamp album
 * page's address becomes the player — read by the server from a local page
 * with Bandcamp's documented head (OEMBED_BASE_URL stands in for the hosts) —
 * and a hostile page is refused with its reason, nothing added; a social link
 * typed without https:// is kept with it and linked from the footer.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { startProviderServer, type ProviderServer } from "../fixtures/provider-server.ts";
import { NIGHT_DRIVE, serveBandcampPages } from "../fixtures/bandcamp-pages.ts";
import { type App, hydrated, launchBrowser, openPage, signIn, startApp } from "./harness.ts";

let browser: Browser;
let app: App;
let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer();
  serveBandcampPages(provider);
  [browser, app] = await Promise.all([launchBrowser(), startApp({ OEMBED_BASE_URL: provider.baseUrl })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), provider?.close()]);
});

test("a Bandcamp album page's address becomes the player; a page with no player is refused and nothing is added", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signIn(page, app);
  await page.goto(`${app.url}/admin/media`);
  await hydrated(page);
  const link = page.getByLabel("Link", { exact: true });
  await link.fill("owls.bandcamp.com/album/no-player");
  await page.getByRole("button", { name: "Add" }).click();
  await expect.poll(() => link.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  expect(await page.locator(".field .error").textContent()).toMatch(/^No Bandcamp player was found on this page\./);
  expect(await link.inputValue()).toBe("owls.bandcamp.com/album/no-player");
  // Nothing was added.
  expect(await page.getByText("Nothing yet. Add a link or upload a file below.").count()).toBe(1);

  await link.fill("https://owls.bandcamp.com/album/night-drive");
  await page.getByRole("button", { name: "Add" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Added “Night Drive, by The Night Owls”." }).waitFor();
  expect(provider.requests).toContain(`/f4.bcbits.com/img/a${NIGHT_DRIVE.id}_5.jpg`);

  // The visitor gets the local cover and, on the click, Bandcamp's player for that album.
  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}/media`);
  await hydrated(visitor.page);
  const item = visitor.page.locator("article.media-item").filter({ hasText: "Night Drive, by The Night Owls" });
  expect(await item.locator("img").first().getAttribute("src")).toMatch(/^\/uploads\//);
  expect(await visitor.page.locator("iframe").count()).toBe(0);
  await item.getByRole("button", { name: /^Play/ }).click();
  await expect
    .poll(() => item.locator("iframe").getAttribute("src"), { timeout: 15_000 })
    .toMatch(new RegExp(`^https://bandcamp\\.com/EmbeddedPlayer/album=${NIGHT_DRIVE.id}/`));
  expect(errors).toEqual([]);
});

test("a social link typed without https:// is saved with it and linked from the footer", async () => {
  const { page, errors } = await openPage(browser);
  await signIn(page, app);
  await page.goto(`${app.url}/admin/settings/social`);
  await hydrated(page);
  await page.getByRole("textbox", { name: "Link 1", exact: true }).fill("instagram.com/nightowls");
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved." }).first().waitFor();
  await expect
    .poll(() => page.getByRole("textbox", { name: "Link 1", exact: true }).inputValue(), { timeout: 15_000 })
    .toBe("https://instagram.com/nightowls");
  const html = await (await page.request.get(`${app.url}/`)).text();
  expect(html).toContain('href="https://instagram.com/nightowls"');
  expect(errors).toEqual([]);
});
