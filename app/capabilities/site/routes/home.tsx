import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getSettings } from "~/core/settings/settings.server.ts";
import { loadHomeSections } from "~/core/composition.server.ts";
import { sentences, seo, siteFrom } from "~/core/seo/meta.ts";
import { HeroImage } from "~/capabilities/media/index.ts";
import { heroImage } from "~/capabilities/media/index.server.ts";
import { HOME_SECTIONS } from "~/capabilities/ui.home.tsx";
import { actJsonLd } from "../server/act.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const s = await getSettings();
  const [hero, sections, jsonLd] = await Promise.all([heroImage(s), loadHomeSections(request), actJsonLd(request)]);
  return { name: s.name, tagline: s.tagline, hero, sections, jsonLd };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFrom(matches);
  // The tagline alone is often too short for a search result's snippet: say what the site offers too.
  return [
    ...seo(matches, { path: "/", description: sentences(site.tagline, `Upcoming dates, music, videos and photos of ${site.name}, and how to get in touch`) }),
    ...(loaderData?.jsonLd ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
};

/** The hero, then each capability's home section in order (manifests' `home`, components in app/capabilities/ui.home.tsx). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <main id="main">
      {/* Not a named region: the footer's region already carries the site's name (axe landmark-unique). */}
      <section className="hero">
        <div className="container hero-inner">
          <div>
            <h1 id="hero-title">{d.name}</h1>
            {d.tagline ? <p className="tagline">{d.tagline}</p> : null}
            <p className="row">
              <Link className="button" to="/events">
                See upcoming dates
              </Link>
              <Link className="button secondary" to="/contact">
                Book us
              </Link>
            </p>
          </div>
          <HeroImage image={d.hero} />
        </div>
      </section>
      <div className="container">
        {d.sections.map((s) => {
          const Section = HOME_SECTIONS[s.id];
          return Section ? <Section key={s.id} data={s.data} /> : null;
        })}
      </div>
    </main>
  );
}
