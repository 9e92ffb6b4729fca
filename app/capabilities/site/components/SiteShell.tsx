/**
 * The public shell: skip link, header with the site's name (or logo) and
 * navigation, and the footer with its contact details and links. The public
 * layout puts every page in it, and its error boundary (and the 404's) puts
 * the error page in it, so a visitor who hits an error still sees whose site
 * this is and where to go. It reads the root loader's site data, which an
 * error below the root leaves in place.
 *
 * Phones get a "Menu" disclosure (<details>): it opens without JavaScript, and
 * with it the menu closes again after a link is followed. Wider screens show
 * the same links in the header row.
 */
import type { MouseEvent, ReactNode } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import type { loader as rootLoader } from "~/root";
import { useI18n } from "~/core/i18n/react.tsx";
import { SocialLinks } from "./SocialIcon.tsx";
import { RouteErrorPage } from "./RouteErrorPage.tsx";
import { FOOTER_PARTS } from "~/capabilities/ui.footer.tsx";
import { LanguageSwitcher } from "~/core/i18n/LanguageSwitcher.tsx";
import { useLanguageNotice } from "~/core/i18n/LanguageNotice.tsx";

const NONE: [] = [];

type Site = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>["site"];

function NavList({ site }: { site: Site | undefined }) {
  return (
    <ul>
      {(site?.nav ?? []).map((n) => (
        <li key={n.to}>
          <NavLink to={n.to} end={n.end} prefetch="intent">
            {n.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Brand({ site }: { site: Site | undefined }) {
  const name = site?.name ?? "Marquee";
  return (
    <NavLink to="/" className="brand" end>
      {site?.logo ? <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt={name} /> : name}
    </NavLink>
  );
}

const closeMenu = (e: MouseEvent<HTMLElement>) => {
  if ((e.target as Element).closest("a")) e.currentTarget.closest("details")?.removeAttribute("open");
};

export function SiteShell({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { t, locale } = useI18n();
  // "This page is also in Español" under the header: the visitor's browser decides, after hydration (issue 15, L2).
  useLanguageNotice(site?.languages ?? NONE, locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.shell.skip")}
      </a>
      <header className="site-header">
        <div className="container site-header__bar">
          <Brand site={site} />
          <nav className="site-nav site-nav--wide" aria-label={t("site.shell.mainNav")}>
            <NavList site={site} />
          </nav>
          {/* The act's channels beside the menu on wide screens (issue 34); on phones they are in the footer. */}
          <SocialLinks links={site?.socialLinks ?? NONE} className="site-header__social" />
          <details className="site-menu">
            <summary>
              <span className="site-menu__icon" aria-hidden="true" />
              {t("site.shell.menu")}
            </summary>
            {/* Following a link closes the menu (the page changes under it without a reload). */}
            <nav className="site-nav site-nav--menu" aria-label={t("site.shell.menu")} onClick={closeMenu}>
              <NavList site={site} />
            </nav>
          </details>
        </div>
      </header>
      {children}
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <section aria-labelledby="footer-contact" className="site-footer__about">
            <h2 id="footer-contact" className="site-footer__name">
              {site?.name}
            </h2>
            {site?.tagline ? <p className="site-footer__tagline">{site.tagline}</p> : null}
            <SocialLinks links={site?.socialLinks ?? NONE} />
          </section>
          <section aria-labelledby="footer-reach" className="site-footer__reach">
            <h2 id="footer-reach" className="site-footer__heading">
              {t("site.shell.getInTouch")}
            </h2>
            <ul className="contact-list">
              {site?.contactEmail ? (
                <li>
                  <Mail className="icon" aria-hidden="true" />
                  <a href={`mailto:${encodeURI(site.contactEmail)}`}>{site.contactEmail}</a>
                </li>
              ) : null}
              {site?.phone ? (
                <li>
                  <Phone className="icon" aria-hidden="true" />
                  {/* Inline, not a class: html-validate's tel-non-breaking rule reads the style attribute. */}
                  <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} style={{ whiteSpace: "nowrap" }}>
                    {site.phone}
                  </a>
                </li>
              ) : null}
              {site?.address ? (
                <li>
                  <MapPin className="icon" aria-hidden="true" />
                  <span>
                    {site.address}
                    {site.openingHours ? <span className="muted"> · {site.openingHours}</span> : null}
                  </span>
                </li>
              ) : null}
            </ul>
          </section>
          {(site?.footerParts ?? []).map((p) => {
            const Part = FOOTER_PARTS[p.id];
            return Part ? <Part key={p.id} data={p.data} /> : null;
          })}
        </div>
        {/* This page in the site's other languages (issue 15, L2); nothing on a one-language site. */}
        <LanguageSwitcher
          links={site?.languages ?? NONE}
          current={locale}
          label={t("core.languages.switcher")}
          className="container site-footer__languages"
        />
        <div className="container site-footer__legal">
          <p>© {site?.name}</p>
          <p>
            {/* Entries the owner put in the footer only (the navigation editor). */}
            {site?.footerNav.map((n) => (
              <a key={n.to} href={n.to}>
                {n.label}
              </a>
            ))}
            <a href={`${site?.base ?? ""}/calendar.ics`}>{t("site.shell.calendarFeed")}</a>
          </p>
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
