/** Settings › Contact & location: how to reach the act, where it is (the map pin), the privacy notice (ADR 2740). */
import type { Route } from "./+types/settings-contact";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { TextArea, TextField } from "~/core/ui/Field.tsx";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { settingsPageAction, settingsPageLoader } from "../../server/settings-page.server.ts";
import { SettingsPageForm, formValues, settingsParts } from "../../components/admin/SettingsPageForm.tsx";
import { fieldAnchor } from "../../lib/settings-pages.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("site.studio.settings.pages.contact"));

export const loader = ({ request, context }: Route.LoaderArgs) => settingsPageLoader(request, context, "contact");
export const action = ({ request, context }: Route.ActionArgs) => settingsPageAction(request, context, "contact");

export default function ContactSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const s = loaderData.settings;
  const errors = actionData?.errors;
  const input = actionData?.input;
  const { v } = formValues(input);
  return (
    <SettingsPageForm page="contact" savedAt={s.updated_at} errors={errors}>
      <fieldset>
        <legend>{t("site.studio.settings.contact")}</legend>
        <TextField
          id={fieldAnchor("contact_email")}
          label={t("site.studio.settings.contactEmail")}
          name="contact_email"
          type="email"
          defaultValue={v("contact_email", s.contact_email)}
          error={errors?.contact_email}
          hint={t("site.studio.settings.contactEmailHint")}
        />
        <TextField
          id={fieldAnchor("phone")}
          label={t("site.studio.settings.phone")}
          name="phone"
          type="tel"
          maxLength={30}
          defaultValue={v("phone", s.phone)}
          error={errors?.phone}
        />
        <TextArea
          id={fieldAnchor("address")}
          label={t("site.studio.settings.address")}
          name="address"
          rows={2}
          maxLength={500}
          defaultValue={v("address", s.address)}
          error={errors?.address}
        />
        <TextArea
          id={fieldAnchor("opening_hours")}
          label={t("site.studio.settings.openingHours")}
          name="opening_hours"
          rows={2}
          maxLength={1000}
          defaultValue={v("opening_hours", s.opening_hours)}
          error={errors?.opening_hours}
        />
        <TextArea
          id={fieldAnchor("privacy_notice")}
          label={t("site.studio.settings.privacy")}
          name="privacy_notice"
          rows={3}
          maxLength={5000}
          defaultValue={v("privacy_notice", s.privacy_notice)}
          error={errors?.privacy_notice}
          hint={t("site.studio.settings.privacyHint")}
        />
      </fieldset>
      <fieldset id={fieldAnchor("map")}>
        <legend>{t("site.studio.settings.location")}</legend>
        <div className="row">
          <TextField
            id={fieldAnchor("latitude")}
            label={t("site.studio.settings.latitude")}
            name="latitude"
            inputMode="decimal"
            defaultValue={v("latitude", s.latitude)}
            error={errors?.latitude}
          />
          <TextField
            id={fieldAnchor("longitude")}
            label={t("site.studio.settings.longitude")}
            name="longitude"
            inputMode="decimal"
            defaultValue={v("longitude", s.longitude)}
            error={errors?.longitude}
          />
        </div>
        {settingsParts(loaderData.parts, s, errors, input)}
      </fieldset>
    </SettingsPageForm>
  );
}
