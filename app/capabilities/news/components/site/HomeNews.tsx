/** The home page's "Latest news" section: the three newest posts (nothing at all before the first). */
import { Link } from "react-router";
import type { PostCard } from "~/capabilities/news/server/public.server.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { PostCards } from "./PostCards.tsx";
import newsCss from "~/capabilities/news/styles.css?url";

export function HomeNews({ data }: { data: { posts: PostCard[] } }) {
  const { t } = useI18n();
  if (!data.posts.length) return null;
  return (
    <section className="home-section home-news" aria-labelledby="home-news">
      {/* The cards' styles are a part of the news pages, not of every page's sheet (14 KB budget): React puts this link in the head, for sites with news only. */}
      <link rel="stylesheet" href={newsCss} precedence="default" />
      <div className="container">
        <div className="section-head">
          <h2 id="home-news">{t("news.home.heading")}</h2>
          <Link to="/news" className="section-head__more">
            {t("news.allNews")}{" "}
            <span className="flip-rtl" aria-hidden="true">
              →
            </span>
          </Link>
        </div>
        <PostCards posts={data.posts} headingLevel={3} />
      </div>
    </section>
  );
}
