/**
 * The phone's bottom tab bar (issue 27 point 7, ADR 2701): the four sections
 * a band opens most on a phone (the manifests' `tab` entries: Dashboard,
 * Events, Inbox, Guests), each an icon over its name on a thumb-sized target,
 * and "More", a <details> whose sheet holds the whole grouped navigation with
 * the account and "Sign out" — it opens without JavaScript too. With it, the
 * sheet closes after a choice and on Escape.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { NavLink, useLocation } from "react-router";
import { Ellipsis } from "lucide-react";
import { STUDIO_ICONS } from "~/core/shells/studio-icons.ts";
import { inSection, type StudioNavigation } from "~/core/shells/studio-nav.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { StudioAccount, StudioNavList, type StudioUser } from "./StudioNav.tsx";

export function TabBar({ nav, user, csrf }: { nav: StudioNavigation; user: StudioUser; csrf: string }) {
  const { t } = useStudioI18n();
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  // A link to the page already shown changes no path: close the sheet on any chosen link.
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest("a")) close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== "Escape" || !ref.current?.open) return;
    close();
    ref.current.querySelector("summary")?.focus();
  };
  // "More" is the current tab on every page no other tab leads to (Settings, Theme, …).
  const elsewhere = !nav.tabs.some((tab) => inSection(pathname, tab));
  return (
    <nav className="admin-tabbar" aria-label={t("studio.studio.shell.tabsLabel")} onKeyDown={onKeyDown}>
      <ul>
        {nav.tabs.map((tab) => {
          const Icon = STUDIO_ICONS[tab.icon];
          return (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className="admin-tab">
                <Icon className="icon" aria-hidden="true" />
                <span className="admin-tab-label">{tab.label}</span>
              </NavLink>
            </li>
          );
        })}
        <li>
          <details className="admin-more" ref={ref}>
            <summary className="admin-tab" data-current={elsewhere || undefined}>
              <Ellipsis className="icon" aria-hidden="true" />
              <span className="admin-tab-label">{t("studio.studio.shell.more")}</span>
            </summary>
            <div className="admin-more-sheet">
              <nav aria-label={t("studio.studio.shell.moreLabel")} onClick={onClick}>
                <StudioNavList nav={nav} subEntries="all" />
                <StudioAccount user={user} csrf={csrf} links={nav.account} />
              </nav>
            </div>
          </details>
        </li>
      </ul>
    </nav>
  );
}
