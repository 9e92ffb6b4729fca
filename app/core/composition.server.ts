/**
 * The pages that several capabilities fill — the home page, the studio
 * dashboard, the settings page, both navigations — read their parts here,
 * from the registered manifests. The matching components are found by id in
 * app/capabilities/ui.*.tsx.
 */
import type { Translator } from "./i18n/translator.ts";
import { capabilities, contributions, type FeedLink, type SettingsSection } from "./capability.server.ts";
import type { User } from "./auth/data/users.server.ts";
import { hasRole } from "./auth/guards.server.ts";
import { arrangeStudioNav, type StudioNavigation } from "./shells/studio-nav.ts";

/** A part as a host renders it: its slot's id and its data (the component is found by the id, core/ui/slots.ts). */
export interface Slot<D = unknown> {
  id: string;
  data: D;
}

/**
 * Each part's data, in the parts' order; a part whose data is null (or undefined) is left out, so no
 * component is handed nothing. For hosts of other capabilities' parts too (the events page's).
 */
export async function loadParts<P extends { id: string; load(...args: A): Promise<unknown> }, A extends unknown[]>(
  parts: readonly P[],
  ...args: A
): Promise<(Slot & { part: P })[]> {
  const data = await Promise.all(parts.map((p) => p.load(...args)));
  return parts.flatMap((part, i) =>
    data[i] === null || data[i] === undefined ? [] : [{ id: part.id, data: data[i], part }],
  );
}

/** The owner's choice of home sections: ids in order, each shown or hidden (the themes capability stores it). */
export interface SectionChoice {
  id: string;
  visible: boolean;
}

/**
 * The offered sections in the owner's order: chosen ones first as chosen, then
 * any section the owner has never placed (a capability added later) in the
 * manifests' order, shown — unless it is `offByDefault`.
 */
export function arrangeSections<T extends { id: string; offByDefault?: boolean }>(
  offered: readonly T[],
  choice: readonly SectionChoice[],
): (T & { visible: boolean })[] {
  const byId = new Map(offered.map((s) => [s.id, s]));
  const out: (T & { visible: boolean })[] = [];
  for (const c of choice) {
    const s = byId.get(c.id);
    if (s) {
      out.push({ ...s, visible: c.visible });
      byId.delete(c.id);
    }
  }
  for (const s of offered) if (byId.has(s.id)) out.push({ ...s, visible: !s.offByDefault });
  return out;
}

/** The home sections the manifests offer, in their order: for the studio's chooser. */
export function homeSectionsOffered(): { id: string; label: string; labelKey?: string; offByDefault?: boolean }[] {
  return contributions("home").map(({ id, label, labelKey, offByDefault }) => ({ id, label, labelKey, offByDefault }));
}

/** Every shown home section's data, in the owner's order (manifests' order when no choice was made). */
export async function loadHomeSections(request: Request, choice: readonly SectionChoice[] = []): Promise<Slot[]> {
  const sections = arrangeSections(contributions("home"), choice).filter((s) => s.visible);
  return (await loadParts(sections, request)).map(({ id, data }) => ({ id, data }));
}

/** The error pages' links after the home page's, worded by `tr` (the page's language; English on the server's own refusals). */
export function errorPageLinks(tr: Pick<Translator, "t">): { to: string; label: string }[] {
  return contributions("errorLinks").map((l) => ({ to: l.to, label: tr.t(l.labelKey) }));
}

/** The parts other capabilities add to a public page's footer (the sign-up form); a part whose data is null is left out. */
export async function loadFooterParts(request: Request): Promise<Slot[]> {
  return (await loadParts(contributions("footer"), request)).map(({ id, data }) => ({ id, data }));
}

/** The dashboard cards `user` may see, with their data. */
export async function loadDashboardWidgets(user: User): Promise<Slot[]> {
  const widgets = contributions("dashboard").filter((w) => hasRole(user, w.role));
  return (await loadParts(widgets, user)).map(({ id, data }) => ({ id, data }));
}

export interface OnboardingItem {
  id: string;
  label: string;
  href: string;
  done: boolean;
}

/** The "get started" checklist `user` may see: every capability's steps, in order, each checked now. */
export async function loadOnboarding(user: User, tr?: Translator): Promise<OnboardingItem[]> {
  const roleSteps = contributions("onboarding").filter((s) => hasRole(user, s.role));
  const offered = await Promise.all(roleSteps.map((s) => s.offered?.() ?? true));
  const steps = roleSteps.filter((_, i) => offered[i]);
  const done = await Promise.all(steps.map((s) => s.done()));
  return steps.map((s, i) => ({
    id: s.id,
    label: tr && s.labelKey ? tr.t(s.labelKey) : s.label,
    href: s.href,
    done: done[i]!,
  }));
}

/** The settings page's parts from other capabilities, with their data. */
export async function loadSettingsSections(): Promise<
  (Slot & { placement: SettingsSection["placement"]; href: string | null })[]
> {
  return (await loadParts(contributions("settings"))).map(({ id, data, part }) => ({
    id,
    data,
    placement: part.placement,
    href: part.href ?? null,
  }));
}

/** The settings page's parts, for its action (patches and buttons). */
export function settingsSections(): readonly SettingsSection[] {
  return contributions("settings");
}

export interface NavLinkData {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The owner's arrangement of the public navigation (the pages capability's
 * navigation editor stores it; root.tsx hands it here): entries in order, each
 * with its label ("" keeps the capability's) and where it shows. An entry whose
 * `to` is an absolute http(s) URL is an external link the owner added.
 */
export interface NavChoice {
  to: string;
  label: string;
  place: "header" | "footer" | "hidden";
}

export interface OfferedNavItem extends NavLinkData {
  place: "header" | "footer";
  capability: string;
}

export interface PublicNavigation {
  header: NavLinkData[];
  footer: NavLinkData[];
}

export const isExternalNav = (to: string) => /^https?:\/\//i.test(to);

/** Every entry the capabilities offer for the public navigation — fixed ones and those that depend on content — in their order. */
export async function navOffered(tr?: Translator): Promise<OfferedNavItem[]> {
  const dynamic = await Promise.all(
    capabilities().map(async (c) =>
      c.navItems ? (await c.navItems()).map((n) => ({ ...n, capability: c.name })) : [],
    ),
  );
  return [...contributions("nav"), ...dynamic.flat()]
    .sort((a, b) => a.order - b.order)
    .map(({ to, label, labelKey, end, place, capability }) => ({
      to,
      label: tr && labelKey ? tr.t(labelKey) : label,
      place: place ?? "header",
      capability,
      ...(end ? { end } : {}),
    }));
}

/**
 * The offered entries in the owner's arrangement: placed ones first as placed
 * (relabelled, in the header, the footer or hidden), external links where the
 * owner put them, then any entry the owner never placed (a page or capability
 * added later) where its capability suggests. A placed entry no capability
 * offers any more (a deleted page) is left out.
 */
export interface ArrangedNavItem extends NavLinkData {
  place: NavChoice["place"];
  /** The capability's own label ("" for an external link). */
  defaultLabel: string;
  external: boolean;
}

export function arrangeNav(
  offered: readonly OfferedNavItem[],
  choice: readonly NavChoice[],
): PublicNavigation & { items: ArrangedNavItem[] } {
  const byTo = new Map(offered.map((o) => [o.to, o]));
  const items: ArrangedNavItem[] = [];
  for (const c of choice) {
    const external = isExternalNav(c.to);
    const o = byTo.get(c.to);
    if (!o && !external) continue;
    if (o) byTo.delete(c.to);
    const label = c.label.trim() || o?.label || c.to;
    items.push({
      to: c.to,
      label,
      place: c.place,
      defaultLabel: o?.label ?? "",
      external,
      ...(o?.end ? { end: true } : {}),
    });
  }
  for (const o of offered)
    if (byTo.has(o.to))
      items.push({
        to: o.to,
        label: o.label,
        place: o.place,
        defaultLabel: o.label,
        external: false,
        ...(o.end ? { end: true } : {}),
      });
  const link = ({ to, label, end }: NavLinkData): NavLinkData => ({ to, label, ...(end ? { end } : {}) });
  return {
    items,
    header: items.filter((i) => i.place === "header").map(link),
    footer: items.filter((i) => i.place === "footer").map(link),
  };
}

/** The public navigation for the header and the footer, in the owner's arrangement (none: the manifests' order, all in the header). */
export async function publicNav(choice: readonly NavChoice[] = [], tr?: Translator): Promise<PublicNavigation> {
  const { header, footer } = arrangeNav(await navOffered(tr), choice);
  return { header, footer };
}

/** The feeds every public page announces in its head. */
export async function feedLinks(): Promise<FeedLink[]> {
  const lists = await Promise.all(capabilities().map((c) => c.feeds?.() ?? Promise.resolve([])));
  return lists.flat();
}

/**
 * The studio navigation for `user`'s role (ADR 2700): the dashboard, the four groups with their entries
 * and sub-entries, the account, and the phone's tabs; labels with a `labelKey` in the studio translator's language.
 */
export function studioNav(user: Pick<User, "role">, tr?: Translator): StudioNavigation {
  const say = (label: string, key?: string) => (tr && key ? tr.t(key) : label);
  return arrangeStudioNav(
    contributions("studioNav")
      .filter((n) => hasRole(user, n.role))
      .map((n) => ({
        to: n.to,
        label: say(n.label, n.labelKey),
        icon: n.icon,
        ...(n.end ? { end: n.end } : {}),
        group: n.group,
        parent: n.group ? n.parent : undefined,
        place: n.place,
        tab: n.tab
          ? { order: n.tab.order, label: say(n.tab.label ?? n.label, n.tab.labelKey ?? n.labelKey) }
          : undefined,
      })),
  );
}
