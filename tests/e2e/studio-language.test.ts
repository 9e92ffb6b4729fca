/**
 * The studio's language (issue 15, part 5): each user picks theirs on their
 * own account page. The owner switches to German: the navigation, the
 * dashboard and the settings page are German, and so are a settings form's
 * validation messages; an editor who chose nothing still sees English (the
 * site's language is English). German is longer than English: no page of the
 * German studio scrolls sideways from 320 px, and it is looked at in
 * screenshots at 390 and 1280 px (screenshots/studio-de-*.png).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { toast } from "./studio-helpers.ts";

let app: App;
let browser: Browser;
const EDITOR = { email: "eddie@example.com", password: "another-Sturdy-pass-77" };

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ DEMO_CONTENT: "true" }), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const studioNav = (page: Page) => page.getByRole("navigation", { name: "Studio" });
const navLabels = async (page: Page) =>
  (await studioNav(page).getByRole("link").allTextContents()).map((s) => s.trim());
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a user switches the studio to German; another user still sees English", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  await signedIn(page, app);

  // The owner adds an editor (in English: nobody has chosen a language, the site's is English).
  await page.goto(`${app.url}/admin/users`);
  await hydrated(page);
  await page.getByLabel("Name").fill("Eddie Editor");
  await page.getByLabel("E-mail").fill(EDITOR.email);
  await page.getByLabel("Role").selectOption("editor");
  await page.getByLabel("Temporary password").fill(EDITOR.password);
  await page.getByRole("button", { name: "Add user" }).click();
  await expect.poll(() => page.getByText("can now sign in as editor").count()).toBeGreaterThan(0);

  // The owner's own account page: the studio language, each language in its own name.
  await page.goto(`${app.url}/admin/account`);
  await hydrated(page);
  const language = page.getByLabel("Language of the studio");
  expect(await language.locator("option").allTextContents()).toEqual(["English", "Deutsch"]);
  expect(await language.inputValue()).toBe("en");
  await language.selectOption("de");
  await page.getByRole("button", { name: "Save language" }).click();
  await toast(page, "Das Studio spricht jetzt Deutsch mit dir.");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Dein Konto");
  expect(await page.getByLabel("Sprache des Studios").inputValue()).toBe("de");

  // The navigation and the frame.
  await expect
    .poll(() => navLabels(page))
    .toEqual(
      expect.arrayContaining(["Übersicht", "Einstellungen", "Benutzer", "Konto", "Protokoll", "Export & Import"]),
    );
  expect(await page.getByRole("button", { name: "Abmelden" }).first().textContent()).toContain("Abmelden");
  expect(await page.locator(".admin-shell").getAttribute("lang")).toBe("de");

  // The dashboard: greeting, the checklist, the demo notice.
  await studioNav(page).getByRole("link", { name: "Übersicht" }).click();
  await page.waitForURL(/\/admin$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Hallo, /);
  expect(await page.getByRole("heading", { name: "Mach deine Website startklar" }).count()).toBe(1);
  // Removing the demo asks first (issue 25, ADR 2510): the dashboard offers a link to the question.
  expect(await page.getByRole("link", { name: "Beispielinhalte entfernen …" }).count()).toBe(1);
  await expect.poll(() => page.title()).toBe("Übersicht · Studio");

  // The settings page, and a form's validation messages: the form's own and zod's, in German.
  await studioNav(page).getByRole("link", { name: "Einstellungen" }).click();
  await page.waitForURL(/\/admin\/settings$/);
  await hydrated(page);
  // A client-side navigation: the URL changes before the new page has rendered.
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Einstellungen");
  await expect.poll(() => page.title()).toBe("Einstellungen · Studio");
  // The overview's cards lead to the sub-pages (ADR 2740), each with its own form.
  await page
    .locator("main")
    .getByRole("link", { name: /^Allgemein/ })
    .click();
  await page.waitForURL(/\/admin\/settings\/general$/);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Allgemein");
  await page.getByLabel("Name", { exact: true }).fill("");
  // zod's own message (its error map in the studio language): the field's maxlength stops a person, not a script.
  await page.getByLabel("Untertitel").evaluate((el) => el.removeAttribute("maxlength"));
  await page.getByLabel("Untertitel").fill("x".repeat(201));
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect.poll(() => page.getByText("Der Name fehlt.").count()).toBe(1);
  expect(await page.getByText("Gib höchstens 200 Zeichen ein.").count()).toBe(1);
  await page.goto(`${app.url}/admin/settings/contact`);
  await hydrated(page);
  await page.getByLabel("Telefon").fill("ruf mich an");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect.poll(() => page.getByText("Nur Ziffern, Leerzeichen und + ( ) - . verwenden.").count()).toBe(1);
  // Kept as typed; nothing saved.
  expect(await page.getByLabel("Telefon").inputValue()).toBe("ruf mich an");

  // "Preview" shows the site with unsaved changes; its bar speaks the previewing person's studio language.
  await page.goto(`${app.url}/admin/settings/general`);
  await hydrated(page);
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: /^Vorschau \(/ }).click(),
  ]);
  await tab.waitForLoadState();
  const bar = tab.getByRole("region", { name: "Vorschau" });
  await expect
    .poll(() => bar.locator("span").textContent())
    .toBe("Vorschau ungespeicherter Änderungen: Einstellungen. Nur du siehst das.");
  await bar.getByRole("link", { name: "Vorschau beenden und zurück ins Studio" }).click();
  await tab.waitForURL(/\/admin\/settings\/general$/);
  await tab.close();

  // The other converted parts: the inbox, media, the theme page, insights, RSVP.
  for (const [path, heading] of [
    ["/admin/inbox", "Posteingang"],
    ["/admin/media", "Medien"],
    ["/admin/theme", "Design"],
    ["/admin/insights", "Statistik"],
    ["/admin/rsvp", "Anmeldungen"],
  ] as const) {
    await page.goto(`${app.url}${path}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent(), path).toBe(heading);
  }

  // German is longer: no page of the German studio scrolls sideways on a small phone.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/admin",
      "/admin/settings",
      "/admin/settings/general",
      "/admin/settings/contact",
      "/admin/account",
      "/admin/users",
      "/admin/inbox",
      "/admin/settings/email",
      "/admin/media",
      "/admin/gallery",
      "/admin/theme",
      "/admin/insights",
      "/admin/rsvp",
      "/admin/audit",
      "/admin/backup",
    ]) {
      await page.goto(`${app.url}${path}`);
      await hydrated(page);
      expect(await sideScroll(page), `${path} @${width}`).toBeLessThanOrEqual(0);
    }
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["dashboard", "/admin"],
      ["settings", "/admin/settings"],
      ["account", "/admin/account"],
      ["inbox", "/admin/inbox"],
      ["theme", "/admin/theme"],
      ["insights", "/admin/insights"],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await hydrated(page);
      await page.screenshot({ path: `screenshots/studio-de-${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 900 });
  // The phone's tab bar in German, and "Mehr" (More) open: the whole grouped navigation.
  await page.getByText("Mehr", { exact: true }).click();
  await expect.poll(() => studioNav(page).getByText("Verwaltung", { exact: true }).isVisible()).toBe(true);
  await page.screenshot({ path: "screenshots/studio-de-menu-390.png" });

  // The editor never chose a language: English, whatever the owner picked.
  const editor = await openPage(browser);
  await signedIn(editor.page, app, EDITOR);
  await editor.page.goto(`${app.url}/admin`);
  await expect.poll(() => editor.page.getByRole("heading", { level: 1 }).textContent()).toBe("Hello, Eddie Editor");
  expect(await navLabels(editor.page)).toEqual(expect.arrayContaining(["Dashboard", "Account"]));
  expect(await navLabels(editor.page)).not.toContain("Übersicht");
  expect(errors).toEqual([]);
  expect(editor.errors).toEqual([]);
});
