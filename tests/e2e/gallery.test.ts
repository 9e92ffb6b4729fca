/**
 * The gallery journey: an editor uploads three photos by the studio's
 * uploader (one refused file among them), adds alt text, publishes; a visitor
 * opens the album, moves through the lightbox by keyboard (loaded only on the
 * first open), opens item 2 from its link, closes with the back button;
 * without JavaScript every thumbnail links to its full image.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
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

const PHOTOS = [
  { alt: "The singer at the microphone under a red light", caption: "Opening song" },
  { alt: "The horn section playing in a row", caption: "Horns!" },
  { alt: "The crowd with their hands up", caption: "Encore" },
];
let albumPath = "";
let itemIds: string[] = [];

test("an editor uploads three photos, gives them alt text and publishes the album", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Gallery" }).click();
  await page.waitForURL(/\/admin\/gallery$/);
  await page.getByLabel("New album").fill("Spring Tour");
  await page.getByRole("button", { name: "Create album" }).click();
  await page.waitForURL(/\/admin\/gallery\/[\w-]+$/);
  await hydrated(page);

  const files = await Promise.all([fx.jpeg(1400, 933, 1), fx.jpeg(1200, 800, 2), fx.jpeg(1300, 866, 3)]);
  await page.getByLabel("Drop photos or videos here, or choose files").setInputFiles([
    { name: "one.jpg", mimeType: "image/jpeg", buffer: files[0] },
    { name: "two.jpg", mimeType: "image/jpeg", buffer: files[1] },
    { name: "fake.png", mimeType: "image/png", buffer: fx.html() },
    { name: "three.jpg", mimeType: "image/jpeg", buffer: files[2] },
  ]);
  const rows = page.getByRole("list", { name: "Uploads" }).getByRole("listitem");
  await expect
    .poll(() => rows.allInnerTexts(), { timeout: 30_000 })
    .toEqual(["one.jpg\nDone", "two.jpg\nDone", "fake.png\nThis file type isn't supported.", "three.jpg\nDone"]);
  await expect.poll(() => page.locator(".media-tile").count()).toBe(3);

  // Publishing without alt text is refused, with the message at the field of the item's side panel.
  await page.getByRole("link", { name: "one.jpg" }).click();
  const panel = page.getByRole("complementary", { name: "one.jpg" });
  await panel.getByRole("checkbox", { name: "Published" }).check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => panel.locator(".field .error").first().textContent())
    .toMatch(/Add alt text before publishing/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");

  // Each panel is named by its file, its fields by what they hold: no "Alt text for item 2" (issue 25).
  for (const [i, p] of PHOTOS.entries()) {
    const name = ["one.jpg", "two.jpg", "three.jpg"][i]!;
    await page.getByRole("link", { name }).click();
    const item = page.getByRole("complementary", { name });
    await item.getByLabel("Alt text", { exact: true }).fill(p.alt);
    await item.getByLabel("Caption", { exact: true }).fill(p.caption);
    await item.getByRole("checkbox", { name: "Published" }).check();
    await item.getByRole("button", { name: "Save" }).click();
    // The save closes the panel, and the tile says what is stored now.
    await expect.poll(() => item.count()).toBe(0);
    await expect.poll(() => page.locator(".media-tile .tile-badges").nth(i).innerText()).toBe("Published");
  }
  expect(await page.locator(".media-tile .tile-badge").allInnerTexts()).toEqual([
    "Published",
    "Published",
    "Published",
  ]);

  await page.getByText("Album details").click();
  await page.getByLabel("Published (visitors can see the album and its published items)").check();
  await page.getByRole("button", { name: "Save album" }).click();
  await expect
    .poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "Album saved." }).count())
    .toBeGreaterThan(0);
  expect(errors.filter((e) => !/status of 415/.test(e))).toEqual([]);
});

test("a visitor opens the album; the lightbox loads on first open, moves by keyboard, and the back button closes it", async () => {
  const { page, errors, requests } = await openPage(browser);
  await page.goto(`${app.url}/gallery`);
  await page.getByRole("link", { name: /Spring Tour/ }).click();
  await page.waitForURL(/\/gallery\/spring-tour$/);
  await hydrated(page);
  albumPath = new URL(page.url()).pathname;

  const thumbs = page.locator("a.gallery-thumb");
  expect(await thumbs.count()).toBe(3);
  itemIds = await thumbs.evaluateAll((as) => as.map((a) => a.getAttribute("data-item")!));
  const img = thumbs.first().locator("img");
  expect(await img.getAttribute("alt")).toBe(PHOTOS[0]!.alt);
  expect(Number(await img.getAttribute("width"))).toBe(1400);
  expect(await thumbs.first().locator("source[type='image/avif']").getAttribute("srcset")).toMatch(
    /-320\.avif 320w, .*-1400\.avif 1400w$/,
  );
  expect(await img.getAttribute("sizes")).toBeNull();
  expect(await thumbs.first().locator("source[type='image/webp']").getAttribute("sizes")).toMatch(/vw/);
  expect(await page.getByText("Horns!").count()).toBe(1);
  // The lightbox's code is not loaded until someone opens an item.
  expect(requests.some((u) => /LightboxView/.test(u))).toBe(false);

  await thumbs.first().click();
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[0]}`);
  const dialog = page.locator(".yarl__root");
  await dialog.waitFor();
  expect(requests.some((u) => /LightboxView/.test(u))).toBe(true);
  await expect.poll(() => dialog.locator(".yarl__counter").textContent()).toBe("1 / 3");
  // Keys go to the lightbox once it has taken focus (as a person would see it open first).
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest(".yarl__root"))).toBe(true);
  await page.keyboard.press("ArrowRight");
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[1]}`);
  await expect.poll(() => dialog.locator(".yarl__counter").textContent()).toBe("2 / 3");
  await expect.poll(() => dialog.locator(".yarl__slide_current").textContent()).toContain("Horns!");
  await page.keyboard.press("ArrowRight");
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[2]}`);
  // Each key moves one slide once the previous move has finished (as a person sees it).
  await expect.poll(() => dialog.locator(".yarl__counter").textContent()).toBe("3 / 3");
  await expect.poll(() => dialog.locator(".yarl__slide_current").textContent()).toContain("Encore");
  await page.keyboard.press("ArrowLeft");
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[1]}`);

  // Moving between items replaced the entry: one step back closes the lightbox.
  await page.goBack();
  await page.waitForURL(`${app.url}${albumPath}`);
  await expect.poll(() => dialog.count()).toBe(0);
  // Focus returns to the thumbnail of the item last shown.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-item"))).toBe(itemIds[1]);
  expect(errors).toEqual([]);
});

test("item 2 opens from its own link; the back button returns to the album", async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${app.url}${albumPath}`);
  await page.goto(`${app.url}${albumPath}/${itemIds[1]}`);
  await hydrated(page);
  const dialog = page.locator(".yarl__root");
  await dialog.waitFor();
  await expect.poll(() => dialog.locator(".yarl__counter").textContent()).toBe("2 / 3");
  expect(await dialog.locator(".yarl__slide_current img").getAttribute("alt")).toBe(PHOTOS[1]!.alt);
  await page.goBack();
  await page.waitForURL(`${app.url}${albumPath}`);
  await expect.poll(() => dialog.count()).toBe(0);
  // Opened from a link (not the grid), the close button shows the album instead of leaving the site.
  await page.goto(`${app.url}${albumPath}/${itemIds[2]}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Close the gallery" }).click();
  await page.waitForURL(`${app.url}${albumPath}`);
  expect(errors).toEqual([]);
});

test("on a phone the lightbox swipes with a pointer drag, zooms and offers full screen", async () => {
  // A phone's screen: the photos are larger than it, so there is something to zoom into.
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await page.goto(`${app.url}${albumPath}/${itemIds[0]}`);
  await hydrated(page);
  const dialog = page.locator(".yarl__root");
  await dialog.waitFor();
  await expect.poll(() => dialog.locator(".yarl__counter").textContent()).toBe("1 / 3");
  // Once it has opened (it takes focus then), as a person would see it before swiping.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest(".yarl__root"))).toBe(true);
  // YARL's Zoom plugin takes a first pointer-down within its double-click delay (500 ms) of the document's
  // time origin for a double click (its last pointer-down starts at 0) and zooms instead of swiping; a
  // person never touches that fast after a page load, the test machine can.
  await page.waitForFunction(() => performance.now() > 600);
  // A swipe to the left (YARL reads pointer events, so a mouse drag is a swipe as a finger's would be).
  const box = (await dialog.locator(".yarl__slide_current").boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (const f of [0.65, 0.5, 0.35, 0.2]) await page.mouse.move(box.x + box.width * f, y);
  await page.mouse.up();
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[1]}`);
  await expect.poll(() => dialog.locator(".yarl__counter").textContent()).toBe("2 / 3");
  // Zoom (pinch on a phone, these buttons or the wheel elsewhere) and full screen are there.
  const img = dialog.locator(".yarl__slide_current img");
  const before = (await img.boundingBox())!.width;
  await dialog.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => (await img.boundingBox())!.width).toBeGreaterThan(before * 1.2);
  expect(await dialog.getByRole("button", { name: "Enter Fullscreen" }).count()).toBe(1);
  expect(errors).toEqual([]);
});

test("without JavaScript each thumbnail links to its item page with the full image", async () => {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto(`${app.url}${albumPath}`);
  await page.locator("a.gallery-thumb").nth(1).click();
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[1]}`);
  const full = page.getByRole("link", { name: "Full-size image" });
  const href = (await full.getAttribute("href"))!;
  expect(href).toMatch(/^\/uploads\/[\w-]+\/[0-9a-f]{10}-1200\.webp$/);
  const res = await page.request.get(`${app.url}${href}`);
  expect([
    res.status(),
    res.headers()["content-type"],
    res.headers()["cache-control"],
    res.headers()["x-content-type-options"],
  ]).toEqual([200, "image/webp", "public, max-age=31536000, immutable", "nosniff"]);
  // The arrow is decoration (aria-hidden, and it turns in right-to-left pages): the link is named "Next".
  await page.getByRole("link", { name: "Next", exact: true }).click();
  await page.waitForURL(`${app.url}${albumPath}/${itemIds[2]}`);
});

test("files dropped on the uploader go up one by one, each with its own progress and result", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/gallery`);
  await page.getByLabel("New album").fill("Dropped");
  await page.getByRole("button", { name: "Create album" }).click();
  await page.waitForURL(/\/admin\/gallery\/[\w-]+$/);
  await hydrated(page);

  // What the browser hands over when files are dragged in from the desktop.
  const files = [
    { name: "drop-1.jpg", type: "image/jpeg", data: await fx.jpeg(900, 600, 7) },
    { name: "drawing.svg", type: "image/svg+xml", data: fx.svg() },
    { name: "drop-2.png", type: "image/png", data: await fx.png(700, 500) },
  ].map((f) => ({ name: f.name, type: f.type, b64: f.data.toString("base64") }));
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list)
      dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.locator(".dropzone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  expect(await zone.getAttribute("class")).toMatch(/\bover\b/);
  await zone.dispatchEvent("drop", { dataTransfer: transfer });

  const rows = page.getByRole("list", { name: "Uploads" }).getByRole("listitem");
  await expect
    .poll(() => rows.allInnerTexts(), { timeout: 30_000 })
    .toEqual(["drop-1.jpg\nDone", "drawing.svg\nThis file type isn't supported.", "drop-2.png\nDone"]);
  expect(
    await rows
      .locator("progress")
      .evaluateAll((ps) => ps.map((p) => [p.getAttribute("aria-label"), (p as HTMLProgressElement).value])),
  ).toEqual([
    ["drop-1.jpg: Done", 1],
    ["drawing.svg: This file type isn't supported.", 0],
    ["drop-2.png: Done", 1],
  ]);
  expect(await zone.getAttribute("class")).not.toMatch(/\bover\b/);
  await expect.poll(() => page.locator(".media-tile").count()).toBe(2);
  expect(await page.locator(".media-tile .tile-name").allInnerTexts()).toEqual(["drop-1.jpg", "drop-2.png"]);
  expect(errors.filter((e) => !/status of 415/.test(e))).toEqual([]);
});

test("a bulk publish holds back the photo without alt text and says which; the tiles show what is stored", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/gallery`);
  // A click during hydration can be lost between the server's link and the router's.
  await hydrated(page);
  await page.getByRole("link", { name: "Dropped" }).click();
  await page.waitForURL(/\/admin\/gallery\/[\w-]+$/);
  await hydrated(page);
  const badges = () => page.locator(".media-tile .tile-badges").allInnerTexts();
  expect(await badges()).toEqual(["Draft\nNo alt text", "Draft\nNo alt text"]);

  // Item 1 gets alt text in its panel (saved as a draft: the box says so); item 2 has none.
  await page.getByRole("link", { name: "drop-1.jpg" }).click();
  const first = page.getByRole("complementary", { name: "drop-1.jpg" });
  await first.getByLabel("Alt text", { exact: true }).fill("A photo dropped from the desktop");
  await first.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => first.count()).toBe(0);
  await expect.poll(badges).toEqual(["Draft", "Draft\nNo alt text"]);

  await page.getByRole("button", { name: "Select all" }).click();
  const bar = page.getByRole("group", { name: "Selected items" });
  expect(await bar.locator(".bulk-count").innerText()).toBe("2 selected");
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect
    .poll(() =>
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "1 item published. Held back until they have alt text: drop-2.png." })
        .count(),
    )
    .toBe(1);
  await expect.poll(badges).toEqual(["Published", "Draft\nNo alt text"]);
  await page.reload();
  await hydrated(page);
  expect(await badges()).toEqual(["Published", "Draft\nNo alt text"]);
  expect(errors).toEqual([]);
});
