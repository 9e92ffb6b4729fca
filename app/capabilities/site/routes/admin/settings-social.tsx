/** Settings › Social links: the act's profiles, in the order the site shows them (ADR 2740). */
import type { Route } from "./+types/settings-social";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { studioI18nFrom } from "~/core/i18n/studio.tsx";
import { SocialLinksEditor } from "../../components/admin/SocialLinksEditor.tsx";
import { settingsPageAction, settingsPageLoader } from "../../server/settings-page.server.ts";
import { SettingsPageForm, formValues } from "../../components/admin/SettingsPageForm.tsx";
import { fieldAnchor } from "../../lib/settings-pages.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("site.studio.settings.pages.social"));

export const loader = ({ request, context }: Route.LoaderArgs) => settingsPageLoader(request, context, "social");
export const action = ({ request, context }: Route.ActionArgs) => settingsPageAction(request, context, "social");

export default function SocialSettings({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData.settings;
  const errors = actionData?.errors;
  const { arr } = formValues(actionData?.input);
  const platforms = arr("social_platform") ?? s.social_links.map((l) => l.platform);
  const urls = arr("social_url") ?? s.social_links.map((l) => l.url);
  const addedRow = actionData?.section === "add-social-row";
  return (
    <SettingsPageForm page="social" savedAt={s.updated_at} errors={errors} preview>
      <div id={fieldAnchor("social")}>
        {/* Keyed by the rows the page was rendered from: "Add a link" without JavaScript comes back with one more. */}
        <SocialLinksEditor
          key={`${platforms.length}:${addedRow}`}
          platforms={platforms}
          urls={urls}
          errors={errors}
          extraRow={addedRow}
        />
      </div>
    </SettingsPageForm>
  );
}
