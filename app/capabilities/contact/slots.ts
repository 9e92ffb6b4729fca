/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { HomeContactData } from "./server/home.server.ts";
import type { DashboardInboxData } from "./server/dashboard.server.ts";
import type { EmailStatus } from "./server/email-status.server.ts";

export const contactHome = defineSlot<HomeContactData>("contact");
export const inboxCard = defineSlot<DashboardInboxData>("inbox");
export const emailSettings = defineSlot<EmailStatus>("email");
