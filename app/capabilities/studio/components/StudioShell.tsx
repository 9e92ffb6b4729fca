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
  return (
    <a href="/" className="view-site" target="_blank" rel="noopener">
      <ExternalLink className="icon" aria-hidden="true" /> <span className="view-site-label">View site</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function Account({ user, csrf }: Pick<StudioShellData, "user" | "csrf">) {
  return (
    <div className="admin-account">
      <p className="admin-user">
        Signed in as {user.name} ({user.role})
      </p>
      <Form method="post" action="/admin/logout">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="button secondary small">
          <LogOut className="icon" aria-hidden="true" /> Sign out
        </button>
      </Form>
    </div>
  );
}

/** The phone's menu: closes when the person goes to another page. */
function PhoneMenu({ data }: { data: StudioShellData }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return (
    <details className="admin-menu" ref={ref}>
      <summary className="button secondary small">
        <Menu className="icon" aria-hidden="true" /> Menu
      </summary>
      <div className="admin-menu-panel">
        <nav aria-label="Studio menu">
          <NavList nav={data.nav} />
        </nav>
        <Account user={data.user} csrf={data.csrf} />
      </div>
    </details>
  );
}

export function StudioShell({ data, children }: { data: StudioShellData; children: ReactNode }) {
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-top">
        <NavLink to="/admin" end className="brand">
          Marquee studio
        </NavLink>
        <ViewSite />
        <PhoneMenu data={data} />
      </header>
      <aside className="admin-nav">
        <NavLink to="/admin" end className="brand">
          Marquee studio
        </NavLink>
        <ViewSite />
        <nav aria-label="Studio">
          <NavList nav={data.nav} />
        </nav>
        <Account user={data.user} csrf={data.csrf} />
      </aside>
      {children}
    </div>
  );
}
