/** The press capability (issue 14): the press kit at /press, one per site. */
import { defineCapability } from "~/core/capability.server.ts";
import * as m0024 from "./migrations/0024-press.server.ts";
import { pressSitemap } from "./server/public.server.ts";
import { removeDemoPress, seedPress } from "./demo.server.ts";

export default defineCapability({
  name: "press",
  studioNav: [{ to: "/admin/press", label: "Press kit", icon: "press", role: "editor", order: 46 }],
  migrations: { "0024-press": m0024 },
  sitemap: pressSitemap,
  demo: { seed: seedPress, remove: removeDemoPress },
  audit: {
    "press.update": "changed the press kit",
    "press.rotate": "made a new private press-kit link",
  },
});
