/**
 * The account forms' schemas. Their messages are the studio catalogue's
 * (`core.studio.auth.*`): each schema is a function of the translator of the
 * person filling the form in (docs/languages.md, "The studio's language").
 */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./passwords.ts";
import type { Translator } from "../i18n/translator.ts";

type Tr = Pick<Translator, "t">;

export const emailSchema = ({ t }: Tr) =>
  z
    .string({ message: t("core.studio.auth.email") })
    .trim()
    .min(1, { message: t("core.studio.auth.email") })
    .max(254, { message: t("core.studio.auth.emailLong", { max: 254 }) })
    .refine((v) => !/[\r\n]/.test(v) && /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(v), {
      message: t("core.studio.auth.emailFormat"),
    });

export const loginSchema = ({ t }: Tr) =>
  z.object({
    email: z
      .string({ message: t("core.studio.auth.email") })
      .trim()
      .min(1, { message: t("core.studio.auth.email") })
      .max(254),
    password: z
      .string({ message: t("core.studio.auth.password") })
      .min(1, { message: t("core.studio.auth.password") })
      .max(PASSWORD_MAX),
    next: z.string().optional(),
  });

export const newPasswordSchema = ({ t }: Tr) =>
  z
    .string({ message: t("core.studio.auth.newPassword") })
    .min(PASSWORD_MIN, { message: t("core.studio.password.short", { min: PASSWORD_MIN }) })
    .max(PASSWORD_MAX, { message: t("core.studio.password.long", { max: PASSWORD_MAX }) });

export const displayNameSchema = ({ t }: Tr) =>
  z
    .string()
    .trim()
    .min(1, { message: t("core.studio.auth.name") })
    .max(100, { message: t("core.studio.auth.nameLong", { max: 100 }) })
    .refine((v) => !/[\r\n]/.test(v), { message: t("core.studio.auth.oneLine") });

export const setupSchema = (tr: Tr) =>
  z
    .object({
      code: z
        .string({ message: tr.t("core.studio.auth.code") })
        .trim()
        .min(1, { message: tr.t("core.studio.auth.code") }),
      display_name: displayNameSchema(tr),
      email: emailSchema(tr),
      password: newPasswordSchema(tr),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: tr.t("core.studio.auth.mismatch") });

export const changePasswordSchema = (tr: Tr) =>
  z
    .object({
      current: z.string().min(1, { message: tr.t("core.studio.auth.current") }),
      password: newPasswordSchema(tr),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: tr.t("core.studio.auth.mismatch") });

export const newUserSchema = (tr: Tr) =>
  z.object({
    display_name: displayNameSchema(tr),
    email: emailSchema(tr),
    role: z.enum(["owner", "editor"], { message: tr.t("core.studio.auth.role") }),
    password: newPasswordSchema(tr),
  });
