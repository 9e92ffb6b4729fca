/** Home page sections from the media capability: the hero image, featured media, gallery preview. */
import { Link } from "react-router";
import type { HomeMediaData } from "~/capabilities/media/server/home.server.ts";
import { MediaItemCard } from "./MediaItemCard.tsx";
import { Picture } from "./Picture.tsx";

export function HeroImage({ data }: { data: HomeMediaData }) {
  if (!data.hero) return null;
  // Above the fold on every screen: loaded eagerly with high priority.
  return <Picture image={data.hero} priority className="hero-image" sizes="(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, 100vw" />;
}

export function HomeMedia({ data }: { data: HomeMediaData }) {
  return (
    <>
      {data.featured.length > 0 ? (
        <section aria-labelledby="home-media" className="home-media">
          <h2 id="home-media">Watch and listen</h2>
          <div className="media-grid">
            {data.featured.map((item) => (
              <MediaItemCard key={item.id} item={item} />
            ))}
          </div>
          <p>
            <Link to="/media">All videos and music</Link>
          </p>
        </section>
      ) : null}
      {data.gallery.length > 0 ? (
        <section aria-labelledby="home-gallery" className="home-gallery">
          <h2 id="home-gallery">Gallery</h2>
          <ul className="gallery-preview">
            {data.gallery.map((g) => (
              <li key={g.image.id}>
                <Link to={g.href}>
                  <Picture image={g.image} sizes="(min-width: 72rem) 11rem, (min-width: 40rem) 30vw, 45vw" />
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/gallery">See the whole gallery</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
