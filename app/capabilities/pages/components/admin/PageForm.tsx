/**
 * The studio's page form (new and edit): title, address, text (the studio's
 * Markdown editor), picture, search fields and "Show in navigation", with the
 * buttons in the sticky save bar. Plain fields that work without JavaScript;
 * the input is kept after a failed save, one message under each bad field.
 */
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
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form page-form" noValidate>
      <TextField label="Title" name="title" required maxLength={PAGE_LIMITS.title} defaultValue={v("title")} error={errors.title} />
      <TextField
        label="Address"
        name="slug"
        maxLength={80}
        defaultValue={v("slug")}
        error={errors.slug}
        hint="The end of the page's web address (/lyrics). Lower-case letters, digits and hyphens; made from the title when left empty."
      />
      <MarkdownEditor label="Text" name="body" rows={14} maxLength={PAGE_LIMITS.body} defaultValue={v("body")} error={errors.body} />
      <ImagePicker
        name="hero_upload_id"
        label="Picture (optional)"
        value={v("hero_upload_id") || null}
        choices={image.choices}
        purpose="event"
        uploadMaxMb={image.uploadMaxMb}
        back={image.back}
        hint="Shown wide above the text, and in link previews."
      />
      <fieldset>
        <legend>Search engines and link previews</legend>
        <TextField
          label="Search title (optional)"
          name="seo_title"
          maxLength={PAGE_LIMITS.seoTitle}
          defaultValue={v("seo_title")}
          error={errors.seo_title}
          hint={`The page's title is used when empty. At most ${PAGE_LIMITS.seoTitle} characters.`}
        />
        <TextField
          label="Search description (optional)"
          name="seo_description"
          maxLength={PAGE_LIMITS.seoDescription}
          defaultValue={v("seo_description")}
          error={errors.seo_description}
          hint={`The start of the text is used when empty. At most ${PAGE_LIMITS.seoDescription} characters.`}
        />
      </fieldset>
      <CheckboxField
        label="Show in navigation"
        name="in_nav"
        defaultChecked={v("in_nav") === "on"}
        error={errors.in_nav}
        hint="Once published, the page is in the menu; place it under Navigation."
      />
      {translations}
      <SaveBar note={note}>{children}</SaveBar>
    </AdminForm>
  );
}
