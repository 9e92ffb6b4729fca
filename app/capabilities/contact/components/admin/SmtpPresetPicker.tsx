/**
 * "Your provider" above the SMTP fields (issue 25 §2, ADR 2530): choosing a
 * preset fills the server, port and security (and a fixed user name) in the
 * form at once, and says where the password comes from. Without JavaScript
 * the choice is posted and the server fills the fields left blank
 * (email-settings.server.ts), so the select works either way.
 */
import { useState } from "react";
import { ExternalLink } from "lucide-react";
import { MAIL_PRESETS, presetById, type MailPreset } from "~/capabilities/contact/lib/mail-presets.ts";
import { SelectField } from "~/core/ui/Field.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";

/** Where each provider's password is made, in the studio's language (literal keys: the catalogue test reads them). */
const PASSWORD_HELP: Record<string, string> = {
  gmail: "contact.studio.preset.gmail",
  "google-workspace": "contact.studio.preset.googleWorkspace",
  outlook: "contact.studio.preset.outlook",
  "microsoft-365": "contact.studio.preset.microsoft365",
  icloud: "contact.studio.preset.icloud",
  fastmail: "contact.studio.preset.fastmail",
  "proton-bridge": "contact.studio.preset.protonBridge",
  ionos: "contact.studio.preset.ionos",
  strato: "contact.studio.preset.strato",
  ovh: "contact.studio.preset.ovh",
  brevo: "contact.studio.preset.brevo",
  mailgun: "contact.studio.preset.mailgun",
  postmark: "contact.studio.preset.postmark",
  "amazon-ses": "contact.studio.preset.amazonSes",
  resend: "contact.studio.preset.resend",
  other: "contact.studio.preset.other",
};

function fill(select: HTMLSelectElement, p: MailPreset) {
  const form = select.form;
  if (!form || p.host === "") return;
  const set = (name: string, value: string) => {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = value;
  };
  set("smtp_host", p.host);
  set("smtp_port", String(p.port));
  set("smtp_security", p.security);
  if (p.user) set("smtp_user", p.user);
}

export function SmtpPresetPicker({ initial }: { initial: string }) {
  const { t } = useStudioI18n();
  const [chosen, setChosen] = useState(initial);
  const preset = presetById(chosen);
  return (
    <div className="smtp-preset">
      <SelectField
        label={t("contact.studio.preset.label")}
        name="smtp_preset"
        defaultValue={initial}
        hint={t("contact.studio.preset.hint")}
        onChange={(e) => {
          setChosen(e.currentTarget.value);
          const p = presetById(e.currentTarget.value);
          if (p) fill(e.currentTarget, p);
        }}
        options={[
          { value: "", label: t("contact.studio.preset.choose") },
          ...MAIL_PRESETS.map((p) => ({
            value: p.id,
            label: p.id === "other" ? t("contact.studio.preset.otherName") : p.name,
          })),
        ]}
      />
      {preset ? (
        <p className="notice info smtp-preset__help" aria-live="polite">
          {t(PASSWORD_HELP[preset.id] ?? "contact.studio.preset.other")}
          {preset.passwordUrl ? (
            <>
              {" "}
              <a href={preset.passwordUrl} target="_blank" rel="noopener noreferrer">
                {t("contact.studio.preset.open", { provider: preset.name })}
                <ExternalLink className="icon" aria-hidden="true" />
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
