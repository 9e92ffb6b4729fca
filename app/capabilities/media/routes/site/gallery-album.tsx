/**
 * /gallery/:slug and /gallery/:slug/:item — an album as a grid; an item's own
 * URL opens it in the lightbox (loaded on first open), and the back button
 * closes it. Without JavaScript the item URL shows the full image with
 * previous/next links.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { Link, useLocation, useNavigate, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gallery-album";
import { sentences, seo, siteFrom } from "~/core/seo/meta.ts";
import { albumPage } from "~/capabilities/media/server/public.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { AlbumGrid } from "~/capabilities/media/components/site/AlbumGrid.tsx";
import { ItemView } from "~/capabilities/media/components/site/ItemView.tsx";
import type { LightboxViewProps } from "~/capabilities/media/components/site/LightboxView.tsx";
import galleryCss from "~/capabilities/media/styles/gallery.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [galleryCss] };

export async function loader({ params }: Route.LoaderArgs) {
  const page = await albumPage(params.slug);
  if (!page) throw notFound();
  if (params.item && !page.items.some((i) => i.id === params.item)) throw notFound();
  return page;
}

// Moving between items of the same album changes only the URL: no need to load the album again.
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentParams.slug === nextParams.slug) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return [];
  const item = params.item ? loaderData.items.find((i) => i.id === params.item) : undefined;
  const first = loaderData.items.find((i) => i.type === "image");
  const image = item?.type === "image" ? item.src : first?.type === "image" ? first.src : null;
  const { t } = i18nFrom(matches);
  const names = { album: loaderData.album.title, name: siteFrom(matches).name };
  return seo(matches, {
    title: item
      ? `${item.caption || item.alt || t("media.album.photo")} · ${loaderData.album.title}`
      : loaderData.album.title,
    // A caption or album text alone is often a few words: say whose album it is too.
    description: item
      ? sentences(item.caption || item.alt, t("media.album.itemDescription", names))
      : sentences(loaderData.album.description, t("media.album.description", names), t("media.album.openHint")),
    path: item ? `/gallery/${loaderData.album.slug}/${item.id}` : `/gallery/${loaderData.album.slug}`,
    image,
  });
};

type LightboxComponent = ComponentType<LightboxViewProps>;

export default function GalleryAlbum({ loaderData }: Route.ComponentProps) {
  useCssParts(handle);
  const { album, items } = loaderData;
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const index = params.item ? items.findIndex((i) => i.id === params.item) : -1;
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const lastIndex = useRef(index);

  // Load the lightbox the first time an item is open (a click, or arriving on an item URL).
  useEffect(() => {
    if (index < 0 || Lightbox) return;
    let live = true;
    void import("~/capabilities/media/components/site/LightboxView.tsx").then(
      (m) => live && setLightbox(() => m.LightboxView),
    );
    return () => {
      live = false;
    };
  }, [index, Lightbox]);

  // When it closes (our close button or the browser's back button), focus returns to the thumbnail.
  useEffect(() => {
    if (index < 0 && lastIndex.current >= 0) {
      const id = items[lastIndex.current]?.id;
      document.querySelector<HTMLAnchorElement>(`a[data-item="${id}"]`)?.focus();
    }
    lastIndex.current = index;
  }, [index, items]);

  const open = useCallback(
    (i: number) =>
      navigate(`/gallery/${album.slug}/${items[i]!.id}`, { state: { lightbox: true }, preventScrollReset: true }),
    [album.slug, items, navigate],
  );
  const view = useCallback(
    (i: number) => {
      const id = items[i]?.id;
      if (id && id !== params.item)
        navigate(`/gallery/${album.slug}/${id}`, { replace: true, state: location.state, preventScrollReset: true });
    },
    [album.slug, items, navigate, params.item, location.state],
  );
  const close = useCallback(() => {
    // Opened from the grid: going back closes it and keeps history tidy. Arrived on the item URL: show the album.
    if ((location.state as { lightbox?: boolean } | null)?.lightbox) navigate(-1);
    else navigate(`/gallery/${album.slug}`, { replace: true, preventScrollReset: true });
  }, [album.slug, location.state, navigate]);

  const item = index >= 0 ? items[index] : undefined;
  const { t } = useI18n();
  return (
    <main id="main" className="container">
      <p className="breadcrumb">
        <Link to="/gallery">{t("media.album.breadcrumb")}</Link>
      </p>
      <h1>{album.title}</h1>
      {album.description ? <p className="lede">{album.description}</p> : null}
      {item && !Lightbox ? <ItemView slug={album.slug} items={items} index={index} /> : null}
      {items.length === 0 ? (
        <p className="muted">{t("media.album.empty")}</p>
      ) : (
        <AlbumGrid slug={album.slug} items={items} onOpen={open} />
      )}
      {Lightbox && index >= 0 ? <Lightbox items={items} index={index} onView={view} onClose={close} /> : null}
    </main>
  );
}
