/**
 * The e-mail transport in force: built from the settings (the environment's
 * variables over the studio's row, config.server.ts) and rebuilt when they
 * change — the delivery worker asks before each round, so a
 * change made in the studio applies without a restart, in every process
 * sharing the database (issue 11).
 */
import { env } from "~/core/env.server.ts";
import { readEmailSettings } from "./data/email-settings.server.ts";
import { type MailConfig, type MailEnv, mailConfig } from "./config.server.ts";
import { createEmailjsTransport } from "./transports/emailjs.server.ts";
import { createLogTransport } from "./transports/log.server.ts";
import { createSmtpTransport } from "./transports/smtp.server.ts";
import type { Transport } from "./types.server.ts";

/** A transport for these settings (not cached: a test e-mail of unsaved settings uses one and closes it). */
export function transportFor(c: MailConfig, opts: { pool?: boolean } = {}): Transport {
  switch (c.transport) {
    case "smtp":
      // SMTP_URL when the server sets it; the studio's server once it has a host; else SMTP_URL's "not set".
      return createSmtpTransport({
        url: c.smtpUrl,
        server:
          c.sources.smtp_server === "studio" || (!c.smtpUrl && c.sources.transport === "studio") ? c.smtp : undefined,
        from: c.from,
        pool: opts.pool,
      });
    case "emailjs":
      return createEmailjsTransport({
        apiUrl: c.emailjs.apiUrl,
        publicKey: c.emailjs.publicKey,
        privateKey: c.emailjs.privateKey,
        serviceId: c.emailjs.serviceId,
        templateId: c.emailjs.templateId,
        autoreplyTemplateId: c.emailjs.autoreplyTemplateId,
      });
    default:
      return createLogTransport();
  }
}

/** The environment alone (no studio settings): start-up checks and tests. */
export function transportFromEnv(e: MailEnv): Transport {
  return transportFor(mailConfig(e, undefined));
}

export interface MailSetup {
  transport: Transport;
  config: MailConfig;
}

let current: { key: string; setup: MailSetup } | undefined;
let override: Transport | undefined;

/** The settings and transport in force now; rebuilt (the old one closed) when the studio's row changed. */
export async function currentMail(): Promise<MailSetup> {
  const row = await readEmailSettings();
  const config = mailConfig(env(), row);
  if (override) return { transport: override, config };
  // The settings themselves are the key (in memory only): a change of the row, or of the environment in tests.
  const key = JSON.stringify(config);
  if (current?.key !== key) {
    const old = current?.setup.transport;
    current = { key, setup: { transport: transportFor(config), config } };
    if (old) void old.close();
  }
  return current.setup;
}

export async function currentTransport(): Promise<Transport> {
  return (await currentMail()).transport;
}

/** Replaces the transport (tests); `undefined` goes back to the settings'. Closes the old one. */
export async function setTransport(next: Transport | undefined): Promise<void> {
  const old = override ?? current?.setup.transport;
  override = next;
  current = undefined;
  if (old && old !== next) await old.close();
}
