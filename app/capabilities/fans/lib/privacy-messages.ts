/**
 * The mailing list's words on the privacy page (issue 12 point 8), apart from
 * lib/messages.ts: only the server reads them, and the home page's sign-up
 * should not carry them in its JavaScript.
 */

/** The mailing list's part of the privacy page (/privacy): what is kept about each subscriber, and what is not. */
export const PRIVACY = {
  heading: "Mailing list",
  paragraphs: (siteName: string, pendingDays: number) => [
    `If you sign up for e-mail from ${siteName}, we keep your e-mail address, the name you gave (if any), your choice (all news, or only dates near a town you picked, with that town's coordinates and your distance) and where on the site you signed up.`,
    `As the record of your consent we keep the text of the form as you saw it with your choice, when you signed up and when you confirmed, and a keyed hash of your IP address — enough to spot abuse of the form, not to identify you. A sign-up that is not confirmed within ${pendingDays} days is deleted.`,
    "If you unsubscribe or your address stops accepting mail, we keep when that happened (and which mailing it was), so that we never write to you again. Ask us and we delete your entry entirely.",
    "Our mailings carry no tracking pixels and no rewritten links: we do not know whether you opened an e-mail or clicked in it. Your address never appears on a public page or in the server's logs, and it is not shared.",
  ],
};
