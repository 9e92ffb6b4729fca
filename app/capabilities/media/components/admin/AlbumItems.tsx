/**
 * The items of an album in the studio: thumbnail, state, alt text (required
 * before publishing), caption, published, cover, order and delete — one form,
 * so it works without JavaScript. Every button saves the typed texts too.
 */
import { RotateCcw } from "lucide-react";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { SortableList, useReorderSubmit } from "~/core/ui/Sortable.tsx";
import { ALT_MAX, CAPTION_MAX } from "~/capabilities/media/schemas.ts";
import type { AdminItem } from "~/capabilities/media/server/album-items.server.ts";
import { ItemListForm, ItemToolbar, itemValues, type ItemListProps } from "./ItemList.tsx";
import { ItemTranslations } from "./ItemTranslations.tsx";
import type { ListTranslations } from "./MediaItems.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Translator } from "~/core/i18n/translator.ts";

export interface AlbumItemsProps extends ItemListProps {
  items: AdminItem[];
  /** The captions and alt texts in the site's other languages. */
  translations?: ListTranslations;
}

/** Studio keys, listed literally for the catalogue check. */
const STATE_LABEL = new Map([
  ["processing", "media.studio.albumItems.processing"],
  ["ready", "media.studio.albumItems.ready"],
  ["failed", "media.studio.albumItems.failed"],
]);

/** Why a visitor doesn't see an item, said beside it (issue 11). */
function hiddenReason(t: Translator["t"], it: AdminItem): string | null {
  if (it.published) return null;
  if (it.state === "failed") return t("media.studio.albumItems.hiddenFailed");
  if (it.state !== "ready" || it.interrupted) return t("media.studio.albumItems.hiddenProcessing");
  if (it.kind === "image" && !it.alt.trim()) return t("media.studio.albumItems.hiddenAlt");
  return t("media.studio.items.hiddenDraft");
}

export function AlbumItems({ items, errors, input, translations }: AlbumItemsProps) {
  const { text: val, checked } = itemValues(input);
  const reorder = useReorderSubmit("reorder");
  const { t } = useStudioI18n();
  if (items.length === 0) return <p className="muted">{t("media.studio.albumItems.empty")}</p>;
  return (
    <ItemListForm
      errors={errors}
      className="album-items-form"
      actions={
        <SaveBar label={t("media.studio.albumItems.save")}>
          <SubmitButton name="intent" value="save-items">
            {t("media.studio.albumItems.save")}
          </SubmitButton>
          <SubmitButton name="intent" value="publish-ready" className="secondary">
            {t("media.studio.albumItems.publishReady")}
          </SubmitButton>
        </SaveBar>
      }
    >
      <SortableList
        items={items}
        label={t("media.studio.albumItems.listLabel")}
        itemLabel={(it) => it.name}
        onReorder={reorder}
        className="album-items"
        itemClassName={(it) => `album-item ${it.state}`}
      >
        {(it, { handle, index: i }) => {
          const altError = errors?.[`alt:${it.id}`];
          const pubError = errors?.[`published:${it.id}`];
          return (
            <>
              <div className="album-item-media">
                {it.thumb ? (
                  <img
                    src={it.thumb}
                    alt=""
                    width={160}
                    height={it.width && it.height ? Math.round((160 * it.height) / it.width) : 107}
                  />
                ) : (
                  <span className="admin-thumb blank" aria-hidden="true" />
                )}
              </div>
              {/* Named by its file, never by its place in the list (issue 25). */}
              <div className="album-item-fields" role="group" aria-labelledby={`item-${it.id}-name`}>
                <div className="item-head-row">
                  {handle}
                  <p className="album-item-head">
                    <strong id={`item-${it.id}-name`}>{it.name}</strong>{" "}
                    <span className={`badge state-${it.state}`}>
                      {it.kind === "video" ? `${t("media.studio.albumItems.video")} · ` : ""}
                      {it.interrupted
                        ? t("media.studio.albumItems.interrupted")
                        : STATE_LABEL.has(it.state)
                          ? t(STATE_LABEL.get(it.state)!)
                          : it.state}
                    </span>{" "}
                    {hiddenReason(t, it) ? <span className="hidden-reason">{hiddenReason(t, it)}</span> : null}
                  </p>
                </div>
                {it.state === "failed" && it.failure ? (
                  <p className="notice error" role="status">
                    {it.failure}
                  </p>
                ) : null}
                {it.interrupted ? (
                  <p className="notice error" role="status">
                    {t("media.studio.albumItems.interruptedHint")}
                  </p>
                ) : null}
                <div className="field">
                  <label htmlFor={`alt-${it.id}`}>{t("media.studio.albumItems.alt")}</label>
                  <textarea
                    id={`alt-${it.id}`}
                    name={`alt:${it.id}`}
                    rows={2}
                    maxLength={ALT_MAX}
                    defaultValue={val(`alt:${it.id}`, it.alt)}
                    aria-invalid={altError ? true : undefined}
                    aria-describedby={`alt-${it.id}-hint${altError ? ` alt-${it.id}-error` : ""}`}
                  />
                  <span className="hint" id={`alt-${it.id}-hint`}>
                    {t("media.studio.albumItems.altHint")}
                  </span>
                  {altError ? (
                    <span className="error" id={`alt-${it.id}-error`}>
                      {altError}
                    </span>
                  ) : null}
                </div>
                <div className="field">
                  <label htmlFor={`caption-${it.id}`}>{t("media.studio.albumItems.caption")}</label>
                  <input
                    type="text"
                    id={`caption-${it.id}`}
                    name={`caption:${it.id}`}
                    maxLength={CAPTION_MAX}
                    defaultValue={val(`caption:${it.id}`, it.caption)}
                  />
                </div>
                <div className="row">
                  <label className="check">
                    <input
                      type="checkbox"
                      name={`published:${it.id}`}
                      defaultChecked={checked(`published:${it.id}`, it.published)}
                      aria-invalid={pubError ? true : undefined}
                    />
                    <span>{t("media.studio.items.published")}</span>
                  </label>
                  {it.kind === "image" ? (
                    <label className="check">
                      <input
                        type="radio"
                        name="cover"
                        value={it.id}
                        defaultChecked={val("cover", it.cover ? it.id : "") === it.id}
                      />
                      <span>{t("media.studio.albumItems.cover")}</span>
                    </label>
                  ) : null}
                </div>
                {pubError ? <p className="error">{pubError}</p> : null}
                {translations ? (
                  <ItemTranslations
                    id={it.id}
                    languages={translations.languages}
                    fields={[
                      { name: "alt", label: t("media.studio.albumItems.alt"), maxLength: ALT_MAX },
                      { name: "caption", label: t("media.studio.albumItems.caption"), maxLength: CAPTION_MAX },
                    ]}
                    values={translations.translations[it.id]}
                    val={val}
                  />
                ) : null}
                <ItemToolbar id={it.id} name={it.name} index={i} count={items.length}>
                  {it.state === "failed" || it.interrupted ? (
                    <button type="submit" name="intent" value={`retry:${it.id}`} className="button secondary small">
                      <RotateCcw aria-hidden="true" className="icon" /> {t("media.studio.albumItems.retry")}
                    </button>
                  ) : null}
                </ItemToolbar>
              </div>
            </>
          );
        }}
      </SortableList>
    </ItemListForm>
  );
}
