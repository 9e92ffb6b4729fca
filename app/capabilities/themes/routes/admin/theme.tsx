/**
 * /admin/theme (owner and editor): pick a theme from its pictures and preview
 * it on the whole site before applying; light, dark or the visitor's choice;
 * the accent with its contrast correction shown; the logo; the hero's focal
 * point; the home sections' order (issue 10). Every form works without
 * JavaScript; a refused one answers 400 with the message at its field.
 */
import { useLocation } from "react-router";
import type { Route } from "./+types/theme";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { themes } from "~/core/themes/registry.server.ts";
import type { SchemeChoice } from "~/core/themes/types.ts";
import { heroImage } from "~/capabilities/media/index.server.ts";
import {
  applyTheme,
  homeSectionChoices,
  previewTheme,
  removeLogo,
  saveAccent,
  saveFocalPoint,
  saveHomeSections,
  saveLogo,
  themeSettings,
} from "../../server/theme.server.ts";
import { ThemePicker } from "../../components/ThemePicker.tsx";
import { AccentForm, FocalForm, LogoForm, SectionsForm } from "../../components/ThemeForms.tsx";
import themeStudioCss from "../../studio.css?url";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { themeWords } from "../../lib/theme-text.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { studioMeta } from "~/core/shells/studio-meta.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const tr = await studioI18nFor(user);
  const [t, s, sections] = await Promise.all([themeSettings(), getSettings(), homeSectionChoices(tr)]);
  const url = new URL(request.url);
  return {
    current: t,
    // After "Apply" in the preview bar: the theme to apply, pre-selected.
    proposed: url.searchParams.get("apply"),
    proposedScheme: url.searchParams.get("scheme"),
    themes: themes().map(({ name, label, description, audience, preview, scheme, palettes }) =>
      themeWords({ name, label, description, audience, preview, scheme, palettes }, tr),
    ),
    accent: s.accent_color,
    hero: await heroImage(s),
    // A hero is chosen but visitors don't see it (no alt text yet): the focal section says so, not "no hero".
    heroHidden: s.hero_upload_id !== null && (await heroImage(s)) === null,
    sections,
  };
}

const str = (form: FormData, k: string) => String(form.get(k) ?? "");

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const intent = str(form, "intent");
  const input = Object.fromEntries(
    [...form.entries()].filter(([k, v]) => k !== "csrf" && typeof v === "string"),
  ) as Record<string, string>;
  const actor = { id: user.id, email: user.email };
  const { t } = await studioI18nFor(user);
  try {
    switch (intent) {
      case "preview":
      case "apply": {
        const draft = { theme: str(form, "theme"), scheme: (str(form, "scheme") || "theme") as SchemeChoice };
        if (intent === "preview") return await previewTheme(request, context, actor, draft);
        await applyTheme(actor, draft);
        return redirectWithToast(
          "/admin/theme",
          { type: "success", message: t("themes.studio.toast.applied") },
          context,
        );
      }
      case "accent": {
        await saveAccent(actor, str(form, "accent_mode") === "custom" ? "custom" : "theme", str(form, "accent"));
        return redirectWithToast(
          "/admin/theme#accent",
          { type: "success", message: t("themes.studio.toast.accent") },
          context,
        );
      }
      case "focal": {
        await saveFocalPoint(actor, Number(str(form, "focal_x")), Number(str(form, "focal_y")));
        return redirectWithToast(
          "/admin/theme#focal",
          { type: "success", message: t("themes.studio.toast.focal") },
          context,
        );
      }
      case "sections": {
        const order = form.getAll("order[]").map(String);
        const move = /^(up|down):(\d+)$/.exec(str(form, "move"));
        if (move) {
          const i = Number(move[2]);
          const j = move[1] === "up" ? i - 1 : i + 1;
          if (order[i] !== undefined && order[j] !== undefined) [order[i], order[j]] = [order[j]!, order[i]!];
        }
        await saveHomeSections(actor, order, new Set(form.getAll("visible[]").map(String)));
        return redirectWithToast(
          "/admin/theme#sections",
          { type: "success", message: t("themes.studio.toast.sections") },
          context,
        );
      }
      case "logo": {
        const file = form.get("logo");
        if (!(file instanceof File) || file.size === 0)
          return formFailure({ errors: { logo: t("themes.studio.logo.choose") }, input, section: "logo" });
        await saveLogo(actor, Buffer.from(await file.arrayBuffer()));
        return redirectWithToast(
          "/admin/theme#logo",
          { type: "success", message: t("themes.studio.toast.logo") },
          context,
        );
      }
      case "logo-remove": {
        await removeLogo(actor);
        return redirectWithToast(
          "/admin/theme#logo",
          { type: "success", message: t("themes.studio.toast.logoRemoved") },
          context,
        );
      }
      default:
        return redirectWithToast("/admin/theme", { type: "error", message: t("themes.studio.toast.unknown") }, context);
    }
  } catch (e) {
    const section = intent === "preview" || intent === "apply" ? "theme" : intent === "logo-remove" ? "logo" : intent;
    return formFailureFrom(e, input, { section });
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("themes.studio.page.title"));

export default function ThemePage({ loaderData: d, actionData }: Route.ComponentProps) {
  const key = useLocation().key;
  const failed = actionData && "section" in actionData ? actionData.section : undefined;
  const errors = (section: string) => (failed === section ? actionData?.errors : undefined);
  const input = (section: string) => (failed === section ? actionData?.input : undefined);
  const { t } = useStudioI18n();
  return (
    <div className="theme-studio">
      <h1>{t("themes.studio.page.title")}</h1>
      <p className="muted">{t("themes.studio.page.intro")}</p>
      <ThemePicker
        key={`t-${key}`}
        themes={d.themes}
        current={d.current.theme}
        scheme={d.current.scheme}
        proposed={d.proposed}
        proposedScheme={d.proposedScheme}
        errors={errors("theme")}
      />
      <AccentForm
        key={`a-${key}`}
        accent={d.accent}
        mode={d.current.accentMode}
        theme={d.themes.find((x) => x.name === d.current.theme) ?? d.themes[0]!}
        errors={errors("accent")}
        input={input("accent")}
      />
      <LogoForm logo={d.current.logo} errors={errors("logo")} />
      <FocalForm
        key={`f-${key}`}
        hero={d.hero}
        hidden={d.heroHidden}
        focal={d.current.focal}
        errors={errors("focal")}
      />
      <SectionsForm key={`s-${key}`} sections={d.sections} />
    </div>
  );
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: themeStudioCss }];
