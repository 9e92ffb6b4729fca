/** A list of news posts as cards: date, title (the link), excerpt, and the picture when there is one. */
import { Link } from "react-router";
import { Picture } from "~/capabilities/media/index.ts";
import type { PostCard } from "~/capabilities/news/server/public.server.ts";

export function PostCards({ posts, headingLevel = 2 }: { posts: PostCard[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="news-list">
      {posts.map((p, i) => (
        <li key={p.slug} className="news-card">
          {p.image ? (
            <Picture
              image={p.image}
              sizes="(min-width: 48rem) 14rem, 100vw"
              className="news-card__image"
              eager={i === 0}
              alt=""
            />
          ) : null}
          <div className="news-card__text">
            <time dateTime={p.dateIso} className="news-card__date">
              {p.date}
            </time>
            <H className="news-card__title">
              <Link to={`/news/${p.slug}`} prefetch="intent">
                {p.title}
              </Link>
            </H>
            {p.excerpt ? <p className="news-card__excerpt">{p.excerpt}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
