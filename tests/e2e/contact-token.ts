/**
 * The contact form's timing token in e2e tests, without waiting on the clock.
 *
 * A message is clean only if the form's signed token is at least 3 s old when
 * it arrives (SPEC §5). The tests used to sleep 3.2 s before sending, which
 * under load only moved the race and made the run slow enough to time out.
 * Instead the app under test gets a known SESSION_SECRET, and the test signs
 * the token itself, dated where it wants it: the server checks the signature
 * and the age exactly as for a token it issued.
 */
import type { Page } from "playwright-core";
import { issueFormToken } from "~/core/http/form-token.server.ts";

/** Give the app this secret (startApp({ SESSION_SECRET })) so the test can sign its tokens. */
export const CONTACT_SECRET = "e2e-contact-secret-0123456789abcdef-0123";

/** A token issued `ageMs` ago (a negative age: in the future, within the server's 5 s clock-skew allowance). */
export const formTokenAged = (ageMs: number) => issueFormToken(CONTACT_SECRET, Date.now() - ageMs);

/** Ten seconds old: a person who took their time. */
export const HUMAN = 10_000;
/**
 * Issued 4 s ahead: "too fast" for the next 7 s however slow the machine (the
 * server refuses only tokens more than 5 s ahead as forged), where a token
 * issued now would stop being too fast after 3 s.
 */
export const BOT = -4_000;

/**
 * Every contact form this page posts (with or without JavaScript: /contact or
 * /contact.data, multipart or urlencoded) carries a token of the given age,
 * signed at the moment of sending.
 */
export async function postFormTokenAged(page: Page, ageMs: number): Promise<void> {
  await page.route(
    (url) => url.pathname === "/contact" || url.pathname === "/contact.data",
    async (route) => {
      const request = route.request();
      const body = request.postDataBuffer();
      if (request.method() !== "POST" || !body) return route.continue();
      const token = formTokenAged(ageMs);
      const swapped = body
        .toString("latin1")
        .replace(/(name="form_token"\r\n\r\n)[^\r]*/, `$1${token}`)
        .replace(/(^|&)form_token=[^&]*/, `$1form_token=${encodeURIComponent(token)}`);
      return route.continue({ postData: Buffer.from(swapped, "latin1") });
    },
  );
}
