/** Location's part of the privacy notice (issue 25 §6): the map host a visitor's click contacts, while maps are on. */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { env } from "~/core/env.server.ts";
import { mapClientConfig } from "../lib/config.ts";

export async function locationPrivacy({ tr }: PrivacyContext): Promise<PrivacySection[]> {
  const config = mapClientConfig(env());
  if (config.provider === "none") return [];
  return [
    {
      id: "map",
      order: 50,
      heading: tr.t("location.privacy.heading"),
      paragraphs: [tr.t("location.privacy.onClick", { host: config.host })],
    },
  ];
}
