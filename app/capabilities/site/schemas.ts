import { z } from "zod";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import { httpUrlSchema } from "~/core/validation/fields.ts";
import { latitudeSchema, longitudeSchema } from "~/core/validation/fields.ts";
import { ACT_TYPES, SOCIAL_PLATFORMS, type SocialPlatform } from "~/core/settings/types.ts";
import { LOCALE_CODES, type LocaleCode } from "~/core/i18n/locales.ts";

export { ACT_TYPES, SOCIAL_PLATFORMS, type SocialLink, type SocialPlatform } from "~/core/settings/types.ts";


const text = (max: number, label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters.` });

const asArray = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const settingsSchema = z
  .object({
    name: text(100, "Name").min(1, { message: "Name is required." }),
    tagline: text(200, "Tagline").default(""),
    about: text(20000, "About").default(""),
    contact_email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === "" || /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(v), {
        message: "Enter an e-mail address like name@example.com.",
      })
      .default(""),
    phone: z
      .string()
      .trim()
      .max(30, { message: "Phone must be at most 30 characters." })
      .regex(/^[0-9 +().-]*$/, { message: "Use digits, spaces and + ( ) - . only." })
      .default(""),
    address: text(500, "Address").default(""),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    time_zone: z
      .string()
      .trim()
      .refine(isValidTimeZone, { message: "Choose a time zone from the list." }),
    opening_hours: text(1000, "Opening hours").default(""),
    accent_color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: "Use a colour like #7c3aed." }),
    privacy_notice: text(5000, "Privacy notice").default(""),
    act_type: z.enum(ACT_TYPES, { message: "Choose the kind of act." }),
    // Absent (an older form, a script): the language stays as it is.
    language: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]], { message: "Choose a language from the list." }).optional(),
    social_platform: z.preprocess(asArray, z.array(z.string())),
    social_url: z.preprocess(asArray, z.array(z.string())),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({ code: "custom", path: [v.latitude === null ? "latitude" : "longitude"], message: "Give both latitude and longitude, or neither." });
    }
    v.social_url.forEach((url, i) => {
      if (url.trim() === "") return;
      // Each row's message goes under its own field ("social_url.2"), so the form marks and focuses it.
      if (!SOCIAL_PLATFORMS.includes(v.social_platform[i] as SocialPlatform)) {
        ctx.addIssue({ code: "custom", path: ["social_platform", i], message: "Choose a platform for this link." });
      }
      const r = httpUrlSchema.safeParse(url);
      if (!r.success) ctx.addIssue({ code: "custom", path: ["social_url", i], message: "Enter a full link starting with https://." });
    });
  })
  .transform(({ social_platform, social_url, ...rest }) => ({
    ...rest,
    social_links: social_url
      .map((url, i) => ({ platform: social_platform[i] as SocialPlatform, url: url.trim() }))
      .filter((l) => l.url !== ""),
  }));

export type SettingsInput = z.output<typeof settingsSchema>;
