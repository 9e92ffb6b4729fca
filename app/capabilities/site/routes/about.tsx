import type { Route } from "./+types/about";
import { getSettings } from "~/core/settings/settings.server.ts";
import { markdownToText, renderMarkdown } from "~/core/markdown.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { cardImage, Picture } from "~/capabilities/media/index.ts";
import { heroImage } from "~/capabilities/media/index.server.ts";
import { publicThemeBits } from "~/capabilities/themes/index.server.ts";
import { translatedOne } from "~/core/i18n/content.server.ts";
import aboutCss from "~/capabilities/site/about.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";

/** The about page's own styles, inlined here only (app/core/ui/css-parts.ts). */
export const handle: CssPartsHandle = { css: [aboutCss] };

export async function loader() {
  const [stored, theme] = await Promise.all([getSettings(), publicThemeBits()]);
  // On a page of another language of the site, its translation of the About text (issue 15, L2).
  const s = await translatedOne("site", stored, "1");
  const image = await heroImage(s);
  return {
    name: s.name,
    tagline: s.tagline,
    html: renderMarkdown(s.about),
    description: markdownToText(s.about, 160),
    image: image ? cardImage(image) : null,
    focal: theme.focal,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: i18nFrom(matches).t("site.about.title"),
    description: loaderData?.description,
    path: "/about",
    type: "profile",
  });

/** The story beside the act's picture (the hero photo, cropped around its focal point), or beside the name set large. */
export default function About({ loaderData: d }: Route.ComponentProps) {
  useCssParts(handle);
  const { t } = useI18n();
  return (
    <main id="main" className="container about">
      {d.image ? (
        <figure className="about__figure">
          <Picture
            image={d.image}
            sizes="(min-width: 56rem) 40vw, 100vw"
            objectPosition={`${d.focal.x}% ${d.focal.y}%`}
            eager
          />
        </figure>
      ) : (
        <div className="about__figure about__figure--type" aria-hidden="true">
          <span>{d.name}</span>
        </div>
      )}
      <div className="about__text">
        <h1>{t("site.about.heading", { name: d.name })}</h1>
        {d.html ? (
          // Rendered on the server by markdown-it with raw HTML disabled and links filtered (SPEC §5).
          <div className="prose" dangerouslySetInnerHTML={{ __html: d.html }} />
        ) : (
          <p className="muted">{d.tagline || t("site.about.empty")}</p>
        )}
      </div>
    </main>
  );
}
