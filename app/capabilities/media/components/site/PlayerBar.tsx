/**
 * The persistent player's bar: loaded with the first press of play (PlayerRoot), with its styles, so no page
 * carries either before (the 14 KB HTML budget, ADR 3404; the language notice's pattern, ADR 0904).
 */
import { X } from "lucide-react";
import { useI18n } from "~/core/i18n/react.tsx";
import type { Track } from "./PlayerRoot.tsx";
import "../../styles/player.css";

export default function PlayerBar(props: {
  current: Track;
  audioRef: (el: HTMLAudioElement | null) => void;
  close(): void;
}) {
  const { current } = props;
  const { t } = useI18n();
  return (
    <section className="player-bar" aria-label={t("media.player.label")}>
      <p className="player-title">
        <span className="visually-hidden">{t("media.player.now")} </span>
        {current.title}
      </p>
      <audio ref={props.audioRef} key={current.id} controls preload="auto" src={current.src} data-track={current.id}>
        <a href={current.src}>{t("media.player.download", { title: current.title })}</a>
      </audio>
      <button type="button" className="player-close" onClick={props.close} aria-label={t("media.player.close")}>
        <X aria-hidden="true" className="icon" />
      </button>
    </section>
  );
}
