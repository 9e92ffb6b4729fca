/**
 * The studio's page form (new and edit): title, address, text (the studio's
 * Markdown editor), picture, search fields and "Show in navigation", with the
 * buttons in the sticky save bar. Plain fields that work without JavaScript;
 * the input is kept after a failed save, one message under each bad field.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { ReactNode } from "react";
import { CheckboxField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
import { PAGE_LIMITS } from "~/capabilities/pages/schemas.ts";
import type { PageInput } from "~/capabilities/pages/lib/form.ts";

export interface PageImageChoices {
  choices: PickerImage[];
  uploadMaxMb: number;
  back: string;
}

export function PageForm({
  values,
  errors = {},
  image,
  note,
  translations,
  children,
}: {
  values: PageInput;
  errors?: Record<string, string>;
  image: PageImageChoices;
  note?: ReactNode;
  /** The page's texts in the site's other languages (core/i18n/TranslationFields.tsx), above the save bar. */
  translations?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStudioI18n();
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form page-form" noValidate>
      <TextField
        label={t("pages.studio.form.title")}
        name="title"
        required
        maxLength={PAGE_LIMITS.title}
        defaultValue={v("title")}
        error={errors.title}
      />
      <TextField
        label={t("pages.studio.form.slug")}
        name="slug"
        maxLength={80}
        defaultValue={v("slug")}
        error={errors.slug}
        hint={t("pages.studio.form.slugHint")}
      />
      <MarkdownEditor
        label={t("pages.studio.form.body")}
        name="body"
        rows={14}
        maxLength={PAGE_LIMITS.body}
        defaultValue={v("body")}
        error={errors.body}
      />
      <ImagePicker
        name="hero_upload_id"
        label={t("pages.studio.form.image")}
        value={v("hero_upload_id") || null}
        altValue={v("hero_upload_id_alt") || undefined}
        altError={errors.hero_upload_id_alt}
        choices={image.choices}
        purpose="event"
        uploadMaxMb={image.uploadMaxMb}
        back={image.back}
        hint={t("pages.studio.form.imageHint")}
      />
      <fieldset>
        <legend>{t("pages.studio.form.seo")}</legend>
        <TextField
          label={t("pages.studio.form.seoTitle")}
          name="seo_title"
          maxLength={PAGE_LIMITS.seoTitle}
          defaultValue={v("seo_title")}
          error={errors.seo_title}
          hint={t("pages.studio.form.seoTitleHint", { max: PAGE_LIMITS.seoTitle })}
        />
        <TextField
          label={t("pages.studio.form.seoDescription")}
          name="seo_description"
          maxLength={PAGE_LIMITS.seoDescription}
          defaultValue={v("seo_description")}
          error={errors.seo_description}
          hint={t("pages.studio.form.seoDescriptionHint", { max: PAGE_LIMITS.seoDescription })}
        />
      </fieldset>
      <CheckboxField
        label={t("pages.studio.form.inNav")}
        name="in_nav"
        defaultChecked={v("in_nav") === "on"}
        error={errors.in_nav}
        hint={t("pages.studio.form.inNavHint")}
      />
      {translations}
      <SaveBar note={note}>{children}</SaveBar>
    </AdminForm>
  );
}
