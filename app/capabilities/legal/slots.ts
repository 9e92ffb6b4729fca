/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";

/** The dashboard's privacy line: the site's languages whose published privacy notice no longer says what the site does. */
export const privacyCard = defineSlot<{ outdated: { code: string; name: string }[] }>("privacy");
