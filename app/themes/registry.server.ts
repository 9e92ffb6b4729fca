/**
 * The installed themes, in the picker's order (glue: entry.server.tsx hands
 * them to the core). Adding a theme is a folder here and one line below
 * (docs/themes.md). Each stylesheet is minified by the build and imported as
 * text: only the active theme's is put in a page.
 */
import type { InstalledTheme } from "~/core/themes/registry.server.ts";
import stage from "./stage/theme.ts";
import stageCss from "./stage/theme.css?inline";
import poster from "./poster/theme.ts";
import posterCss from "./poster/theme.css?inline";
import recital from "./recital/theme.ts";
import recitalCss from "./recital/theme.css?inline";
import neon from "./neon/theme.ts";
import neonCss from "./neon/theme.css?inline";
import editorial from "./editorial/theme.ts";
import editorialCss from "./editorial/theme.css?inline";

export const THEMES: InstalledTheme[] = [
  { manifest: stage, css: stageCss },
  { manifest: poster, css: posterCss },
  { manifest: recital, css: recitalCss },
  { manifest: neon, css: neonCss },
  { manifest: editorial, css: editorialCss },
];
