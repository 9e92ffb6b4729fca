/**
 * The studio event form's disclosures, opened as a person would (issue 27): "More options" holds the end,
 * time zone, repeat rule, the new venue's map position, link name and translations; a ticket row's
 * "Sale times, price range, note" its rarer fields. Each opens only if it is closed (a click on an open
 * summary would close it).
 */
import type { Locator, Page } from "playwright-core";

async function openDetails(details: Locator): Promise<void> {
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator("> summary").click();
}

export const openMoreOptions = (page: Page) => openDetails(page.locator("details.event-form__more"));

export const openTicketExtras = (row: Locator) => openDetails(row.locator("details.ticket-row__more"));
