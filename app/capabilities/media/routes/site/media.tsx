/**
 * /media — videos and music: provider items behind a local thumbnail and a
 * click (no request to the provider before it), and uploaded files with
 * native controls; uploaded audio plays on in the persistent player.
 */
import type { Route } from "./+types/media";
import { seo, siteFrom } from "~/core/seo/meta.ts";
import { mediaPage } from "~/capabilities/media/server/public.server.ts";
import { MediaItemCard } from "~/capabilities/media/components/site/MediaItemCard.tsx";
import { AllowedProviders } from "~/capabilities/media/components/site/AllowedProviders.tsx";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import cardsCss from "~/capabilities/media/styles/cards.css?url";
import mediaPageCss from "~/capabilities/media/styles/media-page.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";

/** Styles only this page uses, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [cardsCss, mediaPageCss] };

export async function loader(_: Route.LoaderArgs) {
  const items = await mediaPage();
  return { videos: items.filter((i) => i.kind === "video"), audio: items.filter((i) => i.kind === "audio") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: i18nFrom(matches).t("media.page.title"),
    description: i18nFrom(matches).t("media.page.description", { name: siteFrom(matches).name }),
    path: "/media",
    image: loaderData?.videos[0]?.thumbnail?.src ?? loaderData?.audio[0]?.thumbnail?.src ?? null,
  });

export default function Media({ loaderData }: Route.ComponentProps) {
  useCssParts(handle);
  const { videos, audio } = loaderData;
  const { t } = useI18n();
  return (
    <main id="main" className="container media-page">
      <header className="page-head">
        <h1>{t("media.page.heading")}</h1>
        <p>{t("media.page.intro")}</p>
      </header>
      <AllowedProviders />
      {videos.length === 0 && audio.length === 0 ? <p>{t("media.page.empty")}</p> : null}
      {videos.length > 0 ? (
        <section aria-labelledby="media-video">
          <h2 id="media-video">{t("media.page.video")}</h2>
          <div className={`media-grid media-grid--${Math.min(videos.length, 4)}`}>
            {videos.map((item, i) => (
              // The first video's picture is the page's largest paint and the only one fetched at once: on a
              // phone the others are below the fold, and eager they took the slow link from it (LCP 2.0 s);
              // on a wide screen lazy pictures in view load as soon as the layout is known.
              <MediaItemCard key={item.id} item={item} loading={i === 0 ? "priority" : "lazy"} />
            ))}
          </div>
        </section>
      ) : null}
      {audio.length > 0 ? (
        <section aria-labelledby="media-audio">
          <h2 id="media-audio">{t("media.page.music")}</h2>
          <div className="media-list">
            {audio.map((item, i) => (
              <MediaItemCard key={item.id} item={item} loading={videos.length === 0 && i === 0 ? "priority" : "lazy"} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
