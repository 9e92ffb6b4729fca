/**
 * The full-screen lightbox: yet-another-react-lightbox with image and video
 * slides, keyboard, swipe, pinch zoom, full screen, captions and a counter.
 * This module (and its CSS) is loaded by dynamic import on the first open only.
 */
import Lightbox, { type Slide } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Fullscreen from "yet-another-react-lightbox/plugins/fullscreen";
import Video from "yet-another-react-lightbox/plugins/video";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { GalleryItemView } from "~/capabilities/media/lib/view.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export interface LightboxViewProps {
  items: GalleryItemView[];
  index: number;
  onView(index: number): void;
  onClose(): void;
}

export function toSlides(items: GalleryItemView[]): Slide[] {
  return items.map(
    (item): Slide =>
      item.type === "image"
        ? {
            src: item.full,
            alt: item.alt,
            width: item.fullWidth,
            height: item.fullHeight,
            srcSet: item.sources,
            description: item.caption || undefined,
          }
        : {
            type: "video",
            poster: item.poster || undefined,
            width: item.width,
            height: item.height,
            sources: [{ src: item.src, type: item.mime }],
            description: item.caption || undefined,
          },
  );
}

export function LightboxView({ items, index, onView, onClose }: LightboxViewProps) {
  // Arrow keys and swipes follow the page's reading direction: the lightbox reads `direction` from <html dir>.
  const { t } = useI18n();
  return (
    <Lightbox
      open
      index={index}
      slides={toSlides(items)}
      close={onClose}
      on={{ view: ({ index: i }) => onView(i) }}
      plugins={[Captions, Counter, Fullscreen, Video, Zoom]}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 4 }}
      counter={{ container: { style: { top: 0, bottom: "unset" } } }}
      video={{ controls: true, preload: "metadata", playsInline: true }}
      labels={{
        Previous: t("media.lightbox.previous"),
        Next: t("media.lightbox.next"),
        Close: t("media.lightbox.close"),
      }}
    />
  );
}
