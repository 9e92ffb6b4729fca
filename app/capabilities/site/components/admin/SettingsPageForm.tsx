/**
 * A settings sub-page (ADR 2740): the way back to the overview, its heading, and its one form ending in the
 * studio's save bar (ADR 2730). The form is keyed by the saved version: after a save (or a move) the fields show
 * what was stored, not what was typed.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { SETTINGS_PARTS } from "~/capabilities/ui.settings.tsx";
import type { SiteSettings } from "~/core/settings/settings.server.ts";
import { settingsPage } from "../../lib/settings-pages.ts";
import type { SettingsPageId } from "../../schemas.ts";

type Errors = Record<string, string> | undefined;
type Input = Record<string, string | string[]> | undefined;

export function SettingsPageForm({
  page,
  savedAt,
  errors,
  preview,
  children,
}: {
  page: SettingsPageId;
  savedAt: string;
  errors: Errors;
  /** Whether "Preview" shows this page's values on the home page. */
  preview?: boolean;
  children: ReactNode;
}) {
  const { t } = useStudioI18n();
  const info = settingsPage(page);
  return (
    <>
      <p className="settings-back">
        <Link to="/admin/settings">
          <ArrowLeft className="icon" aria-hidden="true" /> {t("site.studio.settings.heading")}
        </Link>
      </p>
      <h1>{t(info.titleKey)}</h1>
      <p className="hint">{t(info.descriptionKey)}</p>
      <AdminForm key={savedAt} errors={errors} className="form" noValidate>
        {children}
        <SaveBar note={t("site.studio.settings.saveNote")}>
          <SubmitButton name="intent" value="save">
            {t("site.studio.settings.save")}
          </SubmitButton>
          {preview ? <PreviewButton /> : null}
        </SaveBar>
      </AdminForm>
    </>
  );
}

/**
 * Other capabilities' parts of a sub-page (manifests' `settings`, components in app/capabilities/ui.settings.tsx).
 * A plain function, not a component: a component defined per render would be a new type each time, and React would
 * remount the parts (losing an upload in progress).
 */
export function settingsParts(
  parts: { id: string; data: unknown }[],
  settings: SiteSettings,
  errors: Errors,
  input: Input,
) {
  return parts.map((p) => {
    const Part = SETTINGS_PARTS[p.id];
    return Part ? <Part key={p.id} data={p.data} settings={settings} errors={errors} input={input} /> : null;
  });
}

/** A field's value as shown: what was posted after a refused save, else what is stored. */
export function formValues(input: Input) {
  const v = (key: string, fallback: string | number | null) => {
    const x = input?.[key];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? (fallback === null ? "" : String(fallback)));
  };
  const arr = (key: string) => {
    const x = input?.[key];
    return x === undefined ? undefined : Array.isArray(x) ? x : [x];
  };
  return { v, arr };
}
