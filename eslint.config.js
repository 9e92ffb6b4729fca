import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import marquee from "./eslint/boundaries.ts";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "data-*/",
      "screenshots/",
      "public/",
      "bench/results/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, marquee },
    rules: {
      "marquee/boundaries": "error",
      "marquee/core-names": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through app/core/env.server.ts." },
      ],
    },
  },
  {
    // Infrastructure that runs before the app's configuration exists.
    files: [
      "server.ts",
      "scripts/**",
      "deploy/**",
      "tests/**",
      "bench/**",
      "**/*.test.ts",
      "**/*.test.tsx",
      "react-router.config.ts",
      "vitest.config.ts",
      "app/core/env.server.ts",
      "app/core/boot.server.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // `useTestDatabase()` and friends are test helpers, not React hooks.
    files: ["**/*.test.ts", "tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
