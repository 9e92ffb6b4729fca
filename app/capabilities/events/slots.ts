/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot, type ServerMarkupData } from "~/core/ui/slots.ts";
import type { DashboardEventsData } from "./server/dashboard.server.ts";

export const eventsHome = defineSlot<ServerMarkupData>("events");
export const eventsCard = defineSlot<DashboardEventsData>("events");
/** A date's line-up and running order on its public page (issue 32 §1), rendered on the server. */
export const eventsLineup = defineSlot<ServerMarkupData>("lineup");
