/**
 * The studio's post form (new and edit): title, address, text (the studio's
 * Markdown editor), picture, and when it goes public — a draft, now, or at a
 * time in the site's zone (the job runner publishes it then). Plain fields that
 * work without JavaScript; the input is kept after a failed save.
 */
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextField } from "~/core/ui/Field.tsx";
import { DateTimeField } from "~/core/ui/DateTimeFields.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { POST_LIMITS } from "~/capabilities/news/schemas.ts";

export interface PostImageChoices {
  choices: PickerImage[];
  uploadMaxMb: number;
  back: string;
}

export function PostForm({
  values,
  errors = {},
  image,
  zone,
  note,
  sentTo,
  translations,
  children,
}: {
  values: Record<string, string | string[]>;
  errors?: Record<string, string>;
  image: PostImageChoices;
  zone: string;
  note?: ReactNode;
  /** Set once the post went to subscribers: the box is then only a record. */
  sentTo?: string;
  /** The title and text in the site's other languages (core/i18n/TranslationFields.tsx), above the save bar. */
  translations?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStudioI18n();
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form post-form" noValidate>
      <TextField
        label={t("news.studio.form.title")}
        name="title"
        required
        maxLength={POST_LIMITS.title}
        defaultValue={v("title")}
        error={errors.title}
      />
      <TextField
        label={t("news.studio.form.slug")}
        name="slug"
        maxLength={80}
        defaultValue={v("slug")}
        error={errors.slug}
        hint={t("news.studio.form.slugHint")}
      />
      <MarkdownEditor
        label={t("news.studio.form.body")}
        name="body"
        rows={14}
        maxLength={POST_LIMITS.body}
        defaultValue={v("body")}
        error={errors.body}
      />
      <ImagePicker
        name="image_upload_id"
        label={t("news.studio.form.image")}
        value={v("image_upload_id") || null}
        altValue={v("image_upload_id_alt") || undefined}
        altError={errors.image_upload_id_alt}
        choices={image.choices}
        purpose="event"
        uploadMaxMb={image.uploadMaxMb}
        back={image.back}
        hint={t("news.studio.form.imageHint")}
      />
      <fieldset>
        <legend>{t("news.studio.form.publishing")}</legend>
        <SelectField
          label={t("news.studio.form.state")}
          name="state"
          defaultValue={v("state") || "draft"}
          error={errors.state}
          options={[
            { value: "draft", label: t("news.studio.form.stateDraft") },
            { value: "published", label: t("news.studio.form.statePublished") },
            { value: "scheduled", label: t("news.studio.form.stateScheduled") },
          ]}
        />
        <DateTimeField
          label={t("news.studio.form.publishAt")}
          name="publish_at"
          defaultValue={v("publish_at")}
          error={errors.publish_at}
          hint={t("news.studio.form.publishAtHint", { zone: zone.replace(/_/g, " ") })}
        />
        {sentTo ? (
          <p className="hint">
            <input type="hidden" name="send_to_subscribers" value="on" />
            {sentTo}
          </p>
        ) : (
          <CheckboxField
            label={t("news.studio.form.send")}
            name="send_to_subscribers"
            defaultChecked={v("send_to_subscribers") === "on"}
            hint={t("news.studio.form.sendHint")}
          />
        )}
      </fieldset>
      {translations}
      <SaveBar note={note}>{children}</SaveBar>
    </AdminForm>
  );
}
