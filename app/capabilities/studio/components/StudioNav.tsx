/**
 * The studio navigation's grouped list (ADR 2700), drawn twice by the shell:
 * in the sidebar from 56rem, and in the phone's "More" sheet. The dashboard on
 * top, then Content, Audience, Site and Admin under small headings, each a
 * list named by its heading. Sub-entries (Venues and RSVP under Events) are
 * shown in the sidebar while their section is the current one, and always in
 * the sheet, which scrolls.
 */
import { useId } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { LogOut } from "lucide-react";
import { STUDIO_ICONS } from "~/core/shells/studio-icons.ts";
import {
  inSection,
  type StudioNavEntry,
  type StudioNavGroup,
  type StudioNavigation,
  type StudioNavLink,
} from "~/core/shells/studio-nav.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** The groups' headings (the catalogue test finds every key by its literal name). */
const GROUP_HEADINGS: Record<StudioNavGroup, string> = {
  content: "studio.studio.nav.group.content",
  audience: "studio.studio.nav.group.audience",
  site: "studio.studio.nav.group.site",
  admin: "studio.studio.nav.group.admin",
};

function Row({ item, end, open }: { item: StudioNavLink; end?: boolean | undefined; open?: boolean }) {
  const Icon = STUDIO_ICONS[item.icon];
  return (
    <NavLink to={item.to} end={end ?? item.end} className={open ? "admin-nav-open" : undefined}>
      <Icon className="icon" aria-hidden="true" />
      <span className="admin-nav-label">{item.label}</span>
    </NavLink>
  );
}

function Entry({ entry, subEntries }: { entry: StudioNavEntry; subEntries: "section" | "all" }) {
  const { pathname } = useLocation();
  const childCurrent = entry.children.some((c) => inSection(pathname, c));
  const open = childCurrent || inSection(pathname, entry);
  const shown = subEntries === "all" || open ? entry.children : [];
  return (
    <li>
      {/* On a sub-entry's page the sub-entry is the current page; its parent only marks the open section. */}
      <Row item={entry} end={entry.end || childCurrent} open={childCurrent} />
      {shown.length > 0 ? (
        <ul className="admin-nav-sub">
          {shown.map((c) => (
            <li key={c.to}>
              <Row item={c} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function StudioNavList({ nav, subEntries }: { nav: StudioNavigation; subEntries: "section" | "all" }) {
  const { t } = useStudioI18n();
  // An id must begin with a letter (React's start with "_").
  const id = `nav${useId().replace(/[^\w-]/g, "")}`;
  return (
    <>
      {nav.top.length > 0 ? (
        <ul className="admin-nav-list">
          {nav.top.map((item) => (
            <li key={item.to}>
              <Row item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {nav.groups.map(({ group, entries }) => (
        <div className="admin-nav-group" key={group}>
          <p className="admin-nav-heading" id={`${id}-${group}`}>
            {t(GROUP_HEADINGS[group])}
          </p>
          <ul className="admin-nav-list" aria-labelledby={`${id}-${group}`}>
            {entries.map((entry) => (
              <Entry key={entry.to} entry={entry} subEntries={subEntries} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export interface StudioUser {
  name: string;
  role: string;
}

/** Who is signed in, their own account page and "Sign out": at the sidebar's foot and the sheet's end. */
export function StudioAccount({ user, csrf, links }: { user: StudioUser; csrf: string; links: StudioNavLink[] }) {
  const { t } = useStudioI18n();
  return (
    <div className="admin-account">
      <p className="admin-user">{t("studio.studio.shell.signedInAs", { name: user.name, role: user.role })}</p>
      <div className="admin-account-actions">
        {links.map((item) => (
          <Row key={item.to} item={item} />
        ))}
        <Form method="post" action="/admin/logout">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="button secondary small">
            <LogOut className="icon" aria-hidden="true" /> {t("studio.studio.shell.signOut")}
          </button>
        </Form>
      </div>
    </div>
  );
}
