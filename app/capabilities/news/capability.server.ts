/** The news capability (issue 14): posts, /news and /news/:slug, the Atom feed, scheduled publishing. */
import { defineCapability, fill } from "~/core/capability.server.ts";
import { newsHome } from "./slots.ts";
import { intervalJob } from "~/core/jobs/jobs.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";
import * as m0020 from "./migrations/0020-news.server.ts";
import * as m0033 from "./migrations/0033-news-subscribers.server.ts";
import { publishDuePosts } from "./server/posts.server.ts";
import { NEWS_POST_ENTITY } from "./lib/model.ts";
import { loadHomeNews, newsFeeds, newsNavItems, newsSitemap } from "./server/public.server.ts";

export default defineCapability({
  name: "news",
  navItems: newsNavItems,
  feeds: newsFeeds,
  studioNav: [
    {
      to: "/admin/news",
      label: "News",
      labelKey: "news.studio.nav",
      icon: "news",
      role: "editor",
      order: 42,
      group: "content",
    },
  ],
  // A post's title and text per language (issue 15); the e-mail to subscribers stays in the site language.
  translatable: [{ entity: NEWS_POST_ENTITY, fields: ["title", "body"] }],
  migrations: { "0020-news": m0020, "0033-news-subscribers": m0033 },
  messages: catalogueFiles(import.meta.glob("./messages/*.json", { eager: true, import: "default" })),
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  // Scheduled posts go public within half a minute of their time.
  jobs: () => [intervalJob("news-scheduled", 30_000, async () => void (await publishDuePosts()))],
  sitemap: newsSitemap,
  home: [{ ...fill(newsHome, loadHomeNews), label: "Latest news", labelKey: "news.studio.home.section", order: 25 }],
  audit: {
    "news.create": "news.studio.audit.newsCreate",
    "news.update": "news.studio.audit.newsUpdate",
    "news.publish": "news.studio.audit.newsPublish",
    "news.schedule": "news.studio.audit.newsSchedule",
    "news.unpublish": "news.studio.audit.newsUnpublish",
    "news.delete": "news.studio.audit.newsDelete",
  },
});
