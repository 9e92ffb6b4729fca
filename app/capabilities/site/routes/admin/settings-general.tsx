/** Settings › General: the site's name, tagline, kind of act, languages and time zone (ADR 2740). */
import type { Route } from "./+types/settings-general";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { ACT_TYPES } from "~/capabilities/site/schemas.ts";
import { LOCALES } from "~/core/i18n/locales.ts";
import { parseLanguages } from "~/core/i18n/prefix.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { settingsPageAction, settingsPageLoader } from "../../server/settings-page.server.ts";
import { SettingsPageForm, formValues } from "../../components/admin/SettingsPageForm.tsx";
import { fieldAnchor } from "../../lib/settings-pages.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("site.studio.settings.pages.general"));

/** The kinds of act, as the studio names them (message keys listed literally for the catalogue check). */
const ACT_LABELS: Record<(typeof ACT_TYPES)[number], string> = {
  MusicGroup: "site.studio.settings.act.MusicGroup",
  PerformingGroup: "site.studio.settings.act.PerformingGroup",
  TheaterGroup: "site.studio.settings.act.TheaterGroup",
  DanceGroup: "site.studio.settings.act.DanceGroup",
  Person: "site.studio.settings.act.Person",
  Organization: "site.studio.settings.act.Organization",
  LocalBusiness: "site.studio.settings.act.LocalBusiness",
};

export const loader = ({ request, context }: Route.LoaderArgs) => settingsPageLoader(request, context, "general");
export const action = ({ request, context }: Route.ActionArgs) => settingsPageAction(request, context, "general");

export default function GeneralSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const s = loaderData.settings;
  const errors = actionData?.errors;
  const { v, arr } = formValues(actionData?.input);
  const chosen = arr("languages") ?? parseLanguages(s.languages, s.language);
  return (
    <SettingsPageForm page="general" savedAt={s.updated_at} errors={errors} preview>
      <TextField
        id={fieldAnchor("name")}
        label={t("site.studio.settings.name")}
        name="name"
        required
        maxLength={100}
        defaultValue={v("name", s.name)}
        error={errors?.name}
      />
      <TextField
        id={fieldAnchor("tagline")}
        label={t("site.studio.settings.tagline")}
        name="tagline"
        maxLength={200}
        defaultValue={v("tagline", s.tagline)}
        error={errors?.tagline}
      />
      <SelectField
        id={fieldAnchor("act_type")}
        label={t("site.studio.settings.actType")}
        name="act_type"
        options={ACT_TYPES.map((a) => ({ value: a, label: t(ACT_LABELS[a]) }))}
        defaultValue={v("act_type", s.act_type)}
        error={errors?.act_type}
        hint={t("site.studio.settings.actTypeHint")}
      />
      <SelectField
        id={fieldAnchor("language")}
        label={t("site.studio.settings.language")}
        name="language"
        options={LOCALES.map((l) => ({ value: l.code, label: l.name }))}
        defaultValue={v("language", s.language)}
        error={errors?.language}
        hint={t("site.studio.settings.languageHint")}
      />
      <fieldset className="choices" id={fieldAnchor("languages")}>
        <legend>{t("site.studio.settings.otherLanguages")}</legend>
        <p className="hint" id="languages-hint">
          {t("site.studio.settings.otherLanguagesHint")}
        </p>
        <input type="hidden" name="languages_shown" value="1" />
        {LOCALES.map((l) => (
          <div className="check" key={l.code}>
            <input
              type="checkbox"
              id={`languages-${l.code}`}
              name="languages"
              value={l.code}
              aria-describedby="languages-hint"
              defaultChecked={chosen.includes(l.code)}
            />
            <label htmlFor={`languages-${l.code}`} lang={l.code}>
              {l.name}
            </label>
          </div>
        ))}
        {errors?.languages ? <p className="field-error">{errors.languages}</p> : null}
      </fieldset>
      <SelectField
        id={fieldAnchor("time_zone")}
        label={t("site.studio.settings.timeZone")}
        name="time_zone"
        options={loaderData.zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
        defaultValue={v("time_zone", s.time_zone)}
        error={errors?.time_zone}
        hint={t("site.studio.settings.timeZoneHint")}
      />
    </SettingsPageForm>
  );
}
