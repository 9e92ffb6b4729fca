/**
 * The fields of /admin/settings/email (issue 11), phone-first: the transport
 * as three choices, and only the chosen one's fields (CSS :has, so it works
 * before and without JavaScript). A field the server's environment sets shows
 * "Set by the server" instead of an input. A saved secret shows "Saved" and
 * a "Replace" box; it is never sent to the browser.
 */
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/core/ui/Field.tsx";

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
  return (
    <div className="field server-set">
      <span className="server-set__label">{label}</span>
      <span>
        {setting.value ? <code>{setting.value}</code> : null} <span className="badge">Set by the server</span>{" "}
        <span className="muted">({setting.variable})</span>
      </span>
    </div>
  );
}

function Field({ name, fromServer, label, children }: { name: string; fromServer: FromServer; label: string; children: ReactNode }) {
  const s = fromServer[name];
  return s ? <ServerSet label={label} setting={s} /> : <>{children}</>;
}

/** A password or key: typed to set or replace, never shown. */
function SecretField({ name, label, state, error, hint }: { name: string; label: string; state: SecretState; error?: string; hint?: string }) {
  if (state === "env") return null;
  const input = (
    <TextField label={state === "set" ? `New ${label.toLowerCase()}` : label} name={name} type="password" autoComplete="new-password" error={error} hint={hint} />
  );
  if (state === "set") {
    return (
      <div className="secret-field">
        <div className="field">
          <span className="server-set__label">{label}</span>
          <span>
            <span className="badge">Saved</span> <span className="muted">Hidden; it is never shown again.</span>
          </span>
        </div>
        <div className="check">
          <input type="checkbox" id={`${name}-replace`} name={`${name}_replace`} />
          <label htmlFor={`${name}-replace`}>Replace it (leave the new one empty to remove it)</label>
        </div>
        <div className="secret-field__new">{input}</div>
      </div>
    );
  }
  return (
    <>
      {state === "unreadable" ? (
        <p className="notice warn">The saved {label.toLowerCase()} can't be read any more (the server's secret changed). Enter it again.</p>
      ) : null}
      {input}
    </>
  );
}

export function EmailSettingsFields({ values, errors, fromServer, secrets, contactEmail }: EmailFieldsProps) {
  const v = (k: string) => {
    const x = values[k];
    return Array.isArray(x) ? (x[0] ?? "") : (x ?? "");
  };
  const transport = v("transport") || "none";
  const smtpFromServer = fromServer.smtp_server;
  return (
    <>
      <fieldset className="email-transport">
        <legend>How e-mail is sent</legend>
        {fromServer.transport ? (
          <ServerSet label="Transport" setting={fromServer.transport} />
        ) : (
          <div className="choice-list">
            {[
              { value: "none", label: "Not at all", hint: "Messages stay in the inbox; nothing is e-mailed." },
              { value: "smtp", label: "SMTP", hint: "Your mail provider's server (Gmail, Fastmail, your host…)." },
              { value: "emailjs", label: "EmailJS", hint: "Through an EmailJS account's service and template." },
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
          <ServerSet label="SMTP server, user and password" setting={smtpFromServer} />
        ) : (
          <>
            <TextField label="Server (host name)" name="smtp_host" autoComplete="off" spellCheck={false} placeholder="smtp.example.com" defaultValue={v("smtp_host")} error={errors.smtp_host} />
            <div className="pair">
              <SelectField
                label="Security"
                name="smtp_security"
                defaultValue={v("smtp_security") || "starttls"}
                error={errors.smtp_security}
                options={[
                  { value: "starttls", label: "STARTTLS (port 587)" },
                  { value: "tls", label: "SSL/TLS (port 465)" },
                  { value: "none", label: "None (a local relay, port 25)" },
                ]}
              />
              <TextField label="Port (optional)" name="smtp_port" inputMode="numeric" defaultValue={v("smtp_port")} error={errors.smtp_port} hint="Empty: the security's usual port." />
            </div>
            <TextField label="User name" name="smtp_user" autoComplete="off" spellCheck={false} defaultValue={v("smtp_user")} error={errors.smtp_user} hint="Often your e-mail address." />
            <SecretField name="smtp_password" label="Password" state={secrets.smtp_password} error={errors.smtp_password} hint="For Gmail and others with two-step sign-in: an app password." />
          </>
        )}
        <Field name="mail_from" fromServer={fromServer} label="From">
          <TextField label="From" name="mail_from" placeholder="Band <hello@example.com>" defaultValue={v("mail_from")} error={errors.mail_from} hint="The sender of the e-mails. Empty: the user name, when it is an e-mail address." />
        </Field>
      </fieldset>

      <fieldset className="email-emailjs" data-transport="emailjs">
        <legend>EmailJS</legend>
        <Field name="emailjs_public_key" fromServer={fromServer} label="Public key">
          <TextField label="Public key" name="emailjs_public_key" autoComplete="off" spellCheck={false} defaultValue={v("emailjs_public_key")} error={errors.emailjs_public_key} hint="EmailJS → Account → General." />
        </Field>
        <SecretField name="emailjs_private_key" label="Private key" state={secrets.emailjs_private_key} error={errors.emailjs_private_key} hint="Recommended: EmailJS refuses calls without it when “Use Private Key” is on." />
        {fromServer.emailjs_private_key ? <ServerSet label="Private key" setting={fromServer.emailjs_private_key} /> : null}
        <Field name="emailjs_service_id" fromServer={fromServer} label="Service ID">
          <TextField label="Service ID" name="emailjs_service_id" autoComplete="off" spellCheck={false} defaultValue={v("emailjs_service_id")} error={errors.emailjs_service_id} />
        </Field>
        <Field name="emailjs_template_id" fromServer={fromServer} label="Template ID">
          <TextField label="Template ID" name="emailjs_template_id" autoComplete="off" spellCheck={false} defaultValue={v("emailjs_template_id")} error={errors.emailjs_template_id} hint="Its To Email must be {{to_email}} (docs/email.md)." />
        </Field>
        <Field name="emailjs_autoreply_template_id" fromServer={fromServer} label="Auto-reply template ID">
          <TextField label="Auto-reply template ID (optional)" name="emailjs_autoreply_template_id" autoComplete="off" spellCheck={false} defaultValue={v("emailjs_autoreply_template_id")} error={errors.emailjs_autoreply_template_id} />
        </Field>
      </fieldset>

      <fieldset className="email-inbox">
        <legend>Where messages go</legend>
        <Field name="mail_to" fromServer={fromServer} label="Messages go to">
          <TextField
            label="Messages go to (optional)"
            name="mail_to"
            type="email"
            defaultValue={v("mail_to")}
            error={errors.mail_to}
            hint={contactEmail ? `Empty: the contact e-mail, ${contactEmail}.` : "Empty: the contact e-mail in Settings (not set yet)."}
          />
        </Field>
      </fieldset>
    </>
  );
}
