/** The home page's "Latest news" section: the three newest posts (nothing at all before the first). */
import { Link } from "react-router";
import type { PostCard } from "~/capabilities/news/server/public.server.ts";
import { NEWS_MESSAGES as M } from "~/capabilities/news/lib/messages.ts";
import { PostCards } from "./PostCards.tsx";

export function HomeNews({ data }: { data: { posts: PostCard[] } }) {
  if (!data.posts.length) return null;
  return (
    <section className="home-section home-news" aria-labelledby="home-news">
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
