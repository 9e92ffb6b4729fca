/**
 * The legal capability's own parts of the privacy notice (issue 25 §6): who is
 * responsible for the data (GDPR Art. 13 (1) a — from the legal notice once it
 * is complete, so the two pages never name different people) first, and the
 * visitor's rights (Art. 13 (2) b–d: access, correction, erasure, restriction,
 * objection, portability, withdrawing consent, complaining to an authority)
 * last. Both are on every site: every Marquee site keeps some personal data
 * (the contact form cannot be switched off).
 */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { publicLegalNotice } from "./legal.server.ts";

/** A postal address on one line: its lines joined by commas. */
const oneLine = (address: string) =>
  address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(", ");

export async function legalPrivacy({ tr, siteName }: PrivacyContext): Promise<PrivacySection[]> {
  const row = await publicLegalNotice();
  const n = row?.notice;
  const controller = n
    ? tr.t("legal.privacy.controller.named", { name: n.name, address: oneLine(n.address), email: n.email })
    : tr.t("legal.privacy.controller.site", { site: siteName });
  const reach = n ? tr.t("legal.privacy.rights.write", { email: n.email }) : tr.t("legal.privacy.rights.contact");
  return [
    { id: "controller", order: 0, heading: tr.t("legal.privacy.controller.heading"), paragraphs: [controller] },
    {
      id: "rights",
      order: 1000,
      heading: tr.t("legal.privacy.rights.heading"),
      paragraphs: [tr.t("legal.privacy.rights.list"), reach, tr.t("legal.privacy.rights.complain")],
    },
  ];
}
