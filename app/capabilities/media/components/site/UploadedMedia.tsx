/**
 * Uploaded audio and video. Video plays in place with native controls. Audio
 * renders a native <audio controls> (so it plays without JavaScript); once
 * the page is interactive it becomes a Play button that hands the track to
 * the persistent player, which keeps playing across page changes.
 */
import { useEffect, useState } from "react";
import { Play, Pause } from "lucide-react";
import { formatDuration, type UploadedMediaView } from "~/capabilities/media/lib/view.ts";
import { usePlayer } from "./PlayerRoot.tsx";
import { type ImageLoading, Picture } from "./Picture.tsx";
import { useI18n } from "~/core/i18n/react.tsx";

export function UploadedMedia({
  item,
  headingLevel = 3,
  loading = "lazy",
}: {
  item: UploadedMediaView;
  headingLevel?: 2 | 3;
  loading?: ImageLoading;
}) {
  const player = usePlayer();
  const { t } = useI18n();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const duration = formatDuration(item.duration);
  const playing = player?.current?.id === item.id;

  return (
    <article className={`media-item upload ${item.kind}`} aria-labelledby={`media-${item.id}-title`}>
      {item.kind === "video" ? (
        <div className="embed-stage" style={{ aspectRatio: "16 / 9" }}>
          <video
            controls
            preload="none"
            poster={item.poster ?? undefined}
            className="embed-frame"
            aria-labelledby={`media-${item.id}-title`}
          >
            <source src={item.src} type={item.mime} />
            <a href={item.src}>{t("media.upload.downloadVideo")}</a>
          </video>
        </div>
      ) : (
        // A track shows its cover art (or the theme's blank) with the play button on it, like the embeds.
        <div className="embed-stage audio-stage">
          {item.thumbnail ? (
            <Picture
              image={item.thumbnail}
              alt=""
              sizes="(min-width: 60rem) 30rem, 100vw"
              className="embed-thumb"
              eager={loading !== "lazy"}
            />
          ) : (
            <div className="embed-thumb blank" aria-hidden="true" />
          )}
          {hydrated && player ? (
            <button
              type="button"
              className="embed-play"
              aria-pressed={playing}
              onClick={() =>
                playing
                  ? player.close()
                  : player.play({ id: item.id, title: item.title, src: item.src, mime: item.mime })
              }
            >
              {playing ? (
                <Pause aria-hidden="true" className="embed-play__icon" />
              ) : (
                <Play aria-hidden="true" className="embed-play__icon" />
              )}
              <span className="visually-hidden">
                {playing
                  ? t("media.upload.stop", { title: item.title })
                  : t("media.upload.play", { title: item.title })}
              </span>
            </button>
          ) : null}
        </div>
      )}
      <div className="media-meta">
        <Heading id={`media-${item.id}-title`} className="media-title">
          {item.title}
        </Heading>
        {item.description ? <p className="muted">{item.description}</p> : null}
        {duration ? <p className="media-duration">{duration}</p> : null}
        {/* Without JavaScript (and until it runs) the browser's own player plays the track. */}
        {item.kind === "audio" && !(hydrated && player) ? (
          <audio controls preload="none" src={item.src} aria-labelledby={`media-${item.id}-title`}>
            <a href={item.src}>{t("media.player.download", { title: item.title })}</a>
          </audio>
        ) : null}
      </div>
    </article>
  );
}
