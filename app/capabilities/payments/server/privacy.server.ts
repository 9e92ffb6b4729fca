/** Payments' part of the privacy notice (issue 25 §6): the provider that takes payments, once one is connected and ready. */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { paymentsConfig } from "./config.server.ts";

const NAMES = { stripe: "Stripe", mollie: "Mollie" } as const;

export async function paymentsPrivacy({ tr, siteName }: PrivacyContext): Promise<PrivacySection[]> {
  const config = await paymentsConfig();
  if (!config.provider || config.problem) return [];
  return [
    {
      id: "payments",
      order: 70,
      heading: tr.t("payments.privacy.heading"),
      paragraphs: [tr.t("payments.privacy.provider", { provider: NAMES[config.provider], site: siteName })],
    },
  ];
}
