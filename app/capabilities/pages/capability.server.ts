/** The pages capability (issue 14): the site's own pages at /:slug, and the navigation editor. */
import { defineCapability } from "~/core/capability.server.ts";
import * as m0019 from "./migrations/0019-pages.server.ts";
import { pagesNavItems, pagesSitemap } from "./server/public.server.ts";

export default defineCapability({
  name: "pages",
  navItems: pagesNavItems,
  studioNav: [
    { to: "/admin/pages", label: "Pages", icon: "pages", role: "editor", order: 44 },
    { to: "/admin/navigation", label: "Navigation", icon: "navigation", role: "editor", order: 66 },
  ],
  migrations: { "0019-pages": m0019 },
  sitemap: pagesSitemap,
  // What a visitor reads of a page, in the site's other languages (issue 15, L2; core/i18n/content.server.ts).
  translatable: [{ entity: "page", fields: ["title", "body", "seoTitle", "seoDescription"] }],
  audit: {
    "page.create": "created a page",
    "page.update": "changed a page",
    "page.publish": "published a page",
    "page.unpublish": "unpublished a page",
    "page.delete": "deleted a page",
    "nav.update": "changed the navigation",
  },
});
