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

export function UploadedMedia({ item, headingLevel = 3, loading = "lazy" }: { item: UploadedMediaView; headingLevel?: 2 | 3; loading?: ImageLoading }) {
  const player = usePlayer();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const duration = formatDuration(item.duration);
  const playing = player?.current?.id === item.id;

  return (
    <article className={`media-item upload ${item.kind}`} aria-labelledby={`media-${item.id}-title`}>
      {item.kind === "video" ? (
        <div className="embed-stage" style={{ aspectRatio: "16 / 9" }}>
          <video controls preload="none" poster={item.poster ?? undefined} className="embed-frame" aria-labelledby={`media-${item.id}-title`}>
            <source src={item.src} type={item.mime} />
            <a href={item.src}>Download the video</a>
          </video>
        </div>
      ) : item.thumbnail ? (
        <div className="audio-art">
          <Picture image={item.thumbnail} alt="" sizes="8rem" eager={loading !== "lazy"} />
        </div>
      ) : null}
      <div className="media-meta">
        <Heading id={`media-${item.id}-title`} className="media-title">
          {item.title}
        </Heading>
        {item.description ? <p className="muted">{item.description}</p> : null}
        {item.kind === "audio" ? (
          hydrated && player ? (
            <p className="row">
              <button
                type="button"
                className="button"
                aria-pressed={playing}
                onClick={() => (playing ? player.close() : player.play({ id: item.id, title: item.title, src: item.src, mime: item.mime }))}
              >
                {playing ? <Pause aria-hidden="true" className="icon" /> : <Play aria-hidden="true" className="icon" />}
                {playing ? "Stop" : "Play"}
                <span className="visually-hidden"> “{item.title}”</span>
              </button>
              {duration ? <span className="muted">{duration}</span> : null}
            </p>
          ) : (
            <audio controls preload="none" src={item.src} aria-labelledby={`media-${item.id}-title`}>
              <a href={item.src}>Download {item.title}</a>
            </audio>
          )
        ) : duration ? (
          <p className="muted">{duration}</p>
        ) : null}
      </div>
    </article>
  );
}
