/**
 * Every public word of the fans capability — the sign-up form, its answers,
 * the confirmation and unsubscribe pages, and the e-mails — in one module,
 * so the languages work (issue 15) can move them into catalogues without
 * hunting. Plain constants and functions, no framework.
 */

export const ADDRESS_MESSAGES = {
  missing: "Enter your e-mail address.",
  oneLine: "Enter one e-mail address on one line.",
  single: "Enter one e-mail address only, like name@example.org (no spaces, commas or names around it).",
  tooLong: "This address is too long to be an e-mail address.",
  invalid: "This doesn't look like an e-mail address. Check it reads like name@example.org.",
  noDomain: "The part after the @ should be a domain, like example.org.",
  reserved: (domain: string) => `Nobody receives mail at ${domain}: it is reserved for examples. Enter an address you read.`,
  typo: (suggestion: string) => `Did you mean ${suggestion}? Check the part after the @.`,
};

export const SIGNUP = {
  heading: "Hear about new shows",
  intro: "New dates, news and the odd story from the road — straight to your inbox. No spam, unsubscribe any time.",
  email: "E-mail",
  name: "Name (optional)",
  wantsLegend: "What would you like to hear about?",
  wantsAll: "All news and every new date",
  wantsNear: "Only shows near me",
  town: "Where are you? (town)",
  townHint: "A town or city, e.g. Lyon or Lyon, FR. Only used to pick the dates near you.",
  radius: "Within",
  submit: "Sign me up",
  footerHeading: "Newsletter",
  /** The words of the consent notice that link to the privacy page. */
  privacyLink: "privacy notice",
  honeypot: "Leave this empty",
  moreOptions: "Choose what you hear about",
  nearLink: "Only shows near you? Choose your town",
  townMissing: "Enter your town, so we can pick the shows near you.",
  townUnknown: (q: string) => `We don't know a town called “${q}”. Try the nearest city, or add the country: Lyon, FR.`,
  townChoose: "There are several places with this name: choose yours.",
  radiusLabel: (km: number) => `${km} km`,
  tooMany: (minutes: number) => `Too many sign-ups from here. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unreadable: "The form could not be read. Please try again.",
};

/** The consent notice every sign-up form shows under its button. */
export function consentNotice(siteName: string): string {
  return `We'll e-mail you a link to confirm first. By confirming you agree to receive e-mails from ${siteName}; every e-mail has a link to unsubscribe. See the privacy notice for what we keep.`;
}

/** The consent record: the notice as shown, with the choice made on the form. */
export function consentText(siteName: string, wants: "all" | "near", town: string, radiusKm: number): string {
  const choice = wants === "all" ? SIGNUP.wantsAll : `${SIGNUP.wantsNear}: within ${radiusKm} km of ${town}`;
  return `${consentNotice(siteName)} — Chosen: ${choice}.`;
}

/** The one-field form on event pages (rendered on the server only: a constant of its own keeps it out of the home page's JavaScript). */
export const EVENT_SIGNUP = {
  heading: "Don't miss the next one",
  intro: "Get an e-mail when new dates are announced — all of them, or only those near you.",
};

export const THANKS = {
  title: "Check your inbox",
  body: "A message with a confirmation link is on its way to the address you gave. Click the link to start receiving mail — until then, we send nothing else.",
  toast: "Almost done: check your inbox for the confirmation link.",
  note: "Nothing there? Look in your spam folder. We send at most one confirmation a day to an address.",
};

export const CONFIRM = {
  title: "You're subscribed",
  done: (site: string) => `Thank you! Your address is confirmed: you'll hear from ${site} when there is news.`,
  again: "This address was confirmed already — nothing more to do.",
  invalidTitle: "This link does not work",
  invalid: "The confirmation link is damaged, was replaced by a newer one, or the sign-up expired (unconfirmed sign-ups are deleted after 7 days). Sign up again to get a new link.",
};

export const UNSUBSCRIBE = {
  title: "Unsubscribe",
  ask: (email: string, site: string) => `Stop e-mails from ${site} to ${email}?`,
  button: "Unsubscribe",
  done: (site: string) => `You're unsubscribed: ${site} will not e-mail you again. Changed your mind? Sign up again.`,
  invalid: "This unsubscribe link is damaged. Use the link in the latest e-mail you received.",
  oneClick: "Unsubscribed.",
};

export const MAIL = {
  confirmSubject: (site: string) => `Confirm your subscription to ${site}`,
  confirmIntro: (site: string) => `Someone — we hope you — asked to receive e-mails from ${site} at this address.`,
  confirmAction: "Confirm my subscription",
  confirmIgnore: "If it wasn't you, ignore this e-mail: you will not hear from us again, and the request is deleted after 7 days.",
  welcomeSubject: (site: string) => `Do you still want e-mails from ${site}?`,
  welcomeIntro: (site: string) => `${site} has a new mailing list, and your address was on its old one. Confirm if you'd like to keep hearing from us; otherwise do nothing and we won't write again.`,
  footerWhy: (site: string) => `You receive this because you subscribed to ${site}'s mailing list.`,
  unsubscribe: "Unsubscribe",
  digestSubject: (site: string, n: number) => `${n} new date${n === 1 ? "" : "s"} from ${site}`,
  digestIntro: "Here is what changed in our calendar:",
  digestNew: "New",
  digestMoved: "Moved",
  digestCancelled: "Cancelled",
  digestNear: (km: number, town: string) => `Only dates within ${km} km of ${town}, as you asked.`,
  digestMovedFrom: (when: string) => `was ${when}`,
  testSubject: (subject: string) => `[Test] ${subject}`,
};

/** The studio's import (issue 12 point 4): the statement the owner ticks is stored on each imported row. */
export const IMPORT = {
  statement: "I confirm that everyone on this list agreed to receive e-mail from us, and I can show how and when.",
  consentText: "Imported by the site's owner from an existing list, with the owner's statement that consent exists (see import_statement).",
  noEmailColumn: "The first row must name the columns, one of them “email”.",
  empty: "The file is empty: the first row must name the columns, one of them “email”.",
  statementMissing: "Tick this to import: only addresses whose owners agreed may be imported.",
  fileMissing: "Choose a CSV file.",
};
