/**
 * The home page's "new release" block (issue 34): the cover, what it is and
 * when it is out, a few words, a player that loads on the visitor's click
 * (nothing reaches the provider before), and a button per place to listen.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { ArrowUpRight, Play } from "lucide-react";
import type { EmbedView } from "~/capabilities/media/lib/view.ts";
import type { ReleaseView } from "~/capabilities/media/lib/release.ts";
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
      <Suspense>
        <EmbedFrame
          item={item}
          clicked={clicked}
          title={t("media.embed.title", { title: item.title, provider: item.providerLabel })}
        />
      </Suspense>
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

export function HomeRelease({ data: r }: { data: ReleaseView | null }) {
  if (!r) return null;
  return (
    <section className="home-section home-release" aria-labelledby="home-release">
      <div className="container release">
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
          {r.player ? <ReleasePlayer item={r.player} /> : null}
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
      </div>
    </section>
  );
}
