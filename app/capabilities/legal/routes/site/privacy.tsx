/**
 * /privacy — the site's privacy notice (issue 25 §6), in the page's language:
 * the owner's short note from Settings, then the notice the owner published,
 * or until then the one generated from the features that are on
 * (server/privacy.server.ts). The notice is Markdown without HTML
 * (core/markdown.server.ts); each "## " heading makes a titled region.
 */
import type { Route } from "./+types/privacy";
import { getSettings } from "~/core/settings/settings.server.ts";
import { renderMarkdown } from "~/core/markdown.server.ts";
import { siteLocale } from "~/core/i18n/site-language.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { noticeSections, publicPrivacyText } from "~/capabilities/legal/server/privacy.server.ts";

export async function loader() {
  const [s, text] = await Promise.all([getSettings(), siteLocale().then(publicPrivacyText)]);
  return {
    note: s.privacy_notice
      .trim()
      .split(/\n{2,}/)
      .filter(Boolean),
    sections: noticeSections(text).map((sec) => ({ heading: sec.heading, html: renderMarkdown(sec.body) })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = i18nFrom(matches);
  return seo(matches, {
    title: t("legal.privacy.title"),
    description: t("legal.privacy.description"),
    path: "/privacy",
  });
};

const slug = (s: string, i: number) => `privacy-${i}-${s.replace(/\W+/g, "-").toLowerCase()}`;

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main id="main" className="container privacy">
      <h1>{t("legal.privacy.title")}</h1>
      <div className="prose">
        {d.note.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {d.sections.length === 0 ? <p>{t("legal.privacy.nothing")}</p> : null}
        {d.sections.map((sec, i) =>
          sec.heading === null ? (
            // Markdown rendered without raw HTML: the owner's text cannot carry markup of its own.
            <div key={i} dangerouslySetInnerHTML={{ __html: sec.html }} />
          ) : (
            <section key={i} aria-labelledby={slug(sec.heading, i)}>
              <h2 id={slug(sec.heading, i)}>{sec.heading}</h2>
              <div dangerouslySetInnerHTML={{ __html: sec.html }} />
            </section>
          ),
        )}
      </div>
    </main>
  );
}
