/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot, type ServerMarkupData } from "~/core/ui/slots.ts";
import type { ScannerData } from "./components/admin/TicketScanner.tsx";
import type { SupportHomeData } from "./server/support-page.server.ts";

/** "Support us" on the home page, with the suggested amounts. */
export const supportHome = defineSlot<SupportHomeData>("support");
/** The Buy form under an event date's ticket links, rendered on the server (server/render.server.tsx). */
export const buyEvent = defineSlot<ServerMarkupData>("tickets");
/** The ticket scanner on the RSVP door page of a date. */
export const scannerDoor = defineSlot<ScannerData>("tickets");
