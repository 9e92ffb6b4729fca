/**
 * The studio navigation's shape (ADR 2700): the dashboard on top, then four
 * groups in a fixed order, each a list of entries with their sub-entries, the
 * person's own account at the foot, and the phone's tab bar. Pure, so the
 * studio shell (browser) shares the types with the server that builds it
 * (core/composition.server.ts studioNav).
 */
import type { StudioIcon } from "./studio-icons.ts";

/** The groups, in the order the navigation shows them. */
export const STUDIO_NAV_GROUPS = ["content", "audience", "site", "admin"] as const;
export type StudioNavGroup = (typeof STUDIO_NAV_GROUPS)[number];

export interface StudioNavLink {
  to: string;
  label: string;
  icon: StudioIcon;
  end?: boolean;
}

export interface StudioNavEntry extends StudioNavLink {
  /** Its sub-entries (Venues and RSVP under Events), in order. */
  children: StudioNavLink[];
}

export interface StudioNavigation {
  top: StudioNavLink[];
  groups: { group: StudioNavGroup; entries: StudioNavEntry[] }[];
  account: StudioNavLink[];
  /** The phone's bottom tabs (at most four; "More" is the fifth), each with its short name. */
  tabs: StudioNavLink[];
}

/** An entry as the arrangement reads it: already translated and allowed for the user, in the manifests' order. */
export interface StudioNavInput extends StudioNavLink {
  group?: StudioNavGroup | undefined;
  parent?: string | undefined;
  place?: "top" | "account" | undefined;
  tab?: { order: number; label: string } | undefined;
}

const link = ({ to, label, icon, end }: StudioNavLink): StudioNavLink => ({ to, label, icon, ...(end ? { end } : {}) });

/**
 * Sorts the entries into the frame's places. A sub-entry whose parent the user may not see, or which sits
 * in another group, is listed as an entry of its own group instead (nothing the user may open goes missing).
 */
export function arrangeStudioNav(items: readonly StudioNavInput[]): StudioNavigation {
  const grouped = items.filter((i) => !i.place && i.group);
  const parentOf = (i: StudioNavInput) =>
    i.parent ? grouped.find((p) => p.to === i.parent && p.group === i.group && !p.parent) : undefined;
  const groups = STUDIO_NAV_GROUPS.map((group) => ({
    group,
    entries: grouped
      .filter((i) => i.group === group && !parentOf(i))
      .map((i) => ({ ...link(i), children: grouped.filter((c) => parentOf(c) === i).map(link) })),
  })).filter((g) => g.entries.length > 0);
  const tabs = items
    .filter((i) => i.tab)
    .sort((a, b) => a.tab!.order - b.tab!.order)
    .slice(0, 4)
    .map((i) => link({ ...i, label: i.tab!.label }));
  return {
    top: items.filter((i) => i.place === "top").map(link),
    groups,
    account: items.filter((i) => i.place === "account").map(link),
    tabs,
  };
}

/** Whether `pathname` is inside the entry's section (what NavLink marks current: the path or one below it). */
export function inSection(pathname: string, { to, end }: Pick<StudioNavLink, "to" | "end">): boolean {
  return pathname === to || (!end && pathname.startsWith(to.endsWith("/") ? to : `${to}/`));
}
