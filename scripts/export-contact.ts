/**
 * What `npm run export` adds to every exported page (ADR 1700): the EmailJS
 * settings the contact form needs (public ones only), a few hundred bytes of
 * inline script that waits for a contact form's Send and only then loads
 * /_marquee/contact-emailjs.js (app/capabilities/contact/lib/emailjs-browser.ts),
 * and a style that hides forms that post to a server the export does not have.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CONTACT_LIMITS } from "../app/capabilities/contact/lib/limits.ts";
import {
  exportContactMessages,
  EXPORT_CONTACT_KEYS,
  type ExportContactMessages,
} from "../app/capabilities/contact/lib/export-messages.ts";
import { DEFAULT_LOCALE, localeInfo } from "../app/core/i18n/locales.ts";
import { createTranslator, type CompiledMessages } from "../app/core/i18n/translator.ts";

const CATALOGUES = join(import.meta.dirname, "../app/capabilities/contact/messages");

/**
 * The exported form's messages in one locale, from the contact catalogue's files (English filling a
 * gap, as on the server), compiled and read by the app's own translator.
 */
export function exportMessagesFor(locale: string): ExportContactMessages {
  const info = localeInfo(locale);
  const read = (code: string): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(join(CATALOGUES, `${code}.json`), "utf8")) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const source = { ...read(DEFAULT_LOCALE), ...read(info.code) };
  const messages: CompiledMessages = {};
  for (const key of Object.values(EXPORT_CONTACT_KEYS))
    if (source[key]) messages[key] = compileMessage(source[key]) as CompiledMessages[string];
  return exportContactMessages(createTranslator({ locale: info.code, intl: info.intl, dir: info.dir, messages }).t);
}

export const SERVER_ONLY_FEATURES = [
  "the inbox and the studio (/admin)",
  "RSVP forms on event pages (hidden)",
  "the fans' sign-up and newsletters (hidden)",
  "Insights' counting (visits are not counted)",
  "tracked ticket links /go/… (the export links to the shop directly)",
  "the fediverse account (@handle@domain): a static site cannot be followed, answer replies or take RSVPs from Mastodon",
];

/** With --api-origin: what the export points at that server instead of hiding it. */
export const API_FEATURES = [
  "the fans' sign-up forms (/subscribe)",
  "RSVP forms on event pages (/rsvp/…)",
  "Buy forms on event pages and the support form (/checkout/…, /support)",
];

/** The forms that may post to the --api-origin server (server/cross-origin.ts lets exactly these through). */
const API_FORM = /(<form\b[^>]*\saction=")(\/(?:subscribe|support|rsvp\/[^"]+|checkout\/[^"]+))"/g;

/**
 * A few hundred bytes for pages exported with --api-origin: on the first focus in such a form it fetches
 * a fresh form token from that server (the one in the page may be older than a day), and on Send it puts
 * the token in and posts the form there as an ordinary form (no script of the router's: the visitor
 * lands on that server's answer page), waiting out the minimum fill time the token carries.
 */
const apiScript = (api: string) =>
  `(()=>{const A=${JSON.stringify(api)};let k,at=0;const ok=f=>f instanceof HTMLFormElement&&f.method==="post"&&f.action.startsWith(A+"/");const tok=()=>(k||(at=Date.now(),k=fetch(A+"/api/form-token",{mode:"cors",credentials:"omit"}).then(r=>r.json()).then(j=>j.token)));document.addEventListener("focusin",e=>{const f=e.target.closest&&e.target.closest("form");if(ok(f))tok().catch(()=>{})});document.addEventListener("submit",e=>{const f=e.target;if(!ok(f))return;e.preventDefault();e.stopImmediatePropagation();const go=()=>HTMLFormElement.prototype.submit.call(f);tok().then(t=>{for(const i of f.querySelectorAll('input[name="form_token"],input[name="rsvp_token"],input[name="buy_token"]'))i.value=t;setTimeout(go,Math.max(0,3200-(Date.now()-at)))},go)},true)})();`;

export interface ContactExport {
  warnings: string[];
  transformHtml: (path: string, html: string) => string;
}

const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function contactExport(
  env: NodeJS.ProcessEnv,
  opts: { base: string; minFillMs: number; apiOrigin?: string },
): ContactExport {
  const cfg = {
    apiUrl: (env.EMAILJS_API_URL || "https://api.emailjs.com").replace(/\/+$/, ""),
    publicKey: env.EMAILJS_PUBLIC_KEY ?? "",
    serviceId: env.EMAILJS_SERVICE_ID ?? "",
    templateId: env.EMAILJS_TEMPLATE_ID ?? "",
    siteName: "",
    minFillMs: opts.minFillMs,
    maxAttachmentBytes: CONTACT_LIMITS.attachmentMaxBytes,
  };
  const missing = [
    !cfg.publicKey && "EMAILJS_PUBLIC_KEY",
    !cfg.serviceId && "EMAILJS_SERVICE_ID",
    !cfg.templateId && "EMAILJS_TEMPLATE_ID",
  ].filter(Boolean);
  const warnings = missing.length
    ? [
        `The contact form will not send: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing. Visitors are told so when they press Send.`,
      ]
    : [];
  const byLocale = new Map<string, ExportContactMessages>();
  // Loaded on the first Send of a contact form, never before; the time the form was first touched is the fill time's start.
  const script = `(()=>{let t=0,m;const c=e=>e.target instanceof HTMLFormElement&&e.target.classList.contains("contact-form");document.addEventListener("focusin",e=>{if(!t&&e.target.closest&&e.target.closest("form.contact-form"))t=Date.now()});document.addEventListener("submit",e=>{if(!c(e)||m)return;e.preventDefault();e.stopImmediatePropagation();m=import(${JSON.stringify(`${opts.base}_marquee/contact-emailjs.js`)}).then(x=>x.start(t||Date.now(),e))},true)})();`;
  return {
    warnings,
    transformHtml(_path, html) {
      const siteName = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? "";
      // The visitor's messages in the page's own language (the site's, or a /de/… page's).
      const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? DEFAULT_LOCALE;
      let messages = byLocale.get(lang);
      if (!messages) byLocale.set(lang, (messages = exportMessagesFor(lang)));
      const config = `<script type="application/json" id="marquee-emailjs">${jsonInHtml({ ...cfg, siteName, messages })}</script>`;
      // A server form goes with the section that introduces it (the fans' "Hear about new shows", an RSVP box);
      // with --api-origin, the sign-up and RSVP forms post to that server instead (any other server form stays hidden).
      const api = opts.apiOrigin;
      const page = api ? html.replace(API_FORM, (_, start: string, path: string) => `${start}${api}${path}"`) : html;
      const serverForm = api
        ? `form[method="post"]:not(.contact-form):not([action^="${api}/"])`
        : `form[method="post"]:not(.contact-form)`;
      const hide = `<style>${serverForm},section:has(${serverForm}):not(:has(.contact-form)),a[href$="/admin"],a[href*="/admin/"]{display:none}</style>`;
      const scripts = `<script>${script}</script>${api ? `<script>${apiScript(api)}</script>` : ""}`;
      return page.replace("</head>", `${hide}</head>`).replace("</body>", `${config}${scripts}</body>`);
    },
  };
}
