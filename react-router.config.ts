import type { Config } from "@react-router/dev/config";

// MARQUEE_BUILD_DIR lets parallel test runs build into separate folders.
export default {
  ssr: true,
  buildDirectory: process.env.MARQUEE_BUILD_DIR ?? "build",
} satisfies Config;
