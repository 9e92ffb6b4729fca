/** Data of the sign-up forms on public pages: a timing token (the contact form's defence) and the site's name for the consent notice. */
import { issueFormToken } from "~/core/http/form-token.server.ts";
import { env } from "~/core/env.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { consentNotice, eventSignupWords, signupWords } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QuickSignup, type QuickSignupData } from "../components/site/QuickSignup.tsx";
import { HomeSignup } from "../components/site/HomeSignup.tsx";
import { serverMarkup, type ServerMarkupData } from "~/core/ui/server-markup.server.ts";
import { pagePathOf } from "~/core/i18n/prefix.ts";
import { sendingStatus } from "~/core/mail/index.server.ts";

export interface SignupFormData {
  token: string;
  siteName: string;
}

/**
 * The home page is cached for up to a minute (ADR 0501), so its token can be
 * that much older when a visitor sees it: still inside the 3 s – 24 h window,
 * and the per-IP and per-address limits stay whole (ADR 0600).
 */
export async function loadSignupForm(_request?: Request): Promise<SignupFormData> {
  return { token: issueFormToken(env().SESSION_SECRET), siteName: (await getSettings()).name };
}

/** The one-field form's data: its words come from here, so the page's JavaScript carries no message module. */
async function quickSignup(source: "footer" | "event"): Promise<QuickSignupData> {
  const [{ token, siteName }, tr] = await Promise.all([loadSignupForm(), siteI18n()]);
  const [SIGNUP, EVENT_SIGNUP] = [signupWords(tr.t), eventSignupWords(tr.t)];
  const notice = consentNotice(tr.t, siteName);
  const at = notice.lastIndexOf(SIGNUP.privacyLink);
  return {
    token,
    source,
    heading: source === "footer" ? SIGNUP.footerHeading : EVENT_SIGNUP.heading,
    intro: source === "footer" ? "" : EVENT_SIGNUP.intro,
    email: SIGNUP.email,
    submit: SIGNUP.submit,
    nearLink: SIGNUP.nearLink,
    consent:
      at < 0
        ? [notice, "", ""]
        : [notice.slice(0, at), SIGNUP.privacyLink, notice.slice(at + SIGNUP.privacyLink.length)],
    honeypot: SIGNUP.honeypot,
  };
}

/**
 * The one-field form as finished markup: it is on every public page, so it is
 * rendered here and the page's JavaScript carries none of it (the slot
 * components only place the HTML; the form posts as a document).
 */
async function quickSignupHtml(source: "footer" | "event", request: Request): Promise<ServerMarkupData> {
  const data = await quickSignup(source);
  return serverMarkup(
    request,
    renderToStaticMarkup(
      createElement(QuickSignup, {
        data,
        idPrefix: `${source}-fans`,
        headingClass: source === "footer" ? "site-footer__heading" : undefined,
      }),
    ),
  );
}

/**
 * Whether a page's footer gets the form: every public page but those that have one already (the home
 * page's section, a date's page, the sign-up and unsubscribe pages), in every language: `/es/events/x`
 * is `/events/x`, and a client navigation's data request (/<path>.data, /_.data for the home page) is
 * for the same page (`pagePathOf`).
 */
export function footerSignupWanted(request: Request): boolean {
  const path = pagePathOf(new URL(request.url).pathname);
  if (path === "/" || /^\/(subscribe|unsubscribe)(\/|$)/.test(path)) return false;
  // A date's page has its own sign-up ("Don't miss the next one") at its end: one form, not two.
  return !/^\/events\/(?!past(\/|$))[^/]+(\/[^/]+)?\/?$/.test(path);
}

/** The footer's form, where footerSignupWanted says so. */
/**
 * Whether the one-field forms show at all: while this site cannot send e-mail a sign-up could never be
 * confirmed, so the home page, event pages and footer offer none (issue 25 §1, ADR 2520); /subscribe says
 * "open soon".
 */
const signupsOpen = async () => (await sendingStatus()).canSend;

export async function loadFooterSignup(request: Request): Promise<ServerMarkupData | null> {
  return footerSignupWanted(request) && (await signupsOpen()) ? quickSignupHtml("footer", request) : null;
}

export async function loadEventSignup({ request }: { request: Request }): Promise<ServerMarkupData | null> {
  return (await signupsOpen()) ? quickSignupHtml("event", request) : null;
}

/** The home page's section as finished markup (a plain form that posts as a document, as without JavaScript). */
export async function loadHomeSignup(request: Request): Promise<ServerMarkupData | null> {
  if (!(await signupsOpen())) return null;
  const [data, tr] = await Promise.all([loadSignupForm(), siteI18n()]);
  return serverMarkup(request, renderToStaticMarkup(createElement(HomeSignup, { data, t: tr.t })));
}
