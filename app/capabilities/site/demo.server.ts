/** The demo act's settings: a band with a real-looking address. */
import {
  getSettings,
  SETTINGS_DEFAULTS,
  updateSettings,
  type SettingsPatch,
  type SiteSettings,
} from "~/core/settings/settings.server.ts";
import type { SocialLink } from "./schemas.ts";
import { DEMO_EMAIL_DOMAIN, isDemoAddress } from "~/core/demo/address.ts";

export const DEMO_NAME = "The Velvet Lanterns";

export const DEMO_SETTINGS = {
  name: DEMO_NAME,
  tagline: "Late-night soul and brass from Kreuzberg",
  about: `## Who we are

**The Velvet Lanterns** are a seven-piece soul and brass band from Berlin-Kreuzberg.
Since 2016 we have played clubs, weddings, festivals and the odd rooftop — always live, always loud, always with horns.

- Two singers, a four-piece horn section and a rhythm section that doesn't quit
- Originals and re-worked classics from Motown to Afrobeat
- Available for clubs, festivals, private events and sessions

Bookings and press: use the [contact form](/contact) or call us.`,
  contact_email: `hello@${DEMO_EMAIL_DOMAIN}`,
  phone: "+49 30 1234 5678",
  address: "Lantern Hall, Oranienstraße 25, 10999 Berlin, Germany",
  latitude: 52.50116,
  longitude: 13.41932,
  time_zone: "Europe/Berlin",
  opening_hours: "Box office: Wed–Sat 18:00–23:00",
  social_links: [
    { platform: "instagram", url: "https://www.instagram.com/velvetlanterns" },
    { platform: "youtube", url: "https://www.youtube.com/@velvetlanterns" },
    { platform: "bandcamp", url: "https://velvetlanterns.bandcamp.com" },
    { platform: "spotify", url: "https://open.spotify.com/artist/0000000000000000000000" },
    { platform: "facebook", url: "https://www.facebook.com/velvetlanterns" },
  ] satisfies SocialLink[],
  accent_color: "#b4235a",
  privacy_notice: "We use your details only to answer your message. We keep messages for 12 months.",
  act_type: "MusicGroup",
};

export async function seedSite(): Promise<void> {
  await updateSettings(DEMO_SETTINGS);
}

/** Text fields compared as the settings form saves them: trimmed, and a browser sends a textarea's lines with CRLF. */
const TEXT_FIELDS = [
  "name",
  "tagline",
  "about",
  "phone",
  "address",
  "opening_hours",
  "privacy_notice",
  "act_type",
] as const;
const text = (v: string) => v.replace(/\r\n?/g, "\n").trim();
const sameLink = (a: SocialLink, b: SocialLink) =>
  a.platform === b.platform && a.url.replace(/\/+$/, "") === b.url.replace(/\/+$/, "");
/** Coordinates come back from the database as floats: equal within a centimetre or so is the demo's pin. */
const samePoint = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-7;

/**
 * What is still the demo act's in these settings, as the patch that puts
 * each such field back to a new site's default. Field by field: an owner who
 * renamed the site (or changed anything else) first keeps what they changed,
 * and loses every demo value they did not. The social links go one by one
 * (the owner's own stay, in their order); the pin goes as a pair. The time
 * zone stays: it is where the owner works, not who the act is, and a wrong
 * guess would move every new event's clock.
 */
export function demoLeftovers(s: SiteSettings): SettingsPatch {
  const patch: SettingsPatch = {};
  for (const k of TEXT_FIELDS) if (text(s[k]) === text(DEMO_SETTINGS[k])) patch[k] = SETTINGS_DEFAULTS[k];
  if (isDemoAddress(s.contact_email)) patch.contact_email = SETTINGS_DEFAULTS.contact_email;
  if (s.accent_color.toLowerCase() === DEMO_SETTINGS.accent_color) patch.accent_color = SETTINGS_DEFAULTS.accent_color;
  if (samePoint(s.latitude, DEMO_SETTINGS.latitude) && samePoint(s.longitude, DEMO_SETTINGS.longitude)) {
    patch.latitude = SETTINGS_DEFAULTS.latitude;
    patch.longitude = SETTINGS_DEFAULTS.longitude;
  }
  const links = s.social_links.filter((l) => !DEMO_SETTINGS.social_links.some((d) => sameLink(l, d)));
  if (links.length !== s.social_links.length) patch.social_links = links;
  return patch;
}

/** Removes what is left of the demo act from the settings (see demoLeftovers). */
export async function removeDemoSite(): Promise<void> {
  const patch = demoLeftovers(await getSettings());
  if (Object.keys(patch).length > 0) await updateSettings(patch);
}
