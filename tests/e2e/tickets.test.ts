/**
 * Ticket links (issue 13), as an owner and visitors meet them, with the
 * server's clock moved by the test (TEST_CLOCK_FILE, app/core/clock.server.ts):
 * the owner adds a presale and a main sale with on-sale times in the event
 * editor (a bad row is refused with its message under its own input, rows
 * are reordered before saving) → before the presale the page says when each
 * goes on sale, during it the presale is a button, after it the presale is
 * gone and the main sale is the button — on the event page, /events and home,
 * each time straight after the clock moved (the page cache expires at the
 * on-sale time), with JSON-LD offers checked against Google's Event rules →
 * sold out → "Sold out" and SoldOut. The tracked link is a 302 to the shop
 * and the calendar feed carries the shop's URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { jsonLdProblems } from "../quality/jsonld.ts";
import { describeViolations, runAxe } from "../quality/axe.ts";
import { type App, hydrated, launchBrowser, openPage, signedIn, startApp } from "./harness.ts";
import { openMoreOptions, openTicketExtras } from "./event-form.ts";

const clockDir = mkdtempSync(join(tmpdir(), "marquee-clock-"));
const clockFile = join(clockDir, "now");
/** Moves the server's clock (an instant in UTC). */
const setClock = (iso: string) => writeFileSync(clockFile, iso);

let browser: Browser;
let app: App;
beforeAll(async () => {
  setClock("2031-05-01T08:00:00Z");
  [browser, app] = await Promise.all([launchBrowser(), startApp({ TEST_CLOCK_FILE: clockFile })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
  rmSync(clockDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

async function eventLd(page: Page): Promise<Json> {
  const html = await page.content();
  expect(jsonLdProblems("/events/ticket-gala", html).problems).toEqual([]);
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Json;
}

const offersOf = (ld: Json) => ([] as Json[]).concat((ld.offers as Json | Json[] | undefined) ?? []);

/** A ticket link row, by the name its legend gives it ("New ticket link", "Ticket link: Fan presale, €12.00"). */
const ticketRow = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function fillRow(
  page: Page,
  name: string,
  v: {
    kind: string;
    label?: string;
    url: string;
    onSale?: string;
    offSale?: string;
    price?: string;
    upTo?: string;
    currency?: string;
  },
) {
  const f = (label: string) => ticketRow(page, name).getByLabel(label, { exact: true });
  await f("Kind").selectOption(v.kind);
  if (v.label) await f("Label or provider").fill(v.label);
  await f("Link").fill(v.url);
  // Sale times and a price range are folded under the row's "Sale times, price range, note" (issue 27).
  if (v.onSale || v.offSale || v.upTo) await openTicketExtras(ticketRow(page, name));
  if (v.onSale) await f("On sale from").fill(v.onSale);
  if (v.offSale) await f("Off sale at").fill(v.offSale);
  if (v.price) await f("Price").fill(v.price);
  if (v.upTo) await f("Up to").fill(v.upTo);
  if (v.currency) await f("Currency").selectOption(v.currency);
}

test("an owner adds a presale and a main sale; the pages show each state at its time; JSON-LD offers follow", async () => {
  const { page, errors } = await openPage(browser);
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByLabel("Title").fill("Ticket Gala");
  await page.getByLabel("Start date").fill("2031-05-16");
  await page.getByLabel("Start time").fill("20:00");
  await openMoreOptions(page);
  await page.getByLabel("Time zone").selectOption("Europe/Berlin");
  await page.getByLabel("Venue", { exact: true }).selectOption({ label: "New venue…" });
  await page.getByLabel("Venue name").fill("Lantern Hall");
  await page.getByLabel("Address", { exact: true }).fill("Oranienstraße 25\n10999 Berlin");

  // The main sale first, then a presale added below it and moved up — nothing saved in between.
  await fillRow(page, "New ticket link", {
    kind: "tickets",
    url: "https://shop.example.com/gala",
    onSale: "2031-05-09T10:00",
    price: "15",
    upTo: "25",
    currency: "EUR",
  });
  await page.getByRole("button", { name: "Add a ticket link" }).click();
  // Rows are named by what they are, and fields by what they hold: no "Kind 1", "Price 2" (issue 25).
  await expect.poll(() => ticketRow(page, "New ticket link (2)").count()).toBe(1);
  await fillRow(page, "New ticket link (2)", {
    kind: "presale",
    label: "Fan presale",
    url: "javascript:alert(1)",
    onSale: "2031-05-05T10:00",
    offSale: "2031-05-09T10:00",
    price: "12",
    currency: "EUR",
  });
  await page.getByRole("button", { name: "Move “New ticket link (2)” up" }).click();
  const first = page.locator(".ticket-row").first();
  await expect.poll(() => first.getByLabel("Label or provider", { exact: true }).inputValue()).toBe("Fan presale");
  // Moving renamed nothing: the row keeps its name at its new place.
  expect(await first.locator("legend").first().textContent()).toBe("New ticket link (2)");

  // A bad link is refused: its message under its own row's input, everything typed kept.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect.poll(() => page.getByText("Enter a web address, like tickets.example.com/show.").count()).toBe(1);
  // After the refused save the rows keep their names (names never follow typing or moving).
  const presaleRow = ticketRow(page, "New ticket link (2)");
  const bad = presaleRow.getByLabel("Link", { exact: true });
  expect(await bad.getAttribute("aria-invalid")).toBe("true");
  expect(await ticketRow(page, "New ticket link").getByLabel("Link", { exact: true }).inputValue()).toBe(
    "https://shop.example.com/gala",
  );
  // As typed, written the studio language's way (en-GB) when the field was left.
  expect(await presaleRow.getByLabel("Off sale at", { exact: true }).inputValue()).toBe("09/05/2031 10:00");
  await bad.fill("https://shop.example.com/gala-presale");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.waitForURL(/\/admin\/events\/(?!new$)[\w-]+$/);
  await expect.poll(() => page.getByText("is published").count()).toBeGreaterThan(0);

  const visitor = await openPage(browser, { viewport: { width: 390, height: 844 } });
  const v = visitor.page;
  const card = () => v.getByRole("region", { name: "Tickets", exact: true });

  // 1 May: neither is on sale yet; the page says when, in the event's zone.
  await v.goto(`${app.url}/events/ticket-gala`);
  await expect.poll(() => card().textContent()).toContain("Fan presale");
  expect(await card().textContent()).toContain("On sale Mon 10:00 CEST");
  expect(await card().textContent()).toContain("On sale Fri 9 May, 10:00 CEST");
  expect(await card().getByRole("link").count()).toBe(0);
  let offers = offersOf(await eventLd(v));
  expect(offers.map((o) => [o["@type"], o.availability, o.validFrom])).toEqual([
    ["Offer", "https://schema.org/PreOrder", "2031-05-05T10:00:00+02:00"],
    ["AggregateOffer", "https://schema.org/PreOrder", "2031-05-09T10:00:00+02:00"],
  ]);
  expect(offers[1]).toMatchObject({
    lowPrice: "15",
    highPrice: "25",
    priceCurrency: "EUR",
    url: "https://shop.example.com/gala",
  });

  // 5 May 10:00 CEST: the presale is on (the cached page expired at its on-sale time).
  setClock("2031-05-05T08:00:00Z");
  await v.goto(`${app.url}/events/ticket-gala`);
  const presale = card().getByRole("link", { name: "Fan presale" });
  await expect.poll(() => presale.count()).toBe(1);
  expect(await presale.getAttribute("href")).toMatch(/^\/go\/ticket\/[\w-]+-[a-z0-9]{8}$/);
  expect(await card().textContent()).toContain("On sale Fri 10:00 CEST");
  // A button and a line before its sale, side by side: no axe violation.
  expect(describeViolations("/events/ticket-gala", await runAxe(v))).toEqual([]);
  offers = offersOf(await eventLd(v));
  expect(offers.map((o) => o.availability)).toEqual(["https://schema.org/InStock", "https://schema.org/PreOrder"]);
  // The tracked link is a plain 302 to the shop.
  const go = await fetch(`${app.url}${(await presale.getAttribute("href"))!}`, { redirect: "manual" });
  expect([go.status, go.headers.get("location")]).toEqual([302, "https://shop.example.com/gala-presale"]);

  // 9 May 10:00 CEST: the presale has ended and is gone; the main sale is the button, on /events and home too.
  setClock("2031-05-09T08:00:00Z");
  await v.goto(`${app.url}/events/ticket-gala`);
  await expect.poll(() => card().getByRole("link", { name: "Tickets" }).count()).toBe(1);
  expect(await card().textContent()).not.toContain("Fan presale");
  expect(await card().textContent()).toContain("€15 – €25");
  offers = offersOf(await eventLd(v));
  expect(offers).toEqual([
    expect.objectContaining({ "@type": "AggregateOffer", availability: "https://schema.org/InStock" }),
  ]);
  await v.goto(`${app.url}/events`);
  const row = v.getByRole("listitem").filter({ hasText: "Ticket Gala" });
  await expect.poll(() => row.getByRole("link", { name: /^Tickets for Ticket Gala/ }).count()).toBe(1);
  await v.goto(`${app.url}/`);
  await expect
    .poll(() =>
      v
        .getByRole("region", { name: "Next dates" })
        .getByRole("link", { name: /^Tickets for Ticket Gala/ })
        .count(),
    )
    .toBe(1);
  expect(await v.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  // The calendar feed carries the shop's own URL.
  const feed = await (await fetch(`${app.url}/calendar.ics`)).text();
  expect(feed.replace(/\r\n[ \t]/g, "")).toContain("Tickets (€15 – €25): https://shop.example.com/gala");

  // Sold out (the event's status): no buttons, "Sold out", SoldOut offers.
  await page.getByRole("button", { name: "Mark sold out" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Status: Sold out" }).count()).toBe(1);
  await v.goto(`${app.url}/events/ticket-gala`);
  await expect.poll(() => card().getByText("Sold out", { exact: true }).count()).toBe(1);
  expect(await card().getByRole("link").count()).toBe(0);
  expect(offersOf(await eventLd(v)).map((o) => o.availability)).toEqual(["https://schema.org/SoldOut"]);

  expect(errors).toEqual([]);
  expect(visitor.errors).toEqual([]);
});

test("the ticket-links editor fits a 320 px phone", async () => {
  const { page, errors } = await openPage(browser, { viewport: { width: 320, height: 740 } });
  await signedIn(page, app);
  await page.goto(`${app.url}/admin/events/new`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add a ticket link" }).click();
  await expect.poll(() => ticketRow(page, "New ticket link (2)").count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(describeViolations("/admin/events/new", await runAxe(page))).toEqual([]);
  await page.getByRole("button", { name: "Remove “New ticket link (2)”" }).click();
  await expect.poll(() => ticketRow(page, "New ticket link (2)").count()).toBe(0);
  expect(errors).toEqual([]);
});
