/**
 * A settings sub-page's loader and save (ADR 2740): each page's form carries only its own fields, parses them with
 * its own part of the schema, and adds only the patches of the other capabilities' parts shown on it — so a save
 * on one sub-page never blanks another's values.
 */
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { settingsSchema, type SettingsPageId, type SettingsValue, type SocialLink } from "../schemas.ts";
import { settingsPage } from "../lib/settings-pages.ts";
import { formToObject, parseSubmission, type FormFailure } from "~/core/validation/forms.ts";
import { startPreview } from "~/core/preview/preview.server.ts";
import { zoneChoices } from "~/core/dates/zones.ts";
import { LOCALES } from "~/core/i18n/locales.ts";
import { parseLanguages } from "~/core/i18n/prefix.ts";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { saveSettings } from "./settings.server.ts";
import { pickedAltErrors } from "~/capabilities/media/index.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { loadSettingsSections, settingsSections } from "~/core/composition.server.ts";
import type { SettingsSection } from "~/core/capability.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import type { Actor } from "~/core/audit/audit.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";

/** Where other capabilities' parts of the settings show: the overview ("top"), or inside a sub-page's form. */
const PLACEMENT: Partial<Record<SettingsPageId, SettingsSection["placement"]>> = { home: "home", contact: "location" };

export async function settingsPageLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: SettingsPageId,
) {
  await requireRole(request, context, "owner");
  const s = await getSettings();
  const place = PLACEMENT[page];
  return {
    settings: s,
    // The site's own zone is always offered, under today's name, however this Node lists zones (docs/events.md).
    zones: page === "general" ? zoneChoices(s.time_zone) : [],
    parts: place ? (await loadSettingsSections()).filter((p) => p.placement === place) : [],
    others:
      page === "home"
        ? parseLanguages(s.languages, s.language).map((code) => ({
            code,
            name: LOCALES.find((l) => l.code === code)!.name,
          }))
        : [],
    translations: page === "home" ? await translationsOf("site", "1") : {},
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
 * leaves them as they are.
 */
function withLanguageChoice(form: FormData): FormData {
  if (!form.has("languages_shown") || form.has("languages")) return form;
  const copy = new FormData();
  for (const [k, v] of form) copy.append(k, v);
  copy.append("languages", "");
  return copy;
}

export type PageOutcome =
  | { kind: "refused"; errors: Record<string, string>; input: FormFailure["input"] }
  | { kind: "preview"; value: SettingsValue }
  | { kind: "saved"; value: SettingsValue };

/**
 * Reads one sub-page's form and, unless it is a preview, stores its fields (with its parts' patches) and, on the
 * home page, the About text's translations. The HTTP answer is the action's.
 */
export async function submitSettingsPage(
  actor: Actor,
  tr: Translator,
  page: SettingsPageId,
  form: FormData,
  previewing: boolean,
): Promise<PageOutcome> {
  const sub = parseSubmission(settingsSchema(tr, page), page === "general" ? withLanguageChoice(form) : form, tr);
  // A hero picture without alt text would never show: said at its field, at save time (a preview may show it).
  const altErrors = page === "home" && !previewing ? await pickedAltErrors(form, "hero_upload_id", tr.t) : {};
  if (!sub.ok || !sub.value || Object.keys(altErrors).length)
    return { kind: "refused", errors: { ...sub.errors, ...altErrors }, input: sub.input };
  // Fields of other capabilities' parts on this page (e.g. the hero image) add their own changes; a preview
  // must not write anything, so the parts read a copy without the alt text a picker would save.
  const read = previewing ? withoutAltTexts(form) : form;
  const place = PLACEMENT[page];
  const parts = place ? settingsSections().filter((p) => p.placement === place) : [];
  const patches = await Promise.all(parts.map((p) => p.patch?.(read) ?? Promise.resolve({})));
  const value: SettingsValue = {
    ...sub.value,
    ...(sub.value.social_links
      ? { social_links: moveRow(sub.value.social_links, form.get("move") as string | null) }
      : {}),
    ...Object.assign({}, ...patches),
  };
  if (previewing) return { kind: "preview", value };
  await saveSettings(actor, value);
  if (page === "home") {
    // The About text in the site's other languages (issue 15, L2).
    const saved = await getSettings();
    await saveTranslations(
      "site",
      "1",
      translationsFromForm(form, "site", parseLanguages(saved.languages, saved.language)),
    );
  }
  return { kind: "saved", value };
}

export async function settingsPageAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: SettingsPageId,
) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const path = settingsPage(page).path;
  const intent = String(form.get("intent") ?? "save");
  // Without JavaScript, "Add a link" posts the form: nothing is saved, the page comes back as typed with one more row.
  if (intent === "add-social-row") {
    const more: FormFailure = { errors: {}, input: formToObject(form), section: "add-social-row" };
    return data(more);
  }
  const previewing = intent === "preview" || intent === "preview-about";
  if (intent !== "save" && !previewing && !String(form.get("move") ?? "")) {
    return redirectWithToast(path, { type: "error", message: tr.t("site.studio.settings.unknownAction") }, context);
  }
  const out = await submitSettingsPage({ id: user.id, email: user.email }, tr, page, form, previewing);
  if (out.kind === "refused") return formFailure({ errors: out.errors, input: out.input });
  // "Preview": the home (or About) page with these values, for this person only, nothing saved (core/preview).
  if (out.kind === "preview")
    return startPreview(request, context, user, {
      kind: "settings",
      data: out.value,
      path: intent === "preview-about" ? "/about" : "/",
      back: path,
      label: { key: "site.studio.settings.title" },
    });
  return redirectWithToast(path, { type: "success", message: tr.t("site.studio.settings.saved") }, context);
}
