/** RSVP's part of the privacy notice (issue 25 §6): said while at least one date takes replies. */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { configuredEvents } from "./data/configs.server.ts";

export async function rsvpPrivacy({ tr, siteName }: PrivacyContext): Promise<PrivacySection[]> {
  if (!(await configuredEvents()).some((c) => Number(c.enabled) > 0)) return [];
  return [
    {
      id: "rsvp",
      order: 30,
      heading: tr.t("rsvp.privacy.heading"),
      paragraphs: [tr.t("rsvp.privacy.kept", { site: siteName })],
    },
  ];
}
