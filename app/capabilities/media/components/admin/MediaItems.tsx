/** The media items in the studio: title, description, featured, published, order, delete (one form; works without JavaScript). */
import { ExternalLink, ImageUp } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { SortableList, useReorderSubmit } from "~/core/ui/Sortable.tsx";
import type { AdminMediaRow } from "~/capabilities/media/server/media-admin.server.ts";
import { ItemListForm, ItemToolbar, itemValues, type ItemListProps } from "./ItemList.tsx";
import { ItemTranslations } from "./ItemTranslations.tsx";
import type { ItemTranslations as Values } from "~/capabilities/media/lib/item-translations.ts";
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
}: ItemListProps & { rows: AdminMediaRow[]; translations?: ListTranslations }) {
  const { text: val, checked } = itemValues(input);
  const csrf = useRouteLoaderData<{ csrf: string }>("studio")?.csrf ?? "";
  const reorder = useReorderSubmit("reorder");
  const { t } = useStudioI18n();
  if (rows.length === 0) return <p className="muted">{t("media.studio.media.empty")}</p>;
  return (
    <>
      <ItemListForm
        errors={errors}
        actions={
          <SaveBar label={t("media.studio.media.saveLabel")}>
            <SubmitButton name="intent" value="save-items">
              {t("media.studio.items.save")}
            </SubmitButton>
          </SaveBar>
        }
      >
        <SortableList
          items={rows}
          label={t("media.studio.media.listLabel")}
          itemLabel={(r) => r.title}
          onReorder={reorder}
          className="album-items"
          itemClassName="album-item"
        >
          {(r, { handle, index: i }) => {
            // Named by what it is — "YouTube: Live at the Lantern" — never by its place in the list (issue 25).
            const source = r.sourceLabel ?? t("media.studio.items.uploaded", { kind: r.kind });
            const name = t("media.studio.items.name", { source, title: r.title });
            const titleError = errors?.[`title:${r.id}`];
            return (
              <>
                <div className="album-item-media">
                  {r.thumbnail ? (
                    <img src={r.thumbnail} alt="" width={160} height={90} />
                  ) : (
                    <span className="admin-thumb blank" aria-hidden="true" />
                  )}
                </div>
                <div className="album-item-fields" role="group" aria-label={name}>
                  <div className="item-head-row">
                    {handle}
                    <p className="album-item-head" id={`mi-${r.id}-label`}>
                      <strong>{source}</strong>{" "}
                      {r.published ? (
                        <span className="badge">{t("media.studio.items.published")}</span>
                      ) : (
                        <span className="badge">{t("media.studio.items.draft")}</span>
                      )}{" "}
                      {r.featured ? <span className="badge">{t("media.studio.media.onHome")}</span> : null}
                      {r.fileState && r.fileState !== "ready" ? (
                        <span className="badge">{t("media.studio.items.fileState", { state: r.fileState })}</span>
                      ) : null}
                      {r.url ? (
                        <>
                          {" "}
                          <a href={r.url} target="_blank" rel="noopener noreferrer">
                            {t("media.studio.media.open")} <ExternalLink aria-hidden="true" className="icon" />
                            <span className="visually-hidden"> {t("media.studio.newTab")}</span>
                          </a>
                        </>
                      ) : null}{" "}
                      {r.published ? null : (
                        <span className="hidden-reason">
                          {r.fileState && r.fileState !== "ready"
                            ? t("media.studio.media.hiddenProcessing")
                            : t("media.studio.items.hiddenDraft")}
                        </span>
                      )}
                    </p>
                  </div>
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
                      rows={2}
                      maxLength={2000}
                      defaultValue={val(`description:${r.id}`, r.description)}
                    />
                    {errors?.[`description:${r.id}`] ? (
                      <span className="error">{errors[`description:${r.id}`]}</span>
                    ) : null}
                  </div>
                  <div className="row">
                    <label className="check">
                      <input
                        type="checkbox"
                        name={`published:${r.id}`}
                        defaultChecked={checked(`published:${r.id}`, r.published)}
                      />
                      <span>{t("media.studio.items.published")}</span>
                    </label>
                    <label className="check">
                      <input
                        type="checkbox"
                        name={`featured:${r.id}`}
                        defaultChecked={checked(`featured:${r.id}`, r.featured)}
                      />
                      <span>{t("media.studio.media.feature")}</span>
                    </label>
                  </div>
                  <div className="row thumb-replace">
                    {/* These two belong to the item's own upload form below (form="…"), not to this one. */}
                    <label htmlFor={`thumb-file-${r.id}`}>{t("media.studio.media.thumb")}</label>
                    <input
                      id={`thumb-file-${r.id}`}
                      type="file"
                      name={`file-${r.id}`}
                      accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                      form={`thumb-${r.id}`}
                      required
                    />
                    <button type="submit" form={`thumb-${r.id}`} className="button secondary small">
                      <ImageUp aria-hidden="true" className="icon" /> {t("media.studio.media.replaceThumb")}
                    </button>
                  </div>
                  {translations ? (
                    <ItemTranslations
                      id={r.id}
                      languages={translations.languages}
                      fields={[
                        { name: "title", label: t("media.studio.items.title"), maxLength: 200 },
                        {
                          name: "description",
                          label: t("media.studio.items.description"),
                          maxLength: 2000,
                          multiline: true,
                        },
                      ]}
                      values={translations.translations[r.id]}
                      val={val}
                    />
                  ) : null}
                  <ItemToolbar id={r.id} name={name} index={i} count={rows.length} />
                </div>
              </>
            );
          }}
        </SortableList>
      </ItemListForm>
      {rows.map((r) => (
        <ThumbForm key={r.id} id={r.id} csrf={csrf} />
      ))}
    </>
  );
}

/** Posts one item's new thumbnail to the upload endpoint (a plain multipart form: works without JavaScript). */
function ThumbForm({ id, csrf }: { id: string; csrf: string }) {
  const q = new URLSearchParams({ purpose: "thumbnail", item: id, back: "/admin/media", csrf });
  return <form id={`thumb-${id}`} method="post" encType="multipart/form-data" action={`/admin/uploads?${q}`} hidden />;
}
