import { expect, test } from "vitest";
import { parseSubmission } from "~/core/validation/forms.ts";
import { settingsSchema as schemaFor } from "./schemas.ts";
import { latitudeSchema, longitudeSchema } from "~/core/validation/fields.ts";
import { registerCapabilities } from "~/core/capability.server.ts";
import { CAPABILITIES } from "~/capabilities/registry.server.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";

registerCapabilities(CAPABILITIES);
const en = studioTranslatorFor("en");
const settingsSchema = schemaFor(en);

const form = (over: [string, string][] = []) =>
  new URLSearchParams([
    ["name", "The Night Owls"],
    ["time_zone", "Europe/Berlin"],
    ["act_type", "MusicGroup"],
    ...over,
  ]);

test("social links keep their order and drop empty rows", () => {
  const sub = parseSubmission(
    settingsSchema,
    form([
      ["social_platform[]", "bandcamp"],
      ["social_url[]", " https://owls.bandcamp.com "],
      ["social_platform[]", "instagram"],
      ["social_url[]", ""],
      ["social_platform[]", "website"],
      ["social_url[]", "https://owls.example"],
      ["social_platform[]", "instagram"],
      ["social_url[]", "instagram.com/owls"],
    ]),
  );
  expect(sub.errors).toEqual({});
  expect(sub.value?.social_links).toEqual([
    { platform: "bandcamp", url: "https://owls.bandcamp.com" },
    { platform: "website", url: "https://owls.example" },
    // Pasted without its scheme: kept with https://.
    { platform: "instagram", url: "https://instagram.com/owls" },
  ]);
});

test("a bad social link gets its message under its own row", () => {
  const sub = parseSubmission(
    settingsSchema,
    form([
      ["social_platform[]", "instagram"],
      ["social_url[]", "https://instagram.com/owls"],
      ["social_platform[]", "myspace"],
      ["social_url[]", "javascript:alert(1)"],
    ]),
  );
  expect(sub.ok).toBe(false);
  expect(sub.errors).toEqual({
    "social_platform.1": "Choose a platform for this link.",
    "social_url.1": "Enter a web address, like instagram.com/yourname.",
  });
});

test("SPEC §5 field errors: phone characters, coordinates in pairs and in range", () => {
  const bad = form([
    ["phone", "call me maybe"],
    ["latitude", "91"],
    ["longitude", "13.4"],
    ["contact_email", "not-an-address"],
  ]);
  const sub = parseSubmission(settingsSchema, bad, en);
  expect(sub.errors).toMatchObject({
    phone: "Use digits, spaces and + ( ) - . only.",
    latitude: "Latitude must be a number from -90 to 90.",
    contact_email: "Enter an e-mail address like name@example.com.",
  });
  expect(parseSubmission(settingsSchema, form([["latitude", "52.5"]])).errors).toEqual({
    longitude: "Give both latitude and longitude, or neither.",
  });
});

test("coordinates are plain decimal numbers in range (a decimal comma and a typographic minus are fine)", () => {
  for (const [input, value] of [
    ["52.52", 52.52],
    ["-33,8688", -33.8688],
    ["−13.4", -13.4],
    ["+90", 90],
    ["", null],
    ["  7 ", 7],
  ] as const) {
    expect(latitudeSchema.safeParse(input).data).toBe(value);
  }
  for (const bad of ["0x10", "1e1", "Infinity", "NaN", "52.", ".5", "52.5.1", "91", "-90.0001", "52 N", "1_0"]) {
    expect(latitudeSchema.safeParse(bad).success, bad).toBe(false);
  }
  expect(longitudeSchema.safeParse("-180").data).toBe(-180);
  expect(longitudeSchema.safeParse("180.5").success).toBe(false);
});

test("the settings form speaks the user's studio language: its own messages and zod's (German)", () => {
  const de = studioTranslatorFor("de");
  const bad = form([
    ["phone", "call me maybe"],
    ["tagline", "x".repeat(201)],
    ["name", ""],
  ]);
  bad.delete("name");
  const sub = parseSubmission(schemaFor(de), bad, de);
  expect(sub.errors).toMatchObject({
    phone: "Nur Ziffern, Leerzeichen und + ( ) - . verwenden.",
    tagline: "Gib höchstens 200 Zeichen ein.",
    name: "Dieses Feld ist erforderlich.",
  });
});

test("the accent colour is not a settings field: the theme page is its one place (a posted one is dropped)", () => {
  const sub = parseSubmission(settingsSchema, form([["accent_color", "#ff0000"]]));
  expect(sub.errors).toEqual({});
  expect(sub.value).not.toHaveProperty("accent_color");
});
