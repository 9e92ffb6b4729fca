/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot, type ServerMarkupData } from "~/core/ui/slots.ts";
import type { DashboardFans } from "./server/dashboard.server.ts";

export const fansCard = defineSlot<DashboardFans>("fans");
/** The sign-up forms are markup the server rendered (server/home.server.ts): they cost the pages' JavaScript nothing. */
export const signupHome = defineSlot<ServerMarkupData>("fans-signup");
export const signupFooter = defineSlot<ServerMarkupData>("fans-footer");
export const signupEvent = defineSlot<ServerMarkupData>("fans-event");
