/** Payments' part of the privacy notice (issue 25 §6): the provider that takes payments, once one is connected and ready. */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { paymentsConfig } from "./config.server.ts";
import { LINK_DAYS, LINK_USES } from "./store/grants.server.ts";
import { releaseDownloadable } from "./store/sale.server.ts";

const NAMES = { stripe: "Stripe", mollie: "Mollie" } as const;

export async function paymentsPrivacy({ tr, siteName }: PrivacyContext): Promise<PrivacySection[]> {
  const [config, downloads] = await Promise.all([paymentsConfig(), releaseDownloadable()]);
  const paying = config.provider !== null && config.problem === null;
  const paragraphs = [
    ...(paying ? [tr.t("payments.privacy.provider", { provider: NAMES[config.provider!], site: siteName })] : []),
    // The release's download links keep an address (issue 30), paid or not.
    ...(downloads ? [tr.t("payments.privacy.downloads", { site: siteName, count: LINK_USES, days: LINK_DAYS })] : []),
  ];
  return paragraphs.length
    ? [{ id: "payments", order: 70, heading: tr.t("payments.privacy.heading"), paragraphs }]
    : [];
}
