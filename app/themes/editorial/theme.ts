/** Editorial: a magazine's calm, for singer-songwriters and solo artists. A soft serif, lots of white space, the portrait beside the words. */
import type { ThemeManifest } from "~/core/themes/types.ts";
import fraunces400 from "@fontsource/fraunces/files/fraunces-latin-400-normal.woff2?url";
import fraunces400x from "@fontsource/fraunces/files/fraunces-latin-ext-400-normal.woff2?url";
import karla400 from "@fontsource/karla/files/karla-latin-400-normal.woff2?url";
import karla400x from "@fontsource/karla/files/karla-latin-ext-400-normal.woff2?url";
import karla600 from "@fontsource/karla/files/karla-latin-600-normal.woff2?url";
import karla600x from "@fontsource/karla/files/karla-latin-ext-600-normal.woff2?url";
import preview from "./preview.webp?url";

export default {
  name: "editorial",
  label: "Editorial",
  description:
    "For singer-songwriters, jazz and folk artists whose story sells the show: a soft serif, generous white space and the portrait beside the words, like a magazine feature. Light.",
  audience: "Singer-songwriters, jazz, folk and solo artists",
  preview,
  scheme: "light",
  palettes: {
    light: {
      bg: "#ffffff",
      surface: "#f6f4f0",
      fg: "#1c1b1a",
      muted: "#5e5b57",
      border: "#e5e2dc",
      accent: "#9c4a2b",
      band: "#f1ece4",
      bandFg: "#1c1b1a",
    },
    dark: {
      bg: "#141413",
      surface: "#1e1d1b",
      fg: "#efebe4",
      muted: "#a9a59d",
      border: "#34322f",
      accent: "#e59a74",
      band: "#1e1d1b",
      bandFg: "#efebe4",
    },
  },
  fonts: [
    {
      family: "Fraunces",
      role: "display",
      generic: "serif",
      files: [{ weight: 400, latin: fraunces400, latinExt: fraunces400x }],
      fallback: {
        local: ["Times New Roman", "Liberation Serif", "Times", "Noto Serif"],
        sizeAdjust: "115.45%",
        ascent: "84.71%",
        descent: "22.09%",
      },
    },
    {
      family: "Karla",
      role: "body",
      generic: "sans-serif",
      files: [
        { weight: 400, latin: karla400, latinExt: karla400x },
        { weight: 600, latin: karla600, latinExt: karla600x },
      ],
      fallback: {
        local: ["Arial", "Liberation Sans", "Helvetica", "Roboto"],
        sizeAdjust: "102.40%",
        ascent: "89.55%",
        descent: "24.61%",
      },
    },
  ],
  type: { displayWeight: 400, displayCase: "none", displayTracking: -0.02, displayLeading: 1.04, ratio: 1.33 },
  radius: { sm: 0, md: 2, lg: 2 },
  shadow: "none",
} satisfies ThemeManifest;
