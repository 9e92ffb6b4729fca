import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import { CalendarDays, Mail, MapPin, Phone } from "lucide-react";
import type { loader as rootLoader } from "~/root";
import { SocialLinks } from "~/capabilities/site/components/SocialIcon.tsx";
import { PlayerRoot } from "~/capabilities/media/index.ts";

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const site = root?.site;
  return (
    <PlayerRoot>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container">
          <NavLink to="/" className="brand">
            {site?.name ?? "Marquee"}
          </NavLink>
          <nav className="site-nav" aria-label="Main">
            <ul>
              {(site?.nav ?? []).map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to} end={n.end} prefetch="intent">
                    {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <Outlet />
      <footer className="site-footer">
        <div className="container">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" style={{ fontSize: "1.1rem", marginTop: 0 }}>
              {site?.name}
            </h2>
            <ul className="contact-list">
              {site?.address ? (
                <li>
                  <MapPin className="icon" aria-hidden="true" />
                  <span>{site.address}</span>
                </li>
              ) : null}
              {site?.phone ? (
                <li>
                  <Phone className="icon" aria-hidden="true" />
                  {/* A phone number never wraps mid-number. */}
                  <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} style={{ whiteSpace: "nowrap" }}>
                    {site.phone}
                  </a>
                </li>
              ) : null}
              {site?.contactEmail ? (
                <li>
                  <Mail className="icon" aria-hidden="true" />
                  <a href={`mailto:${encodeURI(site.contactEmail)}`}>{site.contactEmail}</a>
                </li>
              ) : null}
              {site?.openingHours ? (
                <li>
                  <CalendarDays className="icon" aria-hidden="true" />
                  <span>{site.openingHours}</span>
                </li>
              ) : null}
            </ul>
          </section>
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" style={{ fontSize: "1.1rem", marginTop: 0 }}>
              Follow
            </h2>
            <SocialLinks links={site?.socialLinks ?? []} />
            <p className="muted" style={{ marginTop: "1rem", fontSize: "0.85rem" }}>
              <a href="/calendar.ics">Calendar feed</a> · <NavLink to="/admin">Studio</NavLink>
            </p>
          </section>
        </div>
      </footer>
    </PlayerRoot>
  );
}
