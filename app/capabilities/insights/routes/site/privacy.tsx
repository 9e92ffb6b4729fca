/**
 * /privacy: the owner's privacy notice (Settings), then what the site's
 * capabilities keep about visitors, generated from what they really do
 * (core/privacy.server.ts; Insights' paragraph, issue 16).
 */
import type { Route } from "./+types/privacy";
import { getSettings } from "~/core/settings/settings.server.ts";
import { privacyParts } from "~/core/privacy.server.ts";
import { seo } from "~/core/seo/meta.ts";
import { NO_NOTICE, PRIVACY_PAGE_TITLE } from "~/capabilities/insights/lib/messages.ts";

export async function loader() {
  const [s, parts] = await Promise.all([getSettings(), privacyParts()]);
  return { name: s.name, notice: s.privacy_notice.trim().split(/\n{2,}/).filter(Boolean), parts };
}

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, { title: PRIVACY_PAGE_TITLE, description: "What this site keeps about its visitors, and for how long.", path: "/privacy" });

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  return (
    <main id="main" className="container privacy">
      <h1>{PRIVACY_PAGE_TITLE}</h1>
      <div className="prose">
        {d.notice.length ? d.notice.map((p, i) => <p key={i}>{p}</p>) : <p className="muted">{NO_NOTICE}</p>}
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
