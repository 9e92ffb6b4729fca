/**
 * The studio's e-mail settings form (issue 11): each field's format, then
 * what the chosen transport needs — except the fields the server's
 * environment sets, which win and are not the form's to fill. One message
 * per field (SPEC §5). Secrets are posted only to be replaced: an empty
 * password field keeps the saved one unless "Replace" was ticked.
 */
import { z } from "zod";
import { parseFrom } from "~/core/mail/transports/smtp.server.ts";
import type { SettingField, Source } from "~/core/mail/config.server.ts";
import type { Translator } from "~/core/i18n/translator.ts";

type Tr = Pick<Translator, "t">;

const noBreaks = ({ t }: Tr, label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: t("contact.studio.emailForm.tooLong", { label, max }) })
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: t("contact.studio.emailForm.oneLine", { label }) })
    .default("");

const ID_RE = /^[\w-]{1,100}$/;
const id = (tr: Tr, label: string) =>
  noBreaks(tr, label, 100).refine((v) => v === "" || ID_RE.test(v), {
    message: tr.t("contact.studio.emailForm.idChars", { label }),
  });

const HOST_RE =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const EMAIL_RE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const secret = ({ t }: Tr, label: string) =>
  z
    .string()
    .max(1000, { message: t("contact.studio.emailForm.tooLong", { label, max: 1000 }) })
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: t("contact.studio.emailForm.oneLine", { label }) })
    .default("");

const ticked = z.preprocess((v) => v === "on" || v === "true", z.boolean());

/** The fields' own checks, in `tr`'s language (the fields are named inside the messages: "The host name must be…"). */
const baseSchema = (tr: Tr) => {
  const { t } = tr;
  return z.object({
    transport: z
      .enum(["none", "smtp", "emailjs"], { message: t("contact.studio.emailForm.chooseTransport") })
      .default("none"),
    smtp_host: noBreaks(tr, t("contact.studio.emailForm.label.host"), 253).refine((v) => v === "" || HOST_RE.test(v), {
      message: t("contact.studio.emailForm.host"),
    }),
    smtp_port: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), {
        message: t("contact.studio.emailForm.port"),
      }),
    smtp_security: z
      .enum(["tls", "starttls", "none"], { message: t("contact.studio.emailForm.chooseSecurity") })
      .default("starttls"),
    smtp_user: noBreaks(tr, t("contact.studio.emailForm.label.user"), 254),
    smtp_password: secret(tr, t("contact.studio.emailForm.label.password")),
    smtp_password_replace: ticked,
    mail_from: noBreaks(tr, t("contact.studio.emailForm.label.from"), 300).refine(
      (v) => v === "" || parseFrom(v) !== null,
      { message: t("contact.studio.emailForm.from") },
    ),
    mail_to: noBreaks(tr, t("contact.studio.emailForm.label.to"), 254).refine((v) => v === "" || EMAIL_RE.test(v), {
      message: t("contact.studio.emailForm.to"),
    }),
    emailjs_public_key: id(tr, t("contact.studio.emailForm.label.publicKey")),
    emailjs_private_key: secret(tr, t("contact.studio.emailForm.label.privateKey")),
    emailjs_private_key_replace: ticked,
    emailjs_service_id: id(tr, t("contact.studio.emailForm.label.serviceId")),
    emailjs_template_id: id(tr, t("contact.studio.emailForm.label.templateId")),
    emailjs_autoreply_template_id: id(tr, t("contact.studio.emailForm.label.autoreplyTemplateId")),
  });
};

export type EmailSettingsForm = z.output<ReturnType<typeof baseSchema>>;

/** What the server's environment sets, by field (those the form leaves alone). */
export type Sources = Record<SettingField, Source>;

/**
 * The form's schema for this server: what the chosen transport needs, minus
 * what the environment sets. `stored` says which secrets are saved already.
 */
export function emailSettingsSchema(
  sources: Sources,
  envTransport: "none" | "smtp" | "emailjs" | undefined,
  stored: { smtpPassword: boolean },
  tr: Tr,
) {
  const { t } = tr;
  const fromEnv = (f: SettingField) => sources[f] === "env";
  return baseSchema(tr).superRefine((v, ctx) => {
    const need = (path: keyof EmailSettingsForm, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    const transport = envTransport ?? v.transport;
    if (transport === "smtp" && !fromEnv("smtp_server")) {
      need("smtp_host", v.smtp_host !== "", t("contact.studio.emailForm.needHost"));
      const keepsPassword = stored.smtpPassword && !v.smtp_password_replace;
      need(
        "smtp_user",
        v.smtp_user !== "" || (v.smtp_password === "" && !keepsPassword),
        t("contact.studio.emailForm.needUser"),
      );
    }
    if (transport === "smtp" && !fromEnv("mail_from")) {
      const userIsAddress = !fromEnv("smtp_server") && parseFrom(v.smtp_user) !== null;
      need("mail_from", v.mail_from !== "" || userIsAddress, t("contact.studio.emailForm.needFrom"));
    }
    if (transport === "emailjs") {
      if (!fromEnv("emailjs_public_key"))
        need("emailjs_public_key", v.emailjs_public_key !== "", t("contact.studio.emailForm.needPublicKey"));
      if (!fromEnv("emailjs_service_id"))
        need("emailjs_service_id", v.emailjs_service_id !== "", t("contact.studio.emailForm.needServiceId"));
      if (!fromEnv("emailjs_template_id"))
        need("emailjs_template_id", v.emailjs_template_id !== "", t("contact.studio.emailForm.needTemplateId"));
    }
  });
}

/** The secret fields: never shown again, never kept in a re-shown form. */
export const SECRET_FIELDS = ["smtp_password", "emailjs_private_key"] as const;
