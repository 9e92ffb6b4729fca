/** What several studio journeys do the same way: reorder a row with the keyboard, wait for a toast. */
import { expect } from "vitest";
import type { Page } from "playwright-core";

/**
 * Moves a sortable row one place with the keyboard, as a person does: Space on its handle picks it up,
 * the arrow moves it, Space drops it. Each key waits for the screen reader's announcement of the
 * state it leads to (dnd-kit measures the list between keys).
 */
export async function keyboardMove(page: Page, handleName: string, key: "ArrowUp" | "ArrowDown", to: number) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole("button", { name: handleName, exact: true }).focus();
  await page.keyboard.press("Space");
  await expect.poll(() => live.textContent()).toMatch(/Picked up|is over position/);
  // dnd-kit measures the rows in the frames after the pick-up; the arrow key is read against them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press(key);
  await expect.poll(() => live.textContent()).toMatch(new RegExp(`is over position ${to} of`));
  await page.keyboard.press("Space");
  await expect.poll(() => live.textContent()).toMatch(new RegExp(`Moved .* to position ${to} of`));
}

/** Waits until a toast with this text is shown. */
export const toast = (page: Page, text: string) =>
  expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: text }).count()).toBeGreaterThan(0);
