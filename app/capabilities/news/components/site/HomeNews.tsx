/** The home page's "Latest news" section: the three newest posts (nothing at all before the first). */
import { Link } from "react-router";
import type { PostCard } from "~/capabilities/news/server/public.server.ts";
import { NEWS_MESSAGES as M } from "~/capabilities/news/lib/messages.ts";
import { PostCards } from "./PostCards.tsx";
import newsCss from "~/capabilities/news/styles.css?url";

export function HomeNews({ data }: { data: { posts: PostCard[] } }) {
  if (!data.posts.length) return null;
  return (
    <section className="home-section home-news" aria-labelledby="home-news">
      {/* The cards' styles are a part of the news pages, not of every page's sheet (14 KB budget): React puts this link in the head, for sites with news only. */}
      <link rel="stylesheet" href={newsCss} precedence="default" />
      <div className="container">
        <div className="section-head">
          <h2 id="home-news">{M.homeHeading}</h2>
          <Link to="/news" className="section-head__more">
            {M.allNews} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <PostCards posts={data.posts} headingLevel={3} />
      </div>
    </section>
  );
}
