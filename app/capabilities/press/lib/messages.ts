/**
 * The press capability's wording: the public page's words are in
 * messages/<locale>.json, the studio's in messages/studio/<locale>.json
 * (docs/languages.md). This lists the computed keys literally.
 */
import type { ContactRole } from "./model.ts";

/** A contact's role as the studio names it. */
export const ROLE_KEYS: Record<ContactRole, string> = {
  booking: "press.studio.role.booking",
  press: "press.studio.role.press",
  management: "press.studio.role.management",
  label: "press.studio.role.label",
};
