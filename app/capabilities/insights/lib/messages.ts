/**
 * Insights' public wording: the privacy page's paragraphs, generated from what
 * is really counted, in the page's language (messages/<locale>.json). The
 * counted outcomes are named by the manifests' labels (English for now: see
 * docs/languages.md, "Still English").
 */
import type { Translator } from "~/core/i18n/translator.ts";

/** The generated paragraphs; `outcomes` are the counted outcomes' labels ("Ticket-link clicks"). */
export function privacyParagraphs(o: { counting: boolean; retentionDays: number; outcomes: string[] }, { t, intl }: Pick<Translator, "t" | "intl">): string[] {
  if (!o.counting) return [t("insights.privacy.notCounting")];
  const counted = o.outcomes.map((l) => l.charAt(0).toLowerCase() + l.slice(1));
  const days = o.retentionDays;
  return [
    t("insights.privacy.ownServer"),
    t("insights.privacy.totals"),
    t("insights.privacy.codes"),
    ...(counted.length ? [t("insights.privacy.outcomes", { list: new Intl.ListFormat(intl, { type: "unit" }).format(counted) })] : []),
    t("insights.privacy.dnt"),
    t("insights.privacy.kept", { days, years: days > 0 && days % 365 === 0 ? days / 365 : "none" }),
  ];
}
