/**
 * Media's part of the privacy notice (issue 25 §6): the services whose players
 * a visitor may load, by name — those of published embedded items only, since
 * nothing else can reach a visitor's browser.
 */
import type { PrivacyContext, PrivacySection } from "~/core/capability.server.ts";
import { db } from "~/core/db/client.server.ts";
import { isProviderId, providerLabel } from "../lib/providers.ts";

export async function mediaPrivacy({ tr }: PrivacyContext): Promise<PrivacySection[]> {
  const rows = await db()
    .selectFrom("media_items")
    .select("source")
    .distinct()
    .where("published", "=", 1)
    .orderBy("source")
    .execute();
  const names = rows
    .map((r) => r.source)
    .filter(isProviderId)
    .map(providerLabel);
  if (!names.length) return [];
  return [
    {
      id: "media",
      order: 40,
      heading: tr.t("media.privacy.heading"),
      paragraphs: [
        tr.t("media.privacy.onClick", {
          providers: new Intl.ListFormat(tr.intl, { type: "conjunction" }).format(names),
        }),
      ],
    },
  ];
}
