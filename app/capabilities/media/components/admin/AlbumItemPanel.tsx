/**
 * One album item in the side panel: the picture, its state, alt text
 * (required before publishing, SPEC §5), caption, their translations,
 * Published; and its own buttons: save, cover, move earlier or later, try
 * again, delete. Posts the same fields the album's list form always did
 * (`alt:ID`, `caption:ID`, `published:ID`), so the server's checks are the same.
 */
import { ArrowLeft, ArrowRight, Image as ImageIcon, RotateCcw, Trash2 } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { ALT_MAX, CAPTION_MAX } from "~/capabilities/media/schemas.ts";
import type { AdminItem } from "~/capabilities/media/server/album-items.server.ts";
import { itemValues } from "./ItemList.tsx";
import { ItemTranslations } from "./ItemTranslations.tsx";
import type { ListTranslations } from "./MediaItems.tsx";
import { ItemPanel } from "./ItemPanel.tsx";
import { hiddenReason } from "./album-tiles.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";

export function AlbumItemPanel({
  item: it,
  index,
  count,
  translations,
  errors,
  input,
}: {
  item: AdminItem;
  index: number;
  count: number;
  translations?: ListTranslations | undefined;
  errors?: FieldErrors | undefined;
  input?: FormInput | undefined;
}) {
  const { t } = useStudioI18n();
  const { text: val, checked } = itemValues(input);
  const altError = errors?.[`alt:${it.id}`];
  const pubError = errors?.[`published:${it.id}`];
  const reason = hiddenReason(t, it);
  return (
    <ItemPanel id={it.id} title={it.name}>
      {it.thumb ? (
        <img
          className="item-panel-picture"
          src={it.thumb}
          alt=""
          width={it.width ?? undefined}
          height={it.height ?? undefined}
        />
      ) : null}
      {reason ? <p className="hidden-reason">{reason}</p> : null}
      {it.state === "failed" && it.failure ? <p className="notice error">{it.failure}</p> : null}
      {it.interrupted ? <p className="notice error">{t("media.studio.albumItems.interruptedHint")}</p> : null}
      <AdminForm key={it.id} errors={errors} className="form item-panel-form" noValidate>
        {/* Published means what the box shows: adding alt text alone does not publish (ADR 2721). */}
        <input type="hidden" name="exact" value="1" />
        <div className="field">
          <label htmlFor={`alt-${it.id}`}>{t("media.studio.albumItems.alt")}</label>
          <textarea
            id={`alt-${it.id}`}
            name={`alt:${it.id}`}
            rows={3}
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
        <label className="check">
          <input
            type="checkbox"
            name={`published:${it.id}`}
            defaultChecked={checked(`published:${it.id}`, it.published)}
            aria-invalid={pubError ? true : undefined}
          />
          <span>{t("media.studio.items.published")}</span>
        </label>
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
        <p className="row">
          <SubmitButton name="intent" value="save-items">
            {t("media.studio.panel.save")}
          </SubmitButton>
          {it.kind === "image" && it.state === "ready" && !it.cover ? (
            <SubmitButton name="intent" value={`cover:${it.id}`} className="secondary">
              <ImageIcon aria-hidden="true" className="icon" /> {t("media.studio.bulk.cover")}
            </SubmitButton>
          ) : null}
          {it.cover ? <span className="badge">{t("media.studio.albumItems.cover")}</span> : null}
        </p>
        <p className="row item-panel-more">
          <button
            type="submit"
            name="intent"
            value={`up:${it.id}`}
            className="button secondary small"
            disabled={index === 0}
          >
            <ArrowLeft aria-hidden="true" className="icon" /> {t("media.studio.panel.earlier")}
          </button>
          <button
            type="submit"
            name="intent"
            value={`down:${it.id}`}
            className="button secondary small"
            disabled={index === count - 1}
          >
            {t("media.studio.panel.later")} <ArrowRight aria-hidden="true" className="icon" />
          </button>
          {it.state === "failed" || it.interrupted ? (
            <button type="submit" name="intent" value={`retry:${it.id}`} className="button secondary small">
              <RotateCcw aria-hidden="true" className="icon" /> {t("media.studio.albumItems.retry")}
            </button>
          ) : null}
          <button type="submit" name="intent" value={`delete:${it.id}`} className="button secondary small quiet-danger">
            <Trash2 aria-hidden="true" className="icon" /> {t("media.studio.panel.delete")}
          </button>
        </p>
      </AdminForm>
    </ItemPanel>
  );
}
