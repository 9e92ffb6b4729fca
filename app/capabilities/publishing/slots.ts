/** The parts of shared pages this capability fills, each shared by its loader (capability.server.ts) and its component (ui/): core/ui/slots.ts. */
import { defineSlot } from "~/core/ui/slots.ts";
import type { TargetView } from "./server/targets.server.ts";

/** Settings → Publishing: the targets with their state and progress. */
export const publishingSettings = defineSlot<TargetView[]>("publishing");
