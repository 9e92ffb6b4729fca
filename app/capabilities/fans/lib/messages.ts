/**
 * The fans capability's public words — the sign-up form, its answers, the
 * confirmation and unsubscribe pages, the e-mails — come from the catalogues
 * (messages/<locale>.json, docs/languages.md). These functions gather them for
 * one translator: `signupWords(t)` on the server (`(await siteI18n()).t`) or in
 * a component (`useI18n().t`). The studio's import words stay English.
 */

/** A translator's `t` (core/i18n/translator.ts). */
export type T = (key: string, values?: Record<string, string | number>) => string;

export const addressWords = (t: T) => ({
  missing: t("fans.validation.address.missing"),
  oneLine: t("fans.validation.address.oneLine"),
  single: t("fans.validation.address.single"),
  tooLong: t("fans.validation.address.tooLong"),
  invalid: t("fans.validation.address.invalid"),
  noDomain: t("fans.validation.address.noDomain"),
  reserved: (domain: string) => t("fans.validation.address.reserved", { domain }),
  typo: (suggestion: string) => t("fans.validation.address.typo", { suggestion }),
});

export const signupWords = (t: T) => ({
  heading: t("fans.signup.heading"),
  intro: t("fans.signup.intro"),
  email: t("fans.signup.email"),
  name: t("fans.signup.name"),
  wantsLegend: t("fans.signup.wantsLegend"),
  wantsAll: t("fans.signup.wantsAll"),
  wantsNear: t("fans.signup.wantsNear"),
  town: t("fans.signup.town"),
  townHint: t("fans.signup.townHint"),
  radius: t("fans.signup.radius"),
  submit: t("fans.signup.submit"),
  footerHeading: t("fans.signup.footerHeading"),
  /** The words of the consent notice that link to the privacy page. */
  privacyLink: t("fans.signup.privacyLink"),
  honeypot: t("fans.signup.honeypot"),
  nearLink: t("fans.signup.nearLink"),
  townChoose: t("fans.signup.townChoose"),
  /** Shown when the form could not be read (a page's own fallback: not in the server-only group). */
  unreadable: t("fans.signup.unreadable"),
  townPeople: (town: string, people: number) => t("fans.signup.townPeople", { town, people }),
  radiusLabel: (km: number) => t("fans.signup.radiusKm", { km }),
});

/** The server's answers to a sign-up (validation group: only the server reads them). */
export const signupErrors = (t: T) => ({
  townMissing: t("fans.validation.townMissing"),
  townUnknown: (query: string) => t("fans.validation.townUnknown", { query }),
  nameTooLong: (max: number) => t("fans.validation.nameTooLong", { max }),
  nameLinks: t("fans.validation.nameLinks"),
});

/** The consent notice every sign-up form shows under its button ("privacy notice" linked where it is drawn). */
export function consentNotice(t: T, siteName: string): string {
  return t("fans.signup.consent", { site: siteName, privacy: t("fans.signup.privacyLink") });
}

/** The consent record: the notice as shown, with the choice made on the form. */
export function consentText(t: T, siteName: string, wants: "all" | "near", town: string, radiusKm: number): string {
  const choice = wants === "all" ? t("fans.signup.wantsAll") : t("fans.signup.chosenNear", { km: radiusKm, town });
  return t("fans.signup.consentRecord", { notice: consentNotice(t, siteName), choice });
}

/** The one-field form on event pages (rendered on the server only). */
export const eventSignupWords = (t: T) => ({ heading: t("fans.event.heading"), intro: t("fans.event.intro") });

export const thanksWords = (t: T) => ({
  title: t("fans.thanks.title"),
  body: t("fans.thanks.body"),
  toast: t("fans.thanks.toast"),
  note: t("fans.thanks.note"),
});

export const confirmWords = (t: T) => ({
  title: t("fans.confirm.title"),
  done: (site: string) => t("fans.confirm.done", { site }),
  again: t("fans.confirm.again"),
  invalidTitle: t("fans.confirm.invalidTitle"),
  invalid: t("fans.confirm.invalid"),
  signUpAgain: t("fans.confirm.signUpAgain"),
});

export const unsubscribeWords = (t: T) => ({
  title: t("fans.unsubscribe.title"),
  ask: (email: string, site: string) => t("fans.unsubscribe.ask", { email, site }),
  button: t("fans.unsubscribe.button"),
  done: (site: string) => t("fans.unsubscribe.done", { site }),
  invalid: t("fans.unsubscribe.invalid"),
  oneClick: t("fans.unsubscribe.oneClick"),
});

/** E-mails to visitors (server only: the mail group never reaches a page). */
export const mailWords = (t: T) => ({
  confirmSubject: (site: string) => t("fans.mail.confirmSubject", { site }),
  confirmIntro: (site: string) => t("fans.mail.confirmIntro", { site }),
  confirmAction: t("fans.mail.confirmAction"),
  confirmIgnore: t("fans.mail.confirmIgnore"),
  welcomeSubject: (site: string) => t("fans.mail.welcomeSubject", { site }),
  welcomeIntro: (site: string) => t("fans.mail.welcomeIntro", { site }),
  footerWhy: (site: string) => t("fans.mail.footerWhy", { site }),
  unsubscribe: t("fans.mail.unsubscribe"),
  digestSubject: (site: string, count: number) => t("fans.mail.digestSubject", { site, count }),
  digestIntro: t("fans.mail.digestIntro"),
  digestNew: t("fans.mail.digestNew"),
  digestMoved: t("fans.mail.digestMoved"),
  digestCancelled: t("fans.mail.digestCancelled"),
  digestNear: (km: number, town: string) => t("fans.mail.digestNear", { km, town }),
  digestMovedFrom: (when: string) => t("fans.mail.digestMovedFrom", { when }),
});

/** A newsletter's test copy to the studio user who asked (studio wording). */
export const testSubject = (subject: string) => `[Test] ${subject}`;

/** The studio's import (issue 12 point 4): the statement the owner ticks is stored on each imported row. */
export const IMPORT = {
  statement: "I confirm that everyone on this list agreed to receive e-mail from us, and I can show how and when.",
  consentText:
    "Imported by the site's owner from an existing list, with the owner's statement that consent exists (see import_statement).",
  noEmailColumn: "The first row must name the columns, one of them “email”.",
  empty: "The file is empty: the first row must name the columns, one of them “email”.",
  statementMissing: "Tick this to import: only addresses whose owners agreed may be imported.",
  fileMissing: "Choose a CSV file.",
};
