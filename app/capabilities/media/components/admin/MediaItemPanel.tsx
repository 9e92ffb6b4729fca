/**
 * One media item in the side panel: title, description, Published, Featured,
 * their translations, a new thumbnail, and its own buttons (save, move
 * earlier or later, delete). Posts the fields the media list form always did
 * (`title:ID`, `description:ID`, `published:ID`, `featured:ID`).
 */
import { ArrowLeft, ArrowRight, ExternalLink, ImageUp, Trash2 } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import type { AdminMediaRow } from "~/capabilities/media/server/media-admin.server.ts";
import type { FieldErrors, FormInput } from "~/core/validation/forms.ts";
import { itemValues } from "./ItemList.tsx";
import { ItemTranslations } from "./ItemTranslations.tsx";
import type { ListTranslations } from "./MediaItems.tsx";
import { ItemPanel } from "./ItemPanel.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export function MediaItemPanel({
  row: r,
  name,
  index,
  count,
  translations,
  errors,
  input,
}: {
  row: AdminMediaRow;
  name: string;
  index: number;
  count: number;
  translations?: ListTranslations | undefined;
  errors?: FieldErrors | undefined;
  input?: FormInput | undefined;
}) {
  const { t } = useStudioI18n();
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const { text: val, checked } = itemValues(input);
  const titleError = errors?.[`title:${r.id}`];
  const thumbQuery = new URLSearchParams({ purpose: "thumbnail", item: r.id, back: `/admin/media?item=${r.id}`, csrf });
  return (
    <ItemPanel id={r.id} title={name}>
      {r.thumbnail ? <img className="item-panel-picture" src={r.thumbnail} alt="" /> : null}
      <p className="item-panel-facts">
        {r.published ? (
          <span className="badge">{t("media.studio.items.published")}</span>
        ) : (
          <span className="hidden-reason">
            {r.fileState && r.fileState !== "ready"
              ? t("media.studio.media.hiddenProcessing")
              : t("media.studio.items.hiddenDraft")}
          </span>
        )}{" "}
        {r.url ? (
          <a href={r.url} target="_blank" rel="noopener noreferrer">
            {t("media.studio.media.open")} <ExternalLink aria-hidden="true" className="icon" />
            <span className="visually-hidden"> {t("media.studio.newTab")}</span>
          </a>
        ) : null}
      </p>
      <AdminForm key={r.id} errors={errors} className="form item-panel-form" noValidate>
        <div className="field">
          <label htmlFor={`title-${r.id}`}>{t("media.studio.items.title")}</label>
          <input
            type="text"
            id={`title-${r.id}`}
            name={`title:${r.id}`}
            required
            maxLength={200}
            defaultValue={val(`title:${r.id}`, r.title)}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `title-${r.id}-error` : undefined}
          />
          {titleError ? (
            <span className="error" id={`title-${r.id}-error`}>
              {titleError}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`description-${r.id}`}>{t("media.studio.items.description")}</label>
          <textarea
            id={`description-${r.id}`}
            name={`description:${r.id}`}
            rows={3}
            maxLength={2000}
            defaultValue={val(`description:${r.id}`, r.description)}
          />
          {errors?.[`description:${r.id}`] ? <span className="error">{errors[`description:${r.id}`]}</span> : null}
        </div>
        <label className="check">
          <input
            type="checkbox"
            name={`published:${r.id}`}
            defaultChecked={checked(`published:${r.id}`, r.published)}
          />
          <span>{t("media.studio.items.published")}</span>
        </label>
        <label className="check">
          <input type="checkbox" name={`featured:${r.id}`} defaultChecked={checked(`featured:${r.id}`, r.featured)} />
          <span>{t("media.studio.media.feature")}</span>
        </label>
        {translations ? (
          <ItemTranslations
            id={r.id}
            languages={translations.languages}
            fields={[
              { name: "title", label: t("media.studio.items.title"), maxLength: 200 },
              { name: "description", label: t("media.studio.items.description"), maxLength: 2000, multiline: true },
            ]}
            values={translations.translations[r.id]}
            val={val}
          />
        ) : null}
        <p className="row">
          <SubmitButton name="intent" value="save-items">
            {t("media.studio.panel.save")}
          </SubmitButton>
        </p>
        <p className="row item-panel-more">
          <button
            type="submit"
            name="intent"
            value={`up:${r.id}`}
            className="button secondary small"
            disabled={index === 0}
          >
            <ArrowLeft aria-hidden="true" className="icon" /> {t("media.studio.panel.earlier")}
          </button>
          <button
            type="submit"
            name="intent"
            value={`down:${r.id}`}
            className="button secondary small"
            disabled={index === count - 1}
          >
            {t("media.studio.panel.later")} <ArrowRight aria-hidden="true" className="icon" />
          </button>
          <button type="submit" name="intent" value={`delete:${r.id}`} className="button secondary small quiet-danger">
            <Trash2 aria-hidden="true" className="icon" /> {t("media.studio.panel.delete")}
          </button>
        </p>
      </AdminForm>
      {/* The new thumbnail goes to the upload endpoint (a plain multipart form: works without JavaScript). */}
      <form
        method="post"
        encType="multipart/form-data"
        action={`/admin/uploads?${thumbQuery}`}
        className="row thumb-replace"
      >
        <label htmlFor={`thumb-file-${r.id}`}>{t("media.studio.media.thumb")}</label>
        <input
          id={`thumb-file-${r.id}`}
          type="file"
          name={`file-${r.id}`}
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          required
        />
        <button type="submit" className="button secondary small">
          <ImageUp aria-hidden="true" className="icon" /> {t("media.studio.media.replaceThumb")}
        </button>
      </form>
    </ItemPanel>
  );
}
