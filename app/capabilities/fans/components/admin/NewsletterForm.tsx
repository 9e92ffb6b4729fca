/**
 * The studio's newsletter form (new and edit): subject, text (the studio's
 * Markdown editor) and the audience — everyone who asked for all news, or the
 * people near a town, optionally only those who signed up in one place.
 * Plain fields that work without JavaScript; the input is kept after a
 * failed save. The buttons (save, test, send, schedule) come from the page.
 */
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { AdminForm } from "~/core/ui/forms.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { RADII_KM } from "~/capabilities/fans/lib/geo.ts";
import { NEWSLETTER_LIMITS } from "~/capabilities/fans/schemas.ts";

const SOURCES = [
  { value: "", label: "Anywhere" },
  { value: "home", label: "The home page" },
  { value: "footer", label: "The footer" },
  { value: "event", label: "An event page" },
  { value: "subscribe", label: "The sign-up page" },
  { value: "import", label: "An imported list" },
];

export function NewsletterForm({ values, errors = {}, children }: { values: Record<string, string | string[]>; errors?: Record<string, string>; children: ReactNode }) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  return (
    <AdminForm errors={errors} className="form newsletter-form" noValidate>
      <TextField label="Subject" name="subject" required maxLength={NEWSLETTER_LIMITS.subject} defaultValue={v("subject")} error={errors.subject} />
      <MarkdownEditor label="Text" name="body" rows={14} maxLength={NEWSLETTER_LIMITS.body} defaultValue={v("body")} error={errors.body} hint="Sent as HTML in your theme's colours and as plain text. No tracking: links go where they say." />
      <fieldset>
        <legend>Who gets it</legend>
        <p className="muted">Without a town it goes to every confirmed subscriber who asked for all news. With a town it goes to the subscribers near it, including those who asked only for shows near them.</p>
        <TextField label="Near a town (optional)" name="town" maxLength={200} defaultValue={v("town")} error={errors.town} hint="E.g. Lyon or Lyon, FR." />
        <input type="hidden" name="town_id" value={v("town_id")} />
        <SelectField label="Within" name="radius_km" defaultValue={v("radius_km") || "100"} error={errors.radius_km} options={RADII_KM.map((km) => ({ value: String(km), label: `${km} km` }))} />
        <SelectField label="Signed up on" name="source" defaultValue={v("source")} error={errors.source} options={SOURCES} />
      </fieldset>
      {children}
    </AdminForm>
  );
}
