/**
 * The pages that several capabilities fill — the home page, the studio
 * dashboard, the settings page, both navigations — read their parts here,
 * from the registered manifests. The matching components are found by id in
 * app/capabilities/ui.*.tsx.
 */
import { contributions, type SettingsSection } from "./capability.server.ts";
import type { User } from "./auth/data/users.server.ts";
import { hasRole } from "./auth/guards.server.ts";
import type { StudioIcon } from "./shells/studio-icons.ts";

export interface Slot<D = unknown> {
  id: string;
  data: D;
}

/** The owner's choice of home sections: ids in order, each shown or hidden (the themes capability stores it). */
export interface SectionChoice {
  id: string;
  visible: boolean;
}

/**
 * The offered sections in the owner's order: chosen ones first as chosen, then
 * any section the owner has never placed (a capability added later) in the
 * manifests' order, shown.
 */
export function arrangeSections<T extends { id: string }>(offered: readonly T[], choice: readonly SectionChoice[]): (T & { visible: boolean })[] {
  const byId = new Map(offered.map((s) => [s.id, s]));
  const out: (T & { visible: boolean })[] = [];
  for (const c of choice) {
    const s = byId.get(c.id);
    if (s) {
      out.push({ ...s, visible: c.visible });
      byId.delete(c.id);
    }
  }
  for (const s of offered) if (byId.has(s.id)) out.push({ ...s, visible: true });
  return out;
}

/** The home sections the manifests offer, in their order: for the studio's chooser. */
export function homeSectionsOffered(): { id: string; label: string }[] {
  return contributions("home").map(({ id, label }) => ({ id, label }));
}

/** Every shown home section's data, in the owner's order (manifests' order when no choice was made). */
export async function loadHomeSections(request: Request, choice: readonly SectionChoice[] = []): Promise<Slot[]> {
  const sections = arrangeSections(contributions("home"), choice).filter((s) => s.visible);
  const data = await Promise.all(sections.map((s) => s.load(request)));
  return sections.map((s, i) => ({ id: s.id, data: data[i] }));
}

/** The dashboard cards `user` may see, with their data. */
export async function loadDashboardWidgets(user: User): Promise<Slot[]> {
  const widgets = contributions("dashboard").filter((w) => hasRole(user, w.role));
  const data = await Promise.all(widgets.map((w) => w.load(user)));
  return widgets.map((w, i) => ({ id: w.id, data: data[i] }));
}

export interface OnboardingItem {
  id: string;
  label: string;
  href: string;
  done: boolean;
}

/** The "get started" checklist `user` may see: every capability's steps, in order, each checked now. */
export async function loadOnboarding(user: User): Promise<OnboardingItem[]> {
  const steps = contributions("onboarding").filter((s) => hasRole(user, s.role));
  const done = await Promise.all(steps.map((s) => s.done()));
  return steps.map((s, i) => ({ id: s.id, label: s.label, href: s.href, done: done[i]! }));
}

/** The settings page's parts from other capabilities, with their data. */
export async function loadSettingsSections(): Promise<(Slot & { placement: SettingsSection["placement"] })[]> {
  const sections = contributions("settings");
  const data = await Promise.all(sections.map((s) => s.load()));
  return sections.map((s, i) => ({ id: s.id, placement: s.placement, data: data[i] }));
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

/** The public navigation, in order. */
export function publicNav(): NavLinkData[] {
  return contributions("nav").map(({ to, label, end }) => ({ to, label, ...(end ? { end } : {}) }));
}

/** The studio navigation for `user`'s role, in order. */
export function studioNav(user: Pick<User, "role">): (NavLinkData & { icon: StudioIcon })[] {
  return contributions("studioNav")
    .filter((n) => hasRole(user, n.role))
    .map(({ to, label, icon, end }) => ({ to, label, icon, ...(end ? { end } : {}) }));
}
