/** "Remove demo content" and the site's settings: every demo value goes, field by field; what the owner changed stays. */
import { beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { getSettings, SETTINGS_DEFAULTS, updateSettings } from "~/core/settings/settings.server.ts";
import { DEMO_SETTINGS, removeDemoSite, seedSite } from "./demo.server.ts";

useTestDatabase();

beforeEach(async () => {
  await seedSite();
});

const identity = async () => {
  const { updated_at: _u, hero_upload_id: _h, ...s } = await getSettings();
  return s;
};

test("the owner renames the site, removes the demo: every other demo field is gone (the time zone is theirs)", async () => {
  await updateSettings({ name: "Owls of the Night" });
  await removeDemoSite();
  expect(await identity()).toEqual({
    name: "Owls of the Night",
    tagline: SETTINGS_DEFAULTS.tagline,
    about: SETTINGS_DEFAULTS.about,
    contact_email: SETTINGS_DEFAULTS.contact_email,
    phone: SETTINGS_DEFAULTS.phone,
    address: SETTINGS_DEFAULTS.address,
    latitude: null,
    longitude: null,
    time_zone: DEMO_SETTINGS.time_zone,
    opening_hours: SETTINGS_DEFAULTS.opening_hours,
    social_links: [],
    accent_color: SETTINGS_DEFAULTS.accent_color,
    privacy_notice: SETTINGS_DEFAULTS.privacy_notice,
    act_type: SETTINGS_DEFAULTS.act_type,
    // The site's languages are the owner's choice, never the demo's.
    language: "en",
    languages: "",
  });
});

test("the untouched demo goes back to a new site's settings", async () => {
  await removeDemoSite();
  expect((await getSettings()).name).toBe(SETTINGS_DEFAULTS.name);
  expect((await getSettings()).contact_email).toBe("");
});

test("what the owner changed stays: their phone, their own link among the demo's, a moved pin; a form save's CRLF text is still the demo's", async () => {
  const own = { platform: "mastodon" as const, url: "https://social.example/@owls" };
  await updateSettings({
    phone: "+44 20 7946 0000",
    // The settings form posts a textarea's lines with CRLF and the owner saved it unchanged.
    about: DEMO_SETTINGS.about.replace(/\n/g, "\r\n"),
    social_links: [
      DEMO_SETTINGS.social_links[0]!,
      own,
      { ...DEMO_SETTINGS.social_links[1]!, url: `${DEMO_SETTINGS.social_links[1]!.url}/` },
    ],
    latitude: 51.5,
    accent_color: DEMO_SETTINGS.accent_color.toUpperCase(),
  });
  await removeDemoSite();
  const s = await getSettings();
  expect(s.phone).toBe("+44 20 7946 0000");
  expect(s.about).toBe("");
  expect(s.social_links).toEqual([own]);
  // One coordinate moved: the pin is the owner's, both stay.
  expect([s.latitude, s.longitude]).toEqual([51.5, DEMO_SETTINGS.longitude]);
  expect(s.accent_color).toBe(SETTINGS_DEFAULTS.accent_color);
  expect(s.name).toBe(SETTINGS_DEFAULTS.name);
});
