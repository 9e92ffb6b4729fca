/** Home page parts from the media capability: the hero image, featured media, the gallery preview. */
import { Link } from "react-router";
import type { HomeGalleryData, HomeMediaData } from "~/capabilities/media/server/home.server.ts";
import type { CardImageView } from "~/capabilities/media/lib/view.ts";
import { MediaItemCard } from "./MediaItemCard.tsx";
import { Picture } from "./Picture.tsx";
import { useI18n } from "~/core/i18n/react.tsx";
import type { Translator } from "~/core/i18n/translator.ts";

/**
 * The home page's photo, as wide as the screen (themes may give it half). The
 * owner's focal point (x %, y %) is its object-position, so the faces stay in
 * frame at every crop.
 */
export function HeroImage({ image, focal }: { image: CardImageView | null; focal?: { x: number; y: number } }) {
  if (!image) return null;
  // Above the fold on every screen: loaded eagerly with high priority.
  return (
    <Picture
      image={image}
      priority
      className="hero__media hero-image"
      sizes="100vw"
      objectPosition={focal ? `${focal.x}% ${focal.y}%` : undefined}
    />
  );
}

export function HomeMedia({ data }: { data: HomeMediaData }) {
  const { t } = useI18n();
  if (data.length === 0) return null;
  return (
    <section aria-labelledby="home-media" className="home-section home-media">
      <div className="container">
        <div className="section-head">
          <h2 id="home-media">{t("media.home.heading")}</h2>
          <Link to="/media" className="section-head__more">
            {t("media.home.more")}{" "}
            <span className="flip-rtl" aria-hidden="true">
              →
            </span>
          </Link>
        </div>
        {/* Laid out for how many there are (issue 34): one as a feature, two in halves, three in thirds… */}
        <div className={`media-grid media-grid--${Math.min(data.length, 4)}`}>
          {data.map((item) => (
            <MediaItemCard key={item.id} item={item} />
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * The gallery preview, rendered to markup on the server (server/home.server.ts): its pictures' data stays out
 * of the page's hydration data (ADR 3404); its links are plain, the home page hands their clicks to the router.
 */
export function HomeGallery({ data, t, base }: { data: HomeGalleryData; t: Translator["t"]; base: string }) {
  if (data.length === 0) return null;
  return (
    <section aria-labelledby="home-gallery" className="home-section home-gallery">
      <div className="container">
        <div className="section-head">
          <h2 id="home-gallery">{t("media.home.gallery")}</h2>
          <a href={`${base}/gallery`} className="section-head__more">
            {t("media.home.galleryMore")}{" "}
            <span className="flip-rtl" aria-hidden="true">
              →
            </span>
          </a>
        </div>
        <ul className={`gallery-preview gallery-preview--${Math.min(data.length, 6)}`}>
          {data.map((g) => (
            <li key={g.href}>
              <a href={base + g.href}>
                <Picture image={g.image} sizes="(min-width: 72rem) 18rem, (min-width: 40rem) 25vw, 50vw" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
