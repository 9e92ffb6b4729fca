import { z } from "zod";
import { isValidTimeZone } from "~/core/dates/zones.ts";
import { webLink } from "~/core/validation/fields.ts";
import { latitudeSchema, longitudeSchema } from "~/core/validation/fields.ts";
import { ACT_TYPES, SOCIAL_PLATFORMS, type SocialPlatform } from "~/core/settings/types.ts";
import { LOCALE_CODES, type LocaleCode } from "~/core/i18n/locales.ts";
import type { Translator } from "~/core/i18n/translator.ts";

export { ACT_TYPES, SOCIAL_PLATFORMS, type SocialLink, type SocialPlatform } from "~/core/settings/types.ts";

// A missing field and a text too long get zod's own messages, which the studio translator's
// error map writes in the user's studio language (parseSubmission(schema, form, tr)).
const text = (max: number) => z.string().trim().max(max);

const asArray = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * The settings' sub-pages and the fields each one's form carries (ADR 2740). A sub-page's save parses and stores
 * only its own fields, so saving one never blanks another's.
 */
export const SETTINGS_PAGE_FIELDS = {
  general: ["name", "tagline", "act_type", "language", "languages", "time_zone"],
  home: ["about"],
  contact: ["contact_email", "phone", "address", "opening_hours", "privacy_notice", "latitude", "longitude"],
  social: ["social_platform", "social_url"],
} as const;
export type SettingsPageId = keyof typeof SETTINGS_PAGE_FIELDS;

/** Every settings field, its messages in the studio language of `tr` (docs/languages.md, "The studio's language"). */
const fields = ({ t }: Pick<Translator, "t">) => ({
  name: text(100).min(1, { message: t("site.studio.settings.errors.name") }),
  tagline: text(200).default(""),
  about: text(20000).default(""),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(v), {
      message: t("site.studio.settings.errors.email"),
    })
    .default(""),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9 +().-]*$/, { message: t("site.studio.settings.errors.phone") })
    .default(""),
  address: text(500).default(""),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  time_zone: z
    .string()
    .trim()
    .refine(isValidTimeZone, { message: t("site.studio.settings.errors.timeZone") }),
  opening_hours: text(1000).default(""),
  // No accent colour here: the theme page is its one place (issue 25; ADR 2513). A posted
  // accent_color (an older form, a script) is dropped with any other unknown field.
  privacy_notice: text(5000).default(""),
  act_type: z.enum(ACT_TYPES, { message: t("site.studio.settings.errors.actType") }),
  // Absent (an older form, a script): the language stays as it is.
  language: z
    .enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]], { message: t("site.studio.settings.errors.language") })
    .optional(),
  // The site's other languages (issue 15, L2), "es,fr". The settings action adds an empty entry when the
  // form showed the choice and none is checked; absent altogether (an older form, a script), they stay as they are.
  languages: z
    .preprocess(
      (v) => (v === undefined ? undefined : asArray(v).filter((x) => x !== "")),
      z
        .array(
          z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]], {
            message: t("site.studio.settings.errors.languages"),
          }),
        )
        .optional(),
    )
    .transform((a) => (a === undefined ? undefined : [...new Set(a)].join(","))),
  social_platform: z.preprocess(asArray, z.array(z.string())),
  social_url: z.preprocess(asArray, z.array(z.string())),
});

/**
 * The settings form: all fields, or one sub-page's (`page`) — then the others are neither required nor in the
 * value, so the save leaves them as stored.
 */
export const settingsSchema = (tr: Pick<Translator, "t">, page?: SettingsPageId) => {
  const t = tr.t;
  const all = z.object(fields(tr));
  // The picked schema is typed as the whole one; the output type below says what a page's value really is.
  const shape = (
    page
      ? all.pick(
          Object.fromEntries(SETTINGS_PAGE_FIELDS[page].map((k) => [k, true])) as Record<keyof typeof all.shape, true>,
        )
      : all
  ) as typeof all;
  return shape
    .superRefine((v, ctx) => {
      if (v.latitude !== undefined && (v.latitude === null) !== (v.longitude === null)) {
        ctx.addIssue({
          code: "custom",
          path: [v.latitude === null ? "latitude" : "longitude"],
          message: t("site.studio.settings.errors.bothCoordinates"),
        });
      }
      (v.social_url ?? []).forEach((url, i) => {
        if (url.trim() === "") return;
        // Each row's message goes under its own field ("social_url.2"), so the form marks and focuses it.
        if (!SOCIAL_PLATFORMS.includes(v.social_platform[i] as SocialPlatform)) {
          ctx.addIssue({
            code: "custom",
            path: ["social_platform", i],
            message: t("site.studio.settings.errors.platform"),
          });
        }
        if (webLink(url) === null)
          ctx.addIssue({ code: "custom", path: ["social_url", i], message: t("site.studio.settings.errors.link") });
      });
    })
    .transform(
      ({ social_platform, social_url, ...rest }): SettingsValue =>
        social_url === undefined
          ? rest
          : {
              ...rest,
              social_links: social_url
                // Stored with its scheme: "instagram.com/band" becomes https://instagram.com/band.
                .map((url, i) => ({ platform: social_platform[i] as SocialPlatform, url: webLink(url) ?? url.trim() }))
                .filter((l) => l.url !== ""),
            },
    );
};

type Fields = z.output<z.ZodObject<ReturnType<typeof fields>>>;
/** What a settings form's value holds: a sub-page's only its own fields. */
export type SettingsValue = Partial<Omit<Fields, "social_platform" | "social_url">> & {
  social_links?: { platform: SocialPlatform; url: string }[];
};
