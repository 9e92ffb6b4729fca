/**
 * E-mail delivery set in the studio (issue 11; docs/email.md): the owner's
 * page shows what is in force and where it comes from, saves the row (secrets
 * sealed, never sent back), and tries settings before they are saved. Every
 * change is audited here with the names of the fields that changed — never a
 * value of a secret.
 */
import type { Translator } from "~/core/i18n/translator.ts";
import { studioTranslatorFor } from "~/core/i18n/studio.server.ts";
import { audit, type Actor } from "~/core/audit/audit.server.ts";
import { env } from "~/core/env.server.ts";
import { sealSecret } from "~/core/secrets/secret-box.server.ts";
import type { Outcome } from "~/core/errors.ts";
import { type FieldErrors, type FormInput, formToObject, parseSubmission } from "~/core/validation/forms.ts";
import {
  type EmailSettingsRow,
  type EmailSettingsValues,
  readEmailSettings,
  writeEmailSettings,
} from "~/core/mail/data/email-settings.server.ts";
import {
  ENV_NAMES,
  type MailConfig,
  SECRET_PURPOSE,
  type SettingField,
  mailConfig,
  openStored,
  studioTransport,
} from "~/core/mail/config.server.ts";
import { transportFor } from "~/core/mail/transport.server.ts";
import { sendTestEmail, wakeOutbox } from "~/core/mail/index.server.ts";
import { type EmailSettingsForm, SECRET_FIELDS, emailSettingsSchema } from "./email-settings-form.server.ts";
import { type Security, fillFromPreset, presetById } from "../lib/mail-presets.ts";

type SecretState = "unset" | "set" | "unreadable" | "env";

export interface EmailSettingsView {
  /** The studio's saved values (no secrets), as the form's fields. */
  values: Record<string, string>;
  /** Fields the server's environment sets: the variable, and its value when it is not a secret. */
  fromServer: Partial<Record<SettingField, { variable: string; value: string | null }>>;
  secrets: Record<(typeof SECRET_FIELDS)[number], SecretState>;
}

const EMPTY: EmailSettingsValues = {
  transport: "none",
  smtp_host: "",
  smtp_port: null,
  smtp_security: "starttls",
  smtp_user: "",
  smtp_password: "",
  mail_from: "",
  mail_to: "",
  emailjs_public_key: "",
  emailjs_private_key: "",
  emailjs_service_id: "",
  emailjs_template_id: "",
  emailjs_autoreply_template_id: "",
};

const strip = (row: EmailSettingsRow | undefined): EmailSettingsValues => {
  if (!row) return { ...EMPTY };
  const { id: _id, updated_at: _at, ...values } = row;
  return values;
};

/** Non-secret values the server sets, shown as they are; secrets (and SMTP_URL, which holds a password) are only "set". */
function serverValue(field: SettingField, c: MailConfig): string | null {
  switch (field) {
    case "transport":
      return studioTransport(c.transport);
    case "mail_from":
      return c.from ?? null;
    case "mail_to":
      return c.to ?? null;
    case "emailjs_public_key":
      return c.emailjs.publicKey ?? null;
    case "emailjs_service_id":
      return c.emailjs.serviceId ?? null;
    case "emailjs_template_id":
      return c.emailjs.templateId ?? null;
    case "emailjs_autoreply_template_id":
      return c.emailjs.autoreplyTemplateId ?? null;
    default:
      return null;
  }
}

const secretState = (sealed: string, purpose: string, fromEnv: boolean): SecretState =>
  fromEnv ? "env" : sealed === "" ? "unset" : openStored(sealed, purpose) === null ? "unreadable" : "set";

export async function emailSettingsView(): Promise<EmailSettingsView> {
  const row = strip(await readEmailSettings());
  const c = mailConfig(env(), row);
  const fromServer: EmailSettingsView["fromServer"] = {};
  for (const [field, source] of Object.entries(c.sources) as [SettingField, string][]) {
    if (source === "env") fromServer[field] = { variable: ENV_NAMES[field], value: serverValue(field, c) };
  }
  const { smtp_password: _p, emailjs_private_key: _k, smtp_port, ...plain } = row;
  return {
    values: { ...plain, smtp_port: smtp_port === null ? "" : String(smtp_port) },
    fromServer,
    secrets: {
      smtp_password: secretState(row.smtp_password, SECRET_PURPOSE.smtp_password, c.sources.smtp_server === "env"),
      emailjs_private_key: secretState(
        row.emailjs_private_key,
        SECRET_PURPOSE.emailjs_private_key,
        c.sources.emailjs_private_key === "env",
      ),
    },
  };
}

export type EmailFormResult =
  | { ok: true; values: EmailSettingsValues; before: EmailSettingsValues }
  | { ok: false; errors: FieldErrors; input: FormInput };

/** The input to show again: never a secret. */
const withoutSecrets = (input: FormInput): FormInput => {
  const copy: FormInput = { ...input };
  for (const f of SECRET_FIELDS) delete copy[f];
  delete copy.csrf;
  delete copy.intent;
  return copy;
};

/** What was posted, to show again, without the secrets. */
export const inputWithoutSecrets = (form: FormData): FormInput => withoutSecrets(formToObject(form));

/**
 * Without JavaScript, the chosen provider preset fills the server fields left blank (issue 25 §2);
 * the form is otherwise untouched, so its checks see what was posted.
 */
export function withPreset(form: FormData): FormData {
  const preset = presetById(String(form.get("smtp_preset") ?? ""));
  if (!preset) return form;
  const text = (k: string) => String(form.get(k) ?? "").trim();
  const security = text("smtp_security");
  const posted: { smtp_host: string; smtp_port: string; smtp_security: Security; smtp_user: string } = {
    smtp_host: text("smtp_host"),
    smtp_port: text("smtp_port"),
    smtp_security: security === "tls" || security === "none" ? security : "starttls",
    smtp_user: text("smtp_user"),
  };
  const filled = fillFromPreset(posted, preset);
  const out = new FormData();
  for (const [k, v] of form) out.append(k, v);
  for (const k of Object.keys(filled) as (keyof typeof filled)[]) if (filled[k] !== posted[k]) out.set(k, filled[k]);
  return out;
}

/** The form as the row it would save (secrets sealed; an empty secret field keeps the saved one unless "Replace" is ticked). */
export async function readEmailSettingsForm(
  form: FormData,
  tr: Translator = studioTranslatorFor("en"),
): Promise<EmailFormResult> {
  const before = strip(await readEmailSettings());
  const c = mailConfig(env(), before);
  const envTransport = c.sources.transport === "env" ? studioTransport(c.transport) : undefined;
  const sub = parseSubmission(
    emailSettingsSchema(c.sources, envTransport, { smtpPassword: before.smtp_password !== "" }, tr),
    c.sources.smtp_server === "env" ? form : withPreset(form),
    tr,
  );
  if (!sub.ok || !sub.value) return { ok: false, errors: sub.errors, input: withoutSecrets(sub.input) };
  const v: EmailSettingsForm = sub.value;
  const secretValue = (typed: string, replace: boolean, saved: string, purpose: string) =>
    typed !== "" ? sealSecret(typed, purpose) : replace ? "" : saved;
  const values: EmailSettingsValues = {
    transport: v.transport,
    smtp_host: v.smtp_host,
    smtp_port: v.smtp_port === "" ? null : Number(v.smtp_port),
    smtp_security: v.smtp_security,
    smtp_user: v.smtp_user,
    smtp_password: secretValue(
      v.smtp_password,
      v.smtp_password_replace,
      before.smtp_password,
      SECRET_PURPOSE.smtp_password,
    ),
    mail_from: v.mail_from,
    mail_to: v.mail_to,
    emailjs_public_key: v.emailjs_public_key,
    emailjs_private_key: secretValue(
      v.emailjs_private_key,
      v.emailjs_private_key_replace,
      before.emailjs_private_key,
      SECRET_PURPOSE.emailjs_private_key,
    ),
    emailjs_service_id: v.emailjs_service_id,
    emailjs_template_id: v.emailjs_template_id,
    emailjs_autoreply_template_id: v.emailjs_autoreply_template_id,
  };
  return { ok: true, values, before };
}

/** Saves the settings (one write); the delivery worker picks them up at its next round, without a restart. */
export async function saveEmailSettings(
  actor: Actor,
  values: EmailSettingsValues,
  before: EmailSettingsValues,
): Promise<void> {
  await writeEmailSettings(values);
  const changed = (Object.keys(values) as (keyof EmailSettingsValues)[]).filter((k) => values[k] !== before[k]);
  // Field names only: a secret's value (sealed or not) never goes into the audit log.
  await audit(actor, "email.settings", "site", null, { transport: values.transport, changed });
  wakeOutbox();
}

/**
 * "Send test e-mail" with the settings as they are in the form, before they
 * are saved: a transport made for them alone sends the test to the inbox
 * address, the outbox records it, and the answer is the transport's own.
 */
export async function testEmailSettings(
  actor: Actor,
  values: EmailSettingsValues,
  tr?: Pick<Translator, "t">,
): Promise<Outcome> {
  const config = mailConfig(env(), values);
  const transport = transportFor(config, { pool: false });
  try {
    const o = await sendTestEmail({ transport, config }, tr);
    await audit(actor, "email.test", "site", null, { ok: o.ok, unsaved: true, transport: transport.name });
    return o;
  } finally {
    await transport.close();
  }
}
