/** An album's items as grid tiles: the picture and the short states a person scans for. */
import type { AdminItem } from "~/capabilities/media/server/album-items.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { GridTile } from "./BulkGrid.tsx";

/** Why a visitor doesn't see an item, said in its panel (issue 11). */
export function hiddenReason(t: Translator["t"], it: AdminItem): string | null {
  if (it.published) return null;
  if (it.state === "failed") return t("media.studio.albumItems.hiddenFailed");
  if (it.state !== "ready" || it.interrupted) return t("media.studio.albumItems.hiddenProcessing");
  if (it.kind === "image" && !it.alt.trim()) return t("media.studio.albumItems.hiddenAlt");
  return t("media.studio.items.hiddenDraft");
}

export function albumTile(t: Translator["t"], it: AdminItem): GridTile {
  const badges: GridTile["badges"] = [];
  if (it.state === "failed") badges.push({ label: t("media.studio.albumItems.failed"), tone: "danger" });
  else if (it.interrupted) badges.push({ label: t("media.studio.albumItems.interrupted"), tone: "danger" });
  else if (it.state !== "ready") badges.push({ label: t("media.studio.albumItems.processing"), tone: "warn" });
  else
    badges.push(
      it.published
        ? { label: t("media.studio.items.published"), tone: "ok" }
        : { label: t("media.studio.items.draft") },
    );
  if (it.kind === "image" && it.state === "ready" && !it.alt.trim())
    badges.push({ label: t("media.studio.bulk.noAlt"), tone: "warn" });
  if (it.cover) badges.push({ label: t("media.studio.albumItems.cover") });
  if (it.kind === "video") badges.push({ label: t("media.studio.albumItems.video") });
  return { id: it.id, name: it.name, thumb: it.thumb, badges };
}
