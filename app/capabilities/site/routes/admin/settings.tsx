/**
 * Settings: the overview (ADR 2740). Every settings area as a card with one line of its current state — the
 * site's own sub-pages, then the other capabilities' (E-mail, Payments, Publishing…) — and a search that leads
 * straight to a sub-page and field. The other capabilities' overview parts keep their buttons here
 * (e.g. "Send test e-mail"), so this page's action runs their intents.
 */
import type { Route } from "./+types/settings";
import { Link, useRouteLoaderData } from "react-router";
import { ChevronRight } from "lucide-react";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { LOCALES } from "~/core/i18n/locales.ts";
import { parseLanguages } from "~/core/i18n/prefix.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { loadSettingsSections, settingsSections } from "~/core/composition.server.ts";
import { SETTINGS_PARTS } from "~/capabilities/ui.settings.tsx";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import type { StudioNavigation } from "~/core/shells/studio-nav.ts";
import { SETTINGS_PAGES, type SettingsPageInfo } from "../../lib/settings-pages.ts";
import { SettingsSearch, type SearchArea } from "../../components/admin/SettingsSearch.tsx";
import { PLATFORM_LABELS } from "../../lib/platform-labels.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("site.studio.settings.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "owner");
  const s = await getSettings();
  const languages = [s.language, ...parseLanguages(s.languages, s.language).filter((c) => c !== s.language)];
  return {
    q: new URL(request.url).searchParams.get("q") ?? "",
    // What each sub-page's card says of its current state (words in the component, in the studio language).
    state: {
      name: s.name,
      languages: languages.map((c) => LOCALES.find((l) => l.code === c)?.name ?? c),
      timeZone: s.time_zone,
      picture: s.hero_upload_id !== null,
      aboutWords: s.about.trim() ? s.about.trim().split(/\s+/).length : 0,
      contactEmail: s.contact_email,
      pinned: s.latitude !== null && s.longitude !== null,
      social: s.social_links.map((l) => l.platform),
    },
    settings: s,
    parts: (await loadSettingsSections()).filter((p) => p.placement === "top"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "owner");
  const tr = await studioI18nFor(user);
  const intent = String(form.get("intent") ?? "");
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
  // The fields have their own sub-pages now: a post of them here (an older page, a script) saves nothing and says so.
  return redirectWithToast(
    "/admin/settings",
    { type: "error", message: tr.t("site.studio.settings.unknownAction") },
    context,
  );
}

function Card({ to, title, state }: { to: string; title: string; state: string }) {
  return (
    <li className="settings-card">
      <Link to={to} className="settings-card__link">
        <span className="settings-card__title">{title}</span>
        <span className="settings-card__state">{state}</span>
        <ChevronRight className="icon settings-card__go" aria-hidden="true" />
      </Link>
    </li>
  );
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const { state: st, parts } = loaderData;
  // The studio navigation's entries under Settings: other capabilities' areas (E-mail, Payments, Publishing…).
  const nav = useRouteLoaderData<{ nav: StudioNavigation }>("studio")?.nav;
  const own = new Set(SETTINGS_PAGES.map((p) => p.path));
  const others = (nav?.groups.flatMap((g) => g.entries).find((e) => e.to === "/admin/settings")?.children ?? []).filter(
    (c) => !own.has(c.to),
  );
  const stateOf = (p: SettingsPageInfo): string => {
    switch (p.id) {
      case "general":
        return [st.name, st.languages.join(", "), st.timeZone.replace(/_/g, " ")].join(" · ");
      case "home":
        return [
          t(st.picture ? "site.studio.settings.state.picture" : "site.studio.settings.state.noPicture"),
          t("site.studio.settings.state.about", { count: st.aboutWords }),
        ].join(" · ");
      case "contact":
        return [
          st.contactEmail || t("site.studio.settings.state.noEmail"),
          t(st.pinned ? "site.studio.settings.state.pinned" : "site.studio.settings.state.noPin"),
        ].join(" · ");
      case "social":
        return st.social.length
          ? st.social.map((x) => PLATFORM_LABELS[x]).join(", ")
          : t("site.studio.settings.state.noSocial");
    }
  };
  const areas: SearchArea[] = [
    ...SETTINGS_PAGES.map((p) => ({
      title: t(p.titleKey),
      // The platforms' names find the social links page ("insta").
      description: [t(p.descriptionKey), ...(p.id === "social" ? Object.values(PLATFORM_LABELS) : [])].join(" "),
      path: p.path,
      fields: p.fields.map((f) => ({ label: t(f.labelKey), anchor: f.anchor })),
    })),
    ...others.map((c) => ({ title: c.label, description: "", path: c.to, fields: [] })),
  ];
  const part = (p: (typeof parts)[number]) => {
    const Part = SETTINGS_PARTS[p.id];
    return Part ? <Part key={p.id} data={p.data} settings={loaderData.settings} /> : null;
  };
  const placed = new Set(others.map((c) => c.to));
  return (
    <>
      <h1>{t("site.studio.settings.heading")}</h1>
      <SettingsSearch areas={areas} initial={loaderData.q}>
        <ul className="settings-cards">
          {SETTINGS_PAGES.map((p) => (
            <Card key={p.id} to={p.path} title={t(p.titleKey)} state={stateOf(p)} />
          ))}
          {others.map((c) => {
            const own = parts.find((p) => p.href === c.to);
            return own ? (
              <li key={c.to} className="settings-card settings-card--part">
                {part(own)}
              </li>
            ) : (
              <Card key={c.to} to={c.to} title={c.label} state={t("site.studio.settings.state.open")} />
            );
          })}
          {parts
            .filter((p) => !p.href || !placed.has(p.href))
            .map((p) => (
              <li key={p.id} className="settings-card settings-card--part">
                {part(p)}
              </li>
            ))}
        </ul>
      </SettingsSearch>
    </>
  );
}
