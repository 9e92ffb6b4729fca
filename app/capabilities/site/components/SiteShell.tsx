/**
 * The public shell: skip link, header with the site's name and navigation,
 * and the footer with its contact details and links. The public layout puts
 * every page in it, and its error boundary (and the 404's) puts the error page
 * in it, so a visitor who hits an error still sees whose site this is and
 * where to go. It reads the root loader's site data, which an error below the
 * root leaves in place.
 */
import type { ReactNode } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import { CalendarDays, Mail, MapPin, Phone } from "lucide-react";
import type { loader as rootLoader } from "~/root";
import { SocialLinks } from "./SocialIcon.tsx";
import { RouteErrorPage } from "./RouteErrorPage.tsx";

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} style={{ fontSize: "1.1rem", marginTop: 0 }}>
      {children}
    </h2>
  );
}

export function SiteShell({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  return (
    <>
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
      {children}
      <footer className="site-footer">
        <div className="container">
          <section aria-labelledby="footer-contact">
            <FooterHeading id="footer-contact">{site?.name}</FooterHeading>
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
            <FooterHeading id="footer-follow">Follow</FooterHeading>
            <SocialLinks links={site?.socialLinks ?? []} />
            <p className="muted" style={{ marginTop: "1rem", fontSize: "0.85rem" }}>
              <a href="/calendar.ics">Calendar feed</a> · <NavLink to="/admin">Studio</NavLink>
            </p>
          </section>
        </div>
      </footer>
    </>
  );
}

/** An error below the public layout (a page's 404, a 500…), shown inside the public shell. */
export function SiteErrorBoundary() {
  return (
    <SiteShell>
      <RouteErrorPage />
    </SiteShell>
  );
}
