/**
 * The legal notice's studio form (issue 25 §6): every field plain text —
 * no markup, no control characters, one line where one line belongs —
 * length-limited, and checked where it has a shape (e-mail, phone, VAT id).
 * A notice may be saved unfinished; it is shown once name, postal address and
 * e-mail are there (lib/notice.ts), which the page and the checklist check.
 */
import { z } from "zod";
import { LEGAL_COUNTRIES, LEGAL_FIELDS, type LegalCountry, type LegalField, type LegalNotice } from "./lib/notice.ts";

/** A studio translator's `t` (the messages are the studio's, in the user's language). */
type StudioT = (key: string, values?: Record<string, string | number>) => string;

// Something that reads as a tag: "<p>", "</div>", "<a href=…>", "<!-- -->", "<?php". A lone "<" ("a < b") is text.
const MARKUP = /<\s*[/!?]?\s*[a-z][^<>]*>|<!--/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;
const EMAIL = /^[^\s@<>()",;:]{1,64}@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/;
const PHONE = /^[0-9+()\-./ ]+$/;
const VAT = /^[A-Za-z0-9 .-]+$/;

function field(name: LegalField, t: StudioT) {
  const { max, lines } = LEGAL_FIELDS[name];
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = (raw ?? "").replace(/\r\n?/g, "\n").replace(/\t/g, " ");
      const text = lines
        ? v
            .split("\n")
            .map((l) => l.trim())
            .join("\n")
            .replace(/\n{3,}/g, "\n\n")
            .trim()
        : v.trim();
      const fail = (key: string, values?: Record<string, number>) => {
        ctx.addIssue({ code: "custom", message: t(key, values) });
        return z.NEVER;
      };
      if (CONTROL.test(text)) return fail("legal.studio.errors.control");
      if (!lines && text.includes("\n")) return fail("legal.studio.errors.lines");
      if (MARKUP.test(text)) return fail("legal.studio.errors.markup");
      if (text.length > max) return fail("legal.studio.errors.tooLong", { max });
      return text;
    });
}

export function legalNoticeSchema(t: StudioT) {
  const f = (name: LegalField) => field(name, t);
  return z
    .object({
      country: z
        .string()
        .optional()
        .transform((v, ctx) => {
          const c = (v ?? "").trim().toUpperCase();
          if ((LEGAL_COUNTRIES as readonly string[]).includes(c)) return c as LegalCountry;
          ctx.addIssue({ code: "custom", message: t("legal.studio.errors.country") });
          return z.NEVER;
        }),
      name: f("name"),
      legal_form: f("legal_form"),
      representative: f("representative"),
      address: f("address"),
      email: f("email").refine((v) => v === "" || EMAIL.test(v), { message: t("legal.studio.errors.email") }),
      phone: f("phone").refine((v) => v === "" || (PHONE.test(v) && (v.match(/\d/g) ?? []).length >= 3), {
        message: t("legal.studio.errors.phone"),
      }),
      register_court: f("register_court"),
      register_number: f("register_number"),
      vat_id: f("vat_id").refine((v) => v === "" || VAT.test(v), { message: t("legal.studio.errors.vat") }),
      authority: f("authority"),
      profession: f("profession"),
      responsible: f("responsible"),
      media_disclosure: f("media_disclosure"),
      extra: f("extra"),
    })
    .transform((v): LegalNotice => v);
}

/** The longest privacy notice the owner may publish (characters). */
export const PRIVACY_MAX = 20_000;

/**
 * The privacy notice's studio form: Markdown as text (rendered without HTML on
 * /privacy), not empty, length-limited, without control characters; `lang` is
 * one of the site's languages (the action checks which).
 */
export const privacyNoticeSchema = (t: StudioT) =>
  z.object({
    lang: z.string().min(1).max(8),
    text: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const text = (raw ?? "").replace(/\r\n?/g, "\n").replace(/\t/g, " ").trim();
        if (text === "") ctx.addIssue({ code: "custom", message: t("legal.studio.privacy.empty") });
        else if (text.length > PRIVACY_MAX)
          ctx.addIssue({ code: "custom", message: t("legal.studio.privacy.tooLong", { max: PRIVACY_MAX }) });
        else if (CONTROL.test(text)) ctx.addIssue({ code: "custom", message: t("legal.studio.errors.control") });
        return text;
      }),
  });
