/**
 * /press — the press kit (issue 14), made for a booker on a phone or at a
 * desk: the biographies to copy, the photos with credits and their originals,
 * the quotes, contacts, logos, rider and stage plot, featured media and the
 * next dates; printable (styles.css). A private kit (or an empty one) is the
 * 404 page without its link's ?key=, and is never indexed.
 */
import type { Route } from "./+types/press";
import { seo } from "~/core/seo/meta.ts";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { Picture } from "~/capabilities/media/index.ts";
import { pressPage } from "~/capabilities/press/server/public.server.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { CopyBio } from "~/capabilities/press/components/site/CopyBio.tsx";
import {
  PressContacts,
  PressDates,
  PressDocuments,
  PressLogos,
  PressMedia,
} from "~/capabilities/press/components/site/PressSections.tsx";
import pressCss from "~/capabilities/press/styles.css?url";

export const handle: CssPartsHandle = { css: [pressCss] };

export async function loader({ request }: Route.LoaderArgs) {
  return pressPage(new URL(request.url).searchParams.get("key"));
}

export const meta: Route.MetaFunction = ({ matches, loaderData: p }) =>
  p
    ? seo(matches, {
        title: i18nFrom(matches).t("press.title"),
        description: p.shortBio?.text ?? "",
        path: "/press",
        image: p.photos[0]?.image.src ?? null,
        noindex: p.private,
      })
    : [];

export default function Press({ loaderData: p }: Route.ComponentProps) {
  useCssParts(handle);
  const { t } = useI18n();
  return (
    <main id="main" className="container press">
      <h1>{t("press.title")}</h1>
      {p.shortBio ? <CopyBio id="press-short" kind="short" bio={p.shortBio} /> : null}
      <PressContacts contacts={p.contacts} />
      <PressDates dates={p.dates} />
      {p.photos.length ? (
        <section className="press__photos" aria-labelledby="press-photos">
          <div className="press__bio-head">
            <h2 id="press-photos">{t("press.photos")}</h2>
            {p.zip ? (
              <a className="button press__zip" href={p.zip} download>
                {t("press.downloadAll")}
              </a>
            ) : null}
          </div>
          <ul className="press__grid">
            {p.photos.map((ph, i) => (
              <li key={ph.id}>
                <figure>
                  <Picture
                    image={ph.image}
                    sizes="(min-width: 60rem) 28rem, (min-width: 36rem) 50vw, 100vw"
                    eager={i < 2}
                  />
                  <figcaption>
                    {ph.credit ? <span className="press__credit">{ph.credit}</span> : null}
                    <a href={ph.download} download>
                      {t("press.download")}
                      <span className="visually-hidden"> ({i + 1})</span>
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PressLogos logos={p.logos} />
      <PressDocuments documents={p.documents} />
      {p.longBio ? <CopyBio id="press-long" kind="long" bio={p.longBio} /> : null}
      <PressMedia media={p.media} />
      {p.quotes.length ? (
        <section className="press__quotes" aria-labelledby="press-quotes">
          <h2 id="press-quotes">{t("press.quotes")}</h2>
          {p.quotes.map((q, i) => (
            <figure key={i} className="press__quote">
              <blockquote cite={q.link || undefined}>
                <p>{q.quote}</p>
              </blockquote>
              <figcaption>
                — {q.link ? <a href={q.link}>{q.source}</a> : q.source}
                {q.date ? (
                  <>
                    , <time dateTime={q.date}>{q.date}</time>
                  </>
                ) : null}
              </figcaption>
            </figure>
          ))}
        </section>
      ) : null}
    </main>
  );
}
