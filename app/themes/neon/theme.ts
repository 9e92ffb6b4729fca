/** Neon: deep indigo with an electric accent, for venues and club nights. */
import type { ThemeManifest } from "~/core/themes/types.ts";
import unbounded700 from "@fontsource/unbounded/files/unbounded-latin-700-normal.woff2?url";
import unbounded700x from "@fontsource/unbounded/files/unbounded-latin-ext-700-normal.woff2?url";
import grotesk400 from "@fontsource/space-grotesk/files/space-grotesk-latin-400-normal.woff2?url";
import grotesk400x from "@fontsource/space-grotesk/files/space-grotesk-latin-ext-400-normal.woff2?url";
import grotesk600 from "@fontsource/space-grotesk/files/space-grotesk-latin-600-normal.woff2?url";
import grotesk600x from "@fontsource/space-grotesk/files/space-grotesk-latin-ext-600-normal.woff2?url";
import preview from "./preview.webp?url";

export default {
  name: "neon",
  label: "Neon",
  description:
    "For venues and club nights that are open late: deep indigo, a glowing accent and wide rounded type, the next nights first. Dark.",
  audience: "Venues, clubs, club nights and DJ collectives",
  preview,
  scheme: "dark",
  palettes: {
    dark: {
      bg: "#0c0923",
      surface: "#161038",
      fg: "#f2efff",
      muted: "#aea7d9",
      border: "#2e2766",
      accent: "#ff3fa4",
      band: "#1a1248",
      bandFg: "#f2efff",
    },
    light: {
      bg: "#f6f4ff",
      surface: "#ece8ff",
      fg: "#15103a",
      muted: "#504a73",
      border: "#d6d0f6",
      accent: "#c0177a",
      band: "#15103a",
      bandFg: "#f6f4ff",
    },
  },
  fonts: [
    {
      family: "Unbounded",
      role: "display",
      generic: "sans-serif",
      files: [{ weight: 700, latin: unbounded700, latinExt: unbounded700x }],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "134.59%",
        ascent: "73.93%",
        descent: "18.20%",
      },
    },
    {
      family: "Space Grotesk",
      role: "body",
      generic: "sans-serif",
      files: [
        { weight: 400, latin: grotesk400, latinExt: grotesk400x },
        { weight: 600, latin: grotesk600, latinExt: grotesk600x },
      ],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "109.69%",
        ascent: "89.71%",
        descent: "26.62%",
      },
    },
  ],
  type: { displayWeight: 700, displayCase: "none", displayTracking: -0.02, displayLeading: 1.02, ratio: 1.3 },
  radius: { sm: 8, md: 14, lg: 22 },
  shadow: "0 12px 36px rgb(5 2 25 / 45%)",
} satisfies ThemeManifest;
