/**
 * The studio's newsletter form (new and edit): subject, text (the studio's
 * Markdown editor) and the audience — everyone who asked for all news, or the
 * people near a town, optionally only those who signed up in one place.
 * Plain fields that work without JavaScript; the input is kept after a
 * failed save. The buttons (save, test, send, schedule) come from the page.
 */
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { RADII_KM } from "~/capabilities/fans/lib/geo.ts";
import { NEWSLETTER_LIMITS } from "~/capabilities/fans/schemas.ts";

/** The places a subscriber signed up on, with their studio words (the form's choice; a newsletter's audience line). */
export const SOURCES = [
  { value: "", label: "fans.studio.list.anySource" },
  { value: "home", label: "fans.studio.form.sourceHome" },
  { value: "footer", label: "fans.studio.form.sourceFooter" },
  { value: "event", label: "fans.studio.form.sourceEvent" },
  { value: "subscribe", label: "fans.studio.form.sourceSubscribe" },
  { value: "import", label: "fans.studio.form.sourceImport" },
];

export function NewsletterForm({
  values,
  errors = {},
  children,
}: {
  values: Record<string, string | string[]>;
  errors?: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useStudioI18n();
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form newsletter-form" noValidate>
      <TextField
        label={t("fans.studio.newsletters.subject")}
        name="subject"
        required
        maxLength={NEWSLETTER_LIMITS.subject}
        defaultValue={v("subject")}
        error={errors.subject}
      />
      <MarkdownEditor
        label={t("fans.studio.form.body")}
        name="body"
        rows={14}
        maxLength={NEWSLETTER_LIMITS.body}
        defaultValue={v("body")}
        error={errors.body}
        hint={t("fans.studio.form.bodyHint")}
      />
      <fieldset>
        <legend>{t("fans.studio.form.who")}</legend>
        <p className="muted">{t("fans.studio.form.whoHint")}</p>
        <TextField
          label={t("fans.studio.form.town")}
          name="town"
          maxLength={200}
          defaultValue={v("town")}
          error={errors.town}
          hint={t("fans.studio.form.townHint")}
        />
        <input type="hidden" name="town_id" value={v("town_id")} />
        <SelectField
          label={t("fans.studio.form.within")}
          name="radius_km"
          defaultValue={v("radius_km") || "100"}
          error={errors.radius_km}
          options={RADII_KM.map((km) => ({ value: String(km), label: `${km} km` }))}
        />
        <SelectField
          label={t("fans.studio.list.source")}
          name="source"
          defaultValue={v("source")}
          error={errors.source}
          options={SOURCES.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      </fieldset>
      {children}
    </AdminForm>
  );
}
