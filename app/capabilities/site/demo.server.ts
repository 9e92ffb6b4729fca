/** The demo act's settings: a band with a real-looking address. */
import { updateSettings, getSettings } from "~/core/settings/settings.server.ts";
import type { SocialLink } from "./schemas.ts";

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
  contact_email: "hello@velvet-lanterns.example",
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

/** Resets the settings when they are still the demo act's. */
export async function removeDemoSite(): Promise<void> {
  const s = await getSettings();
  if (s.name !== DEMO_NAME) return;
  await updateSettings({
    name: "My Marquee site",
    tagline: "",
    about: "",
    contact_email: "",
    phone: "",
    address: "",
    latitude: null,
    longitude: null,
    opening_hours: "",
    social_links: [],
    privacy_notice: "",
  });
}
