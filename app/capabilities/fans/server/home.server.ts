/** Data of the sign-up forms on public pages: a timing token (the contact form's defence) and the site's name for the consent notice. */
import { issueFormToken } from "~/capabilities/contact/index.server.ts";
import { env } from "~/core/env.server.ts";
import { getSettings } from "~/core/settings/settings.server.ts";

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
