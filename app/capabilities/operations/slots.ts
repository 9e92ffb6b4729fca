/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { Check } from "./lib/doctor.ts";

/** The dashboard's backup line: the doctor's backup check. */
export const backupsCard = defineSlot<Check>("backups");
