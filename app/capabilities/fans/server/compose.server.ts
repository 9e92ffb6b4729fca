/**
 * The fans capability's side of the outbox (issue 12): a delivery carries a
 * reference — `c:<subscriber>[:<language>]` for a confirmation, `m:<mailing>:<subscriber>`
 * for a mailing — and the e-mail is composed here when it is sent, so no
 * stored row holds a confirmation link, and a subscriber who unsubscribed in
 * the meantime is skipped. Results mark hard bounces.
 */
import type { ComposedMail, OutboxResult } from "~/core/mail/index.server.ts";
import { nowIso } from "~/core/db/client.server.ts";
import { mailWords, testSubject } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";
import { inOfferedLanguage } from "~/core/i18n/request-language.server.ts";
import { getSubscriber, markBounced } from "./data/subscribers.server.ts";
import { getMailing } from "./data/mailings.server.ts";
import { composeMailing } from "./mailing-mail.server.ts";
import { button, escapeHtml, htmlMail, mailColours, siteFooter, textFooter } from "~/core/mail/layout.server.ts";
import { activePageTheme } from "~/capabilities/themes/index.server.ts";
import { confirmUrl } from "./tokens.server.ts";

export async function composeFanMail(ref: string): Promise<ComposedMail | { skip: string }> {
  const [kind, a, b] = ref.split(":");
  // `c:<subscriber>:<language>`: signed up on a page of another language (`/es/…`), confirmed in it.
  if (kind === "c" && a) return inOfferedLanguage(b, () => composeConfirmation(a));
  if (kind === "m" && a && b) {
    const [mailing, s] = await Promise.all([getMailing(a), getSubscriber(b)]);
    if (!mailing) return { skip: "the mailing was deleted." };
    if (!s || s.status !== "confirmed")
      return { skip: "the address unsubscribed, bounced or was deleted before it was sent." };
    return composeMailing(mailing, s);
  }
  if (kind === "t" && a && b) return composeTest(a, ref.slice(`t:${a}:`.length));
  return { skip: `unknown reference ${ref}` };
}

/** A newsletter's test copy to the studio user who asked (`t:<mailing>:<address>`): as a subscriber who wants all news sees it. */
async function composeTest(mailingId: string, email: string): Promise<ComposedMail | { skip: string }> {
  const mailing = await getMailing(mailingId);
  if (!mailing) return { skip: "the mailing was deleted." };
  const mail = await composeMailing(mailing, {
    id: "test",
    email,
    wants: "all",
    latitude: null,
    longitude: null,
    radius_km: 0,
    town: "",
  });
  return "skip" in mail ? mail : { ...mail, subject: testSubject(mail.subject), bulk: false };
}

async function composeConfirmation(id: string): Promise<ComposedMail | { skip: string }> {
  const s = await getSubscriber(id);
  if (!s || s.status !== "pending" || !s.confirm_nonce)
    return { skip: "the sign-up was confirmed, withdrawn or deleted before it was sent." };
  const [site, colours, tr] = await Promise.all([
    siteFooter(),
    activePageTheme().then(mailColours, () => mailColours(null)),
    siteI18n(),
  ]);
  const MAIL = mailWords(tr.t);
  const url = confirmUrl(s.id, s.confirm_nonce);
  const imported = s.source === "import";
  const subject = imported ? MAIL.welcomeSubject(site.name) : MAIL.confirmSubject(site.name);
  const intro = imported ? MAIL.welcomeIntro(site.name) : MAIL.confirmIntro(site.name);
  const text = [intro, "", `${MAIL.confirmAction}: ${url}`, "", MAIL.confirmIgnore].join("\n") + textFooter(site);
  const html = htmlMail({
    title: subject,
    colours,
    site,
    bodyHtml: `<p>${escapeHtml(intro)}</p>${button(url, MAIL.confirmAction, colours)}<p>${escapeHtml(MAIL.confirmIgnore)}</p>`,
  });
  return { to: s.email, subject, text, html };
}

/** A hard bounce (SMTP 5xx, e.g. 550 on RCPT) ends the address's mail after the first one. */
export async function onFanMailResult(ref: string, result: OutboxResult): Promise<void> {
  if (result.status !== "failed" || result.transport !== "smtp") return;
  if (!/(^|\D)5\d\d(\D|$)/.test(result.detail)) return;
  // A test send (t:) goes to the studio user, who is no subscriber.
  const [kind, a, b] = ref.split(":");
  if (kind === "c" && a) await markBounced(a, result.detail, nowIso());
  if (kind === "m" && a && b) await markBounced(b, result.detail, nowIso(), a);
}
