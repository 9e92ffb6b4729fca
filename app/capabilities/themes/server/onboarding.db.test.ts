/** The checklist's theme step: open until the owner applies a theme (or sets the accent or logo), done after. */
import { expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { applyTheme, saveFocalPoint } from "./theme.server.ts";
import { themeChosenDone } from "./onboarding.server.ts";
import { registerThemes } from "~/core/themes/registry.server.ts";
import { THEMES } from "~/themes/registry.server.ts";

useTestDatabase();
registerThemes(THEMES); // as the server's entry does
const owner = { id: "u1", email: "owner@example.com" };

test("the theme step is done once a theme is applied, not for moving the hero's focal point", async () => {
  expect(await themeChosenDone()).toBe(false);
  await saveFocalPoint(owner, 30, 20);
  expect(await themeChosenDone()).toBe(false);
  await applyTheme(owner, { theme: "poster", scheme: "theme" });
  expect(await themeChosenDone()).toBe(true);
});
