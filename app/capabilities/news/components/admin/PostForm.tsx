/**
 * The studio's post form (new and edit): title, address, text (the studio's
 * Markdown editor), picture, and when it goes public — a draft, now, or at a
 * time in the site's zone (the job runner publishes it then). Plain fields that
 * work without JavaScript; the input is kept after a failed save.
 */
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { ImagePicker, type PickerImage } from "~/capabilities/media/index.ts";
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
  children,
}: {
  values: Record<string, string | string[]>;
  errors?: Record<string, string>;
  image: PostImageChoices;
  zone: string;
  note?: ReactNode;
  /** Set once the post went to subscribers: the box is then only a record. */
  sentTo?: string;
  children: ReactNode;
}) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form post-form" noValidate>
      <TextField label="Title" name="title" required maxLength={POST_LIMITS.title} defaultValue={v("title")} error={errors.title} />
      <TextField label="Address" name="slug" maxLength={80} defaultValue={v("slug")} error={errors.slug} hint="The end of the post's address (/news/new-album). Made from the title when left empty." />
      <MarkdownEditor label="Text" name="body" rows={14} maxLength={POST_LIMITS.body} defaultValue={v("body")} error={errors.body} />
      <ImagePicker name="image_upload_id" label="Picture (optional)" value={v("image_upload_id") || null} choices={image.choices} purpose="event" uploadMaxMb={image.uploadMaxMb} back={image.back} hint="Shown with the post, in the list and in link previews." />
      <fieldset>
        <legend>Publishing</legend>
        <SelectField
          label="State"
          name="state"
          defaultValue={v("state") || "draft"}
          error={errors.state}
          options={[
            { value: "draft", label: "Draft (only the studio sees it)" },
            { value: "published", label: "Published" },
            { value: "scheduled", label: "Scheduled: published at the time below" },
          ]}
        />
        <TextField label="Publish at" name="publish_at" type="datetime-local" defaultValue={v("publish_at")} error={errors.publish_at} hint={`For a scheduled post, in the site's time zone (${zone.replace(/_/g, " ")}).`} />
        {sentTo ? (
          <p className="hint">
            <input type="hidden" name="send_to_subscribers" value="on" />
            {sentTo}
          </p>
        ) : (
          <CheckboxField
            label="Also send to subscribers"
            name="send_to_subscribers"
            defaultChecked={v("send_to_subscribers") === "on"}
            hint="When it is published (now, or by the scheduler), the title, the start of the text and a link go to everyone on your mailing list who asked for all news. Once: publishing it again sends nothing."
          />
        )}
      </fieldset>
      <SaveBar note={note}>{children}</SaveBar>
    </AdminForm>
  );
}
