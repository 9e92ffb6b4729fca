/**
 * What a theme is, as the core sees it (docs/themes.md, ADR 0505). A theme is a
 * folder under app/themes/ with this manifest, its CSS and its fonts; the glue
 * (app/themes/registry.server.ts) hands the list to the core at start, as the
 * capabilities are handed theirs. Browser-safe: types only.
 */

export type Scheme = "light" | "dark";
/** What the owner picks: the theme's own scheme, one of the two, or whatever the visitor's device prefers. */
export type SchemeChoice = "theme" | "light" | "dark" | "auto";
export const SCHEME_CHOICES: readonly SchemeChoice[] = ["theme", "light", "dark", "auto"];

/** The colour roles every theme fills, for light and for dark (ADR 0505). */
export interface Palette {
  /** The page. */
  bg: string;
  /** Cards, the footer, notices: one step off the page. */
  surface: string;
  /** Body text. */
  fg: string;
  /** Secondary text (meta lines, captions): still ≥ 4.5:1 on bg and surface. */
  muted: string;
  /** Hairlines and input borders. */
  border: string;
  /** The theme's own accent, used when the owner has not chosen one. */
  accent: string;
  /** The band behind the typographic hero (no picture) and poster blocks. */
  band: string;
  /** Text on `band`. */
  bandFg: string;
}

export interface FontFile {
  weight: number;
  style?: "normal" | "italic";
  /** Build URLs (Vite `?url` imports of the @fontsource woff2 files). */
  latin: string;
  latinExt: string;
}

export interface ThemeFont {
  family: string;
  role: "display" | "body";
  files: FontFile[];
  /**
   * The metric-adjusted local face shown until the web font arrives, so the
   * swap moves nothing (CLS ≤ 0.01). Percentages from the font's own metrics
   * against the local font (docs/themes.md has the formula).
   */
  fallback: { local: string[]; sizeAdjust: string; ascent: string; descent: string };
  generic: "serif" | "sans-serif";
}

export interface ThemeManifest {
  /** The folder's name; stored in the settings. */
  name: string;
  label: string;
  /** One sentence for the picker. */
  description: string;
  /** Who it is made for ("Bands and DJs"). */
  audience: string;
  /** The picker's picture (a build URL). */
  preview: string;
  /** The scheme it is designed around, used when the owner leaves it to the theme. */
  scheme: Scheme;
  palettes: Record<Scheme, Palette>;
  fonts: ThemeFont[];
  type: {
    /** Weight of the display face as shipped. */
    displayWeight: number;
    /** "uppercase" for condensed stage lettering, "none" for serif display. */
    displayCase: "uppercase" | "none";
    /** Letter spacing of display headings, in em. */
    displayTracking: number;
    /** Line height of display headings. */
    displayLeading: number;
    /** Ratio of the type scale (1.25 a major third … 1.333 a fourth). */
    ratio: number;
  };
  /** Corner radii in px: small (badges, inputs), medium (cards, buttons), large (pictures). */
  radius: { sm: number; md: number; lg: number };
  /** Elevation of cards: "none" for flat themes. */
  shadow: string;
}
