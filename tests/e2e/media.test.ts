/**
 * Media in Chromium: /media, /gallery and the home page make no request to
 * another host before a click (every request checked); a click swaps in the
 * provider's iframe (its src asserted; the host is unreachable here, which is
 * fine); "Always allow" is remembered and revocable; uploaded audio keeps
 * playing across page changes; the studio adds an item by URL through a
 * local provider stand-in (OEMBED_BASE_URL) and uploads a track.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import * as fx from "../fixtures/images.ts";
import { startProviderServer, type ProviderServer } from "../fixtures/provider-server.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

let browser: Browser;
let app: App;
let provider: ProviderServer;
beforeAll(async () => {
  provider = await startProviderServer();
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({ DEMO_CONTENT: "true", OEMBED_BASE_URL: provider.baseUrl }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop(), provider?.close()]);
});

const foreign = (requests: string[]) =>
  requests.filter((u) => !u.startsWith(app.url) && !u.startsWith("data:") && !u.startsWith("blob:"));
const card = (page: Page, title: string) =>
  page.locator("article.media-item").filter({ has: page.getByRole("heading", { name: title }) });

test("/media, /gallery, an album and the home page request nothing from another host before a click", async () => {
  const { page, errors, requests } = await openPage(browser);
  for (const path of ["/", "/media", "/gallery", "/gallery/on-tour"]) {
    await page.goto(`${app.url}${path}`);
    await hydrated(page);
    await page.mouse.wheel(0, 4000); // lazy images below the fold load too
    await page.waitForLoadState("networkidle");
  }
  expect(requests.length).toBeGreaterThan(20);
  expect(foreign(requests)).toEqual([]);
  expect(await page.locator("iframe").count()).toBe(0);
  expect(errors).toEqual([]);
});

test("the home page shows the featured media and a gallery preview that opens the photo's own page", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/`);
  await hydrated(page);
  const featured = page.getByRole("region", { name: "Watch and listen", exact: true });
  // The demo features the YouTube video and the uploaded track (the SoundCloud item is on /media only), side by side.
  expect((await featured.locator("article.media-item h3").allTextContents()).sort()).toEqual(
    ["Demo video: Big Buck Bunny (Blender Foundation)", "Lantern Light (demo track)"].sort(),
  );
  expect(await featured.locator(".media-grid--2").count()).toBe(1);
  const preview = page.getByRole("region", { name: "Gallery", exact: true });
  const links = preview.locator("ul.gallery-preview a");
  expect(await links.count()).toBe(4);
  const href = (await links.first().getAttribute("href"))!;
  expect(href).toMatch(/^\/gallery\/on-tour\/[\w-]+$/);
  // The photo's own alt text (the demo's describe the scene).
  expect((await links.first().locator("img").getAttribute("alt"))!.length).toBeGreaterThan(20);
  await links.first().click();
  await page.waitForURL(`${app.url}${href}`);
  await page.locator(".yarl__root").waitFor();
  expect(errors).toEqual([]);
});

test("a click swaps in the provider's iframe (YouTube without cookies, Vimeo with dnt=1)", async () => {
  const { page, requests } = await openPage(browser);
  await page.goto(`${app.url}/media`);
  await hydrated(page);
  const yt = card(page, "Demo video: Big Buck Bunny (Blender Foundation)");
  expect(await yt.locator("img").first().getAttribute("src")).toMatch(/^\/uploads\//);
  await yt.getByRole("button", { name: /^Play/ }).click();
  const frame = yt.locator("iframe");
  expect(await frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
  expect(await frame.getAttribute("title")).toBe("Demo video: Big Buck Bunny (Blender Foundation) (YouTube player)");
  // Only the clicked item loaded; the Vimeo item is still a local preview.
  const vimeo = card(page, "Demo video on Vimeo");
  expect(await vimeo.locator("iframe").count()).toBe(0);
  await vimeo.getByRole("button", { name: /^Play/ }).click();
  expect(await vimeo.locator("iframe").getAttribute("src")).toBe(
    "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
  );
  expect(
    foreign(requests).every(
      (u) => u.startsWith("https://www.youtube-nocookie.com/") || u.startsWith("https://player.vimeo.com/"),
    ),
  ).toBe(true);
});

test("“Always allow SoundCloud” loads its players without a click until revoked", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/media`);
  await hydrated(page);
  const sc = card(page, "Demo track: Flickermood by Forss");
  await sc.getByLabel("Always allow SoundCloud").check();
  await sc.getByRole("button", { name: /^Play/ }).click();
  expect(await sc.locator("iframe").getAttribute("src")).toMatch(
    /^https:\/\/w\.soundcloud\.com\/player\/\?url=https%3A%2F%2Fsoundcloud\.com%2Fforss%2Fflickermood&.*auto_play=true$/,
  );

  await page.reload();
  await hydrated(page);
  await expect.poll(() => sc.locator("iframe").count()).toBe(1);
  expect(await sc.locator("iframe").getAttribute("src")).not.toMatch(/auto_play/);
  expect(await card(page, "Demo video on Vimeo").locator("iframe").count()).toBe(0);

  await page.getByRole("button", { name: "Stop allowing SoundCloud" }).click();
  await expect.poll(() => sc.locator("iframe").count()).toBe(0);
  await page.reload();
  await hydrated(page);
  expect(await page.locator("iframe").count()).toBe(0);
  expect(errors).toEqual([]);
});

test("uploaded audio keeps playing while the visitor moves between pages", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}/media`);
  await hydrated(page);
  await card(page, "Lantern Light (demo track)").getByRole("button", { name: /^Play/ }).click();
  const player = page.getByRole("region", { name: "Audio player" });
  await player.waitFor();
  const audio = player.locator("audio");
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0.2), { timeout: 10_000 })
    .toBe(true);
  await audio.evaluate((a: HTMLAudioElement) => ((a as unknown as { marker: string }).marker = "same-element"));

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
  await page.waitForURL(`${app.url}/gallery`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
  await page.waitForURL(`${app.url}/events`);
  const t1 = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(t1);
  expect(
    await audio.evaluate((a: HTMLAudioElement) => [(a as unknown as { marker?: string }).marker, a.paused]),
  ).toEqual(["same-element", false]);
  expect(await player.textContent()).toContain("Lantern Light (demo track)");
  await player.getByRole("button", { name: "Close the player" }).click();
  expect(await player.count()).toBe(0);
  expect(errors).toEqual([]);
});

test("the studio adds a video by URL (title and thumbnail from the provider stand-in) and uploads a track", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/media`);
  await hydrated(page);
  await page.getByLabel("Link", { exact: true }).fill("https://evil-youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Add" }).click();
  await expect
    .poll(() => page.locator(".field .error").first().textContent())
    .toMatch(/isn't from a supported service/);

  provider.reset();
  await page.getByLabel("Link", { exact: true }).fill("https://youtu.be/dQw4w9WgXcQ?t=1m5s");
  await page.getByRole("button", { name: "Add" }).click();
  await expect
    .poll(() => page.locator("[data-sonner-toast]").first().textContent())
    .toMatch(/Added “YouTube item dQw4w9WgXcQ”/);
  expect(provider.requests).toEqual([
    "/www.youtube.com/oembed?format=json&url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ",
    "/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
  ]);

  // The link field is empty again, and the new item is first in the list with its fetched title, already published.
  await expect.poll(() => page.getByLabel("Link", { exact: true }).inputValue()).toBe("");
  // Each tile is named by its source and title, its panel's fields by what they hold: no "Title of item 1" (issue 25).
  expect(await page.locator(".media-tile .tile-name").first().innerText()).toBe("YouTube: YouTube item dQw4w9WgXcQ");
  expect(await page.locator(".media-tile .tile-badges").first().innerText()).toBe("Published");
  await page.getByRole("link", { name: "YouTube: YouTube item dQw4w9WgXcQ" }).click();
  const added = page.getByRole("complementary", { name: "YouTube: YouTube item dQw4w9WgXcQ" });
  expect(await added.getByLabel("Title", { exact: true }).inputValue()).toBe("YouTube item dQw4w9WgXcQ");
  expect(await added.getByRole("checkbox", { name: "Published" }).isChecked()).toBe(true);
  // Rename and feature it.
  await added.getByLabel("Title", { exact: true }).fill("Live at the Lantern");
  await added.getByRole("checkbox", { name: "Feature on the home page" }).check();
  await added.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "Changes saved." }).count())
    .toBeGreaterThan(0);
  await expect.poll(() => added.count()).toBe(0);

  await page
    .getByLabel("Drop audio or video files here, or choose files")
    .setInputFiles([{ name: "Night Drive.wav", mimeType: "audio/wav", buffer: fx.synthWav({ seconds: 1 }) }]);
  await expect
    .poll(() => page.getByRole("list", { name: "Uploads" }).textContent(), { timeout: 20_000 })
    .toContain("Done");
  await expect
    .poll(() => page.locator(".media-tile .tile-name").allInnerTexts())
    .toContain("Uploaded audio: Night Drive");

  const { page: visitor, requests } = await openPage(browser);
  await visitor.goto(`${app.url}/`);
  await hydrated(visitor);
  const item = card(visitor, "Live at the Lantern");
  expect(await item.locator("img").first().getAttribute("src")).toMatch(/^\/uploads\//);
  expect(foreign(requests)).toEqual([]);
  await item.getByRole("button", { name: /^Play/ }).click();
  expect(await item.locator("iframe").getAttribute("src")).toBe(
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65&autoplay=1",
  );
  expect(errors).toEqual([]);
});

test("the owner uploads a new hero image in the settings, is asked for its description at save time, and the home page shows it", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/settings/home`);
  await hydrated(page);
  const picker = page.getByRole("group", { name: "Hero image" });
  const jpg = await fx.jpeg(1600, 900, 9);
  // The picture first (a preview while it travels), then its alt text beside it.
  await picker
    .getByLabel("Drop a new picture here, or choose one")
    .setInputFiles([{ name: "stage.jpg", mimeType: "image/jpeg", buffer: jpg }]);
  await expect
    .poll(() => picker.getByRole("list", { name: "Uploads" }).textContent(), { timeout: 20_000 })
    .toContain("Done");
  expect(await picker.locator(".upload-preview").count()).toBe(1);
  expect(await picker.getByRole("radio", { name: "Image without alt text" }).first().isChecked()).toBe(true);
  await expect.poll(() => picker.getByText("Visitors don't see it until it has alt text.").isVisible()).toBe(true);
  // The alt field takes the focus once the picture is there.
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
    .toBe("hero_upload_id_alt");
  // Saved without a description: refused at the field, at save time (the picture would never show), the choice kept.
  await page.getByRole("button", { name: "Save settings" }).click();
  const alt = picker.getByLabel("Alt text for this picture");
  await expect.poll(() => alt.getAttribute("aria-invalid")).toBe("true");
  expect(await picker.textContent()).toContain("without a description it is not shown to visitors");
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
    .toBe("hero_upload_id_alt");
  expect(await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved." }).count()).toBe(0);
  await alt.fill("The whole band bowing at the end of the night");
  await page.getByRole("button", { name: "Save settings" }).click();
  // A save that also publishes the picture with its description can take a while on a busy machine.
  await page.locator("[data-sonner-toast]").filter({ hasText: "Settings saved." }).first().waitFor();

  const { page: visitor } = await openPage(browser);
  await visitor.goto(`${app.url}/`);
  const hero = visitor.locator(".hero-image img");
  expect(await hero.getAttribute("alt")).toBe("The whole band bowing at the end of the night");
  expect([
    await hero.getAttribute("loading"),
    await hero.getAttribute("fetchpriority"),
    await hero.getAttribute("width"),
  ]).toEqual(["eager", "high", "1600"]);
  expect(errors).toEqual([]);
});
