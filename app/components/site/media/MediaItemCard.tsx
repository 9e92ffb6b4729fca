/** Either kind of media item: a provider embed or an uploaded file. */
import type { MediaItemView } from "~/lib/media/view.ts";
import { EmbedPlayer } from "./EmbedPlayer.tsx";
import { UploadedMedia } from "./UploadedMedia.tsx";

export function MediaItemCard({ item, headingLevel }: { item: MediaItemView; headingLevel?: 2 | 3 }) {
  return item.type === "embed" ? <EmbedPlayer item={item} headingLevel={headingLevel} /> : <UploadedMedia item={item} headingLevel={headingLevel} />;
}
