import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, OWNER, signedIn, signIn, startApp } from "./harness.ts";

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

test("an unexpected error shows the friendly 500 page with a reference id, and the log has it with the stack", async () => {
  // Break the database under the running server the way a failed disk or a bad manual edit would.
  const file = new DatabaseSync(join(app.dataDir, "marquee.sqlite"));
  file.exec("PRAGMA busy_timeout = 5000");
  file.exec("ALTER TABLE site_settings RENAME TO site_settings_away");
  try {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const res = await page.goto(`${app.url}/admin/login`);
    expect(res?.status()).toBe(500);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Something went wrong");
    const ref = await page.locator("main code").textContent();
    expect(ref).toMatch(/^[0-9a-f]{12}$/);
    expect(res?.headers()["x-request-id"]).toBe(ref);
    expect(await page.content()).not.toContain("no such table"); // nothing internal is shown
    expect(await page.getByRole("link", { name: "Go to the home page" }).count()).toBe(1);
    await expect
      .poll(() => app.output())
      .toContain(`[error] ref=${ref} url=${app.url}/admin/login Error: no such table: site_settings`);
    const logged = app.output().slice(app.output().indexOf(`ref=${ref}`));
    expect(logged).toMatch(/\n\s+at .*getSettings/);
  } finally {
    file.exec("ALTER TABLE site_settings_away RENAME TO site_settings");
    file.close();
  }
  expect((await fetch(`${app.url}/admin/login`)).status).toBe(200);
});

/** The public shell around whatever the page shows: the site's name in the header and the footer, and the main navigation. */
async function publicShell(page: Page) {
  return {
    brand: await page.locator("header .brand").textContent(),
    nav: await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).count(),
    footer: await page.locator("footer").getByRole("heading", { name: "My Marquee site" }).count(),
  };
}

test("a 404 shows inside the public shell, for an unknown address and for a page that finds nothing", async () => {
  const { page, errors } = await openPage(browser);
  for (const path of ["/no-such-page", "/events/no-such-event"]) {
    const res = await page.goto(`${app.url}${path}`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.getByText("We couldn't find that page.").count()).toBe(1);
    // Where to go next: the home page, then the capabilities' error-page links (their manifests').
    const links = page.getByRole("navigation", { name: "Helpful links" }).getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.textContent]))).toEqual([
      ["/", "Go to the home page"],
      ["/events", "See upcoming events"],
      ["/contact", "Contact us"],
    ]);
    expect(await publicShell(page)).toEqual({ brand: "My Marquee site", nav: 1, footer: 1 });
    expect(await page.title()).toBe("Page not found · My Marquee site");
  }
  expect(errors).toEqual([]);
});

test("an unexpected error in a public page shows inside the public shell, with the reference id", async () => {
  // Only the events page reads this table: the root (settings, navigation) still works, the page fails.
  const file = new DatabaseSync(join(app.dataDir, "marquee.sqlite"));
  file.exec("PRAGMA busy_timeout = 5000");
  file.exec("ALTER TABLE events RENAME TO events_away");
  try {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const res = await page.goto(`${app.url}/events`);
    expect(res?.status()).toBe(500);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Something went wrong");
    const ref = await page.locator("main code").textContent();
    expect(ref).toMatch(/^[0-9a-f]{12}$/);
    expect(res?.headers()["x-request-id"]).toBe(ref);
    expect(await publicShell(page)).toEqual({ brand: "My Marquee site", nav: 1, footer: 1 });
    expect(await page.content()).not.toContain("no such table");
    await expect.poll(() => app.output()).toContain(`[error] ref=${ref} url=${app.url}/events`);
  } finally {
    file.exec("ALTER TABLE events_away RENAME TO events");
    file.close();
  }
  expect((await fetch(`${app.url}/events`)).status).toBe(200);
});

test("a 404 in the studio shows beside the studio's navigation", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  const res = await page.goto(`${app.url}/admin/inbox/no-such-message`);
  expect(res?.status()).toBe(404);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
  expect(await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Inbox" }).count()).toBe(1);
  expect(
    await page
      .getByText(/^Signed in as /)
      .filter({ visible: true })
      .count(),
  ).toBe(1);
  expect(await page.title()).toBe("Page not found · Studio");
  expect(errors).toEqual([]);
});

test("the public shell: header navigation, footer details with icons, skip link; fits 320 px in light and dark; asks no other host", async () => {
  const demo = await startApp({ DEMO_CONTENT: "true" });
  try {
    const backgrounds: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, errors, requests } = await openPage(browser, {
        colorScheme,
        viewport: { width: 320, height: 640 },
      });
      for (const path of ["/no-such-page", "/events", "/media", "/gallery", "/contact", "/about", "/"]) {
        await page.goto(`${demo.url}${path}`);
        await hydrated(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect([path, overflow]).toEqual([path, 0]);
      }
      backgrounds.push(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      // At 320 px the navigation is behind the Menu button (a <details>: it works without JavaScript too).
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
      await page.locator(".site-menu summary").click();
      const nav = page.getByRole("navigation", { name: "Menu" });
      expect(await nav.getByRole("link").allTextContents()).toEqual([
        "Home",
        "Events",
        "Media",
        "Gallery",
        "Contact",
        "About",
      ]);
      await page.locator(".site-menu summary").click();
      const footer = page.locator("footer");
      expect(await footer.getByRole("link", { name: "+49 30 1234 5678" }).getAttribute("href")).toBe(
        "tel:+493012345678",
      );
      expect(await footer.getByRole("link", { name: "hello@velvet-lanterns.example" }).getAttribute("href")).toBe(
        "mailto:hello@velvet-lanterns.example",
      );
      expect(await footer.getByText("Oranienstraße 25").count()).toBe(1);
      expect(await footer.locator(".contact-list svg.lucide").count()).toBe(3); // map pin, phone, mail
      const social = footer.locator(".social-list a");
      expect(
        await social.evaluateAll((as) =>
          Promise.all(
            as.map(async (a) => {
              // Each icon is a symbol of the site's sprite file, used by reference; the reference must resolve to a drawing.
              const [file, id] = (a.querySelector("svg use")?.getAttribute("href") ?? "").split("#");
              const sprite = new DOMParser().parseFromString(await (await fetch(file!)).text(), "image/svg+xml");
              const drawn = (sprite.getElementById(id!)?.querySelector("path")?.getAttribute("d")?.length ?? 0) > 0;
              return [a.getAttribute("aria-label"), drawn];
            }),
          ),
        ),
      ).toEqual([
        ["Instagram", true],
        ["YouTube", true],
        ["Bandcamp", true],
        ["Spotify", true],
        ["Facebook", true],
      ]);
      // The skip link is the first stop and lands on the content (a fresh load: the menu had the focus).
      await page.reload();
      await hydrated(page);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => location.hash)).toBe("#main");
      expect(requests.filter((u) => !u.startsWith(demo.url) && !u.startsWith("data:"))).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
    // The demo's theme (Stage) keeps its own dark scheme whatever the visitor prefers; "follow the visitor"
    // is the owner's choice on /admin/theme (tests/e2e/quality-themes.test.ts checks both schemes of every theme).
    expect(backgrounds).toEqual(["rgb(12, 12, 14)", "rgb(12, 12, 14)"]);
  } finally {
    await demo.stop();
  }
});
