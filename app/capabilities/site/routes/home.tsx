import { Link } from "react-router";
import { Mail } from "lucide-react";
import type { Route } from "./+types/home";
import { getSettings } from "~/core/settings/settings.server.ts";
import { socialLinkViews } from "~/capabilities/site/server/social-icons.server.ts";
import { loadHomeEvents } from "~/capabilities/events/server/home.server.ts";
import { loadHomeMedia } from "~/capabilities/media/server/home.server.ts";
import { HomeEvents } from "~/capabilities/events/components/site/HomeEvents.tsx";
import { HeroImage, HomeMedia } from "~/capabilities/media/components/site/HomeMedia.tsx";
import { SocialLinks } from "~/capabilities/site/components/SocialIcon.tsx";
import { sentences, seo, siteFrom } from "~/core/seo/meta.ts";
import { actJsonLd } from "~/capabilities/site/server/act.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [s, events, media, jsonLd] = await Promise.all([getSettings(), loadHomeEvents(request), loadHomeMedia(request), actJsonLd(request)]);
  return {
    name: s.name,
    tagline: s.tagline,
    socialLinks: socialLinkViews(s.social_links),
    events,
    media,
    jsonLd,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFrom(matches);
  // The tagline alone is often too short for a search result's snippet: say what the site offers too.
  return [
    ...seo(matches, { path: "/", description: sentences(site.tagline, `Upcoming dates, music, videos and photos of ${site.name}, and how to get in touch`) }),
    ...(loaderData?.jsonLd ? [{ "script:ld+json": loaderData.jsonLd }] : []),
  ];
};

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
          <HeroImage data={d.media} />
        </div>
      </section>
      <div className="container">
        <HomeEvents data={d.events} />
        <HomeMedia data={d.media} />
        <section aria-labelledby="home-contact" className="card" style={{ marginTop: "2.5rem" }}>
          <h2 id="home-contact" style={{ marginTop: 0 }}>
            Get in touch
          </h2>
          <p>Bookings, press or a question? Send us a message — we answer every one.</p>
          <p className="row">
            <Link className="button" to="/contact">
              <Mail className="icon" aria-hidden="true" /> Contact us
            </Link>
          </p>
          <SocialLinks links={d.socialLinks} />
        </section>
      </div>
    </main>
  );
}
