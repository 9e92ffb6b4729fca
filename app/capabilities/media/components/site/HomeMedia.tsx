/** Home page parts from the media capability: the hero image, featured media, the gallery preview. */
import { Link } from "react-router";
import type { HomeGalleryData, HomeMediaData } from "~/capabilities/media/server/home.server.ts";
import type { ImageView } from "~/capabilities/media/lib/view.ts";
import { MediaItemCard } from "./MediaItemCard.tsx";
import { Picture } from "./Picture.tsx";

export function HeroImage({ image }: { image: ImageView | null }) {
  if (!image) return null;
  // Above the fold on every screen: loaded eagerly with high priority.
  return <Picture image={image} priority className="hero-image" sizes="(min-width: 72rem) 36rem, (min-width: 48rem) 50vw, 100vw" />;
}

export function HomeMedia({ data }: { data: HomeMediaData }) {
  if (data.length === 0) return null;
  return (
    <section aria-labelledby="home-media" className="home-media">
      <h2 id="home-media">Watch and listen</h2>
      <div className="media-grid">
        {data.map((item) => (
          <MediaItemCard key={item.id} item={item} />
        ))}
      </div>
      <p>
        <Link to="/media">All videos and music</Link>
      </p>
    </section>
  );
}

export function HomeGallery({ data }: { data: HomeGalleryData }) {
  if (data.length === 0) return null;
  return (
    <section aria-labelledby="home-gallery" className="home-gallery">
      <h2 id="home-gallery">Gallery</h2>
      <ul className="gallery-preview">
        {data.map((g) => (
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
  );
}
