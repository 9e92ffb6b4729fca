/** A page's colour scheme switched in place, for gates that check each page in light and in dark. */
import type { Page } from "playwright-core";

/**
 * Switches the page's colour scheme as the visitor's system would (the theme is on "auto": CSS media
 * queries decide), then waits until the styles have been applied and any colour transition has ended,
 * so axe measures the colours at rest: one page load checked in both schemes, where loading the page
 * once per scheme took twice the loads (issue 26 §6). The page's theme must follow the visitor's scheme.
 */
export async function switchScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async (dark) => {
    for (;;) {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      if (matchMedia("(prefers-color-scheme: dark)").matches === dark) break;
    }
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, colorScheme === "dark");
}
