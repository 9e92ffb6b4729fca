/**
 * The items of an album in the studio (issue 27 §3): a thumbnail grid with
 * multi-select and bulk actions (BulkGrid), and the side panel of the item
 * opened from it (AlbumItemPanel). Both are plain forms, so everything works
 * without JavaScript.
 */
import type { AdminItem } from "~/capabilities/media/server/album-items.server.ts";
import type { BulkFailure } from "~/capabilities/media/server/bulk-answer.server.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { BulkGrid } from "./BulkGrid.tsx";
import { AlbumItemPanel } from "./AlbumItemPanel.tsx";
import { albumTile } from "./album-tiles.ts";
import type { ListTranslations } from "./MediaItems.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface AlbumItemsProps {
  items: AdminItem[];
  /** The captions and alt texts in the site's other languages. */
  translations?: ListTranslations;
  /** The other albums, to move items to. */
  albums: readonly { id: string; title: string }[];
  /** The item whose panel is open (`?item=ID`). */
  openId: string | null;
  /** A refused panel save: its errors and what was typed. */
  errors?: FieldErrors | undefined;
  input?: FormInput | undefined;
  bulk?: BulkFailure | undefined;
}

export function AlbumItems({ items, translations, albums, openId, errors, input, bulk }: AlbumItemsProps) {
  const { t } = useStudioI18n();
  if (items.length === 0) return <p className="empty-note">{t("media.studio.albumItems.empty")}</p>;
  const open = openId ? items.findIndex((i) => i.id === openId) : -1;
  return (
    <div className={`grid-with-panel${open >= 0 ? " has-panel" : ""}`}>
      <BulkGrid
        tiles={items.map((it) => albumTile(t, it))}
        label={t("media.studio.albumItems.listLabel")}
        actions={["publish", "unpublish", "cover", "move", "delete"]}
        albums={albums}
        failure={bulk}
        openId={openId ?? undefined}
      />
      {open >= 0 ? (
        <AlbumItemPanel
          item={items[open]!}
          index={open}
          count={items.length}
          translations={translations}
          errors={errors}
          input={input}
        />
      ) : null}
    </div>
  );
}
