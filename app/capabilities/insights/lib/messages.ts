/**
 * Insights' public wording: the privacy page's paragraphs, generated from what
 * is really counted, in the page's language (messages/<locale>.json). The
 * counted outcomes are named by their capabilities' public catalogues (the
 * manifest's `privacyKey`).
 */
import type { Translator } from "~/core/i18n/translator.ts";

/** An English label inside a sentence ("Ticket-link clicks" → "ticket-link clicks"). */
export const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The generated paragraphs; `outcomes` name the counted outcomes as they read inside a sentence ("clicks on ticket links"). */
export function privacyParagraphs(
  o: { counting: boolean; retentionDays: number; outcomes: string[] },
  { t, intl }: Pick<Translator, "t" | "intl">,
): string[] {
  if (!o.counting) return [t("insights.privacy.notCounting")];
  const counted = o.outcomes;
  const days = o.retentionDays;
  return [
    t("insights.privacy.ownServer"),
    t("insights.privacy.totals"),
    t("insights.privacy.codes"),
    ...(counted.length
      ? [t("insights.privacy.outcomes", { list: new Intl.ListFormat(intl, { type: "unit" }).format(counted) })]
      : []),
    t("insights.privacy.dnt"),
    t("insights.privacy.kept", { days, years: days > 0 && days % 365 === 0 ? days / 365 : "none" }),
  ];
}
