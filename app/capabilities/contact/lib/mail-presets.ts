/**
 * SMTP provider presets for /admin/settings/email (issue 25 §2, ADR 2530):
 * the server, port and security a band manager would otherwise look up, where
 * the password comes from, and what the provider needs in the sender
 * domain's DNS (the deliverability check reads `spf` and `dkim`). Plain data,
 * shared by the browser (the select fills the fields) and the server (a save
 * without JavaScript fills the blank fields). Values follow each provider's
 * own set-up page; update them here when a provider changes.
 */

export type Security = "tls" | "starttls" | "none";

export interface DkimHint {
  /** Selectors the provider signs with; any one found counts. */
  selectors: readonly string[];
  /** The record's type when the value is not known here (default TXT). */
  type?: "TXT" | "CNAME";
  /** What a missing record should point to: a CNAME target for `domain`, or undefined when only the provider's console knows it. */
  cname?: (domain: string, selector: string) => string;
}

export interface MailPreset {
  id: string;
  name: string;
  host: string;
  port: number;
  security: Security;
  /** Where the password (an app password, SMTP key or API token) is made; shown as a link. */
  passwordUrl?: string;
  /** The user name when the provider fixes it (Resend: "resend"). */
  user?: string;
  /** The SPF include the provider asks for, and the name it goes on when not the domain itself (Resend: "send"). */
  spf?: { include: string; on?: string };
  dkim?: DkimHint;
  /** The provider's own address domains: nothing to add to their DNS. */
  ownDomains?: readonly string[];
}

const dashed = (domain: string) => domain.replace(/\./g, "-");

export const MAIL_PRESETS: readonly MailPreset[] = [
  {
    id: "gmail",
    name: "Gmail",
    host: "smtp.gmail.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://myaccount.google.com/apppasswords",
    spf: { include: "_spf.google.com" },
    ownDomains: ["gmail.com", "googlemail.com"],
  },
  {
    id: "google-workspace",
    name: "Google Workspace",
    host: "smtp.gmail.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://myaccount.google.com/apppasswords",
    spf: { include: "_spf.google.com" },
    dkim: { selectors: ["google"] },
  },
  {
    id: "outlook",
    name: "Outlook.com",
    host: "smtp-mail.outlook.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://account.live.com/proofs/AppPassword",
    spf: { include: "spf.protection.outlook.com" },
    ownDomains: ["outlook.com", "hotmail.com", "live.com", "msn.com", "outlook.de", "hotmail.de"],
  },
  {
    id: "microsoft-365",
    name: "Microsoft 365",
    host: "smtp.office365.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://mysignins.microsoft.com/security-info",
    spf: { include: "spf.protection.outlook.com" },
    dkim: { selectors: ["selector1", "selector2"], type: "CNAME" },
  },
  {
    id: "icloud",
    name: "iCloud Mail",
    host: "smtp.mail.me.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://account.apple.com/account/manage",
    spf: { include: "icloud.com" },
    dkim: { selectors: ["sig1"], cname: (d) => `sig1.dkim.${d}.at.icloudmailadmin.com` },
    ownDomains: ["icloud.com", "me.com", "mac.com"],
  },
  {
    id: "fastmail",
    name: "Fastmail",
    host: "smtp.fastmail.com",
    port: 465,
    security: "tls",
    passwordUrl: "https://app.fastmail.com/settings/security/apppasswords",
    spf: { include: "spf.messagingengine.com" },
    dkim: { selectors: ["fm1", "fm2", "fm3"], cname: (d, s) => `${s}.${d}.dkim.fmhosted.com` },
    ownDomains: ["fastmail.com", "fastmail.fm"],
  },
  {
    id: "proton-bridge",
    name: "Proton Mail Bridge",
    host: "127.0.0.1",
    port: 1025,
    security: "starttls",
    spf: { include: "_spf.protonmail.ch" },
    dkim: { selectors: ["protonmail", "protonmail2", "protonmail3"], type: "CNAME" },
    ownDomains: ["proton.me", "protonmail.com", "pm.me"],
  },
  {
    id: "ionos",
    name: "IONOS",
    host: "smtp.ionos.de",
    port: 587,
    security: "starttls",
    passwordUrl: "https://mail.ionos.de",
    spf: { include: "_spf-eu.ionos.com" },
  },
  {
    id: "strato",
    name: "STRATO",
    host: "smtp.strato.de",
    port: 465,
    security: "tls",
    passwordUrl: "https://www.strato.de/apps/CustomerService",
    spf: { include: "smtp.rzone.de" },
  },
  {
    id: "ovh",
    name: "OVHcloud",
    host: "ssl0.ovh.net",
    port: 465,
    security: "tls",
    passwordUrl: "https://www.ovh.com/manager/",
    spf: { include: "mx.ovh.com" },
  },
  {
    id: "brevo",
    name: "Brevo",
    host: "smtp-relay.brevo.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://app.brevo.com/settings/keys/smtp",
    spf: { include: "spf.brevo.com" },
    dkim: { selectors: ["brevo1", "brevo2"], cname: (d, s) => `b${s.slice(-1)}.${dashed(d)}.dkim.brevo.com` },
  },
  {
    id: "mailgun",
    name: "Mailgun",
    host: "smtp.mailgun.org",
    port: 587,
    security: "starttls",
    passwordUrl: "https://app.mailgun.com/mg/sending/domains",
    spf: { include: "mailgun.org" },
  },
  {
    id: "postmark",
    name: "Postmark",
    host: "smtp.postmarkapp.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://account.postmarkapp.com/servers",
    spf: { include: "spf.mtasv.net" },
  },
  {
    id: "amazon-ses",
    name: "Amazon SES",
    host: "email-smtp.eu-central-1.amazonaws.com",
    port: 587,
    security: "starttls",
    passwordUrl: "https://console.aws.amazon.com/ses/home#/smtp",
    spf: { include: "amazonses.com" },
  },
  {
    id: "resend",
    name: "Resend",
    host: "smtp.resend.com",
    port: 465,
    security: "tls",
    user: "resend",
    passwordUrl: "https://resend.com/api-keys",
    spf: { include: "amazonses.com", on: "send" },
    dkim: { selectors: ["resend"] },
  },
  { id: "other", name: "Other SMTP", host: "", port: 587, security: "starttls" },
];

export const presetById = (id: string | undefined): MailPreset | undefined =>
  id ? MAIL_PRESETS.find((p) => p.id === id) : undefined;

/**
 * The preset a saved server belongs to, for a page opened later (the first match: Gmail before Workspace).
 * An address like Proton Mail Bridge's 127.0.0.1 names no provider: any local relay has it.
 */
export const presetForHost = (host: string): MailPreset | undefined => {
  const h = host.trim().toLowerCase();
  if (h === "" || /^[\d.]+$/.test(h) || h.includes(":")) return undefined;
  return MAIL_PRESETS.find((p) => p.host === h);
};

/**
 * A save without JavaScript: blank server fields take the chosen preset's
 * values; what the person typed always wins. The port and security go with
 * the server they belong to, so they are filled only when the host is.
 */
export function fillFromPreset<
  T extends { smtp_host: string; smtp_port: string; smtp_security: Security; smtp_user: string },
>(values: T, preset: MailPreset | undefined): T {
  if (!preset || preset.host === "") return values;
  const out = { ...values };
  if (out.smtp_host === "") {
    out.smtp_host = preset.host;
    if (out.smtp_port === "") out.smtp_port = String(preset.port);
    out.smtp_security = preset.security;
  }
  if (out.smtp_user === "" && preset.user) out.smtp_user = preset.user;
  return out;
}
