/**
 * The site's part of the privacy notice (issue 25 §6): where what it keeps is
 * stored — on its own server, or uploaded files with an S3 service (its host,
 * and its region when one is configured).
 */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { env } from "~/core/env.server.ts";

/** The storage service's host: S3_ENDPOINT's, else Amazon's. */
function s3Host(endpoint: string | undefined): string {
  if (!endpoint) return "Amazon S3";
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}

export async function sitePrivacy({ tr }: PrivacyContext): Promise<PrivacySection[]> {
  const e = env();
  const text = e.STORAGE_URL
    ? tr.t("site.privacy.s3", { host: s3Host(e.S3_ENDPOINT), region: e.S3_REGION || "none" })
    : tr.t("site.privacy.local");
  return [{ id: "storage", order: 90, heading: tr.t("site.privacy.heading"), paragraphs: [text] }];
}
