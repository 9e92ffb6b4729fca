/**
 * The settings' sub-pages (ADR 2740), on both databases: each page's save stores its own fields and leaves every
 * other page's values as they were — a save on one sub-page never blanks another's.
 */
import { beforeAll, beforeEach, expect, test } from "vitest";
import { useTestDatabase } from "~tests/setup/db.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { getSettings, updateSettings, type SiteSettings } from "~/core/settings/settings.server.ts";
import { submitSettingsPage } from "./settings-page.server.ts";
import type { SettingsPageId } from "../schemas.ts";

useTestDatabase();
const en = studioTranslatorFor("en");
const actor = { id: "owner-1", email: "owner@example.com" };

const STORED = {
  name: "The Night Owls",
  tagline: "Soul from Leipzig",
  act_type: "MusicGroup",
  language: "en",
  languages: "de",
  time_zone: "Europe/Berlin",
  about: "We play **soul**.",
  contact_email: "band@example.com",
  phone: "+49 341 1234",
  address: "Karl-Liebknecht-Str. 1, Leipzig",
  opening_hours: "Fri 20–24",
  privacy_notice: "We keep your e-mail for replies only.",
  latitude: 51.34,
  longitude: 12.37,
  social_links: [
    { platform: "instagram", url: "https://instagram.com/owls" },
    { platform: "bandcamp", url: "https://owls.bandcamp.com" },
  ],
} satisfies Partial<SiteSettings>;

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

/** Each sub-page's form as the browser sends it, with one value changed. */
const FORMS: Record<SettingsPageId, { form: FormData; changed: Partial<SiteSettings> }> = {
  general: {
    form: form([
      ["name", "The Lanterns"],
      ["tagline", "Soul from Leipzig"],
      ["act_type", "MusicGroup"],
      ["language", "en"],
      ["languages_shown", "1"],
      ["languages", "de"],
      ["time_zone", "Europe/Berlin"],
    ]),
    changed: { name: "The Lanterns" },
  },
  home: { form: form([["about", "Brass and soul."]]), changed: { about: "Brass and soul." } },
  contact: {
    form: form([
      ["contact_email", "band@example.com"],
      ["phone", "+49 341 9999"],
      ["address", "Karl-Liebknecht-Str. 1, Leipzig"],
      ["opening_hours", "Fri 20–24"],
      ["privacy_notice", "We keep your e-mail for replies only."],
      ["latitude", "51.34"],
      ["longitude", "12.37"],
    ]),
    changed: { phone: "+49 341 9999" },
  },
  social: {
    form: form([
      ["social_platform[]", "instagram"],
      ["social_url[]", "https://instagram.com/owls"],
      ["social_platform[]", "bandcamp"],
      ["social_url[]", "https://owls.bandcamp.com"],
      ["move", "down:0"],
    ]),
    changed: { social_links: [STORED.social_links[1]!, STORED.social_links[0]!] },
  },
};

beforeAll(() => registerCapabilities(CAPABILITIES));
beforeEach(async () => {
  await updateSettings(STORED);
});

const kept = (s: SiteSettings) => Object.fromEntries(Object.keys(STORED).map((k) => [k, s[k as keyof SiteSettings]]));

test.each(Object.keys(FORMS) as SettingsPageId[])(
  "a save on %s changes its own field and no other page's",
  async (page) => {
    const { form, changed } = FORMS[page];
    const out = await submitSettingsPage(actor, en, page, form, false);
    expect(out.kind).toBe("saved");
    expect(kept(await getSettings())).toEqual({ ...STORED, ...changed });
  },
);

test("a refused save on one page stores nothing, and a preview stores nothing", async () => {
  const bad = form([
    ["contact_email", "not an address"],
    ["latitude", "51"],
    ["longitude", ""],
  ]);
  const out = await submitSettingsPage(actor, en, "contact", bad, false);
  expect(out.kind).toBe("refused");
  if (out.kind === "refused") expect(Object.keys(out.errors).sort()).toEqual(["contact_email", "longitude"]);
  const preview = await submitSettingsPage(actor, en, "general", FORMS.general.form, true);
  expect(preview).toMatchObject({ kind: "preview", value: { name: "The Lanterns" } });
  expect(preview.kind === "preview" && "about" in preview.value).toBe(false);
  expect(kept(await getSettings())).toEqual(STORED);
});

test("the general page needs a name; the other pages do not ask for it", async () => {
  const out = await submitSettingsPage(
    actor,
    en,
    "general",
    form([
      ["name", ""],
      ["time_zone", "UTC"],
      ["act_type", "MusicGroup"],
    ]),
    false,
  );
  expect(out.kind === "refused" && Object.keys(out.errors)).toEqual(["name"]);
  expect((await submitSettingsPage(actor, en, "home", form([["about", ""]]), false)).kind).toBe("saved");
  expect((await getSettings()).name).toBe(STORED.name);
});
