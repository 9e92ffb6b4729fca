/**
 * The settings' own sub-pages (ADR 2740): where each is, what it is called, and the fields it holds — what the
 * overview's cards and its search read. Shared by the browser (the search filters as you type) and the server
 * (the same filter answers the search form without JavaScript).
 */
import type { SettingsPageId } from "../schemas.ts";

export interface SettingsField {
  /** The field's message key in the studio catalogue (its label on the sub-page). */
  labelKey: string;
  /** The element's id on the sub-page: the search's result leads straight to it. */
  anchor: string;
}

export interface SettingsPageInfo {
  id: SettingsPageId;
  path: string;
  titleKey: string;
  descriptionKey: string;
  fields: SettingsField[];
}

/** A field's id on its sub-page, from its form name. */
export const fieldAnchor = (name: string) => `field-${name}`;

const f = (name: string, labelKey: string): SettingsField => ({ labelKey, anchor: fieldAnchor(name) });

export const SETTINGS_PAGES: SettingsPageInfo[] = [
  {
    id: "general",
    path: "/admin/settings/general",
    titleKey: "site.studio.settings.pages.general",
    descriptionKey: "site.studio.settings.pages.generalDescription",
    fields: [
      f("name", "site.studio.settings.name"),
      f("tagline", "site.studio.settings.tagline"),
      f("act_type", "site.studio.settings.actType"),
      f("language", "site.studio.settings.language"),
      f("languages", "site.studio.settings.otherLanguages"),
      f("time_zone", "site.studio.settings.timeZone"),
    ],
  },
  {
    id: "home",
    path: "/admin/settings/home",
    titleKey: "site.studio.settings.pages.home",
    descriptionKey: "site.studio.settings.pages.homeDescription",
    fields: [f("hero", "site.studio.settings.heroImage"), f("about", "site.studio.settings.aboutText")],
  },
  {
    id: "contact",
    path: "/admin/settings/contact",
    titleKey: "site.studio.settings.pages.contact",
    descriptionKey: "site.studio.settings.pages.contactDescription",
    fields: [
      f("contact_email", "site.studio.settings.contactEmail"),
      f("phone", "site.studio.settings.phone"),
      f("address", "site.studio.settings.address"),
      f("opening_hours", "site.studio.settings.openingHours"),
      f("privacy_notice", "site.studio.settings.privacy"),
      f("latitude", "site.studio.settings.latitude"),
      f("longitude", "site.studio.settings.longitude"),
      f("map", "site.studio.settings.map"),
    ],
  },
  {
    id: "social",
    path: "/admin/settings/social",
    titleKey: "site.studio.settings.pages.social",
    descriptionKey: "site.studio.settings.pages.socialDescription",
    fields: [f("social", "site.studio.settings.socialLinks")],
  },
];

export const settingsPage = (id: SettingsPageId): SettingsPageInfo => SETTINGS_PAGES.find((p) => p.id === id)!;

/** Lower case without accents, so "zeitzone" finds "Zeitzone" and "e-mail" finds "E-Mail". */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Whether every word of the query is somewhere in the texts. */
export function matches(query: string, ...texts: string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const hay = fold(texts.join(" "));
  return words.every((w) => hay.includes(w));
}
