/**
 * A theme's tokens as CSS custom properties (ADR 0505): the colour roles for
 * the chosen scheme (or both, switched by the visitor's preference), the type
 * scale, radii, shadow and font stacks. The owner's accent replaces the
 * theme's, corrected for contrast on this theme's own backgrounds.
 */
import { accentPair, type AccentPair } from "./accent.ts";
import { fallbackFamily } from "./fonts.ts";
import type { Palette, Scheme, SchemeChoice, ThemeManifest } from "./types.ts";

/** The scheme(s) a page carries: one, or both with the visitor's preference deciding. */
export function resolveScheme(theme: Pick<ThemeManifest, "scheme">, choice: SchemeChoice): Scheme | "auto" {
  return choice === "theme" ? theme.scheme : choice;
}

function paletteVars(p: Palette, accent: AccentPair): string {
  return [
    `--bg:${p.bg}`,
    `--bg-soft:${p.surface}`,
    `--fg:${p.fg}`,
    `--fg-soft:${p.muted}`,
    `--border:${p.border}`,
    `--band:${p.band}`,
    `--band-fg:${p.bandFg}`,
    `--accent:${accent.fill}`,
    `--accent-fg:${accent.onFill}`,
    `--accent-text:${accent.text}`,
  ].join(";");
}

/** The status colours of base.css for a dark page (the light ones are base.css's defaults). */
const DARK_STATUS = "--danger:#ff8a80;--success:#6ee7a8;--warn-bg:#3b2f10;--warn-fg:#ffe08a;--focus:#93c5fd";
const LIGHT_STATUS = "--danger:#b42318;--success:#05603a;--warn-bg:#fff4d6;--warn-fg:#6a4500;--focus:#1d4ed8";

function stack(theme: ThemeManifest, role: "display" | "body"): string {
  const f = theme.fonts.find((x) => x.role === role) ?? theme.fonts[0];
  if (!f) return "system-ui, sans-serif";
  return `"${f.family}","${fallbackFamily(f.family)}",${f.generic}`;
}

/** A fluid type step: `n` steps up the theme's ratio from 1rem, growing with the viewport between 320 and 1280 px. */
export function typeStep(ratio: number, n: number): string {
  const max = ratio ** n;
  // Phones get a gentler scale (the ratio's square root per step) so a long name still fits on two lines.
  const min = Math.sqrt(ratio) ** n;
  if (n <= 1) return `${max.toFixed(3)}rem`;
  const slope = ((max - min) * 16) / (1280 - 320); // px of type per px of viewport
  const intercept = (min * 16 - slope * 320) / 16; // rem
  return `clamp(${min.toFixed(3)}rem,${intercept.toFixed(3)}rem + ${(slope * 100).toFixed(3)}vw,${max.toFixed(3)}rem)`;
}

export interface TokenOptions {
  scheme: Scheme | "auto";
  /** The owner's accent (#rrggbb), or null for the theme's own. */
  accent: string | null;
}

/** The `:root` rules for a page in `theme`. */
export function themeTokensCss(theme: ThemeManifest, opts: TokenOptions): string {
  const t = theme.type;
  const common = [
    `--font-display:${stack(theme, "display")}`,
    `--font-body:${stack(theme, "body")}`,
    `--font:var(--font-body)`,
    `--display-weight:${t.displayWeight}`,
    `--display-case:${t.displayCase}`,
    `--display-tracking:${t.displayTracking}em`,
    `--display-leading:${t.displayLeading}`,
    ...[1, 2, 3, 4, 5, 6].map((n) => `--step-${n}:${typeStep(t.ratio, n)}`),
    `--radius-sm:${theme.radius.sm}px`,
    `--radius:${theme.radius.md}px`,
    `--radius-lg:${theme.radius.lg}px`,
    `--shadow:${theme.shadow}`,
  ].join(";");
  const vars = (s: Scheme) => {
    const p = theme.palettes[s];
    return `color-scheme:${s};${paletteVars(p, accentPair(opts.accent ?? p.accent, p))};${s === "dark" ? DARK_STATUS : LIGHT_STATUS}`;
  };
  if (opts.scheme === "auto") {
    return `:root{${common};${vars("light")}}@media (prefers-color-scheme:dark){:root{${vars("dark")}}}`;
  }
  return `:root{${common};${vars(opts.scheme)}}`;
}
