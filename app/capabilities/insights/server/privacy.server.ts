/** Insights' part of the privacy notice: what is counted and kept, from the configuration and the declared outcomes; nothing when counting is off. */
import { env } from "~/core/env.server.ts";
import { outcomeKinds } from "~/core/observe.server.ts";
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { lowerFirst, privacyParagraphs } from "../lib/messages.ts";

export async function insightsPrivacy({ tr }: PrivacyContext): Promise<PrivacySection[]> {
  const e = env();
  if (!e.INSIGHTS) return [];
  return [
    {
      id: "insights",
      order: 60,
      heading: tr.t("insights.privacy.heading"),
      // Each counted outcome in the notice's language, by its capability's public key; a label without one as written.
      paragraphs: privacyParagraphs(
        {
          counting: e.INSIGHTS,
          retentionDays: e.INSIGHTS_RETENTION_DAYS,
          outcomes: outcomeKinds().map((k) => (k.privacyKey ? tr.t(k.privacyKey) : lowerFirst(k.label))),
        },
        tr,
      ),
    },
  ];
}
