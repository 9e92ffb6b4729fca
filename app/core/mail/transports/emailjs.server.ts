/**
 * MAIL_TRANSPORT=emailjs: EmailJS's REST API, called from the server exactly
 * as the official SDKs call it (SPEC §7):
 *   POST {EMAILJS_API_URL}/api/v1.0/email/send       JSON {lib_version, user_id, service_id, template_id, template_params, accessToken}
 *   POST {EMAILJS_API_URL}/api/v1.0/email/send-form  multipart/form-data, the same fields flat, plus the file
 * `user_id` is the public key and `accessToken` the private key. The EmailJS
 * account must allow "API calls from non-browser applications".
 */
import { oneLine, safeFilename } from "../text.server.ts";
import {
  DEFAULT_TIMEOUT_MS,
  type ComposedMail,
  type OutgoingMail,
  type SendResult,
  type Transport,
} from "../types.server.ts";

/** The version of @emailjs/browser whose request shape this client reproduces. */
export const EMAILJS_LIB_VERSION = "4.4.1";
/** The form field an EmailJS template's "Form Field Attachment" must be set to. */
export const EMAILJS_ATTACHMENT_FIELD = "attachment";

export interface EmailjsConfig {
  apiUrl?: string;
  publicKey?: string;
  privateKey?: string;
  serviceId?: string;
  templateId?: string;
  autoreplyTemplateId?: string;
  timeoutMs?: number;
}

/** Names every missing setting, or null. */
export function emailjsProblem(cfg: EmailjsConfig): string | null {
  const missing = [
    !cfg.publicKey && "EMAILJS_PUBLIC_KEY (the account's public key, sent as user_id)",
    !cfg.serviceId && "EMAILJS_SERVICE_ID",
    !cfg.templateId && "EMAILJS_TEMPLATE_ID",
  ].filter((x): x is string => Boolean(x));
  if (missing.length === 0) return null;
  return `EmailJS is not set up: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`;
}

function problemFor(cfg: EmailjsConfig, mail: Pick<ComposedMail, "emailjs">): string | null {
  const p = emailjsProblem(cfg);
  if (p) return p;
  if (mail.emailjs?.template === "autoreply" && !cfg.autoreplyTemplateId)
    return "EMAILJS_AUTOREPLY_TEMPLATE_ID is not set: no auto-reply template";
  return null;
}

/**
 * EmailJS template parameters: the ones every mail has, then the mail's own
 * (docs/email.md lists them). Values are plain strings; the EmailJS template
 * escapes them when it renders HTML ({{var}}, not {{{var}}}).
 */
export function templateParams(mail: OutgoingMail): Record<string, string> {
  return {
    kind: mail.kind,
    site_name: mail.siteName,
    to_email: mail.to,
    subject: oneLine(mail.subject, 200),
    message_url: mail.studioUrl,
    message: mail.text,
    ...mail.emailjs?.params,
  };
}

/** EmailJS's answer to a result (SPEC §7): 200 sent; 400/403/412/422 failed; 429/5xx retried. */
export function classifyEmailjsAnswer(status: number, text: string): SendResult {
  const said = oneLine(text, 500) || "(no text)";
  if (status === 200) return { status: "sent", response: `EmailJS 200: ${said}` };
  if (status === 429 || status >= 500) return { status: "retry", error: `EmailJS ${status}: ${said}` };
  if (status >= 400) return { status: "failed", error: `EmailJS ${status}: ${said}` };
  // 1xx/2xx-other/3xx: not the documented contract (a proxy, a redirect); try again later.
  return { status: "retry", error: `EmailJS answered ${status}: ${said}` };
}

/** "20" or "0.3": whole seconds unless that would round to nothing. */
const seconds = (ms: number) => (ms >= 1000 ? String(Math.round(ms / 1000)) : (ms / 1000).toFixed(1));

function networkError(err: unknown, timeoutMs: number): SendResult {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") {
    return { status: "retry", error: `No answer from EmailJS within ${seconds(timeoutMs)} s` };
  }
  const cause = e?.cause?.code ?? e?.cause?.message;
  return {
    status: "retry",
    error: `Could not reach EmailJS: ${oneLine(cause ? `${e.message} (${cause})` : String(e?.message ?? err), 300)}`,
  };
}

/**
 * Why a newsletter is not sent with EmailJS (issue 12): it is made for form
 * notifications, its monthly quotas are small, and its template cannot carry
 * the List-Unsubscribe headers a mailing must have. Confirmations still go.
 */
export const EMAILJS_BULK_REFUSAL =
  "Newsletters are not sent with EmailJS: it is made for form notifications, its plans allow a few hundred e-mails a month, and it cannot add the unsubscribe headers a mailing needs. Choose SMTP in Settings → E-mail to send newsletters; sign-up confirmations still go through EmailJS.";

export function createEmailjsTransport(cfg: EmailjsConfig): Transport {
  const base = (cfg.apiUrl ?? "https://api.emailjs.com").replace(/\/+$/, "");
  const timeoutMs = cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    name: "emailjs",
    problem: () => emailjsProblem(cfg),
    problemFor: (mail) => problemFor(cfg, mail),
    async send(mail: OutgoingMail): Promise<SendResult> {
      if (mail.bulk) return { status: "failed", error: EMAILJS_BULK_REFUSAL };
      const problem = problemFor(cfg, mail);
      if (problem) return { status: "unconfigured", error: problem };
      const templateId = mail.emailjs?.template === "autoreply" ? cfg.autoreplyTemplateId! : cfg.templateId!;
      const params = templateParams(mail);
      const file = mail.emailjs?.file;

      let url: string;
      let init: RequestInit;
      if (file) {
        const form = new FormData();
        form.append("lib_version", EMAILJS_LIB_VERSION);
        form.append("service_id", cfg.serviceId!);
        form.append("template_id", templateId);
        form.append("user_id", cfg.publicKey!);
        if (cfg.privateKey) form.append("accessToken", cfg.privateKey);
        for (const [k, v] of Object.entries(params)) form.append(k, v);
        form.append(
          EMAILJS_ATTACHMENT_FIELD,
          new Blob([typeof file.content === "string" ? file.content : new Uint8Array(file.content)], {
            type: file.contentType,
          }),
          safeFilename(file.filename),
        );
        url = `${base}/api/v1.0/email/send-form`;
        init = { method: "POST", body: form };
      } else {
        const body = {
          lib_version: EMAILJS_LIB_VERSION,
          user_id: cfg.publicKey!,
          service_id: cfg.serviceId!,
          template_id: templateId,
          template_params: params,
          ...(cfg.privateKey ? { accessToken: cfg.privateKey } : {}),
        };
        url = `${base}/api/v1.0/email/send`;
        init = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
      }

      try {
        const res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
        const text = await res.text();
        return classifyEmailjsAnswer(res.status, text);
      } catch (err) {
        return networkError(err, timeoutMs);
      }
    },
    async close() {},
  };
}
