/**
 * The studio's frame (issue 11), phone first: on a phone a top bar with the
 * name, "View site" and a Menu button that opens the navigation (a
 * <details>, so it works without JavaScript too, and closes after each
 * navigation with it); from 56rem a sidebar with the same links. The page
 * itself never scrolls sideways from 320 px up (tests/e2e/studio-layout.test.ts).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { ExternalLink, LogOut, Menu } from "lucide-react";
import { STUDIO_ICONS, type StudioIcon } from "~/core/shells/studio-icons.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

export interface StudioShellData {
  user: { name: string; role: string };
  csrf: string;
  nav: { to: string; label: string; icon: StudioIcon; end?: boolean | undefined }[];
}

function NavList({ nav }: { nav: StudioShellData["nav"] }) {
  return (
    <ul className="admin-nav-list">
      {nav.map(({ to, label, icon, end }) => {
        const Icon = STUDIO_ICONS[icon];
        return (
          <li key={to}>
            <NavLink to={to} end={end}>
              <Icon className="icon" aria-hidden="true" /> {label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function ViewSite() {
  const { t } = useStudioI18n();
  return (
    <a href="/" className="view-site" target="_blank" rel="noopener">
      <ExternalLink className="icon" aria-hidden="true" />{" "}
      <span className="view-site-label">{t("studio.studio.shell.viewSite")}</span>
      <span className="visually-hidden"> {t("studio.studio.shell.newTab")}</span>
    </a>
  );
}

function Account({ user, csrf }: Pick<StudioShellData, "user" | "csrf">) {
  const { t } = useStudioI18n();
  return (
    <div className="admin-account">
      <p className="admin-user">{t("studio.studio.shell.signedInAs", { name: user.name, role: user.role })}</p>
      <Form method="post" action="/admin/logout">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="button secondary small">
          <LogOut className="icon" aria-hidden="true" /> {t("studio.studio.shell.signOut")}
        </button>
      </Form>
    </div>
  );
}

/** The phone's menu: closes when the person goes to another page. */
function PhoneMenu({ data }: { data: StudioShellData }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const { t } = useStudioI18n();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return (
    <details className="admin-menu" ref={ref}>
      <summary className="button secondary small">
        <Menu className="icon" aria-hidden="true" /> {t("studio.studio.shell.menu")}
      </summary>
      <div className="admin-menu-panel">
        <nav aria-label={t("studio.studio.shell.menuLabel")}>
          <NavList nav={data.nav} />
        </nav>
        <Account user={data.user} csrf={data.csrf} />
      </div>
    </details>
  );
}

export function StudioShell({ data, children }: { data: StudioShellData; children: ReactNode }) {
  const { t, locale, dir } = useStudioI18n();
  // The document's lang is the public site's; the studio's frame says its own (screen readers, hyphenation).
  return (
    <div className="admin-shell" lang={locale} dir={dir}>
      <a className="skip-link" href="#main">
        {t("studio.studio.shell.skip")}
      </a>
      <header className="admin-top">
        <NavLink to="/admin" end className="brand">
          {t("studio.studio.shell.brand")}
        </NavLink>
        <ViewSite />
        <PhoneMenu data={data} />
      </header>
      <aside className="admin-nav">
        <NavLink to="/admin" end className="brand">
          {t("studio.studio.shell.brand")}
        </NavLink>
        <ViewSite />
        <nav aria-label={t("studio.studio.shell.navLabel")}>
          <NavList nav={data.nav} />
        </nav>
        <Account user={data.user} csrf={data.csrf} />
      </aside>
      {children}
    </div>
  );
}
