/**
 * The studio's e-mail settings form (issue 11): each field's format, then
 * what the chosen transport needs — except the fields the server's
 * environment sets, which win and are not the form's to fill. One message
 * per field (SPEC §5). Secrets are posted only to be replaced: an empty
 * password field keeps the saved one unless "Replace" was ticked.
 */
import { z } from "zod";
import { parseFrom } from "./email/smtp.server.ts";
import type { SettingField, Source } from "./email/config.server.ts";

const noBreaks = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters.` })
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: `${label} can't contain line breaks.` })
    .default("");

const ID_RE = /^[\w-]{1,100}$/;
const id = (label: string) => noBreaks(label, 100).refine((v) => v === "" || ID_RE.test(v), { message: `${label} is letters, digits, - and _ only, as EmailJS shows it.` });

const HOST_RE = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const EMAIL_RE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const secret = (label: string) =>
  z
    .string()
    .max(1000, { message: `${label} must be at most 1,000 characters.` })
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: `${label} can't contain line breaks.` })
    .default("");

const ticked = z.preprocess((v) => v === "on" || v === "true", z.boolean());

const base = z.object({
  transport: z.enum(["none", "smtp", "emailjs"], { message: "Choose how e-mail is sent." }).default("none"),
  smtp_host: noBreaks("The host name", 253).refine((v) => v === "" || HOST_RE.test(v), { message: "Enter the server's host name, e.g. smtp.example.com." }),
  smtp_port: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535), { message: "Enter a port from 1 to 65535, or leave it empty." }),
  smtp_security: z.enum(["tls", "starttls", "none"], { message: "Choose the connection's security." }).default("starttls"),
  smtp_user: noBreaks("The user name", 254),
  smtp_password: secret("The password"),
  smtp_password_replace: ticked,
  mail_from: noBreaks("The From address", 300).refine((v) => v === "" || parseFrom(v) !== null, { message: "Enter one address, e.g. hello@example.com or Band <hello@example.com>." }),
  mail_to: noBreaks("The address", 254).refine((v) => v === "" || EMAIL_RE.test(v), { message: "Enter an e-mail address, e.g. bookings@example.com." }),
  emailjs_public_key: id("The public key"),
  emailjs_private_key: secret("The private key"),
  emailjs_private_key_replace: ticked,
  emailjs_service_id: id("The service ID"),
  emailjs_template_id: id("The template ID"),
  emailjs_autoreply_template_id: id("The auto-reply template ID"),
});

export type EmailSettingsForm = z.output<typeof base>;

/** What the server's environment sets, by field (those the form leaves alone). */
export type Sources = Record<SettingField, Source>;

/**
 * The form's schema for this server: what the chosen transport needs, minus
 * what the environment sets. `stored` says which secrets are saved already.
 */
export function emailSettingsSchema(sources: Sources, envTransport: "none" | "smtp" | "emailjs" | undefined, stored: { smtpPassword: boolean }) {
  const fromEnv = (f: SettingField) => sources[f] === "env";
  return base.superRefine((v, ctx) => {
    const need = (path: keyof EmailSettingsForm, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    const transport = envTransport ?? v.transport;
    if (transport === "smtp" && !fromEnv("smtp_server")) {
      need("smtp_host", v.smtp_host !== "", "Enter the SMTP server's host name, e.g. smtp.example.com.");
      const keepsPassword = stored.smtpPassword && !v.smtp_password_replace;
      need("smtp_user", v.smtp_user !== "" || (v.smtp_password === "" && !keepsPassword), "Enter the user name that goes with the password.");
    }
    if (transport === "smtp" && !fromEnv("mail_from")) {
      const userIsAddress = !fromEnv("smtp_server") && parseFrom(v.smtp_user) !== null;
      need("mail_from", v.mail_from !== "" || userIsAddress, "Enter the address e-mails come from, e.g. Band <hello@example.com>.");
    }
    if (transport === "emailjs") {
      if (!fromEnv("emailjs_public_key")) need("emailjs_public_key", v.emailjs_public_key !== "", "Enter the account's public key (EmailJS → Account → General).");
      if (!fromEnv("emailjs_service_id")) need("emailjs_service_id", v.emailjs_service_id !== "", "Enter the service ID (EmailJS → Email Services).");
      if (!fromEnv("emailjs_template_id")) need("emailjs_template_id", v.emailjs_template_id !== "", "Enter the template ID (EmailJS → Email Templates).");
    }
  });
}

/** The secret fields: never shown again, never kept in a re-shown form. */
export const SECRET_FIELDS = ["smtp_password", "emailjs_private_key"] as const;
