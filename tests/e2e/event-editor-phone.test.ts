/**
 * The event editor that fits (issue 27 §2, "done when"): on a 390×844 phone, an owner whose studio speaks
 * German creates an event with a ticket link and RSVP — title, date "05.12.2026", time "20:00" (24 hours,
 * never the browser's mm/dd/yyyy or 08:00 PM), a new venue — and publishes it from the save bar without
 * scrolling past "More options", which stays closed with every essential field above it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { toast } from "./studio-helpers.ts";

let app: App;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

/** Top edge in the document (not the viewport), so the order holds wherever the page is scrolled. */
const top = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test("on a phone, in German, an event with a ticket link and RSVP is published without scrolling past More options", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/account`);
  await hydrated(page);
  await page.getByLabel("Language of the studio").selectOption("de");
  await page.getByRole("button", { name: "Save language" }).click();
  await toast(page, "Das Studio spricht jetzt Deutsch mit dir.");

  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  const more = page.locator("details.event-form__more");
  expect(await more.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(await more.locator("> summary").textContent()).toContain("Weitere Optionen");

  // Date and time in the studio language's convention: text fields with the German pattern, not type=date/time.
  const date = page.getByLabel("Startdatum", { exact: true });
  const time = page.getByLabel("Beginn (Uhrzeit)", { exact: true });
  expect(await date.getAttribute("type")).toBe("text");
  expect(await date.getAttribute("placeholder")).toBe("TT.MM.JJJJ");
  expect(await time.getAttribute("type")).toBe("text");
  expect(await time.getAttribute("placeholder")).toBe("hh:mm");
  // The end, the time zone and the repeat rule are not in the way.
  for (const rare of ["Zeitzone", "Wiederholt sich"])
    expect(await page.getByLabel(rare, { exact: true }).isVisible(), rare).toBe(false);

  // Every essential is above "More options".
  const row = page.getByRole("group", { name: "Neuer Ticket-Link", exact: true });
  const rsvp = page.getByLabel("Anmeldungen annehmen", { exact: true });
  const essentials: [string, Locator][] = [
    ["title", page.getByLabel("Titel", { exact: true })],
    ["date", date],
    ["time", time],
    ["venue", page.getByLabel("Veranstaltungsort", { exact: true })],
    ["ticket link", row.getByLabel("Link", { exact: true })],
    ["rsvp", rsvp],
    ["picture", page.getByRole("group", { name: "Bild zum Termin" })],
  ];
  const moreTop = await top(more);
  for (const [name, field] of essentials) expect(await top(field), name).toBeLessThan(moreTop);

  await page.getByLabel("Titel", { exact: true }).fill("Winterkonzert");
  await date.fill("5.12.26");
  await time.fill("20");
  await page.getByLabel("Titel", { exact: true }).focus();
  // Left, the fields write what they read the German way.
  await expect.poll(() => date.inputValue()).toBe("05.12.2026");
  expect(await time.inputValue()).toBe("20:00");
  await date.fill("05.12.2026");
  await time.fill("20:00");
  await page.getByLabel("Name des Orts", { exact: true }).fill("Moritzbastei");
  await page.getByLabel("Adresse", { exact: true }).fill("Kurt-Masur-Platz 1, Leipzig");
  await row.getByLabel("Link", { exact: true }).fill("tickets.example.com/winter");
  await row.getByLabel("Preis", { exact: true }).fill("18");
  await row.getByLabel("Währung", { exact: true }).selectOption("EUR");
  await rsvp.check();
  await page.getByLabel("Plätze", { exact: true }).fill("120");

  // The save bar is on the screen while "More options" has not been scrolled past (it is not even reached).
  const publish = page.getByRole("button", { name: "Veröffentlichen", exact: true });
  const bar = await publish.boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(844);
  expect(await more.evaluate((d) => d.getBoundingClientRect().top)).toBeGreaterThan(0);
  expect(await more.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  await publish.click();
  await toast(page, "„Winterkonzert“ ist veröffentlicht.");
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  await hydrated(page);

  // Saved as typed: 5 December 2026 at 20:00, shown again the German way; nothing rare, so More options stays closed.
  expect(await page.getByLabel("Startdatum", { exact: true }).inputValue()).toBe("05.12.2026");
  expect(await page.getByLabel("Beginn (Uhrzeit)", { exact: true }).inputValue()).toBe("20:00");
  expect(await page.locator("details.event-form__more").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(await page.getByLabel("Anmeldungen annehmen", { exact: true }).isChecked()).toBe(true);
  const saved = page.getByRole("group", { name: /^Ticket-Link: / });
  expect(await saved.getByLabel("Link", { exact: true }).inputValue()).toBe("https://tickets.example.com/winter");

  const visitor = await openPage(browser);
  await visitor.page.goto(`${app.url}/events/winterkonzert`);
  const ld = (await visitor.page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
  expect(ld).toContain('"startDate":"2026-12-05T20:00');
  expect(await visitor.page.locator('a[href*="/go/ticket/"]').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
});
