/**
 * A privacy-first player: a local thumbnail and a play button. The provider's
 * iframe is created only on the visitor's click (or, once they chose "Always
 * allow <provider>", when the page shows it). Before that, no request reaches
 * the provider. Without JavaScript, a plain link opens the item on its site.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Play, ExternalLink } from "lucide-react";
import type { EmbedView } from "~/capabilities/media/lib/view.ts";
import { type ImageLoading, Picture } from "./Picture.tsx";
import { allowProvider, useAllowedProviders } from "./consent.ts";
import { useI18n } from "~/core/i18n/react.tsx";

// The provider's iframe and the play's report load with the click that needs them: a page gains no
// JavaScript for either (issue 16).
const EmbedFrame = lazy(() => import("./EmbedFrame.tsx"));

export function EmbedPlayer({
  item,
  headingLevel = 3,
  loading = "lazy",
}: {
  item: EmbedView;
  headingLevel?: 2 | 3;
  loading?: ImageLoading;
}) {
  const allowed = useAllowedProviders().includes(item.provider);
  const { t } = useI18n();
  const [clicked, setClicked] = useState(false);
  const [remember, setRemember] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const live = clicked || allowed;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = item.providerLabel;
  const always = t("media.embed.always", { provider: label });

  return (
    <article className={`media-item embed ${item.kind}`} aria-labelledby={`media-${item.id}-title`}>
      <div
        className="embed-stage"
        style={
          item.frame.aspectRatio
            ? { aspectRatio: item.frame.aspectRatio }
            : { minHeight: Math.max(item.frame.height ?? 152, 152) }
        }
      >
        {live ? (
          <Suspense>
            <EmbedFrame
              item={item}
              clicked={clicked}
              title={t("media.embed.title", { title: item.title, provider: label })}
            />
          </Suspense>
        ) : (
          <div className="embed-preview">
            {item.thumbnail ? (
              <Picture
                image={item.thumbnail}
                alt=""
                sizes="(min-width: 60rem) 30rem, 100vw"
                className="embed-thumb"
                priority={loading === "priority"}
                eager={loading === "eager"}
              />
            ) : (
              <div className="embed-thumb blank" aria-hidden="true" />
            )}
            <button
              type="button"
              className="embed-play"
              disabled={!hydrated}
              onClick={() => {
                if (remember) allowProvider(item.provider);
                setClicked(true);
              }}
            >
              <Play aria-hidden="true" className="embed-play__icon" />
              <span className="visually-hidden">{t("media.upload.play", { title: item.title })}</span>
            </button>
            <span className="embed-provider" aria-hidden="true">
              {label}
            </span>
          </div>
        )}
      </div>
      <div className="media-meta">
        <Heading id={`media-${item.id}-title`} className="media-title">
          {item.title}
        </Heading>
        {item.description ? <p className="muted">{item.description}</p> : null}
        <p className="media-source">
          <a href={item.url} rel="noopener noreferrer" target="_blank">
            {t("media.embed.open", { provider: label })} <ExternalLink aria-hidden="true" className="icon" />
            <span className="visually-hidden"> {t("media.embed.newTab")}</span>
          </a>
        </p>
      </div>
      {live ? null : (
        // Secondary, small: what pressing play does, and the choice to stop asking.
        // The checkbox appears once hydrated, but its words are asked for in the server's render too (`always`,
        // above), so they ship in the page's messages: a phone still fetching the whole catalogue shows the words,
        // not the key.
        <div className="embed-consent">
          <p className="embed-note">{t("media.embed.note", { provider: label })}</p>
          {hydrated ? (
            <label className="embed-remember">
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
              <span>{always}</span>
            </label>
          ) : null}
        </div>
      )}
    </article>
  );
}
