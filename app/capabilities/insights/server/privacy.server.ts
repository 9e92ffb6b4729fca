/** Insights' part of the privacy page: what is counted and kept, from the configuration and the declared outcomes. */
import { env } from "~/core/env.server.ts";
import { outcomeKinds } from "~/core/observe.server.ts";
import type { PrivacyPart } from "~/core/privacy.server.ts";
import { PRIVACY_HEADING, privacyParagraphs } from "../lib/messages.ts";

export async function insightsPrivacy(): Promise<PrivacyPart> {
  const e = env();
  return {
    heading: PRIVACY_HEADING,
    paragraphs: privacyParagraphs({ counting: e.INSIGHTS, retentionDays: e.INSIGHTS_RETENTION_DAYS, outcomes: outcomeKinds().map((k) => k.label) }),
  };
}
