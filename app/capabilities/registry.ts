/**
 * The capabilities of this site, in order. Adding a capability is a folder
 * under app/capabilities/ and one line here (docs/architecture.md).
 *
 * The order matters in three places: demo content is seeded in this order and
 * removed in reverse; a capability's migrations may rely on the tables of those
 * before it; and parts without an explicit `order` keep it.
 *
 * This file holds names only, so app/routes.ts can read it at build time.
 */
export const CAPABILITY_NAMES = [
  "site",
  "accounts",
  "studio",
  "location",
  "media",
  "events",
  "contact",
  "themes",
  "pages",
  "fans",
  "news",
  "press",
  "insights",
  "rsvp",
  "publishing",
  "legal",
  "payments",
  "operations",
  "fediverse",
] as const;

export type CapabilityName = (typeof CAPABILITY_NAMES)[number];
