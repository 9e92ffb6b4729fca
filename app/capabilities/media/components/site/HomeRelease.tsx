/**
 * The home page's "new release" block (issue 34): the cover, what it is and when it is out, a few words and a
 * button per place to listen — rendered to markup on the server (server/release.server.ts), so none of it is
 * in the page's hydration data (ADR 3404) — and a player that loads on the visitor's click (nothing reaches the
 * provider before), the one part that runs in the browser. The container's grid puts it under the words.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { ArrowUpRight, Play } from "lucide-react";
import type { EmbedView } from "~/capabilities/media/lib/view.ts";
import type { ReleaseView } from "~/capabilities/media/lib/release.ts";
import type { ServerMarkupData } from "~/core/ui/slots.ts";
import { Picture } from "./Picture.tsx";
import { useAllowedProviders } from "./consent.ts";
import { useI18n } from "~/core/i18n/react.tsx";

const EmbedFrame = lazy(() => import("./EmbedFrame.tsx"));

function ReleasePlayer({ item }: { item: EmbedView }) {
  const allowed = useAllowedProviders().includes(item.provider);
  const [clicked, setClicked] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const { t } = useI18n();
  useEffect(() => setHydrated(true), []);
  if (clicked || allowed)
    return (
      <div className="release__play">
        <Suspense>
          <EmbedFrame
            item={item}
            clicked={clicked}
            title={t("media.embed.title", { title: item.title, provider: item.providerLabel })}
          />
        </Suspense>
      </div>
    );
  return (
    <div className="release__play">
      <button type="button" className="button" disabled={!hydrated} onClick={() => setClicked(true)}>
        <Play className="icon" aria-hidden="true" /> {t("media.release.listen")}
      </button>
      <p className="release__note">{t("media.embed.note", { provider: item.providerLabel })}</p>
    </div>
  );
}

export interface HomeReleaseData extends ServerMarkupData {
  player: EmbedView | null;
}

export function HomeRelease({ data }: { data: HomeReleaseData | null }) {
  if (!data) return null;
  return (
    <section className="home-section home-release" aria-labelledby="home-release">
      <div className="container release">
        {/* No markup in a document's hydration data: React keeps the server's (ServerMarkupData). */}
        <div
          className="release__static"
          dangerouslySetInnerHTML={{ __html: data.html ?? "" }}
          suppressHydrationWarning
        />
        {data.player ? <ReleasePlayer item={data.player} /> : null}
      </div>
    </section>
  );
}

/** The block's cover and words (rendered on the server only; no hooks). */
export function ReleaseMarkup({ r }: { r: ReleaseView }) {
  return (
    <>
      {r.cover ? (
        <Picture image={r.cover} sizes="(min-width: 56rem) 28rem, calc(100vw - 2rem)" className="release__cover" />
      ) : (
        <p className="release__cover release__cover--type" aria-hidden="true">
          {r.title}
        </p>
      )}
      <div className="release__body">
        <p className="release__eyebrow">
          {r.kind} · {r.when}
        </p>
        <h2 id="home-release" className="release__title">
          {r.title}
        </h2>
        {r.description ? <p className="release__text">{r.description}</p> : null}
        {r.links.length ? (
          <ul className="release__links">
            {r.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} rel="external noopener noreferrer">
                  {l.icon ? (
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <use href={l.icon} />
                    </svg>
                  ) : (
                    <ArrowUpRight className="icon" aria-hidden="true" />
                  )}
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
