/**
 * The provider's player, once the visitor has pressed play (or always allows
 * the provider): loaded lazily by EmbedPlayer, so no page carries it before.
 * A press of play is reported to our own origin only (Insights, issue 16): no
 * cookie, nothing about the visitor.
 */
import { useEffect, useRef, type CSSProperties } from "react";
import type { EmbedView } from "~/capabilities/media/lib/view.ts";
import { autoplaySrc } from "~/capabilities/media/lib/autoplay.ts";

export default function EmbedFrame({ item, clicked, title }: { item: EmbedView; clicked: boolean; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!clicked) return;
    frameRef.current?.focus();
    navigator.sendBeacon(`/go/beacon/play/${item.id}`, new URLSearchParams());
  }, [clicked, item.id]);
  const style: CSSProperties = item.frame.aspectRatio
    ? { aspectRatio: item.frame.aspectRatio }
    : { height: item.frame.height };
  return (
    <iframe
      ref={frameRef}
      className="embed-frame"
      src={clicked ? autoplaySrc(item.embedSrc, item.provider) : item.embedSrc}
      title={title}
      style={style}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
}
