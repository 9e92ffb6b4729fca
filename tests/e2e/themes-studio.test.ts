/**
 * The theme page (issue 10), as the owner uses it: preview a theme on the
 * whole site (only this browser sees it, and no cache keeps it), apply it,
 * pick an accent that gets corrected for contrast, upload a hostile SVG logo
 * that arrives clean, set the hero's focal point, hide and reorder home
 * sections. A refused form answers 400 with the message at its field.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";

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

const themeOf = async (url: string, cookie = "") =>
  /data-theme="([a-z]+)"/.exec(await (await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })).text())?.[1];

test("the owner previews a theme on the whole site, nobody else sees it, then applies it", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/theme`);
  await hydrated(page);
  const cards = page.getByRole("group", { name: "Theme" }).getByRole("radio");
  expect(await cards.count()).toBe(5);
  expect(await page.locator(".theme-card img").count()).toBe(5);
  expect(
    await page
      .getByRole("group", { name: "Theme" })
      .getByRole("radio", { name: /^Stage/ })
      .isChecked(),
  ).toBe(true);

  await page
    .getByRole("group", { name: "Theme" })
    .getByRole("radio", { name: /^Poster/ })
    .check();
  await page.getByRole("button", { name: "Preview on my site" }).click();
  await page.waitForURL(`${app.url}/`);
  expect(await page.locator("html").getAttribute("data-theme")).toBe("poster");
  const bar = page.getByRole("region", { name: "Preview" });
  expect(await bar.textContent()).toContain("Theme “Poster”");
  // Other pages of the site wear it too, for this browser.
  await page.goto(`${app.url}/events`);
  expect(await page.locator("html").getAttribute("data-theme")).toBe("poster");
  // A visitor (no cookie) and the shared page cache still see the stored theme.
  expect(await themeOf(`${app.url}/events`)).toBe("stage");
  expect(await themeOf(`${app.url}/`)).toBe("stage");

  // Back in the studio from the bar, the previewed theme is ready to apply.
  await page.getByRole("link", { name: /End preview/ }).click();
  await page.waitForURL(/\/admin\/theme/);
  await hydrated(page);
  expect(
    await page
      .getByRole("group", { name: "Theme" })
      .getByRole("radio", { name: /Poster/ })
      .isChecked(),
  ).toBe(true);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await page.getByText("Theme applied").first().waitFor();
  expect(await themeOf(`${app.url}/`)).toBe("poster");
  await context.close();
  expect(errors).toEqual([]);
});

test("an accent too pale for the page keeps its fill and gets a readable text colour of its hue, previewed as a pair", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  // One accent control, on the theme page: Settings has none (issue 25: its own did not change the public site).
  for (const path of ["", "/site", "/home", "/contact", "/social"]) {
    await page.goto(`${app.url}/admin/settings${path}`);
    expect(await page.locator('input[type="color"]').count(), path).toBe(0);
    expect(await page.getByText(/accent/i).count(), path).toBe(0);
  }
  await page.goto(`${app.url}/admin/theme#accent`);
  await hydrated(page);
  await page.getByRole("radio", { name: "My colour" }).check();
  await page.getByLabel("Colour", { exact: true }).fill("#ffe066");
  const report = page.getByRole("list", { name: "How your colour will look" });
  await expect.poll(() => report.textContent()).toContain("text colour adjusted for contrast");
  await page.getByRole("button", { name: "Save accent" }).click();
  await page.getByText("Accent colour saved").first().waitFor();

  const visitor = await openPage(browser, { colorScheme: "light" });
  await visitor.page.goto(`${app.url}/`);
  const [fill, accent, bg] = await visitor.page.evaluate(() => {
    const s = getComputedStyle(document.documentElement);
    return ["--accent", "--accent-text", "--bg"].map((p) => s.getPropertyValue(p).trim());
  });
  expect(fill).toBe("#ffe066");
  expect(accent).not.toBe("#ffe066");
  expect(accent).toMatch(/^#[0-9a-f]{6}$/);
  expect(bg).toMatch(/^#[0-9a-f]{6}$/);
  await visitor.context.close();
  await context.close();
  expect([...errors, ...visitor.errors]).toEqual([]);
});

test("a hostile SVG logo arrives clean, and shows in the header", async () => {
  const { page, errors, context } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/theme#logo`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" onload="alert(1)"><script>alert(2)</script><rect width="240" height="80" fill="#c00"/><image href="https://evil.example/x.png"/></svg>`;
  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
  await page.getByRole("button", { name: "Save logo" }).click();
  await page.getByText("Logo saved").first().waitFor();

  const home = await (await fetch(`${app.url}/`)).text();
  const src = /class="brand[^"]*"[^>]*><img src="([^"]+)"/.exec(home)?.[1];
  expect(src).toMatch(/^\/logo\.svg\?v=/);
  const res = await fetch(app.url + src!);
  const body = await res.text();
  expect(res.headers.get("content-type")).toBe("image/svg+xml");
  expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(body).toContain("<rect");
  expect(body).not.toMatch(/script|onload|evil\.example|<image/);
  // And a visitor sees it: 2.75 rem tall, as wide as its proportions say (it was drawn 0 × 0 px).
  const visitor = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await visitor.page.goto(`${app.url}/`);
  const logo = visitor.page.locator(".site-header .brand img");
  await visitor.page.waitForFunction(
    () => document.querySelector<HTMLImageElement>(".site-header .brand img")?.complete === true,
  );
  const box = (await logo.boundingBox())!;
  expect([Math.round(box.height), Math.round(box.width)]).toEqual([44, 132]);
  await visitor.context.close();

  // A file that is no picture is refused at the field, with a 415 (SPEC §8: wrong type).
  await page
    .getByLabel("Replace the logo")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  const answer = page.waitForResponse((r) => r.url().includes("/admin/theme") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save logo" }).click();
  expect((await answer).status()).toBe(415);
  await page.getByText("The logo must be a PNG, WebP or SVG file.").waitFor();
  await context.close();
  expect(errors).toEqual([]);
});

test("the hero's focal point and the home sections, without JavaScript", async () => {
  const { page, errors, context } = await openPage(browser, { javaScriptEnabled: false });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/theme#focal`);
  // Out of range: the browser holds the form back (min/max), and the server refuses it too when it
  // arrives anyway (an old browser, a hand-made request): 400 with the message at the field.
  await page.getByLabel("Across (%)").fill("150");
  expect(await page.locator("input[name=focal_x]:invalid").count()).toBe(1);
  const csrf = await page.locator("#focal input[name=csrf]").getAttribute("value");
  const refused = await context.request.post(`${app.url}/admin/theme`, {
    form: { csrf: csrf!, intent: "focal", focal_x: "150", focal_y: "20" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Click on the picture to choose the point to keep in view.");
  await page.getByLabel("Across (%)").fill("30");
  await page.getByLabel("Down (%)").fill("20");
  await page.getByRole("button", { name: "Save focal point" }).click();
  await page.getByText("Focal point saved").first().waitFor();
  const home = await (await fetch(`${app.url}/`)).text();
  expect(home).toMatch(/class="hero__media hero-image"[\s\S]*?object-position:30% 20%/);

  // Hide the gallery and move "Get in touch" up two places, above the music.
  await page.goto(`${app.url}/admin/theme#sections`);
  await page.getByRole("checkbox", { name: "Gallery preview" }).uncheck();
  await page.getByRole("button", { name: "Save sections" }).click();
  await page.getByText("Home page sections saved").first().waitFor();
  // Up, one place a click, until it sits right above "Watch and listen" (other capabilities' sections lie between).
  const order = () =>
    page.locator('input[name="order[]"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  const start = await order();
  for (let i = start.indexOf("contact"); i > start.indexOf("media"); i--) {
    await page.getByRole("button", { name: "Move “Get in touch” up" }).click();
    await page.getByText("Home page sections saved").first().waitFor();
  }
  const moved = await order();
  expect(moved.indexOf("contact")).toBe(moved.indexOf("media") - 1);
  const after = await (await fetch(`${app.url}/`)).text();
  expect(after).not.toContain('id="home-gallery"');
  expect(after.indexOf('id="home-contact"')).toBeLessThan(after.indexOf('id="home-media"'));
  await context.close();
  expect(errors).toEqual([]);
});

/** Controls of the site's header (and its open menu) that are hidden from the window or covered where a tap lands. */
const coveredControls = () =>
  [...document.querySelectorAll<HTMLElement>(".site-header .brand, .site-menu summary, .site-menu[open] a")]
    .filter((el) => {
      el.scrollIntoView({ block: "nearest" });
      // A logo (an earlier test uploads one) is the brand's picture: aim at it, not at the link's line box.
      const r = (el.querySelector("img") ?? el).getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(hit && el.contains(hit));
    })
    .map((el) => el.textContent?.trim() || el.querySelector("img")?.alt || el.outerHTML.slice(0, 80));

test("on a phone the preview bar covers neither the header (laid over the hero) nor the open menu", async () => {
  const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/theme`);
  await hydrated(page);
  await page.getByRole("group", { name: "Theme" }).getByRole("radio", { name: /^Neon/ }).check();
  await page.getByRole("button", { name: "Preview on my site" }).click();
  await page.waitForURL(`${app.url}/`);
  await hydrated(page);
  expect(await page.locator("html").getAttribute("data-theme")).toBe("neon");
  // This theme lays its header over the hero picture: the bar must not sit on it.
  expect(await page.locator(".hero--image").count()).toBe(1);
  expect(await page.evaluate(coveredControls)).toEqual([]);
  await page.locator(".site-menu summary").click();
  await expect.poll(() => page.locator(".site-menu[open] a").count()).toBeGreaterThan(2);
  expect(await page.evaluate(coveredControls)).toEqual([]);
  // The bar is in view, at the bottom of the window, and leads out of the preview.
  const bar = page.getByRole("region", { name: "Preview" });
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  expect(box.y).toBeGreaterThan(844 / 2);
  await bar.getByRole("link", { name: /End preview/ }).click();
  await page.waitForURL(/\/admin\/theme/);
  await context.close();
  expect(errors).toEqual([]);
});
