/**
 * JSON-LD for the act or venue and its place, for /contact (SPEC §10).
 * The act's schema.org type comes from the settings. A LocalBusiness is itself
 * a Place, so it carries address, geo and openingHours directly; a group or an
 * organisation carries its address and a `location` Place (a Person a
 * `workLocation`), because geo and opening hours are not properties of
 * Organization or Person and validators would flag them there.
 */
import { parsePostalAddress } from "./address.ts";
import { latLngOf } from "./coordinates.ts";
import { isMailAddress } from "./directions.ts";
import { openingHoursSpecification, parseOpeningHours, schemaOpeningHours } from "./opening-hours.ts";
import { jsonLdString } from "~/core/seo/meta.ts";
import { ACT_TYPES } from "~/core/settings/types.ts";

export type ActType = (typeof ACT_TYPES)[number];

export interface PlaceJsonLdInput {
  actType: string;
  name: string;
  description?: string | null;
  /** Absolute URL of the site (or of the page that describes the act). */
  url: string;
  /** Absolute URL of an image of the act or place. */
  image?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  openingHours?: string | null;
  phone?: string | null;
  email?: string | null;
  socialLinks?: readonly { url: string }[];
}

type Json = Record<string, unknown>;

function actType(value: string): ActType {
  return (ACT_TYPES as readonly string[]).includes(value) ? (value as ActType) : "Organization";
}

function httpUrl(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

function postalAddress(text: string | null | undefined): Json | undefined {
  const parts = parsePostalAddress(text);
  return Object.keys(parts).length ? { "@type": "PostalAddress", ...parts } : undefined;
}

/** Drops undefined, empty strings and empty arrays, so the output has only what is known. */
function compact(obj: Json): Json {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export function placeJsonLd(input: PlaceJsonLdInput): Json {
  const type = actType(input.actType);
  const url = httpUrl(input.url) ?? undefined;
  const address = postalAddress(input.address);
  const coords = latLngOf(input);
  const geo = coords ? { "@type": "GeoCoordinates", latitude: coords.lat, longitude: coords.lng } : undefined;
  const rules = parseOpeningHours(input.openingHours);
  const telephone = input.phone?.trim() || undefined;
  const email = input.email && isMailAddress(input.email) ? input.email.trim() : undefined;
  const sameAs = [
    ...new Set((input.socialLinks ?? []).map((l) => httpUrl(l.url.trim())).filter((u): u is string => !!u)),
  ];
  const image = input.image ? (httpUrl(input.image) ?? undefined) : undefined;

  const base = compact({
    "@context": "https://schema.org",
    "@type": type,
    "@id": url ? `${url.split("#")[0]}#${type === "Person" ? "person" : "organization"}` : undefined,
    name: input.name,
    description: input.description?.trim() || undefined,
    url,
    image,
    telephone,
    email,
    address,
    sameAs,
  });

  if (type === "LocalBusiness") {
    return compact({ ...base, geo, openingHours: schemaOpeningHours(rules) });
  }
  if (!geo && rules.length === 0) return base;
  const place = compact({
    "@type": "Place",
    name: input.name,
    address,
    geo,
    openingHoursSpecification: openingHoursSpecification(rules),
  });
  return { ...base, [type === "Person" ? "workLocation" : "location"]: place };
}

/** The site settings' fields this needs (snake_case, as getSettings() returns them). */
export interface SettingsForPlace {
  name: string;
  tagline?: string | null;
  act_type: string;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  opening_hours?: string | null;
  phone?: string | null;
  contact_email?: string | null;
  social_links?: readonly { url: string }[];
}

/** placeJsonLd from the settings row; `url` is the act's absolute URL, the home page (origin + "/"). */
export function placeJsonLdFromSettings(s: SettingsForPlace, url: string, image?: string | null): Json {
  return placeJsonLd({
    actType: s.act_type,
    name: s.name,
    description: s.tagline,
    url,
    image,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    openingHours: s.opening_hours,
    phone: s.phone,
    email: s.contact_email,
    socialLinks: s.social_links,
  });
}

/** The JSON text for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no `</script>` can break out. */
export function placeJsonLdScript(input: PlaceJsonLdInput): string {
  return jsonLdString(placeJsonLd(input));
}
