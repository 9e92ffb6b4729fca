/** Insights' part of the privacy page: what is counted and kept, from the configuration and the declared outcomes. */
import { env } from "~/core/env.server.ts";
import { outcomeKinds } from "~/core/observe.server.ts";
import type { PrivacyPart } from "~/core/privacy.server.ts";
import { lowerFirst, privacyParagraphs } from "../lib/messages.ts";
import { siteI18n } from "~/core/i18n/site-language.server.ts";

export async function insightsPrivacy(): Promise<PrivacyPart> {
  const e = env();
  const tr = await siteI18n();
  return {
    heading: tr.t("insights.privacy.heading"),
    // Each counted outcome in the page's language, by its capability's public key; a label without one as written.
    paragraphs: privacyParagraphs(
      {
        counting: e.INSIGHTS,
        retentionDays: e.INSIGHTS_RETENTION_DAYS,
        outcomes: outcomeKinds().map((k) => (k.privacyKey ? tr.t(k.privacyKey) : lowerFirst(k.label))),
      },
      tr,
    ),
  };
}
