/**
 * Lives above the public routes (the site layout wraps its pages in it), so
 * uploaded audio keeps playing while the visitor moves between pages: the one
 * <audio> element is here, in a bar at the bottom of the screen, and pages ask
 * it to play a track through usePlayer(). Native controls, so keyboard and
 * screen-reader support come from the browser.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

// The bar and its styles load with the first press of play: no page carries them before (ADR 3404).
const PlayerBar = lazy(() => import("./PlayerBar.tsx"));

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

  // A new source: start it once its <audio> is there (the bar may still be loading; the visitor just pressed
  // play, so autoplay rules allow it within the moment that takes).
  const started = useRef<string | null>(null);
  const onAudio = useCallback(
    (el: HTMLAudioElement | null) => {
      audio.current = el;
      if (el && current && started.current !== current.id) {
        started.current = current.id;
        void el.play().catch(() => undefined);
      }
    },
    [current],
  );
  useEffect(() => {
    if (!current) started.current = null;
  }, [current]);

  const api = useMemo(() => ({ current, play, close }), [current, play, close]);
  return (
    <PlayerContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense>
          <PlayerBar current={current} audioRef={onAudio} close={close} />
        </Suspense>
      ) : null}
    </PlayerContext.Provider>
  );
}
