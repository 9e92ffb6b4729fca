/** Keyboard helpers: where focus is, and whether a person can see it. */
import type { Page } from "playwright-core";

export interface FocusInfo {
  tag: string;
  text: string;
  href: string | null;
  /** A visible indicator: an outline of at least 2 px, or a box-shadow ring (on it, or on the card it stretches over). */
  indicated: boolean;
  /** The element is rendered and inside the viewport. */
  onScreen: boolean;
  describe: string;
  inMain: boolean;
  type: string | null;
  /** Focus reached this element before (since tabThrough began). */
  seen: boolean;
  /** Still the element of the previous stop (Tab moved between the inner fields of a date input). */
  same: boolean;
}

export async function focusInfo(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const w = window as unknown as { __qualitySeen?: WeakSet<Element>; __qualityLast?: Element };
    w.__qualitySeen ??= new WeakSet();
    const seen = w.__qualitySeen.has(el);
    const same = w.__qualityLast === el;
    w.__qualitySeen.add(el);
    w.__qualityLast = el;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2;
    const ring = s.boxShadow !== "none" && s.boxShadow !== "";
    // A card whose whole area is the link (a stretched link) may show the ring on the card instead:
    // an ancestor close by that draws an outline while it holds the focused element counts.
    let card = false;
    for (let a = el.parentElement, n = 0; a && n < 4 && !card; a = a.parentElement, n++) {
      const as = getComputedStyle(a);
      card = a.matches(":has(:focus-visible)") && as.outlineStyle !== "none" && parseFloat(as.outlineWidth) >= 2;
    }
    const r = el.getBoundingClientRect();
    const onScreen =
      r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    return {
      tag: el.tagName.toLowerCase(),
      text,
      href: el.getAttribute("href"),
      indicated: outline || ring || card,
      onScreen,
      describe: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("name") ? ` name=${el.getAttribute("name")}` : ""}> "${text}"`,
      inMain: !!el.closest("main"),
      type: el.getAttribute("type"),
      seen,
      same,
    };
  });
}

/**
 * Presses Tab until `want` matches the focused element, checking on the way
 * that every stop is visibly focused and on screen. Returns the problems seen.
 */
export async function tabUntil(
  page: Page,
  want: (f: FocusInfo) => boolean,
  max = 120,
): Promise<{ found: FocusInfo | null; problems: string[] }> {
  const problems: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await focusInfo(page);
    if (!f) continue;
    if (!f.indicated) problems.push(`no visible focus on ${f.describe}`);
    if (!f.onScreen) problems.push(`focused but off screen: ${f.describe}`);
    if (want(f)) return { found: f, problems };
  }
  return { found: null, problems };
}

/** Tabs through the whole page once (until focus wraps to the start); returns every stop and the problems. */
export async function tabThrough(page: Page, max = 150): Promise<{ stops: FocusInfo[]; problems: string[] }> {
  const stops: FocusInfo[] = [];
  const problems: string[] = [];
  await page.evaluate(() => {
    const w = window as unknown as { __qualitySeen?: WeakSet<Element>; __qualityLast?: Element };
    w.__qualitySeen = new WeakSet();
    w.__qualityLast = undefined;
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await focusInfo(page);
    if (!f) continue;
    if (f.seen && !f.same) break; // wrapped round to the start
    stops.push(f);
    if (!f.indicated) problems.push(`no visible focus on ${f.describe}`);
    if (!f.onScreen) problems.push(`focused but off screen: ${f.describe}`);
  }
  return { stops, problems };
}
