/**
 * The media items in the studio (issue 27 §3): a thumbnail grid with
 * multi-select and bulk publish, unpublish and delete (BulkGrid), and the
 * side panel of the item opened from it (MediaItemPanel). Plain forms: works
 * without JavaScript.
 */
import { Music, Video } from "lucide-react";
import type { AdminMediaRow } from "~/capabilities/media/server/media-admin.server.ts";
import type { BulkFailure } from "~/capabilities/media/server/bulk-answer.server.ts";
import type { ItemTranslations as Values } from "~/capabilities/media/lib/item-translations.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { BulkGrid, type GridTile } from "./BulkGrid.tsx";
import { MediaItemPanel } from "./MediaItemPanel.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface ListTranslations {
  /** The site's other languages. */
  languages: readonly { code: string; name: string }[];
  /** Item id → its stored translations. */
  translations: Record<string, Values>;
}

export function MediaItems({
  rows,
  errors,
  input,
  translations,
  openId,
  bulk,
}: {
  rows: AdminMediaRow[];
  translations?: ListTranslations;
  openId: string | null;
  errors?: FieldErrors | undefined;
  input?: FormInput | undefined;
  bulk?: BulkFailure | undefined;
}) {
  const { t } = useStudioI18n();
  if (rows.length === 0) return <p className="empty-note">{t("media.studio.media.empty")}</p>;
  // Named by what it is — "YouTube: Live at the Lantern" — never by its place in the list (issue 25).
  const nameOf = (r: AdminMediaRow) =>
    t("media.studio.items.name", {
      source: r.sourceLabel ?? t("media.studio.items.uploaded", { kind: r.kind }),
      title: r.title,
    });
  const tiles: GridTile[] = rows.map((r) => {
    const badges: GridTile["badges"] = [];
    if (r.fileState && r.fileState !== "ready")
      badges.push({
        label: t("media.studio.items.fileState", { state: r.fileState }),
        tone: r.fileState === "failed" ? "danger" : "warn",
      });
    else
      badges.push(
        r.published
          ? { label: t("media.studio.items.published"), tone: "ok" }
          : { label: t("media.studio.items.draft") },
      );
    if (r.featured) badges.push({ label: t("media.studio.media.onHome") });
    const Mark = r.kind === "audio" ? Music : Video;
    return {
      id: r.id,
      name: nameOf(r),
      thumb: r.thumbnail,
      badges,
      mark: <Mark aria-hidden="true" className="icon tile-mark" />,
    };
  });
  const open = openId ? rows.findIndex((r) => r.id === openId) : -1;
  return (
    <div className={`grid-with-panel wide-tiles${open >= 0 ? " has-panel" : ""}`}>
      <BulkGrid
        tiles={tiles}
        label={t("media.studio.media.listLabel")}
        actions={["publish", "unpublish", "delete"]}
        failure={bulk}
        openId={openId ?? undefined}
      />
      {open >= 0 ? (
        <MediaItemPanel
          row={rows[open]!}
          name={nameOf(rows[open]!)}
          index={open}
          count={rows.length}
          translations={translations}
          errors={errors}
          input={input}
        />
      ) : null}
    </div>
  );
}
