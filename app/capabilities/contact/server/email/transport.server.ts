/** The configured e-mail transport (MAIL_TRANSPORT), made once per process. */
import { env, type Env } from "~/core/env.server.ts";
import { createEmailjsTransport } from "./emailjs.server.ts";
import { createLogTransport } from "./log.server.ts";
import { createSmtpTransport } from "./smtp.server.ts";
import type { Transport } from "./types.server.ts";

export type { MailKind, OutgoingMail, SendResult, Transport, TransportName } from "./types.server.ts";

export function transportFromEnv(e: Pick<Env, "MAIL_TRANSPORT" | "SMTP_URL" | "MAIL_FROM" | "EMAILJS_API_URL" | "EMAILJS_PUBLIC_KEY" | "EMAILJS_PRIVATE_KEY" | "EMAILJS_SERVICE_ID" | "EMAILJS_TEMPLATE_ID" | "EMAILJS_AUTOREPLY_TEMPLATE_ID">): Transport {
  switch (e.MAIL_TRANSPORT) {
    case "smtp":
      return createSmtpTransport({ url: e.SMTP_URL, from: e.MAIL_FROM });
    case "emailjs":
      return createEmailjsTransport({
        apiUrl: e.EMAILJS_API_URL,
        publicKey: e.EMAILJS_PUBLIC_KEY,
        privateKey: e.EMAILJS_PRIVATE_KEY,
        serviceId: e.EMAILJS_SERVICE_ID,
        templateId: e.EMAILJS_TEMPLATE_ID,
        autoreplyTemplateId: e.EMAILJS_AUTOREPLY_TEMPLATE_ID,
      });
    default:
      return createLogTransport();
  }
}

let current: Transport | undefined;

/** This process's transport. */
export function transport(): Transport {
  current ??= transportFromEnv(env());
  return current;
}

/** Replaces the transport (tests, or after a settings change); closes the old one. */
export async function setTransport(next: Transport | undefined): Promise<void> {
  const old = current;
  current = next;
  if (old && old !== next) await old.close();
}
