/** Shared by the fans e2e files: sign-ups carry a timing token ten seconds old, and the e-mail that arrived for an address. */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import type { ReceivedMail, SmtpFixture } from "../fixtures/smtp-server.ts";
import { formTokenAged, HUMAN } from "./contact-token.ts";

/** Sign-ups from this page carry a timing token ten seconds old (the server checks it as one it issued; the app needs SESSION_SECRET: CONTACT_SECRET), so the test never waits on the clock. */
export async function humanTokens(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/subscribe" || url.pathname === "/subscribe.data",
    async (route) => {
      const r = route.request();
      const body = r.postData();
      if (r.method() !== "POST" || body === null) return route.continue();
      const form = new URLSearchParams(body);
      if (form.has("form_token")) form.set("form_token", formTokenAged(HUMAN));
      return route.continue({
        postData: form.toString(),
        headers: { ...r.headers(), "content-type": "application/x-www-form-urlencoded" },
      });
    },
  );
}

/** The `count`-th e-mail to `address`, once it has arrived. */
export async function mailTo(smtp: SmtpFixture, address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => smtp.messages.filter((m) => m.envelope.to.includes(address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return smtp.messages.filter((m) => m.envelope.to.includes(address))[count - 1]!;
}

/** The link to `path` in an e-mail's text. */
export const linkIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?t=[\\w.%-]+`).exec(mail.text)![0];
