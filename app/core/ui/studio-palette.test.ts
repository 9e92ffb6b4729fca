/**
 * The studio's fixed palette (studio-base.css, ADR 2702) meets WCAG AA in both schemes: text on the page and
 * on the sidebar, the accent's text and its fill, the danger colour, and the fields' edges (3:1).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contrast, parseHex } from "./color.ts";

const css = readFileSync(new URL("./studio-base.css", import.meta.url), "utf8");
const dark = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
const light = css.slice(0, css.indexOf("@media (prefers-color-scheme: dark)"));

function tokens(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]));
}
const schemes = { light: tokens(light), dark: { ...tokens(light), ...tokens(dark) } };

const pairs: [string, string, number][] = [
  ["fg", "bg", 4.5],
  ["fg", "bg-soft", 4.5],
  ["fg-soft", "bg", 4.5],
  ["fg-soft", "bg-soft", 4.5],
  ["accent-text", "bg", 4.5],
  ["accent-text", "bg-soft", 4.5],
  ["fg", "accent-tint", 4.5],
  ["accent-text", "accent-tint", 4.5],
  ["accent-fg", "accent", 4.5],
  ["accent-fg", "accent-hover", 4.5],
  ["danger", "bg", 4.5],
  ["danger", "danger-tint", 4.5],
  ["warn-fg", "warn-bg", 4.5],
  ["border-input", "bg", 3],
  ["focus", "bg", 3],
];

for (const [scheme, t] of Object.entries(schemes)) {
  test.each(pairs)(`${scheme}: --%s on --%s reaches %s:1`, (fg, bg, min) => {
    expect(t[fg], `--${fg}`).toMatch(/^#/);
    expect(t[bg], `--${bg}`).toMatch(/^#/);
    expect(contrast(parseHex(t[fg]!)!, parseHex(t[bg]!)!)).toBeGreaterThanOrEqual(min);
  });
  test(`${scheme}: white on the danger fill (confirmations) reaches 4.5:1`, () => {
    expect(contrast([255, 255, 255], parseHex(t["danger-fill"]!)!)).toBeGreaterThanOrEqual(4.5);
  });
}
