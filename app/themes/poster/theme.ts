/** Poster: bold type and flat colour blocks, for theatres, comedy nights and clubs. Dates are set as big as headlines. */
import type { ThemeManifest } from "~/core/themes/types.ts";
import archivo400 from "@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2?url";
import archivo400x from "@fontsource/archivo-black/files/archivo-black-latin-ext-400-normal.woff2?url";
import franklin400 from "@fontsource/libre-franklin/files/libre-franklin-latin-400-normal.woff2?url";
import franklin400x from "@fontsource/libre-franklin/files/libre-franklin-latin-ext-400-normal.woff2?url";
import franklin600 from "@fontsource/libre-franklin/files/libre-franklin-latin-600-normal.woff2?url";
import franklin600x from "@fontsource/libre-franklin/files/libre-franklin-latin-ext-600-normal.woff2?url";
import preview from "./preview.webp?url";

export default {
  name: "poster",
  label: "Poster",
  description:
    "For theatres, comedy nights, cabaret and clubs with a programme to sell: heavy lettering on flat colour, dates as large as the headline, like a playbill on a wall. Light and loud.",
  audience: "Theatres, comedy and cabaret, clubs with a weekly programme",
  preview,
  scheme: "light",
  palettes: {
    light: {
      bg: "#fbf6ea",
      surface: "#f3ead5",
      fg: "#121110",
      muted: "#4e4a43",
      border: "#121110",
      accent: "#d9300f",
      band: "#ffd43b",
      bandFg: "#121110",
    },
    dark: {
      bg: "#131211",
      surface: "#1f1d1a",
      fg: "#fbf6ea",
      muted: "#c0b8a8",
      border: "#fbf6ea",
      accent: "#ff6a3d",
      band: "#ffd43b",
      bandFg: "#121110",
    },
  },
  fonts: [
    {
      family: "Archivo Black",
      role: "display",
      generic: "sans-serif",
      files: [{ weight: 400, latin: archivo400, latinExt: archivo400x }],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "124.05%",
        ascent: "70.78%",
        descent: "16.93%",
      },
    },
    {
      family: "Libre Franklin",
      role: "body",
      generic: "sans-serif",
      files: [
        { weight: 400, latin: franklin400, latinExt: franklin400x },
        { weight: 600, latin: franklin600, latinExt: franklin600x },
      ],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "104.31%",
        ascent: "92.61%",
        descent: "23.58%",
      },
    },
  ],
  type: { displayWeight: 400, displayCase: "uppercase", displayTracking: -0.01, displayLeading: 0.92, ratio: 1.4 },
  radius: { sm: 0, md: 0, lg: 0 },
  shadow: "5px 5px 0 var(--fg)",
} satisfies ThemeManifest;
