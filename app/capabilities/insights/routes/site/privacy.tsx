/**
 * /privacy: the owner's privacy notice (Settings), then what the site's
 * capabilities keep about visitors, generated from what they really do
 * (core/privacy.server.ts; Insights' paragraph, issue 16).
 */
import type { Route } from "./+types/privacy";
import { getSettings } from "~/core/settings/settings.server.ts";
import { privacyParts } from "~/core/privacy.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";

export async function loader() {
  const [s, parts] = await Promise.all([getSettings(), privacyParts()]);
  return {
    name: s.name,
    notice: s.privacy_notice
      .trim()
      .split(/\n{2,}/)
      .filter(Boolean),
    parts,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = i18nFrom(matches);
  return seo(matches, {
    title: t("insights.privacy.title"),
    description: t("insights.privacy.description"),
    path: "/privacy",
  });
};

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="container privacy">
      <h1>{t("insights.privacy.title")}</h1>
      <div className="prose">
        {d.notice.length ? (
          d.notice.map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <p className="muted">{t("insights.privacy.noNotice")}</p>
        )}
        {d.parts.map((part) => (
          <section key={part.heading} aria-labelledby={`privacy-${part.heading.replace(/\W+/g, "-").toLowerCase()}`}>
            <h2 id={`privacy-${part.heading.replace(/\W+/g, "-").toLowerCase()}`}>{part.heading}</h2>
            {part.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        ))}
      </div>
    </main>
  );
}
