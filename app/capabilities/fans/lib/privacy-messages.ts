/**
 * The mailing list's words on the privacy page (issue 12 point 8), apart from
 * lib/messages.ts: only the server reads them (translated there), and the home
 * page's sign-up should not carry them in its JavaScript.
 */
import type { T } from "./messages.ts";

/** The mailing list's part of the privacy page (/privacy): what is kept about each subscriber, and what is not. */
export const privacyWords = (t: T, siteName: string, pendingDays: number) => ({
  heading: t("fans.privacy.heading"),
  paragraphs: [
    t("fans.privacy.kept", { site: siteName }),
    t("fans.privacy.consent", { days: pendingDays }),
    t("fans.privacy.leaving"),
    t("fans.privacy.tracking"),
  ],
});
