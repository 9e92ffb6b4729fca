/**
 * The static export's contact form (issue 17, ADR 1700): sends through
 * EmailJS from the browser with the exact requests of the official
 * `@emailjs/browser` SDK 4.4.1 (`send`: JSON to /api/v1.0/email/send;
 * `sendForm`: multipart to /api/v1.0/email/send-form when a file is
 * attached) — proven identical by tests/e2e/static-export.test.ts, which
 * records both against the EmailJS stand-in. Never the private key.
 *
 * This file is served as it is, types stripped, on the exported contact page
 * only (scripts/export.ts), and loaded when the visitor presses Send: it has
 * no imports, and its strings come in its configuration (lib/export-messages.ts).
 */

export const EMAILJS_BROWSER_LIB_VERSION = "4.4.1";

export interface BrowserEmailjsConfig {
  apiUrl: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  siteName: string;
  /** The shortest time a person takes to fill the form (ms); faster is a bot. */
  minFillMs: number;
  /** The server's attachment limit, kept in the browser (EmailJS' own plans allow less or none). */
  maxAttachmentBytes: number;
  messages: { missing: string; sending: string; sent: string; failed: string; tooFast: string; tooLarge: string };
}

export interface EmailjsRequest {
  url: string;
  init: RequestInit;
}

/** The settings missing for a send, in the SDK's order and words; empty when none. */
export function missingSettings(cfg: Pick<BrowserEmailjsConfig, "publicKey" | "serviceId" | "templateId">): string[] {
  const missing: string[] = [];
  if (!cfg.publicKey) missing.push("The public key is required. Visit https://dashboard.emailjs.com/admin/account");
  if (!cfg.serviceId) missing.push("The service ID is required. Visit https://dashboard.emailjs.com/admin");
  if (!cfg.templateId) missing.push("The template ID is required. Visit https://dashboard.emailjs.com/admin/templates");
  return missing;
}

/** The SDK's `send(serviceID, templateID, params, { publicKey })`, as a request. */
export function sendRequest(cfg: BrowserEmailjsConfig, params: Record<string, string>): EmailjsRequest {
  const body = {
    lib_version: EMAILJS_BROWSER_LIB_VERSION,
    user_id: cfg.publicKey,
    service_id: cfg.serviceId,
    template_id: cfg.templateId,
    template_params: params,
  };
  return {
    url: `${cfg.apiUrl}/api/v1.0/email/send`,
    init: { method: "POST", headers: { "Content-type": "application/json" }, body: JSON.stringify(body) },
  };
}

/** The SDK's `sendForm(serviceID, templateID, form, { publicKey })`: the form's fields, then the SDK's four. */
export function sendFormRequest(cfg: BrowserEmailjsConfig, data: FormData): EmailjsRequest {
  data.append("lib_version", EMAILJS_BROWSER_LIB_VERSION);
  data.append("service_id", cfg.serviceId);
  data.append("template_id", cfg.templateId);
  data.append("user_id", cfg.publicKey);
  return { url: `${cfg.apiUrl}/api/v1.0/email/send-form`, init: { method: "POST", headers: {}, body: data } };
}

const HIDDEN = new Set(["website", "form_token", "submission_id"]);

/** The template's variables: the names the server's EmailJS transport sends (docs/deploy.md lists them). */
export function templateParamsFrom(form: HTMLFormElement, siteName: string): Record<string, string> {
  const data = new FormData(form);
  const text = (k: string) => {
    const v = data.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  const topicSelect = form.elements.namedItem("topic");
  const topicLabel =
    topicSelect instanceof HTMLSelectElement
      ? (topicSelect.selectedOptions[0]?.textContent ?? "").trim()
      : text("topic");
  const name = text("name");
  return {
    kind: "notification",
    site_name: siteName,
    subject: `${siteName}: message from ${name}`,
    name,
    email: text("email"),
    reply_to: text("email"),
    phone: text("phone"),
    topic: text("topic"),
    topic_label: topicLabel,
    date_wanted: text("dateWanted"),
    message: text("message"),
    consent: data.get("consent") ? "yes" : "no",
    received_at: new Date().toISOString(),
  };
}

/** The form as sendForm sends it: the template's variables as fields, the file as `attachment`, no hidden fields. */
export function formDataFrom(form: HTMLFormElement, params: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(params)) data.append(k, v);
  const file = new FormData(form).get("attachment");
  if (file instanceof File && file.size > 0) {
    data.append("attachment_name", file.name);
    data.append("attachment", file, file.name);
  }
  for (const k of HIDDEN) data.delete(k);
  return data;
}

function say(form: HTMLFormElement, text: string, kind: "error" | "success" | "") {
  let box = form.querySelector<HTMLElement>("[data-emailjs-status]");
  if (!box) {
    box = document.createElement("p");
    box.setAttribute("data-emailjs-status", "");
    box.setAttribute("role", "status");
    box.tabIndex = -1;
    form.prepend(box);
  }
  box.className = `notice status-message ${kind}`;
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  box.textContent = text;
  if (kind) box.focus();
}

/** Sends one form; resolves when EmailJS has answered or the send was refused. */
export async function submitContact(form: HTMLFormElement, cfg: BrowserEmailjsConfig, shownAt: number): Promise<void> {
  const missing = missingSettings(cfg);
  if (missing.length) {
    say(form, cfg.messages.missing, "error");
    console.warn(`Marquee: the contact form cannot send through EmailJS. ${missing.join(" ")}`);
    return;
  }
  const honeypot = form.elements.namedItem("website");
  if (honeypot instanceof HTMLInputElement && honeypot.value) {
    say(form, cfg.messages.sent, "success"); // a bot is told it worked, and nothing leaves
    return;
  }
  if (Date.now() - shownAt < cfg.minFillMs) {
    say(form, cfg.messages.tooFast, "error");
    return;
  }
  const params = templateParamsFrom(form, cfg.siteName);
  const file = new FormData(form).get("attachment");
  if (file instanceof File && file.size > cfg.maxAttachmentBytes) {
    say(form, cfg.messages.tooLarge, "error");
    return;
  }
  const req =
    file instanceof File && file.size > 0 ? sendFormRequest(cfg, formDataFrom(form, params)) : sendRequest(cfg, params);
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = true;
  say(form, cfg.messages.sending, "");
  try {
    const res = await fetch(req.url, req.init);
    if (res.ok) {
      form.reset();
      say(form, cfg.messages.sent, "success");
    } else say(form, `${cfg.messages.failed} (${res.status})`, "error");
  } catch {
    say(form, cfg.messages.failed, "error");
  } finally {
    if (button) button.disabled = false;
  }
}

/** Runs on the exported contact page: reads the configuration the export wrote into the page. */
export function start(shownAt: number, first?: SubmitEvent): void {
  const node = document.getElementById("marquee-emailjs");
  if (!node?.textContent) return;
  const cfg = JSON.parse(node.textContent) as BrowserEmailjsConfig;
  const handle = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains("contact-form")) return;
    // Before React Router's <Form> sees it: the static host has no /contact action.
    event.preventDefault();
    event.stopImmediatePropagation();
    void submitContact(form, cfg, shownAt);
  };
  document.addEventListener("submit", handle, true);
  if (first) handle(first);
}
