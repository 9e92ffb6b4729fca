/** /gallery — the published albums, each with its cover. */
import { Link } from "react-router";
import type { Route } from "./+types/gallery";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { galleryIndex } from "~/capabilities/media/server/public.server.ts";
import { Picture } from "~/capabilities/media/components/site/Picture.tsx";
import galleryCss from "~/capabilities/media/styles/gallery.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [galleryCss] };

export async function loader(_: Route.LoaderArgs) {
  return { albums: await galleryIndex() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: i18nFrom(matches).t("media.gallery.title"),
    description: i18nFrom(matches).t("media.gallery.description", { name: siteFrom(matches).name }),
    path: "/gallery",
    image: loaderData?.albums[0]?.cover?.src ?? null,
  });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  useCssParts(handle);
  const { albums } = loaderData;
  const { t } = useI18n();
  return (
    <main id="main" className="container">
      <h1>{t("media.gallery.heading")}</h1>
      {albums.length === 0 ? (
        <p className="muted">{t("media.gallery.empty")}</p>
      ) : (
        <ul className="album-list">
          {albums.map((a, i) => (
            <li key={a.id}>
              <Link to={`/gallery/${a.slug}`} className="album-card" prefetch="intent">
                {a.cover ? (
                  <Picture
                    image={a.cover}
                    alt=""
                    sizes="(min-width: 72rem) 23rem, (min-width: 40rem) 48vw, 100vw"
                    priority={i === 0}
                    eager={i < 3}
                  />
                ) : (
                  <span className="album-blank" aria-hidden="true" />
                )}
                <span className="album-title">{a.title}</span>
                <span className="muted album-count">{t("media.gallery.count", { count: a.count })}</span>
              </Link>
              {a.description ? <p className="muted">{a.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
