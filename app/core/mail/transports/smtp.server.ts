/**
 * SMTP (MAIL_TRANSPORT=smtp, or chosen in the studio): nodemailer over SMTP_URL
 * or the studio's server (host, port, security, user, password). Sends a
 * composed mail as it is: its Reply-To, headers and files. Headers come from
 * flattened values and nodemailer encodes them, so no visitor input can add a
 * header or a recipient: the envelope is exactly From → To.
 */
import { isLoopbackHost } from "~/core/http/loopback.ts";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { messageIdFor, oneLine, safeFilename } from "../text.server.ts";
import { DEFAULT_TIMEOUT_MS, type OutgoingMail, type SendResult, type Transport } from "../types.server.ts";
import type { SmtpServer } from "../config.server.ts";

/** The usual port for each kind of security, when the studio's port is left empty. */
export const DEFAULT_PORTS = { tls: 465, starttls: 587, none: 25 } as const;

/** Where the studio's SMTP settings are, for messages that name the setting to fix. */
const STUDIO = "Settings → E-mail";

export interface SmtpConfig {
  /** smtp:// or smtps:// URL with optional user:password (SMTP_URL). */
  url?: string;
  /** The server as set in the studio (issue 11), used when there is no url. */
  server?: SmtpServer;
  /** MAIL_FROM: "Name <address>" or an address. */
  from?: string;
  /** Per-step time limit (connect, greeting, socket idle); the whole send gets three times this. */
  timeoutMs?: number;
  /** Keep connections open between sends (the worker sends in bursts). */
  pool?: boolean;
}

interface MailError extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
  permanent?: boolean;
}

/** The single address in a From value, or null. */
export function parseFrom(from: string | undefined): { name: string; address: string } | null {
  if (!from) return null;
  const list = addressparser(from, { flatten: true });
  const first = list[0];
  if (
    list.length !== 1 ||
    !first ||
    !("address" in first) ||
    !first.address ||
    !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(first.address)
  ) {
    return null;
  }
  return { name: first.name, address: first.address };
}

/** MAIL_FROM, or the SMTP user when it is an e-mail address (common with hosted SMTP). */
function resolveFrom(cfg: SmtpConfig): { name: string; address: string } | null {
  if (cfg.from) return parseFrom(cfg.from);
  if (!cfg.url && cfg.server) return parseFrom(cfg.server.user);
  try {
    const user = decodeURIComponent(new URL(cfg.url ?? "").username);
    return parseFrom(user);
  } catch {
    return null;
  }
}

/** The studio's server: what stops it, naming the field. */
function serverProblem(cfg: SmtpConfig, server: SmtpServer): string | null {
  if (!server.host) return `The SMTP server's host name is not set (${STUDIO})`;
  if (server.passwordUnreadable)
    return `The saved SMTP password can no longer be read (the server's SESSION_SECRET changed): enter it again in ${STUDIO}`;
  if (cfg.from && !parseFrom(cfg.from)) return `The From address is not a single e-mail address (got "${cfg.from}")`;
  if (!resolveFrom(cfg))
    return `The From address is not set: name the sender, e.g. Band <hello@example.com> (${STUDIO})`;
  return null;
}

export function smtpProblem(cfg: SmtpConfig): string | null {
  if (!cfg.url && cfg.server) return serverProblem(cfg, cfg.server);
  if (!cfg.url)
    return "SMTP_URL is not set: MAIL_TRANSPORT=smtp needs the address of an SMTP server, e.g. smtps://user:password@smtp.example.com";
  try {
    const u = new URL(cfg.url);
    if (u.protocol !== "smtp:" && u.protocol !== "smtps:") return "SMTP_URL must start with smtp:// or smtps://";
    if (!u.hostname) return "SMTP_URL has no host name";
  } catch {
    return "SMTP_URL is not a valid URL";
  }
  if (cfg.from && !parseFrom(cfg.from)) return `MAIL_FROM is not a single e-mail address (got "${cfg.from}")`;
  if (!resolveFrom(cfg))
    return 'MAIL_FROM is not set: name the sender address, e.g. MAIL_FROM="Band <hello@example.com>"';
  return null;
}

/** Maps a nodemailer error to retry or failed, with the server's own words; `settings` names where the credentials are set. */
export function classifySmtpError(err: unknown, settings = "SMTP_URL"): SendResult {
  const e = (err ?? {}) as MailError;
  const detail = oneLine(e.response || e.message || String(err), 500);
  const where = e.code ? `${e.code}: ` : "";
  if (e.code === "EAUTH" || e.code === "ENOAUTH") {
    // Credentials get fixed in the settings; keep the message in the queue until they are.
    return { status: "retry", error: `SMTP sign-in failed (check the user and password in ${settings}): ${detail}` };
  }
  if (e.code === "ECONFIG") return { status: "unconfigured", error: `${settings}: ${detail}` };
  const permanent =
    e.permanent ?? (typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode !== 503);
  if (permanent || (e.code === "EENVELOPE" && !e.responseCode)) return { status: "failed", error: `${where}${detail}` };
  return { status: "retry", error: `${where}${detail}` };
}

function urlHost(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : "";
  } catch {
    return "";
  }
}

export function createSmtpTransport(cfg: SmtpConfig): Transport {
  const timeout = cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let transporter: ReturnType<typeof nodemailer.createTransport> | undefined;

  const get = () => {
    const server = !cfg.url && cfg.server ? cfg.server : undefined;
    const host = server?.host ?? urlHost(cfg.url);
    transporter ??= nodemailer.createTransport({
      // A relay on this machine (Proton Mail Bridge, a local Postfix) has its own self-signed certificate, which
      // no authority vouches for; mail to it never leaves the machine (ADR 2532). Every other host is checked.
      ...(isLoopbackHost(host) ? { tls: { rejectUnauthorized: false } } : {}),
      ...(server
        ? {
            host: server.host,
            port: server.port ?? DEFAULT_PORTS[server.security],
            secure: server.security === "tls",
            requireTLS: server.security === "starttls",
            auth: server.user ? { user: server.user, pass: server.password } : undefined,
          }
        : { url: cfg.url }),
      pool: cfg.pool ?? true,
      maxConnections: 2,
      maxMessages: 200,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
      disableFileAccess: true,
      disableUrlAccess: true,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return transporter;
  };

  return {
    name: "smtp",
    problem: () => smtpProblem(cfg),
    async send(mail: OutgoingMail): Promise<SendResult> {
      const problem = smtpProblem(cfg);
      if (problem) return { status: "unconfigured", error: problem };
      const from = resolveFrom(cfg)!;
      const message = {
        from: { name: oneLine(from.name || mail.siteName, 100), address: from.address },
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: oneLine(mail.subject, 200),
        text: mail.text,
        html: mail.html,
        messageId: messageIdFor(mail.deliveryId, from.address.split("@")[1] ?? ""),
        headers: Object.fromEntries(
          Object.entries(mail.headers ?? {}).map(([k, v]) => [
            oneLine(k, 60).replace(/[^A-Za-z0-9-]/g, ""),
            oneLine(v, 900),
          ]),
        ),
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: safeFilename(a.filename),
          content: a.content,
          contentType: a.contentType,
          ...(a.cid ? { cid: a.cid } : {}),
        })),
        // The envelope is exactly From → To: Reply-To never becomes a recipient.
        envelope: { from: from.address, to: mail.to },
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const info = await Promise.race([
          get().sendMail(message),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () =>
                reject(
                  Object.assign(
                    new Error(`No answer from the SMTP server within ${Math.round((timeout * 3) / 1000)} s`),
                    { code: "ETIMEDOUT" },
                  ),
                ),
              timeout * 3,
            );
          }),
        ]);
        return { status: "sent", response: oneLine(String(info.response ?? "accepted"), 500) };
      } catch (err) {
        return classifySmtpError(err, !cfg.url && cfg.server ? STUDIO : "SMTP_URL");
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transporter?.close();
      transporter = undefined;
    },
  };
}
