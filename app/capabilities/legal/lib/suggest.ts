/**
 * Does this site look like it needs an Impressum (issue 25 §6)? The site has
 * no country field, so its own words decide: the country in its postal
 * address, its phone number's country code, its time zone (issue 25 names
 * Germany, Austria and Switzerland), or German among its languages. Pure.
 */
import type { LegalCountry, LegalNotice } from "./notice.ts";
import { noticeComplete } from "./notice.ts";

export interface SiteFacts {
  language: string;
  /** The other languages, "es,fr" (core/i18n/prefix.ts). */
  languages: string;
  time_zone: string;
  address: string;
  phone: string;
}

const ZONES: Record<string, LegalCountry> = {
  "Europe/Berlin": "DE",
  "Europe/Busingen": "DE",
  "Europe/Vienna": "AT",
  "Europe/Zurich": "CH",
};

// The country's name as an address would end with it, in the languages people write addresses in there and in English.
const NAMES: [RegExp, LegalCountry][] = [
  [/(?:^|[\s,])(?:deutschland|germany|allemagne|alemania|germania|duitsland|niemcy|tyskland)\.?$/i, "DE"],
  [/(?:^|[\s,])(?:österreich|oesterreich|austria|autriche|oostenrijk|österrike)\.?$/i, "AT"],
  [/(?:^|[\s,])(?:schweiz|switzerland|suisse|svizzera|svizra|zwitserland|szwajcaria)\.?$/i, "CH"],
];
const CODES: [RegExp, LegalCountry][] = [
  [/^(?:\+|00)\s*49/, "DE"],
  [/^(?:\+|00)\s*43/, "AT"],
  [/^(?:\+|00)\s*41/, "CH"],
];

/** The country the site's address, phone or time zone names, or "" when none of them is Germany, Austria or Switzerland. */
export function siteCountry(site: SiteFacts): LegalCountry {
  const lastLine =
    site.address
      .split(/\r?\n|,/)
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1) ?? "";
  for (const [re, c] of NAMES) if (re.test(lastLine)) return c;
  const phone = site.phone.trim();
  for (const [re, c] of CODES) if (re.test(phone)) return c;
  return ZONES[site.time_zone] ?? "";
}

const speaksGerman = (site: SiteFacts) =>
  [site.language, ...site.languages.split(",")].some((l) => l.trim().toLowerCase().split("-")[0] === "de");

/** Offer the legal notice on the dashboard's checklist: the site looks German, Austrian or Swiss, or a notice is begun. */
export function legalNoticeSuggested(site: SiteFacts, notice: LegalNotice): boolean {
  if (notice.country !== "" || noticeComplete(notice)) return true;
  return siteCountry(site) !== "" || speaksGerman(site);
}
