/**
 * The studio's frame (issue 11, redrawn in issue 27), phone first. On a phone a
 * lean top bar (the name and "View site") and a bottom tab bar whose "More"
 * opens the whole navigation (TabBar.tsx); from 56rem a sidebar with the
 * grouped navigation (StudioNav.tsx), the account and "Sign out" at its foot.
 * The page itself never scrolls sideways from 320 px up (tests/e2e/studio-layout.test.ts).
 */
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ExternalLink } from "lucide-react";
import type { StudioNavigation } from "~/core/shells/studio-nav.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { StudioAccount, StudioNavList, type StudioUser } from "./StudioNav.tsx";
import { TabBar } from "./TabBar.tsx";

export interface StudioShellData {
  user: StudioUser;
  csrf: string;
  nav: StudioNavigation;
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

function Brand() {
  const { t } = useStudioI18n();
  return (
    <NavLink to="/admin" end className="brand">
      {t("studio.studio.shell.brand")}
    </NavLink>
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
        <Brand />
        <ViewSite />
      </header>
      <aside className="admin-nav">
        <div className="admin-nav-head">
          <Brand />
          <ViewSite />
        </div>
        <nav aria-label={t("studio.studio.shell.navLabel")}>
          <div className="admin-nav-scroll">
            <StudioNavList nav={data.nav} subEntries="section" />
          </div>
          <StudioAccount user={data.user} csrf={data.csrf} links={data.nav.account} />
        </nav>
      </aside>
      {children}
      <TabBar nav={data.nav} user={data.user} csrf={data.csrf} />
    </div>
  );
}
