/** Settings › Home picture & About: the picture at the top of the home page and the About text (ADR 2740). */
import type { Route } from "./+types/settings-home";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { settingsPageAction, settingsPageLoader } from "../../server/settings-page.server.ts";
import { SettingsPageForm, formValues, settingsParts } from "../../components/admin/SettingsPageForm.tsx";
import { fieldAnchor } from "../../lib/settings-pages.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("site.studio.settings.pages.home"));

export const loader = ({ request, context }: Route.LoaderArgs) => settingsPageLoader(request, context, "home");
export const action = ({ request, context }: Route.ActionArgs) => settingsPageAction(request, context, "home");

export default function HomeSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const s = loaderData.settings;
  const errors = actionData?.errors;
  const input = actionData?.input;
  const { v } = formValues(input);
  return (
    <SettingsPageForm page="home" savedAt={s.updated_at} errors={errors} preview>
      <div id={fieldAnchor("hero")}>{settingsParts(loaderData.parts, s, errors, input)}</div>
      <MarkdownEditor
        id={fieldAnchor("about")}
        label={t("site.studio.settings.aboutText")}
        name="about"
        rows={10}
        maxLength={20000}
        defaultValue={v("about", s.about)}
        error={errors?.about}
        hint={t("site.studio.settings.aboutHint")}
      />
      <TranslationFields
        languages={loaderData.others}
        fields={[{ name: "about", label: t("site.studio.settings.aboutText"), kind: "markdown", maxLength: 20000 }]}
        values={loaderData.translations}
        input={input}
      />
      <p>
        <PreviewButton intent="preview-about">{t("site.studio.settings.previewAbout")}</PreviewButton>
      </p>
    </SettingsPageForm>
  );
}
