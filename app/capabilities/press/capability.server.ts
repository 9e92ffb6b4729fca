/** The press capability (issue 14): the press kit at /press, one per site. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { playedHome, pressHome, quotesHome } from "./slots.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0024 from "./migrations/0024-press.server.ts";
import * as m0030 from "./migrations/0030-press-files.server.ts";
import * as m0036 from "./migrations/0036-press-played.server.ts";
import { pressSitemap } from "./server/public.server.ts";
import { loadHomePlayed, loadHomePress, loadHomeQuotes } from "./server/home.server.ts";
import { removeDemoPress, seedPress } from "./demo.server.ts";
import { PRESS_DOWNLOAD_OUTCOME, PRESS_KIT_ENTITY } from "./lib/model.ts";

export default defineCapability({
  name: "press",
  studioNav: [
    {
      to: "/admin/press",
      label: "Press kit",
      labelKey: "press.studio.nav",
      icon: "press",
      role: "editor",
      order: 46,
      group: "content",
    },
  ],
  // The biographies and the quotes' texts per language (issue 15); names, sources and credits stay as written.
  translatable: [{ entity: PRESS_KIT_ENTITY, fields: ["shortBio", "longBio", "quotes"] }],
  migrations: { "0024-press": m0024, "0030-press-files": m0030, "0036-press-played": m0036 },
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  sitemap: pressSitemap,
  // A link to the kit on the home page: off until the owner switches it on (Theme → home sections).
  home: [
    // Quotes and the festivals played, from the kit (issue 34): shown once the kit has them and is public.
    { ...fill(quotesHome, loadHomeQuotes), label: "Press quotes", labelKey: "press.studio.home.quotes", order: 26 },
    {
      ...fill(playedHome, loadHomePlayed),
      label: "Played at (festivals and venues)",
      labelKey: "press.studio.home.played",
      order: 45,
      // The strip of names suits some acts, not all: the owner adds it (Theme → home sections).
      offByDefault: true,
    },
    {
      ...fill(pressHome, loadHomePress),
      label: "Press kit link",
      labelKey: "press.studio.home.section",
      order: 90,
      offByDefault: true,
    },
  ],
  // Photos, the ZIP, logos and PDFs downloaded by a visitor (issue 16's "press-kit downloads").
  outcomes: {
    [PRESS_DOWNLOAD_OUTCOME]: {
      label: "Press-kit downloads",
      labelKey: "press.studio.outcome.download",
      privacyKey: "press.privacy.outcome.download",
    },
  },
  demo: { seed: seedPress, remove: removeDemoPress },
  audit: {
    "press.update": "press.studio.audit.pressUpdate",
    "press.rotate": "press.studio.audit.pressRotate",
    "press.file": "press.studio.audit.pressFile",
    "press.file_remove": "press.studio.audit.pressFileRemove",
  },
});
