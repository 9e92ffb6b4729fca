/**
 * The fields of /admin/settings/email (issue 11), phone-first: the transport
 * as three choices, and only the chosen one's fields (CSS :has, so it works
 * before and without JavaScript). A field the server's environment sets shows
 * "Set by the server" instead of an input. A saved secret shows "Saved" and
 * a "Replace" box; it is never sent to the browser.
 */
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { presetForHost } from "~/capabilities/contact/lib/mail-presets.ts";
import { SmtpPresetPicker } from "./SmtpPresetPicker.tsx";

type SecretState = "unset" | "set" | "unreadable" | "env";
type FromServer = Partial<Record<string, { variable: string; value: string | null }>>;

export interface EmailFieldsProps {
  values: Record<string, string | string[] | undefined>;
  errors: Record<string, string>;
  fromServer: FromServer;
  secrets: Record<"smtp_password" | "emailjs_private_key", SecretState>;
  /** Where notifications go when "Messages go to" is empty. */
  contactEmail: string;
}

function ServerSet({ label, setting }: { label: string; setting: { variable: string; value: string | null } }) {
  const { t } = useStudioI18n();
  return (
    <div className="field server-set">
      <span className="server-set__label">{label}</span>
      <span>
        {setting.value ? <code>{setting.value}</code> : null}{" "}
        <span className="badge">{t("contact.studio.email.serverSet")}</span>{" "}
        <span className="muted">({setting.variable})</span>
      </span>
    </div>
  );
}

function Field({
  name,
  fromServer,
  label,
  children,
}: {
  name: string;
  fromServer: FromServer;
  label: string;
  children: ReactNode;
}) {
  const s = fromServer[name];
  return s ? <ServerSet label={label} setting={s} /> : <>{children}</>;
}

/** A password or key: typed to set or replace, never shown. */
function SecretField({
  name,
  label,
  newLabel,
  state,
  error,
  hint,
}: {
  name: string;
  label: string;
  newLabel: string;
  state: SecretState;
  error?: string;
  hint?: string;
}) {
  const { t } = useStudioI18n();
  if (state === "env") return null;
  const input = (
    <TextField
      label={state === "set" ? newLabel : label}
      name={name}
      type="password"
      autoComplete="new-password"
      error={error}
      hint={hint}
    />
  );
  if (state === "set") {
    return (
      <div className="secret-field">
        <div className="field">
          <span className="server-set__label">{label}</span>
          <span>
            <span className="badge">{t("contact.studio.email.saved")}</span>{" "}
            <span className="muted">{t("contact.studio.email.hidden")}</span>
          </span>
        </div>
        <div className="check">
          <input type="checkbox" id={`${name}-replace`} name={`${name}_replace`} />
          <label htmlFor={`${name}-replace`}>{t("contact.studio.email.replace")}</label>
        </div>
        <div className="secret-field__new">{input}</div>
      </div>
    );
  }
  return (
    <>
      {state === "unreadable" ? (
        <p className="notice warn">{t("contact.studio.email.unreadable", { field: name })}</p>
      ) : null}
      {input}
    </>
  );
}

export function EmailSettingsFields({ values, errors, fromServer, secrets, contactEmail }: EmailFieldsProps) {
  const { t } = useStudioI18n();
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  const transport = v("transport") || "none";
  const smtpFromServer = fromServer.smtp_server;
  return (
    <>
      <fieldset className="email-transport">
        <legend>{t("contact.studio.email.how")}</legend>
        {fromServer.transport ? (
          <ServerSet label={t("contact.studio.email.transport")} setting={fromServer.transport} />
        ) : (
          <div className="choice-list">
            {[
              { value: "none", label: t("contact.studio.email.none"), hint: t("contact.studio.email.noneHint") },
              { value: "smtp", label: "SMTP", hint: t("contact.studio.email.smtpHint") },
              { value: "emailjs", label: "EmailJS", hint: t("contact.studio.email.emailjsHint") },
            ].map((o) => (
              <label key={o.value} className="choice">
                <input type="radio" name="transport" value={o.value} defaultChecked={transport === o.value} />
                <span>
                  <strong>{o.label}</strong>
                  <span className="hint">{o.hint}</span>
                </span>
              </label>
            ))}
            {errors.transport ? (
              <span className="error" id="transport-error">
                {errors.transport}
              </span>
            ) : null}
          </div>
        )}
      </fieldset>

      <fieldset className="email-smtp" data-transport="smtp">
        <legend>SMTP</legend>
        {smtpFromServer ? (
          <ServerSet label={t("contact.studio.email.smtpServerSet")} setting={smtpFromServer} />
        ) : (
          <>
            <SmtpPresetPicker initial={v("smtp_preset") || (presetForHost(v("smtp_host"))?.id ?? "")} />
            <TextField
              label={t("contact.studio.email.host")}
              name="smtp_host"
              autoComplete="off"
              spellCheck={false}
              placeholder="smtp.example.com"
              defaultValue={v("smtp_host")}
              error={errors.smtp_host}
            />
            <div className="pair">
              <SelectField
                label={t("contact.studio.email.security")}
                name="smtp_security"
                defaultValue={v("smtp_security") || "starttls"}
                error={errors.smtp_security}
                options={[
                  { value: "starttls", label: "STARTTLS (port 587)" },
                  { value: "tls", label: "SSL/TLS (port 465)" },
                  { value: "none", label: t("contact.studio.email.securityNone") },
                ]}
              />
              <TextField
                label={t("contact.studio.email.port")}
                name="smtp_port"
                inputMode="numeric"
                defaultValue={v("smtp_port")}
                error={errors.smtp_port}
                hint={t("contact.studio.email.portHint")}
              />
            </div>
            <TextField
              label={t("contact.studio.email.user")}
              name="smtp_user"
              autoComplete="off"
              spellCheck={false}
              defaultValue={v("smtp_user")}
              error={errors.smtp_user}
              hint={t("contact.studio.email.userHint")}
            />
            <SecretField
              name="smtp_password"
              label={t("contact.studio.email.password")}
              newLabel={t("contact.studio.email.newPassword")}
              state={secrets.smtp_password}
              error={errors.smtp_password}
              hint={t("contact.studio.email.passwordHint")}
            />
          </>
        )}
        <Field name="mail_from" fromServer={fromServer} label={t("contact.studio.email.from")}>
          <TextField
            label={t("contact.studio.email.from")}
            name="mail_from"
            placeholder="Band <hello@example.com>"
            defaultValue={v("mail_from")}
            error={errors.mail_from}
            hint={t("contact.studio.email.fromHint")}
          />
        </Field>
      </fieldset>

      <fieldset className="email-emailjs" data-transport="emailjs">
        <legend>EmailJS</legend>
        <Field name="emailjs_public_key" fromServer={fromServer} label={t("contact.studio.email.publicKey")}>
          <TextField
            label={t("contact.studio.email.publicKey")}
            name="emailjs_public_key"
            autoComplete="off"
            spellCheck={false}
            defaultValue={v("emailjs_public_key")}
            error={errors.emailjs_public_key}
            hint={t("contact.studio.email.publicKeyHint")}
          />
        </Field>
        <SecretField
          name="emailjs_private_key"
          label={t("contact.studio.email.privateKey")}
          newLabel={t("contact.studio.email.newPrivateKey")}
          state={secrets.emailjs_private_key}
          error={errors.emailjs_private_key}
          hint={t("contact.studio.email.privateKeyHint")}
        />
        {fromServer.emailjs_private_key ? (
          <ServerSet label={t("contact.studio.email.privateKey")} setting={fromServer.emailjs_private_key} />
        ) : null}
        <Field name="emailjs_service_id" fromServer={fromServer} label={t("contact.studio.email.serviceId")}>
          <TextField
            label={t("contact.studio.email.serviceId")}
            name="emailjs_service_id"
            autoComplete="off"
            spellCheck={false}
            defaultValue={v("emailjs_service_id")}
            error={errors.emailjs_service_id}
          />
        </Field>
        <Field name="emailjs_template_id" fromServer={fromServer} label={t("contact.studio.email.templateId")}>
          <TextField
            label={t("contact.studio.email.templateId")}
            name="emailjs_template_id"
            autoComplete="off"
            spellCheck={false}
            defaultValue={v("emailjs_template_id")}
            error={errors.emailjs_template_id}
            hint={t("contact.studio.email.templateIdHint")}
          />
        </Field>
        <Field
          name="emailjs_autoreply_template_id"
          fromServer={fromServer}
          label={t("contact.studio.email.autoreplyId")}
        >
          <TextField
            label={t("contact.studio.email.autoreplyIdOptional")}
            name="emailjs_autoreply_template_id"
            autoComplete="off"
            spellCheck={false}
            defaultValue={v("emailjs_autoreply_template_id")}
            error={errors.emailjs_autoreply_template_id}
          />
        </Field>
      </fieldset>

      <fieldset className="email-inbox">
        <legend>{t("contact.studio.email.where")}</legend>
        <Field name="mail_to" fromServer={fromServer} label={t("contact.studio.email.to")}>
          <TextField
            label={t("contact.studio.email.toOptional")}
            name="mail_to"
            type="email"
            defaultValue={v("mail_to")}
            error={errors.mail_to}
            hint={
              contactEmail
                ? t("contact.studio.email.toHint", { email: contactEmail })
                : t("contact.studio.email.toHintUnset")
            }
          />
        </Field>
      </fieldset>
    </>
  );
}
