/** Either kind of media item: a provider embed or an uploaded file. */
import type { MediaItemView } from "~/capabilities/media/lib/view.ts";
import { EmbedPlayer } from "./EmbedPlayer.tsx";
import { UploadedMedia } from "./UploadedMedia.tsx";
import type { ImageLoading } from "./Picture.tsx";

export function MediaItemCard({
  item,
  headingLevel,
  loading,
}: {
  item: MediaItemView;
  headingLevel?: 2 | 3;
  loading?: ImageLoading;
}) {
  return item.type === "embed" ? (
    <EmbedPlayer item={item} headingLevel={headingLevel} loading={loading} />
  ) : (
    <UploadedMedia item={item} headingLevel={headingLevel} loading={loading} />
  );
}
