/**
 * The installed themes, handed over at start by the glue
 * (app/entry.server.tsx ← app/themes/registry.server.ts), the way capabilities
 * are: the core never names a theme. Each page's stylesheet is the site's
 * shared CSS plus the active theme's fonts, tokens and CSS — only that one
 * theme's (issue 10, ADR 0505).
 */
import { fontFacesCss, fontPreloads } from "./fonts.ts";
import { resolveScheme, themeTokensCss } from "./tokens.ts";
import type { Scheme, SchemeChoice, ThemeManifest } from "./types.ts";

export interface InstalledTheme {
  manifest: ThemeManifest;
  /** The theme's own stylesheet, minified by the build (`theme.css?inline`). */
  css: string;
}

let installed: readonly InstalledTheme[] = [];

export function registerThemes(list: readonly InstalledTheme[]): void {
  const names = new Set<string>();
  for (const t of list) {
    if (!/^[a-z][a-z0-9-]{0,30}$/.test(t.manifest.name))
      throw new Error(`theme name "${t.manifest.name}" must be a short lower-case slug`);
    if (names.has(t.manifest.name)) throw new Error(`two themes are named "${t.manifest.name}"`);
    names.add(t.manifest.name);
  }
  installed = list;
}

export function themes(): readonly ThemeManifest[] {
  return installed.map((t) => t.manifest);
}

/** The theme of that name, or the first installed one (a removed theme falls back instead of breaking the site). */
export function findTheme(name: string | null | undefined): InstalledTheme | undefined {
  return installed.find((t) => t.manifest.name === name) ?? installed[0];
}

export const DEFAULT_THEME = "stage";

/** What a public page needs to know about its look; small, it travels in the root loader's data. */
export interface PageTheme {
  name: string;
  scheme: Scheme | "auto";
  /** The owner's accent, or null for the theme's own. */
  accent: string | null;
  /** Font files to preload. */
  preloads: string[];
}

export function pageTheme(
  name: string | null | undefined,
  choice: SchemeChoice,
  accent: string | null,
): PageTheme | null {
  const t = findTheme(name);
  if (!t) return null;
  return {
    name: t.manifest.name,
    scheme: resolveScheme(t.manifest, choice),
    accent,
    preloads: fontPreloads(t.manifest),
  };
}

/** The theme part of a public page's inline stylesheet: fonts, tokens, then the theme's rules. */
export function pageThemeCss(p: PageTheme): string {
  const t = findTheme(p.name);
  if (!t) return "";
  return fontFacesCss(t.manifest) + themeTokensCss(t.manifest, { scheme: p.scheme, accent: p.accent }) + t.css;
}
