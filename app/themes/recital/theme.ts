/** Recital: calm, light and serif, on warm paper, for choirs, orchestras and churches. */
import type { ThemeManifest } from "~/core/themes/types.ts";
import cormorant600 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import cormorant600x from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-600-normal.woff2?url";
import serif400 from "@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff2?url";
import serif400x from "@fontsource/source-serif-4/files/source-serif-4-latin-ext-400-normal.woff2?url";
import preview from "./preview.webp?url";

export default {
  name: "recital",
  label: "Recital",
  description:
    "For classical and sacred music: choirs, orchestras, chamber ensembles and churches. A classic Garamond on warm paper, quiet rules, programme-booklet calm for a season of concerts. Too gentle for a rock band.",
  audience: "Choirs, orchestras, ensembles and churches",
  preview,
  scheme: "light",
  palettes: {
    light: {
      bg: "#faf6ee",
      surface: "#f2ebdf",
      fg: "#2b2520",
      muted: "#665b52",
      border: "#ddd1bf",
      accent: "#7b2d3b",
      band: "#efe5d3",
      bandFg: "#2b2520",
    },
    dark: {
      bg: "#1a1714",
      surface: "#24201c",
      fg: "#f0e8da",
      muted: "#b9ad9b",
      border: "#3b342d",
      accent: "#d8a866",
      band: "#24201c",
      bandFg: "#f0e8da",
    },
  },
  fonts: [
    {
      family: "Cormorant Garamond",
      role: "display",
      generic: "serif",
      files: [{ weight: 600, latin: cormorant600, latinExt: cormorant600x }],
      fallback: {
        local: ["Times New Roman", "Liberation Serif", "Times", "Noto Serif"],
        sizeAdjust: "96.98%",
        ascent: "95.27%",
        descent: "29.59%",
      },
    },
    {
      family: "Source Serif 4",
      role: "body",
      generic: "serif",
      files: [{ weight: 400, latin: serif400, latinExt: serif400x }],
      fallback: {
        local: ["Times New Roman", "Liberation Serif", "Times", "Noto Serif"],
        sizeAdjust: "117.91%",
        ascent: "87.87%",
        descent: "28.41%",
      },
    },
  ],
  type: { displayWeight: 600, displayCase: "none", displayTracking: 0, displayLeading: 1.05, ratio: 1.3 },
  radius: { sm: 2, md: 4, lg: 6 },
  shadow: "0 1px 2px rgb(60 40 20 / 6%), 0 10px 30px rgb(60 40 20 / 7%)",
} satisfies ThemeManifest;
