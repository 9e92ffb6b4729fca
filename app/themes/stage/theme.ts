/** Stage: dark and photo-led, for bands and DJs. The photo fills the screen, the name stands on it in condensed capitals. */
import type { ThemeManifest } from "~/core/themes/types.ts";
import oswald600 from "@fontsource/oswald/files/oswald-latin-600-normal.woff2?url";
import oswald600x from "@fontsource/oswald/files/oswald-latin-ext-600-normal.woff2?url";
import barlow400 from "@fontsource/barlow/files/barlow-latin-400-normal.woff2?url";
import barlow400x from "@fontsource/barlow/files/barlow-latin-ext-400-normal.woff2?url";
import barlow600 from "@fontsource/barlow/files/barlow-latin-600-normal.woff2?url";
import barlow600x from "@fontsource/barlow/files/barlow-latin-ext-600-normal.woff2?url";
import preview from "./preview.webp?url";

export default {
  name: "stage",
  label: "Stage",
  description:
    "For bands, DJs and touring acts who play loud rooms: your best live photo across the whole screen, the name over it in tall condensed capitals, dates like a tour poster. Dark.",
  audience: "Bands, DJs and touring acts: rock, pop, soul, electronic",
  preview,
  scheme: "dark",
  palettes: {
    dark: {
      bg: "#0c0c0e",
      surface: "#16161a",
      fg: "#f4f1ea",
      muted: "#aaa59d",
      border: "#2d2c32",
      accent: "#ff5b37",
      band: "#131316",
      bandFg: "#f4f1ea",
    },
    light: {
      bg: "#f5f3ee",
      surface: "#ebe7de",
      fg: "#121214",
      muted: "#56524c",
      border: "#d4cfc5",
      accent: "#d0391d",
      band: "#121214",
      bandFg: "#f5f3ee",
    },
  },
  fonts: [
    {
      family: "Oswald",
      role: "display",
      generic: "sans-serif",
      files: [{ weight: 600, latin: oswald600, latinExt: oswald600x }],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "81.43%",
        ascent: "146.51%",
        descent: "35.49%",
      },
    },
    {
      family: "Barlow",
      role: "body",
      generic: "sans-serif",
      files: [
        { weight: 400, latin: barlow400, latinExt: barlow400x },
        { weight: 600, latin: barlow600, latinExt: barlow600x },
      ],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "96.68%",
        ascent: "103.43%",
        descent: "20.69%",
      },
    },
  ],
  type: { displayWeight: 600, displayCase: "uppercase", displayTracking: 0.01, displayLeading: 0.95, ratio: 1.36 },
  radius: { sm: 2, md: 3, lg: 4 },
  shadow: "none",
} satisfies ThemeManifest;
