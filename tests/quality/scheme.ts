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

/**
 * What the visitor's colour scheme changes on this page other than colours: each declaration under a
 * `prefers-color-scheme` condition (in any style sheet, nested rules included) that sets neither a colour
 * property nor a custom property holding a colour, and each element that picks its source by the scheme
 * (`<source media>`, `<link media>`). Empty while the dark scheme only recolours the page, which is what
 * lets the second scheme's axe pass run only the rules that measure colours (ADR 2614): a rule that hid or
 * showed an element, or resized one, in dark would make the full rule set's answer differ, so it fails here.
 */
export function schemeChangesBeyondColour(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const colourProps = new Set(["color-scheme", "color", "accent-color", "caret-color", "fill", "stroke"]);
    const colourProp = (p: string) => colourProps.has(p) || /-color$/.test(p);
    const out: string[] = [];
    const scheme = (media: string) => /prefers-color-scheme/.test(media);
    const walk = (rules: CSSRuleList, inScheme: boolean, where: string) => {
      for (const rule of rules) {
        let under = inScheme;
        if (rule instanceof CSSMediaRule && scheme(rule.conditionText)) under = true;
        if (rule instanceof CSSImportRule) {
          if (rule.styleSheet)
            walk(rule.styleSheet.cssRules, under || scheme(rule.media.mediaText), rule.styleSheet.href ?? where);
          continue;
        }
        if (under && rule instanceof CSSStyleRule) {
          for (const prop of rule.style) {
            const value = rule.style.getPropertyValue(prop).trim();
            // lightningcss compiles `light-dark()` (colours only) to a pair of toggles set under the media query.
            const toggle = /^--lightningcss-(light|dark)$/.test(prop);
            const ok = prop.startsWith("--") ? toggle || CSS.supports("color", value) : colourProp(prop);
            if (!ok) out.push(`${where}: ${rule.selectorText} { ${prop}: ${value} } under prefers-color-scheme`);
          }
        }
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules, under, where);
      }
    };
    for (const sheet of document.styleSheets)
      walk(sheet.cssRules, scheme(sheet.media.mediaText), sheet.href ?? "inline <style>");
    for (const el of document.querySelectorAll("source[media], link[media], img[media]"))
      if (scheme(el.getAttribute("media") ?? "") && !(el instanceof HTMLLinkElement && el.rel === "stylesheet"))
        out.push(`${el.outerHTML.slice(0, 120)} picks its source by the colour scheme`);
    return out;
  });
}
