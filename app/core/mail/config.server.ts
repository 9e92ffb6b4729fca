/**
 * Where e-mail settings come from (issue 11): the studio's row, with every
 * environment variable that is set winning over its field(s) — MAIL_TRANSPORT
 * over the transport, SMTP_URL over the whole SMTP server (host, port,
 * security, user and password), MAIL_FROM, MAIL_TO and each EMAILJS_* over
 * theirs. The result names the source of each field, so the studio can show
 * "set by the server", and the problems can name the setting to fix.
 */
import type { Env } from "~/core/env.server.ts";
import { openSecret } from "~/core/secrets/secret-box.server.ts";
import type { EmailSettingsRow } from "./data/email-settings.server.ts";
import type { TransportName } from "./types.server.ts";

export type Source = "env" | "studio" | "unset";
export type SmtpSecurity = "tls" | "starttls" | "none";

/** The SMTP server as the studio describes it (SMTP_URL replaces all of it). */
export interface SmtpServer {
  host: string;
  port: number | null;
  security: SmtpSecurity;
  user: string;
  password: string;
  /** The stored password no longer opens (SESSION_SECRET changed): it must be entered again. */
  passwordUnreadable?: boolean;
}

export interface MailConfig {
  transport: TransportName;
  /** SMTP_URL, when the server sets it. */
  smtpUrl?: string;
  smtp: SmtpServer;
  from?: string;
  to?: string;
  emailjs: {
    apiUrl: string;
    publicKey?: string;
    privateKey?: string;
    privateKeyUnreadable?: boolean;
    serviceId?: string;
    templateId?: string;
    autoreplyTemplateId?: string;
  };
  /** Where each studio field's value comes from. */
  sources: Record<SettingField, Source>;
}

export const SETTING_FIELDS = [
  "transport",
  "smtp_server",
  "mail_from",
  "mail_to",
  "emailjs_public_key",
  "emailjs_private_key",
  "emailjs_service_id",
  "emailjs_template_id",
  "emailjs_autoreply_template_id",
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

/** What each field's environment variable is called (for "set by the server (SMTP_URL)"). */
export const ENV_NAMES: Record<SettingField, string> = {
  transport: "MAIL_TRANSPORT",
  smtp_server: "SMTP_URL",
  mail_from: "MAIL_FROM",
  mail_to: "MAIL_TO",
  emailjs_public_key: "EMAILJS_PUBLIC_KEY",
  emailjs_private_key: "EMAILJS_PRIVATE_KEY",
  emailjs_service_id: "EMAILJS_SERVICE_ID",
  emailjs_template_id: "EMAILJS_TEMPLATE_ID",
  emailjs_autoreply_template_id: "EMAILJS_AUTOREPLY_TEMPLATE_ID",
};

/** The studio's names for the transports (the environment says "log" for "none"). */
export const studioTransport = (t: TransportName): "none" | "smtp" | "emailjs" => (t === "log" ? "none" : t);

export const SECRET_PURPOSE = {
  smtp_password: "email_settings.smtp_password",
  emailjs_private_key: "email_settings.emailjs_private_key",
} as const;

export type MailEnv = Pick<
  Env,
  | "MAIL_TRANSPORT"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_TO"
  | "EMAILJS_API_URL"
  | "EMAILJS_PUBLIC_KEY"
  | "EMAILJS_PRIVATE_KEY"
  | "EMAILJS_SERVICE_ID"
  | "EMAILJS_TEMPLATE_ID"
  | "EMAILJS_AUTOREPLY_TEMPLATE_ID"
>;

/** A stored secret in plain text: "" when unset, null when it no longer opens. */
export function openStored(sealed: string, purpose: string): string | null {
  return sealed === "" ? "" : openSecret(sealed, purpose);
}

/**
 * The settings in force: the environment's where set, else the studio's row
 * (secrets opened), else nothing. With neither, e-mail is the log transport.
 */
export function mailConfig(e: MailEnv, row: Omit<EmailSettingsRow, "id" | "updated_at"> | undefined): MailConfig {
  const pick = <T>(field: SettingField, fromEnv: T | undefined, fromRow: T | undefined): T | undefined => {
    if (fromEnv !== undefined) {
      sources[field] = "env";
      return fromEnv;
    }
    if (fromRow !== undefined && fromRow !== "") {
      sources[field] = "studio";
      return fromRow;
    }
    sources[field] = "unset";
    return undefined;
  };
  const sources = {} as Record<SettingField, Source>;
  const rowTransport: TransportName | undefined = row ? (row.transport === "none" ? "log" : row.transport) : undefined;
  const transport = pick<TransportName>("transport", e.MAIL_TRANSPORT, rowTransport) ?? "log";

  const password = row ? openStored(row.smtp_password, SECRET_PURPOSE.smtp_password) : "";
  // SMTP_URL stands for the whole server; the studio's server counts as set once it has a host.
  pick<string>("smtp_server", e.SMTP_URL, row?.smtp_host);
  const privateKey = row ? openStored(row.emailjs_private_key, SECRET_PURPOSE.emailjs_private_key) : "";
  return {
    transport,
    smtpUrl: e.SMTP_URL,
    smtp: {
      host: row?.smtp_host ?? "",
      port: row?.smtp_port ?? null,
      security: row?.smtp_security ?? "starttls",
      user: row?.smtp_user ?? "",
      password: password ?? "",
      ...(password === null ? { passwordUnreadable: true } : {}),
    },
    from: pick("mail_from", e.MAIL_FROM, row?.mail_from),
    to: pick("mail_to", e.MAIL_TO, row?.mail_to),
    emailjs: {
      apiUrl: e.EMAILJS_API_URL,
      publicKey: pick("emailjs_public_key", e.EMAILJS_PUBLIC_KEY, row?.emailjs_public_key),
      privateKey: pick("emailjs_private_key", e.EMAILJS_PRIVATE_KEY, privateKey ?? undefined),
      ...(privateKey === null && e.EMAILJS_PRIVATE_KEY === undefined ? { privateKeyUnreadable: true } : {}),
      serviceId: pick("emailjs_service_id", e.EMAILJS_SERVICE_ID, row?.emailjs_service_id),
      templateId: pick("emailjs_template_id", e.EMAILJS_TEMPLATE_ID, row?.emailjs_template_id),
      autoreplyTemplateId: pick(
        "emailjs_autoreply_template_id",
        e.EMAILJS_AUTOREPLY_TEMPLATE_ID,
        row?.emailjs_autoreply_template_id,
      ),
    },
    sources,
  };
}
