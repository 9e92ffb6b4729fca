import type { CSSProperties } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { getSettings } from "~/core/settings/settings.server.ts";
import { loadHomeSections } from "~/core/composition.server.ts";
import { sentences, seo, siteFrom } from "~/core/seo/meta.ts";
import { i18nFrom } from "~/core/i18n/meta.ts";
import { useI18n } from "~/core/i18n/react.tsx";
import { cardImage, HeroImage } from "~/capabilities/media/index.ts";
import { heroImage, heroScrim } from "~/capabilities/media/index.server.ts";
import { publicThemeBits } from "~/capabilities/themes/index.server.ts";
import { HOME_CSS, HOME_SECTIONS } from "~/capabilities/ui.home.tsx";
import homeCss from "~/capabilities/site/home.css?url";
import { useCssParts, type CssPartsHandle } from "~/core/ui/css-parts.ts";
import { usePlainLinks } from "~/core/ui/plain-links.ts";
import type { loader as rootLoader } from "~/root";

/** The home sections' own styles (release, quotes, the mailing-list band…), inlined on this page only. */
export const handle: CssPartsHandle = { css: [homeCss, ...HOME_CSS] };
import { actJsonLd } from "../server/act.server.ts";
import { documentOnly } from "~/core/seo/document-only.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [s, theme] = await Promise.all([getSettings(), publicThemeBits()]);
  const [hero, sections, jsonLd] = await Promise.all([
    // No blurred placeholder: its data URI cost ~0.15 KB brotli (twice: markup and data) of the 14 KB; the
    // hero's dark ground and layer show while the picture, fetched first, arrives.
    heroImage(s).then((h) => (h ? { ...cardImage(h), placeholder: "" } : null)),
    loadHomeSections(request, theme.sections),
    actJsonLd(request),
  ]);
  // How dark the layer under the hero's text must be, from the picture's own pixels (issue 34, ADR 3401).
  const scrim = hero ? await heroScrim(hero) : null;
  // The act's JSON-LD is for the document only: not repeated in the hydration data (core/seo/document-only.ts).
  return documentOnly(
    { name: s.name, tagline: s.tagline, hero, scrim, focal: theme.focal, sections },
    "jsonLd",
    jsonLd,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFrom(matches);
  // The tagline alone is often too short for a search result's snippet: say what the site offers too.
  return [
    ...seo(matches, {
      path: "/",
      description: sentences(site.tagline, i18nFrom(matches).t("site.home.description", { name: site.name })),
    }),
    ...(loaderData?.jsonLd ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
};

/**
 * The hero — the act's photo with the name over it, or, with no photo, a
 * typographic one — then each capability's home section in the owner's order
 * (manifests' `home`, components in app/capabilities/ui.home.tsx). Each theme
 * lays the hero out its own way from the same markup.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useI18n();
  useCssParts(handle);
  // Sections rendered on the server have plain links: the router follows them (the player keeps playing).
  const onClick = usePlainLinks(useRouteLoaderData<typeof rootLoader>("root")?.site.base ?? "");
  return (
    <main id="main" className="home">
      {/* Not a named region: the footer's region already carries the site's name (axe landmark-unique). */}
      <section
        className={d.hero ? "hero hero--image" : "hero hero--type"}
        // A floor of 0.15 under the text: even a dark picture gets a little depth behind the words.
        style={
          d.scrim
            ? ({ "--scrim": Math.max(0.15, d.scrim.text), "--scrim-top": d.scrim.top } as CSSProperties)
            : undefined
        }
      >
        {d.hero ? <HeroImage image={d.hero} focal={d.focal} /> : null}
        <div className="container hero__body">
          <h1 className="hero__title">{d.name}</h1>
          {d.tagline ? <p className="hero__tagline">{d.tagline}</p> : null}
          <p className="hero__actions">
            <Link className="button" to="/events">
              {t("site.home.upcoming")}
            </Link>
            <Link className="button ghost" to="/contact">
              {t("site.home.book")}
            </Link>
          </p>
        </div>
      </section>
      <div className="home__sections" onClick={onClick}>
        {d.sections.map((s) => {
          const Section = HOME_SECTIONS[s.id];
          return Section ? <Section key={s.id} data={s.data} /> : null;
        })}
      </div>
    </main>
  );
}
