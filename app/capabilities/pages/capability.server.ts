/** The pages capability (issue 14): the site's own pages at /:slug, and the navigation editor. */
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import { defineCapability } from "~/core/capability.server.ts";
import * as m0019 from "./migrations/0019-pages.server.ts";
import { pagesNavItems, pagesSitemap } from "./server/public.server.ts";

export default defineCapability({
  name: "pages",
  navItems: pagesNavItems,
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  studioNav: [
    {
      to: "/admin/pages",
      label: "Pages",
      labelKey: "pages.studio.nav.pages",
      icon: "pages",
      role: "editor",
      order: 44,
      group: "content",
    },
    {
      to: "/admin/navigation",
      label: "Navigation",
      labelKey: "pages.studio.nav.navigation",
      icon: "navigation",
      role: "editor",
      order: 66,
      group: "site",
    },
  ],
  migrations: { "0019-pages": m0019 },
  sitemap: pagesSitemap,
  // What a visitor reads of a page, in the site's other languages (issue 15, L2; core/i18n/content.server.ts).
  translatable: [{ entity: "page", fields: ["title", "body", "seoTitle", "seoDescription"] }],
  // The audit log's wording of each action: keys of the studio catalogue.
  audit: {
    "page.create": "pages.studio.audit.pageCreate",
    "page.update": "pages.studio.audit.pageUpdate",
    "page.publish": "pages.studio.audit.pagePublish",
    "page.unpublish": "pages.studio.audit.pageUnpublish",
    "page.delete": "pages.studio.audit.pageDelete",
    "nav.update": "pages.studio.audit.navUpdate",
  },
});
