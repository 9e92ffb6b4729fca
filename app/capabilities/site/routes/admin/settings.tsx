import type { Route } from "./+types/settings";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { data } from "react-router";
import { SelectField, TextArea, TextField } from "~/core/ui/Field.tsx";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { MarkdownEditor } from "~/core/ui/markdown/MarkdownEditor.tsx";
import { SocialLinksEditor } from "../../components/admin/SocialLinksEditor.tsx";
import { ACT_TYPES, settingsSchema, type SocialLink } from "~/capabilities/site/schemas.ts";
import { formToObject, parseSubmission, type FormFailure } from "~/core/validation/forms.ts";
import { startPreview } from "~/core/preview/preview.server.ts";
import { zoneChoices } from "~/core/dates/zones.ts";
import { LOCALES } from "~/core/i18n/locales.ts";
import { parseLanguages } from "~/core/i18n/prefix.ts";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { saveSettings } from "~/capabilities/site/server/settings.server.ts";
import { pickedAltErrors } from "~/capabilities/media/index.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { loadSettingsSections, settingsSections } from "~/core/composition.server.ts";
import { SETTINGS_PARTS } from "~/capabilities/ui.settings.tsx";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("site.studio.settings.title"));

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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const s = await getSettings();
  // The site's own zone is always offered, under today's name, however this Node lists zones (docs/events.md).
  const others = parseLanguages(s.languages, s.language).map((code) => ({
    code,
    name: LOCALES.find((l) => l.code === code)!.name,
  }));
  return {
    settings: s,
    zones: zoneChoices(s.time_zone),
    parts: await loadSettingsSections(),
    others,
    translations: await translationsOf("site", "1"),
  };
}

/** Applies a "move up/down" on the social link rows (works without JavaScript). */
function moveRow(links: SocialLink[], move: string | null): SocialLink[] {
  const m = /^(up|down):(\d+)$/.exec(move ?? "");
  if (!m) return links;
  const i = Number(m[2]);
  const j = m[1] === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || i >= links.length || j >= links.length) return links;
  const next = [...links];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** The form without the pickers' alt text fields (`*_alt`), which their parts save with the picture. */
function withoutAltTexts(form: FormData): FormData {
  const copy = new FormData();
  for (const [k, v] of form) if (!k.endsWith("_alt")) copy.append(k, v);
  return copy;
}

/**
 * The other languages' checkboxes with the marker the form sends beside them (`languages_shown`): none
 * checked is then a choice (no other language), while a form without the group (an older one, a script)
 * leaves them as they are. A hidden field of the checkboxes' own name would do the same but gives the
 * form two kinds of control under one name.
 */
function withLanguageChoice(form: FormData): FormData {
  if (!form.has("languages_shown") || form.has("languages")) return form;
  const copy = new FormData();
  for (const [k, v] of form) copy.append(k, v);
  copy.append("languages", "");
  return copy;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const intent = String(form.get("intent") ?? "save");
  // Buttons of other capabilities' parts of this page (e.g. "Send test e-mail").
  for (const section of settingsSections()) {
    const handler = section.intents && Object.hasOwn(section.intents, intent) ? section.intents[intent] : undefined;
    if (!handler) continue;
    const o = await handler({ user, form, context });
    return redirectWithToast(
      `/admin/settings${o.hash ? `#${o.hash}` : ""}`,
      { type: o.ok ? "success" : "error", message: o.message },
      context,
    );
  }
  // Without JavaScript, "Add a link" posts the form: nothing is saved, the page comes back as typed with one more row.
  if (intent === "add-social-row") {
    const more: FormFailure = { errors: {}, input: formToObject(form), section: "add-social-row" };
    return data(more);
  }
  const previewing = intent === "preview" || intent === "preview-about";
  if (intent !== "save" && !previewing && !String(form.get("move") ?? "")) {
    return redirectWithToast(
      "/admin/settings",
      { type: "error", message: tr.t("site.studio.settings.unknownAction") },
      context,
    );
  }
  const sub = parseSubmission(settingsSchema(tr), withLanguageChoice(form), tr);
  // A hero picture without alt text would never show: said at its field, at save time (a preview may show it).
  const altErrors = previewing ? {} : await pickedAltErrors(form, "hero_upload_id", tr.t);
  if (!sub.ok || !sub.value || Object.keys(altErrors).length)
    return formFailure({ errors: { ...sub.errors, ...altErrors }, input: sub.input });
  // Fields of other capabilities' parts (e.g. the hero image) add their own changes.
  // A preview must not write anything: the parts read a copy without the alt text a picker would save.
  const read = previewing ? withoutAltTexts(form) : form;
  const patches = await Promise.all(settingsSections().map((p) => p.patch?.(read) ?? Promise.resolve({})));
  const value = {
    ...sub.value,
    social_links: moveRow(sub.value.social_links, form.get("move") as string | null),
    ...Object.assign({}, ...patches),
  };
  // "Preview": the home page with these values, for this person only, nothing saved (core/preview).
  if (previewing)
    return startPreview(request, context, user, {
      kind: "settings",
      data: value,
      path: intent === "preview-about" ? "/about" : "/",
      back: "/admin/settings",
      label: { key: "site.studio.settings.title" },
    });
  await saveSettings({ id: user.id, email: user.email }, value);
  // The About text in the site's other languages (issue 15, L2), as they are after this save.
  const saved = await getSettings();
  await saveTranslations(
    "site",
    "1",
    translationsFromForm(form, "site", parseLanguages(saved.languages, saved.language)),
  );
  return redirectWithToast(
    "/admin/settings",
    { type: "success", message: tr.t("site.studio.settings.saved") },
    context,
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const s = loaderData.settings;
  const errors = actionData?.errors;
  const input = actionData?.input;
  const v = (key: string, fallback: string | number | null) => {
    const x = input?.[key];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? (fallback === null ? "" : String(fallback)));
  };
  const arr = (key: string) => {
    const x = input?.[key];
    return x === undefined ? undefined : Array.isArray(x) ? x : [x];
  };
  const platforms = arr("social_platform") ?? s.social_links.map((l) => l.platform);
  const urls = arr("social_url") ?? s.social_links.map((l) => l.url);
  const addedRow = actionData?.section === "add-social-row";
  /**
   * Other capabilities' parts of this page at one place (manifests' `settings`, components in
   * app/capabilities/ui.settings.tsx). A plain function, not a component: a component defined here
   * would be a new type on every render, and React would remount the parts (losing an upload in progress).
   */
  const parts = (at: string) =>
    loaderData.parts
      .filter((p) => p.placement === at)
      .map((p) => {
        const Part = SETTINGS_PARTS[p.id];
        return Part ? <Part key={p.id} data={p.data} settings={s} errors={errors} input={input} /> : null;
      });

  return (
    <>
      <h1>{t("site.studio.settings.heading")}</h1>
      {parts("top")}
      {/* Keyed by the saved version: after a save (or a move) the fields show what was stored, not what was typed. */}
      <AdminForm key={s.updated_at} errors={errors} className="form" noValidate>
        <fieldset>
          <legend>{t("site.studio.settings.identity")}</legend>
          <TextField
            label={t("site.studio.settings.name")}
            name="name"
            required
            maxLength={100}
            defaultValue={v("name", s.name)}
            error={errors?.name}
          />
          <TextField
            label={t("site.studio.settings.tagline")}
            name="tagline"
            maxLength={200}
            defaultValue={v("tagline", s.tagline)}
            error={errors?.tagline}
          />
          <SelectField
            label={t("site.studio.settings.actType")}
            name="act_type"
            options={ACT_TYPES.map((a) => ({ value: a, label: t(ACT_LABELS[a]) }))}
            defaultValue={v("act_type", s.act_type)}
            error={errors?.act_type}
            hint={t("site.studio.settings.actTypeHint")}
          />
          <SelectField
            label={t("site.studio.settings.language")}
            name="language"
            options={LOCALES.map((l) => ({ value: l.code, label: l.name }))}
            defaultValue={v("language", s.language)}
            error={errors?.language}
            hint={t("site.studio.settings.languageHint")}
          />
          <fieldset className="choices">
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
                  defaultChecked={
                    arr("languages")
                      ? arr("languages")!.includes(l.code)
                      : parseLanguages(s.languages, s.language).includes(l.code)
                  }
                />
                <label htmlFor={`languages-${l.code}`} lang={l.code}>
                  {l.name}
                </label>
              </div>
            ))}
            {errors?.languages ? <p className="field-error">{errors.languages}</p> : null}
          </fieldset>
          {parts("identity")}
        </fieldset>
        <fieldset>
          <legend>{t("site.studio.settings.about")}</legend>
          <MarkdownEditor
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
        </fieldset>
        <fieldset>
          <legend>{t("site.studio.settings.contact")}</legend>
          <TextField
            label={t("site.studio.settings.contactEmail")}
            name="contact_email"
            type="email"
            defaultValue={v("contact_email", s.contact_email)}
            error={errors?.contact_email}
            hint={t("site.studio.settings.contactEmailHint")}
          />
          <TextField
            label={t("site.studio.settings.phone")}
            name="phone"
            type="tel"
            maxLength={30}
            defaultValue={v("phone", s.phone)}
            error={errors?.phone}
          />
          <TextArea
            label={t("site.studio.settings.address")}
            name="address"
            rows={2}
            maxLength={500}
            defaultValue={v("address", s.address)}
            error={errors?.address}
          />
          <TextArea
            label={t("site.studio.settings.openingHours")}
            name="opening_hours"
            rows={2}
            maxLength={1000}
            defaultValue={v("opening_hours", s.opening_hours)}
            error={errors?.opening_hours}
          />
          <TextArea
            label={t("site.studio.settings.privacy")}
            name="privacy_notice"
            rows={3}
            maxLength={5000}
            defaultValue={v("privacy_notice", s.privacy_notice)}
            error={errors?.privacy_notice}
            hint={t("site.studio.settings.privacyHint")}
          />
        </fieldset>
        <fieldset>
          <legend>{t("site.studio.settings.location")}</legend>
          <div className="row">
            <TextField
              label={t("site.studio.settings.latitude")}
              name="latitude"
              inputMode="decimal"
              defaultValue={v("latitude", s.latitude)}
              error={errors?.latitude}
            />
            <TextField
              label={t("site.studio.settings.longitude")}
              name="longitude"
              inputMode="decimal"
              defaultValue={v("longitude", s.longitude)}
              error={errors?.longitude}
            />
          </div>
          {parts("location")}
          <SelectField
            label={t("site.studio.settings.timeZone")}
            name="time_zone"
            options={loaderData.zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
            defaultValue={v("time_zone", s.time_zone)}
            error={errors?.time_zone}
          />
        </fieldset>
        <fieldset>
          <legend>{t("site.studio.settings.social")}</legend>
          {/* Keyed by the rows the page was rendered from: "Add a link" without JavaScript comes back with one more. */}
          <SocialLinksEditor
            key={`${platforms.length}:${addedRow}`}
            platforms={platforms}
            urls={urls}
            errors={errors}
            extraRow={addedRow}
          />
        </fieldset>
        <SaveBar note={t("site.studio.settings.saveNote")}>
          <SubmitButton name="intent" value="save">
            {t("site.studio.settings.save")}
          </SubmitButton>
          <PreviewButton />
        </SaveBar>
      </AdminForm>
    </>
  );
}
