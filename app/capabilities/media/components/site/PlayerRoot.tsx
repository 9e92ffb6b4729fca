/**
 * Lives above the public routes (the site layout wraps its pages in it), so
 * uploaded audio keeps playing while the visitor moves between pages: the one
 * <audio> element is here, in a bar at the bottom of the screen, and pages ask
 * it to play a track through usePlayer(). Native controls, so keyboard and
 * screen-reader support come from the browser.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { useI18n } from "~/core/i18n/react.tsx";
// The bar's styles are in media.css, part of the site sheet inlined into every page (no import here).

export interface Track {
  id: string;
  title: string;
  src: string;
  mime: string;
}

interface PlayerApi {
  current: Track | null;
  play(track: Track): void;
  close(): void;
}

const PlayerContext = createContext<PlayerApi | null>(null);

/** The persistent player (null outside the public layout, e.g. in the studio). */
export const usePlayer = () => useContext(PlayerContext);

export function PlayerRoot({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [current, setCurrent] = useState<Track | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  const play = useCallback((track: Track) => {
    setCurrent((prev) => {
      if (prev?.id === track.id) {
        void audio.current?.play().catch(() => undefined);
        return prev;
      }
      return track;
    });
  }, []);
  const close = useCallback(() => {
    audio.current?.pause();
    setCurrent(null);
  }, []);

  useEffect(() => {
    if (!current || !audio.current) return;
    // A new source: start it (the visitor just pressed play, so autoplay rules allow it).
    void audio.current.play().catch(() => undefined);
  }, [current]);

  const api = useMemo(() => ({ current, play, close }), [current, play, close]);
  return (
    <PlayerContext.Provider value={api}>
      {children}
      {current ? (
        <section className="player-bar" aria-label={t("media.player.label")}>
          <p className="player-title">
            <span className="visually-hidden">{t("media.player.now")} </span>
            {current.title}
          </p>
          <audio ref={audio} key={current.id} controls preload="auto" src={current.src} data-track={current.id}>
            <a href={current.src}>{t("media.player.download", { title: current.title })}</a>
          </audio>
          <button type="button" className="player-close" onClick={close} aria-label={t("media.player.close")}>
            <X aria-hidden="true" className="icon" />
          </button>
        </section>
      ) : null}
    </PlayerContext.Provider>
  );
}
