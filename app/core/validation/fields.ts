/**
 * Field schemas that many forms share. Their messages are English here and
 * carry their key in the public core catalogue (`params.i18n`, values beside
 * it): `parseSubmission(schema, form, tr)` shows them in `tr`'s language.
 */
import { z } from "zod";

/** A full http(s) link without credentials in it. */
export const httpUrlSchema = z
  .string()
  .trim()
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
    { message: "Enter a full link starting with https://.", params: { i18n: "core.validation.httpUrl" } },
  );

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
