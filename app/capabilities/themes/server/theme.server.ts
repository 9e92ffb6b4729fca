/**
 * The theme settings service (issue 10): which theme, which scheme, the
 * accent, the hero's focal point, the home sections, the logo. Routes call
 * these; each change is audited here. A preview (core/preview) of another
 * theme changes what `themeSettings()` answers for that one browser only.
 */
import type { RouterContextProvider } from "react-router";
import { audit } from "~/core/audit/audit.server.ts";
import { AppError } from "~/core/errors.ts";
import { getSettings, updateSettings } from "~/core/settings/settings.server.ts";
import { previewDraft, startPreview } from "~/core/preview/preview.server.ts";
import { findTheme, pageTheme, themes, type PageTheme } from "~/core/themes/registry.server.ts";
import { SCHEME_CHOICES, type SchemeChoice } from "~/core/themes/types.ts";
import { arrangeSections, homeSectionsOffered, type SectionChoice } from "~/core/composition.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import { patchThemeRow, readLogo, readThemeRow } from "./data/theme-settings.server.ts";
import { parseSections } from "../lib/sections.ts";
import { cleanLogo } from "./logo.server.ts";

type Actor = { id: string; email: string };

/** What a theme preview carries (core/preview kind "theme"). */
export interface ThemeDraft {
  theme: string;
  scheme: SchemeChoice;
}

const isScheme = (s: string): s is SchemeChoice => (SCHEME_CHOICES as readonly string[]).includes(s);

export async function themeSettings() {
  const row = await readThemeRow();
  const draft = previewDraft<ThemeDraft>("theme");
  return {
    theme: findTheme(draft?.theme ?? row.theme)?.manifest.name ?? row.theme,
    scheme: (draft ? draft.scheme : isScheme(row.scheme) ? row.scheme : "theme") as SchemeChoice,
    accentMode: row.accent_mode === "custom" ? ("custom" as const) : ("theme" as const),
    focal: { x: row.focal_x, y: row.focal_y },
    sections: parseSections(row.home_sections),
    logo:
      row.logo_type && row.logo_hash
        ? {
            src: `/logo.${row.logo_type === "image/svg+xml" ? "svg" : "webp"}?v=${row.logo_hash}`,
            width: row.logo_width ?? 240,
            height: row.logo_height ?? 80,
          }
        : null,
    previewing: !!draft,
  };
}

/** The look of a public page: theme, scheme and accent (null = the theme's own). */
export async function activePageTheme(): Promise<PageTheme | null> {
  const [t, s] = await Promise.all([themeSettings(), getSettings()]);
  return pageTheme(t.theme, t.scheme, t.accentMode === "custom" ? s.accent_color : null);
}

/** The public bits of the settings the shell and the home page need. */
export async function publicThemeBits() {
  const t = await themeSettings();
  return { logo: t.logo, focal: t.focal, sections: t.sections };
}

/** The home sections in the owner's order with their visibility (for the studio), named in `tr`'s language when their manifest gives a key. */
export async function homeSectionChoices(
  tr: Pick<Translator, "t">,
): Promise<{ id: string; label: string; visible: boolean }[]> {
  const t = await themeSettings();
  return arrangeSections(homeSectionsOffered(), t.sections).map(({ id, label, labelKey, visible }) => ({
    id,
    label: labelKey ? tr.t(labelKey) : label,
    visible,
  }));
}

function checkTheme(name: string) {
  if (!themes().some((t) => t.name === name))
    throw new AppError("invalid", { field: "theme", message: "Choose one of the themes shown." });
}

export async function applyTheme(actor: Actor, input: ThemeDraft): Promise<void> {
  checkTheme(input.theme);
  if (!isScheme(input.scheme))
    throw new AppError("invalid", {
      field: "scheme",
      message: "Choose light, dark, the theme's own or the visitor's.",
    });
  await patchThemeRow({ theme: input.theme, scheme: input.scheme });
  await audit(actor, "theme.apply", "theme", input.theme, { scheme: input.scheme });
}

/** Opens the whole public site in `input` for this browser only (core/preview), with the bar to apply or leave. */
export async function previewTheme(
  request: Request,
  context: Readonly<RouterContextProvider>,
  actor: Actor,
  input: ThemeDraft,
): Promise<Response> {
  checkTheme(input.theme);
  if (!isScheme(input.scheme))
    throw new AppError("invalid", {
      field: "scheme",
      message: "Choose light, dark, the theme's own or the visitor's.",
    });
  const label = findTheme(input.theme)!.manifest.label;
  return startPreview(request, context, actor, {
    kind: "theme",
    data: input,
    path: "/",
    back: `/admin/theme?apply=${input.theme}&scheme=${input.scheme}#apply`,
    label: { key: "themes.studio.preview.label", values: { title: label } },
  });
}

export async function saveAccent(actor: Actor, mode: "theme" | "custom", color: string): Promise<void> {
  if (mode === "custom" && !/^#[0-9a-f]{6}$/i.test(color))
    throw new AppError("invalid", { field: "accent", message: "Enter a colour as #rrggbb." });
  if (mode === "custom") await updateSettings({ accent_color: color.toLowerCase() });
  await patchThemeRow({ accent_mode: mode });
  await audit(actor, "theme.accent", "theme", "accent", {
    mode,
    color: mode === "custom" ? color.toLowerCase() : null,
  });
}

export async function saveFocalPoint(actor: Actor, x: number, y: number): Promise<void> {
  if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || x > 100 || y < 0 || y > 100) {
    throw new AppError("invalid", {
      field: "focal",
      message: "Click on the picture to choose the point to keep in view.",
    });
  }
  await patchThemeRow({ focal_x: Math.round(x * 10) / 10, focal_y: Math.round(y * 10) / 10 });
  await audit(actor, "theme.focal", "theme", "hero", { x, y });
}

export async function saveHomeSections(
  actor: Actor,
  order: readonly string[],
  visible: ReadonlySet<string>,
): Promise<void> {
  const offered = new Set(homeSectionsOffered().map((s) => s.id));
  const choice: SectionChoice[] = [];
  for (const id of order)
    if (offered.has(id) && !choice.some((c) => c.id === id)) choice.push({ id, visible: visible.has(id) });
  await patchThemeRow({ home_sections: JSON.stringify(choice) });
  await audit(actor, "theme.sections", "theme", "home", {
    order: choice.map((c) => `${c.id}${c.visible ? "" : " (hidden)"}`).join(", "),
  });
}

export async function saveLogo(actor: Actor, bytes: Buffer): Promise<void> {
  const logo = await cleanLogo(bytes);
  await patchThemeRow({
    logo_type: logo.type,
    logo_data: logo.data,
    logo_width: logo.width,
    logo_height: logo.height,
    logo_hash: logo.hash,
  });
  await audit(actor, "theme.logo", "theme", "logo", { type: logo.type, bytes: logo.data.length });
}

export async function removeLogo(actor: Actor): Promise<void> {
  await patchThemeRow({ logo_type: null, logo_data: null, logo_width: null, logo_height: null, logo_hash: null });
  await audit(actor, "theme.logo_remove", "theme", "logo");
}

export { readLogo };
