/**
 * The event editor in German (issue 15): a user whose studio language is
 * German sees the new-event form's labels, the repeat fields (weekday names
 * from Intl), the ticket rows and the validation messages in German, and a
 * saved series' German editor. German runs longer: the editor does not scroll
 * sideways at 320 and 390 px; screenshots at 390 and 1280 px
 * (screenshots/studio-de-event-*.png) are looked at for clipped buttons. The
 * events, venues, pages and fans lists, the import page, the page editor and the mailing-list
 * settings speak German too, as do an import's refusal and the reasons of
 * its preview's unreadable rows.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { openMoreOptions } from "./event-form.ts";
import { toast } from "./studio-helpers.ts";

let app: App;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the event editor in German: labels, repeat and ticket fields, validation messages; no sideways scrolling", async () => {
  const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/account`);
  await hydrated(page);
  await page.getByLabel("Language of the studio").selectOption("de");
  await page.getByRole("button", { name: "Save language" }).click();
  await toast(page, "Das Studio spricht jetzt Deutsch mit dir.");

  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Neuer Termin");
  await expect.poll(() => page.title()).toBe("Neuer Termin · Studio");
  expect(await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Termine" }).count()).toBe(1);
  for (const label of [
    "Titel",
    "Startdatum",
    "Beginn (Uhrzeit)",
    "Zeitzone",
    "Wiederholt sich",
    "Veranstaltungsort",
    "Beschreibung",
  ]) {
    expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
  }
  // A ticket row is named by what it is (issue 25), its fields by what they hold.
  const row = page.getByRole("group", { name: "Neuer Ticket-Link", exact: true });
  for (const label of ["Art", "Hinweis"]) expect(await row.getByLabel(label, { exact: true }).count(), label).toBe(1);
  await openMoreOptions(page);
  await page.getByLabel("Wiederholt sich", { exact: true }).selectOption("weekly");
  expect(await page.locator(".weekday-choices label").allTextContents()).toEqual(
    ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"].map((d) => ` ${d}`),
  );
  expect(await row.getByLabel("Art", { exact: true }).locator("option").allTextContents()).toContain("Abendkasse");

  // Nothing typed: the form's own messages, in German, and nothing saved.
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect.poll(() => page.getByText("Bitte gib einen Titel ein.").count()).toBe(1);
  expect(
    (await page.getByText("Gib das Startdatum ein, z. B. 05.12.2026.").count()) +
      (await page.getByText("Bitte gib ein Startdatum ein.").count()),
  ).toBe(1);

  // Saved: the toast and the edit page in German.
  await page.getByLabel("Titel", { exact: true }).fill("Jazz im Hof");
  await page.getByLabel("Startdatum").fill("2031-06-03");
  await page.getByLabel("Beginn (Uhrzeit)").fill("20:00");
  await page.getByLabel("Veranstaltungsort").selectOption("");
  // A bad ticket link: the row's own message, in German, under its field.
  await row.getByLabel("Link", { exact: true }).fill("kein-link");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect
    .poll(() => page.getByText("Gib eine Webadresse ein, zum Beispiel tickets.example.com/show.").count())
    .toBe(1);
  await row.getByLabel("Link", { exact: true }).fill("");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await toast(page, "„Jazz im Hof“ ist als Entwurf gespeichert.");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Jazz im Hof");
  await hydrated(page);
  expect(await page.getByRole("button", { name: "Veröffentlichen", exact: true }).count()).toBe(1);
  expect(await page.getByRole("heading", { name: "Status: Geplant" }).count()).toBe(1);
  expect(await page.getByText("Diesen Termin löschen …").count()).toBe(1);

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/admin/events/new", page.url().replace(app.url, "")]) {
      await page.goto(`${app.url}${path}`);
      await hydrated(page);
      expect(await sideScroll(page), `${path} @${width}`).toBeLessThanOrEqual(0);
    }
  }
  const editUrl = page.url();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${app.url}/admin/events/new`);
    await hydrated(page);
    await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
    await expect.poll(() => page.getByText("Bitte gib einen Titel ein.").count()).toBe(1);
    await page.screenshot({ path: `screenshots/studio-de-event-new-${width}.png`, fullPage: true });
    await page.goto(editUrl);
    await hydrated(page);
    await page.screenshot({ path: `screenshots/studio-de-event-edit-${width}.png`, fullPage: true });
  }
});

test("the events and venues lists, the pages list, editor and navigation, and the fans list, settings and newsletters, in German", async () => {
  const { page } = await openPage(browser, { viewport: { width: 390, height: 900 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/account`);
  await hydrated(page);
  await page.getByLabel(/Language of the studio|Sprache des Studios/).selectOption("de");
  await page.getByRole("button", { name: /Save language|Sprache speichern/ }).click();
  await toast(page, "Das Studio spricht jetzt Deutsch mit dir.");

  for (const [path, heading, text] of [
    ["/admin/events", "Termine", "Termine importieren"],
    ["/admin/events/import", "Termine importieren", "Aus einer Datei"],
    ["/admin/venues", "Orte", "Neuer Ort"],
    ["/admin/pages", "Seiten", "Neue Seite"],
    ["/admin/navigation", "Navigation", "Externen Link hinzufügen"],
    ["/admin/fans", "Fans", "CSV exportieren"],
    ["/admin/fans/settings", "Einstellungen des Verteilers", "Jedes Mal fragen"],
    ["/admin/fans/newsletters", "Newsletter", "Neuer Newsletter"],
    ["/admin/fans/import", "Abonnenten importieren", "CSV-Datei"],
    ["/admin/fans/newsletters/new", "Neuer Newsletter", "Wer ihn bekommt"],
  ] as const) {
    await page.goto(`${app.url}${path}`);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent(), path).toBe(heading);
    expect(await page.getByText(text).count(), path).toBeGreaterThan(0);
    expect(await sideScroll(page), path).toBeLessThanOrEqual(0);
  }
  await page.goto(`${app.url}/admin/pages/new`);
  await hydrated(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Neue Seite");
  for (const label of ["Titel", "Adresse", "In der Navigation zeigen"])
    expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect.poll(() => page.getByText("Bitte gib einen Titel ein.").count()).toBe(1);
  await page.getByLabel("Titel", { exact: true }).fill("Songtexte");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await toast(page, "„Songtexte“ ist als Entwurf angelegt.");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Songtexte");
  expect(await page.getByText("Entwurf: Nur das Studio sieht ihn.", { exact: true }).count()).toBe(1);
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "screenshots/studio-de-page-edit-390.png", fullPage: true });

  // Importing dates: a file that is no calendar, and a preview's unreadable row, told in German.
  const upload = async (name: string, text: string) => {
    await page.goto(`${app.url}/admin/events/import`);
    await hydrated(page);
    await page
      .getByLabel("Kalender- (.ics) oder Tabellendatei (.csv)")
      .setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
    await page.getByRole("button", { name: "Zeigen, was sich ändern würde" }).first().click();
  };
  await upload("notes.ics", "just some notes");
  await expect
    .poll(() => page.locator("#import-file-error").textContent())
    .toBe("Kein BEGIN:VCALENDAR gefunden: Dies ist keine iCalendar-Datei.");
  await upload("dates.csv", "title,start_date,start_time\nSommerfest,2031-07-04,19:00\nOhne Datum,,20:00\n");
  await page.waitForURL(/\/admin\/events\/import\/[\w-]+$/);
  await expect
    .poll(() => page.locator(".event-import__reason").allTextContents())
    .toEqual(["Er hat keinen Beginn (DTSTART)."]);
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
});
