/**
 * Field schemas that many forms share. Their messages are English here and
 * carry their key in the public core catalogue (`params.i18n`, values beside
 * it): `parseSubmission(schema, form, tr)` shows them in `tr`'s language.
 */
import { z } from "zod";

// A host as people type it: labels of letters, digits and hyphens (any script), a dot, a top-level
// domain of letters (or punycode "xn--…"), then an optional port, path, query or fragment.
const BARE_HOST =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})\.?(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * A web address as people paste it, with its scheme: "moritzbastei.de" and
 * "www.example.com/tickets" become https://…, "//example.com" too; anything
 * with a scheme of its own (http:, https:, mailto:, javascript:) or that is no
 * host name at all ("not a link", "localhost") is returned as typed, for the
 * check after it to accept or refuse.
 */
export function completeScheme(raw: string): string {
  const text = raw.trim();
  if (text.startsWith("//")) return `https:${text}`;
  return BARE_HOST.test(text) ? `https://${text}` : text;
}

/**
 * A full http(s) link without credentials in it. A link typed without its
 * scheme gets https:// (completeScheme), and the parsed value is the completed
 * link: store what the schema gives, not what was typed.
 */
export const httpUrlSchema = z
  .string()
  .trim()
  .transform(completeScheme)
  .pipe(
    z
      .string()
      .refine((v) => v.length <= 2000, {
        message: "This link is too long.",
        params: { i18n: "core.validation.linkTooLong" },
      })
      .refine(
        (v) => {
          try {
            const u = new URL(v);
            return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
          } catch {
            return false;
          }
        },
        { message: "Enter a web address, like example.com.", params: { i18n: "core.validation.httpUrl" } },
      ),
  );

/** The link as the studio stores it (scheme completed), or null when it is no http(s) link. */
export function webLink(raw: string): string | null {
  const r = httpUrlSchema.safeParse(raw);
  return r.success ? r.data : null;
}

/** Coordinates as the forms take them: plain decimals, in range, optional. */
const optionalNumber = (min: number, max: number, label: string, key: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return null;
      // Plain decimals only ("52.52", "-0,5", "−13.4"): Number() alone would also take "0x10" or "1e1".
      const n = /^[+\-−]?\d+(?:[.,]\d+)?$/.test(v) ? Number(v.replace("−", "-").replace(",", ".")) : NaN;
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a number from ${min} to ${max}.`,
          params: { i18n: key, min, max },
        });
        return z.NEVER;
      }
      return n;
    });

export const latitudeSchema = optionalNumber(-90, 90, "Latitude", "core.validation.latitude");
export const longitudeSchema = optionalNumber(-180, 180, "Longitude", "core.validation.longitude");
