/**
 * The event image: an editor uploads one in the event form (then its alt text beside it),
 * the event page shows it and names it in og:image and JSON-LD; choosing
 * "No image" takes it away again.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import * as fx from "../fixtures/images.ts";
import { validateHtml } from "../quality/html-validate.ts";
import { jsonLdProblems } from "../quality/jsonld.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

let browser: Browser;
let app: App;
beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const ALT = "The horn section under a red spotlight";

test("an image picked in the event form is shown on the event page, in og:image and in JSON-LD, until it is removed", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Poster Night");
  await page.getByLabel("Start date").fill("2031-09-12");
  await page.getByLabel("Start time").fill("20:00");
  await page.getByLabel("Venue", { exact: true }).selectOption({ label: "New venue…" });
  await page.getByLabel("Venue name").fill("Lantern Hall");
  await page.getByLabel("Address", { exact: true }).fill("Oranienstraße 25\n10999 Berlin");

  const picker = page.getByRole("group", { name: "Event image" });
  // The picture first, its alt text next to it afterwards (issue 11's picker).
  await picker
    .getByLabel("Drop a new picture here, or choose one")
    .setInputFiles([{ name: "horns.jpg", mimeType: "image/jpeg", buffer: await fx.jpeg(1400, 900, 5) }]);
  await expect
    .poll(() => picker.getByRole("list", { name: "Uploads" }).textContent(), { timeout: 20_000 })
    .toContain("Done");
  expect(await picker.getByRole("radio", { name: "Image without alt text" }).first().isChecked()).toBe(true);
  await picker.getByLabel("Alt text for this picture").fill(ALT);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  const editUrl = page.url();

  const { page: visitor } = await openPage(browser);
  await visitor.goto(`${app.url}/events/poster-night`);
  const img = visitor.locator(".event-poster img");
  expect([
    await img.getAttribute("alt"),
    await img.getAttribute("width"),
    await img.getAttribute("height"),
    await img.getAttribute("fetchpriority"),
  ]).toEqual([ALT, "1400", "900", "high"]);
  const og = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(new RegExp(`^${app.url}/uploads/[\\w-]+/`));
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.image).toEqual([og]);
  expect((await visitor.request.get(og!)).status()).toBe(200);
  // The page with its picture still passes the markup and structured-data gates.
  const html = await (await visitor.request.get(`${app.url}/events/poster-night`)).text();
  expect(await validateHtml("/events/poster-night", html)).toEqual([]);
  expect(jsonLdProblems("/events/poster-night", html).problems).toEqual([]);

  // The edit form shows the chosen image; "No image" and Save remove it from the page.
  await page.goto(editUrl);
  await hydrated(page);
  const edit = page.getByRole("group", { name: "Event image" });
  expect(await edit.getByRole("radio", { name: ALT }).isChecked()).toBe(true);
  await edit.getByRole("radio", { name: "No image" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "Saved." }).count()).toBeGreaterThan(0);
  await visitor.goto(`${app.url}/events/poster-night`);
  expect(await visitor.locator(".event-poster").count()).toBe(0);
  const after = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(after).not.toHaveProperty("image");
  expect(errors).toEqual([]);
});
